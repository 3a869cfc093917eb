#include "core/ingest/pt2/exportreader.h"

#include "core/ingest/pt2/exportmetadata.h"
#include "core/ingest/pt2/exportvalues.h"
#include "core/util/json.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <string>

namespace cs {
namespace {

using simdjson::dom::array;
using simdjson::dom::element;
using simdjson::dom::object;
using namespace exportjson;

constexpr int MaxProblems = 20;

class ProgramReader {
public:
    explicit ProgramReader(ExportedProgram &p, int depth = 0)
        : m_p(p)
        , m_depth(depth)
    {
    }

    void problem(const QString &why)
    {
        if (m_p.problems.size() < MaxProblems)
            m_p.problems << why;
    }

    // An argument's value as text (exportvalues.h argumentText); the graph values it reads are
    // appended to `reads`, a kind this reader does not know is said.
    QString argument(element e, QStringList &reads)
    {
        QStringList unknown;
        const QString text = argumentText(e, reads, unknown);
        for (const QString &kind : std::as_const(unknown))
            problem(QStringLiteral("an argument of an unknown kind `%1` (a newer schema?): shown as ?").arg(kind));
        return text;
    }

    // `base`, else `base_1`, `base_2`, ... the first not taken. Names are never given back, so
    // the first free suffix of a base never goes down: each base resumes where it stopped, and
    // 20,000 values sharing one name cost no more than 20,000 names.
    QString uniqueName(const QString &base)
    {
        QString name = base;
        if (m_names.contains(name)) {
            int &n = m_nextSuffix[base];
            do
                name = base + QLatin1Char('_') + QString::number(++n);
            while (m_names.contains(name));
        }
        m_names.insert(name);
        return name;
    }

    // The name of a value an output carries (`as_tensor`, `as_sym_int`, ...), empty for none.
    static QString outputName(element e)
    {
        const auto [tag, v] = unionOf(e);
        if (tag == "as_tensor" || tag == "as_custom_obj")
            return string(v, "name");
        std::string_view s;
        if (tag == "as_sym_int" || tag == "as_sym_float" || tag == "as_sym_bool") {
            const auto [t, y] = unionOf(v);
            if (t == "as_name" && y.get_string().get(s) == simdjson::SUCCESS)
                return qs(s);
        }
        return {};
    }

    // `parent[index]`, placed where `call` is (module, source line).
    ExportNode getItem(const ExportNode &call, int parent, size_t index) const
    {
        ExportNode g;
        g.op = ExportNode::Op::GetItem;
        g.target = QStringLiteral("getitem");
        g.module = call.module;
        g.moduleType = call.moduleType;
        g.file = call.file;
        g.line = call.line;
        g.code = call.code;
        g.reads << m_p.nodes[size_t(parent)].name;
        g.args << m_p.nodes[size_t(parent)].name << QString::number(index);
        return g;
    }

    void addGetItems(const std::vector<element> &outputs, int parent, const ExportNode &call)
    {
        for (size_t index = 0; index < outputs.size(); ++index) {
            const element out = outputs[index];
            const auto [tag, v] = unionOf(out);
            ExportNode g = getItem(call, parent, index);
            g.stackTrace = call.stackTrace;
            if (tag == "as_tensors" || tag == "as_sym_ints" || tag == "as_sym_floats" || tag == "as_ints"
                || tag == "as_floats" || tag == "as_strings" || tag == "as_bools" || tag == "as_sym_bools") {
                g.name = uniqueName(QStringLiteral("getitem"));
                m_p.nodes.push_back(g);
                const int listNode = static_cast<int>(m_p.nodes.size()) - 1;
                std::vector<element> inner;
                array a;
                if (v.get_array().get(a) == simdjson::SUCCESS)
                    for (element x : a)
                        inner.push_back(x); // bare TensorArguments / SymIntArguments
                addListItems(inner, listNode, call, tag);
                continue;
            }
            if (tag == "as_none") {
                g.name = uniqueName(QStringLiteral("as_none"));
            } else {
                const QString name = outputName(out);
                g.name = uniqueName(name.isEmpty() ? QStringLiteral("getitem") : name);
            }
            m_p.nodes.push_back(g);
        }
    }

    void addListItems(const std::vector<element> &items, int parent, const ExportNode &call, std::string_view tag)
    {
        for (size_t i = 0; i < items.size(); ++i) {
            ExportNode g = getItem(call, parent, i);
            QString name;
            if (tag == "as_tensors")
                name = string(items[i], "name");
            else if (tag == "as_sym_ints" || tag == "as_sym_floats" || tag == "as_sym_bools") {
                const auto [t, y] = unionOf(items[i]);
                std::string_view s;
                if (t == "as_name" && y.get_string().get(s) == simdjson::SUCCESS)
                    name = qs(s);
            }
            g.name = uniqueName(name.isEmpty() ? QStringLiteral("getitem") : name);
            m_p.nodes.push_back(g);
        }
    }

    // Metadata that was there but could not be read, said once per program.
    void metadataProblems()
    {
        for (const QString &why : m_metadata.problems())
            problem(why);
    }

    void node(element e)
    {
        ExportNode n;
        n.target = string(e, "target");
        if (n.target.startsWith(QLatin1String("torch.ops.")))
            n.target = n.target.mid(10);
        if (n.target.isEmpty()) { // every Node names its operator (schema.py `target: str`)
            m_p.damaged = true;
            n.target = QStringLiteral("?");
            problem(QStringLiteral("node %1 names no operator (`target` missing or not a string): shown as `?` (a "
                                   "damaged program?)")
                        .arg(m_p.nodes.size()));
        }
        m_metadata.read(e, n);
        element inputs, outputs;
        array a;
        for (const char *key : { "inputs", "outputs" })
            if (member(e, key, inputs) && !inputs.is_array()) {
                m_p.damaged = true;
                problem(QStringLiteral("node %1's `%2` is not a list: not read (a damaged program?)")
                            .arg(n.target, QLatin1String(key)));
            }
        if (member(e, "inputs", inputs) && inputs.get_array().get(a) == simdjson::SUCCESS)
            for (element in : a) {
                element arg;
                const QString argName = string(in, "name");
                if (!member(in, "arg", arg))
                    continue;
                // A sub-graph argument (a HOP's branch) is a get_attr node before the call.
                if (unionOf(arg).first == "as_graph") {
                    ExportNode attr;
                    attr.op = ExportNode::Op::GetAttr;
                    attr.name = uniqueName(string(unionOf(arg).second, "name"));
                    attr.target = attr.name;
                    m_p.nodes.push_back(attr);
                    subgraph(attr.name, unionOf(arg).second);
                }
                const QString value = argument(arg, n.reads);
                n.args << (argName.isEmpty() ? value : argName + QLatin1Char('=') + value);
            }
        std::vector<element> outs;
        if (member(e, "outputs", outputs) && outputs.get_array().get(a) == simdjson::SUCCESS)
            for (element o : a)
                outs.push_back(o);
        const QString given = string(e, "name");
        const bool hop = n.target.startsWith(QLatin1String("higher_order."));
        element single;
        bool hopSingle = false;
        if (member(e, "is_hop_single_tensor_return", single))
            if (single.get_bool().get(hopSingle) != simdjson::SUCCESS)
                hopSingle = false;
        const std::string_view firstTag = outs.empty() ? std::string_view() : unionOf(outs.front()).first;
        QString opName = n.target.section(u'.', -2, -2);
        if (opName.isEmpty())
            opName = n.target.isEmpty() ? QStringLiteral("node") : n.target;
        if (outs.size() == 1 && hop && !hopSingle && firstTag != "as_none") {
            // torch.export.load: a HOP's one result still goes through a getitem.
            n.name = uniqueName(given.isEmpty() ? opName : given);
            m_p.nodes.push_back(n);
            addGetItems(outs, static_cast<int>(m_p.nodes.size()) - 1, n);
            return;
        }
        if (outs.size() == 1 && firstTag != "as_tensors" && firstTag != "as_none"
            && !outputName(outs.front()).isEmpty()) {
            n.name = uniqueName(given.isEmpty() ? outputName(outs.front()) : given);
            m_p.nodes.push_back(n);
            return;
        }
        if (outs.empty() || (outs.size() == 1 && firstTag == "as_none")) {
            n.name
                = uniqueName(given.isEmpty() ? opName + (outs.empty() ? QString() : QStringLiteral("_unused")) : given);
            m_p.nodes.push_back(n);
            return;
        }
        n.name = uniqueName(given.isEmpty() ? opName : given);
        m_p.nodes.push_back(n);
        const int parent = static_cast<int>(m_p.nodes.size()) - 1;
        if (outs.size() == 1) { // one as_tensors: its elements
            array items;
            std::vector<element> inner;
            if (unionOf(outs.front()).second.get_array().get(items) == simdjson::SUCCESS)
                for (element x : items)
                    inner.push_back(x);
            addListItems(inner, parent, n, "as_tensors");
        } else {
            addGetItems(outs, parent, n);
        }
    }

    // The graph a GraphArgument carries, read as a program of its own (its nodes, tensors and
    // sub-graphs); what could not be read in it is said in this program's problems.
    void subgraph(const QString &name, element arg)
    {
        constexpr int MaxDepth = 16;
        element g;
        if (!member(arg, "graph", g) || !g.is_object()) {
            m_p.damaged = true;
            problem(
                QStringLiteral("the sub-graph %1 carries no graph object: not shown (a damaged program?)").arg(name));
            return;
        }
        if (m_depth >= MaxDepth) {
            problem(QStringLiteral("sub-graphs nested deeper than %1 levels (%2): not read").arg(MaxDepth).arg(name));
            return;
        }
        auto sub = std::make_shared<ExportedProgram>();
        sub->archive = m_p.archive;
        sub->entry = m_p.entry;
        sub->path = m_p.path.isEmpty() ? name : m_p.path + QLatin1Char('/') + name;
        ProgramReader reader(*sub, m_depth + 1);
        reader.graph(g);
        reader.metadataProblems();
        m_p.damaged = m_p.damaged || sub->damaged;
        for (const QString &why : std::as_const(sub->problems))
            problem(why.startsWith(QLatin1String("in sub-graph "))
                    ? why
                    : QStringLiteral("in sub-graph %1: %2").arg(sub->path, why));
        m_p.subgraphs.push_back({ name, {}, {}, std::move(sub) });
    }

    // A value read before any input or node defines it (or never defined): a damaged program
    // (torch.export.load refuses it). Said once, with the first such reference.
    void checkReferences()
    {
        QSet<QString> defined;
        int dangling = 0;
        QString first;
        for (const ExportNode &n : m_p.nodes) {
            for (const QString &r : n.reads)
                if (!defined.contains(r) && ++dangling == 1)
                    first = QStringLiteral("`%1` reads `%2`").arg(n.name, r);
            defined.insert(n.name);
        }
        m_p.damaged = m_p.damaged || dangling > 0;
        if (dangling > 0)
            problem(QStringLiteral("%1 reference(s) to a value no input or earlier node defines (%2): "
                                   "the program is damaged, its edges are incomplete")
                        .arg(dangling)
                        .arg(first));
    }

    void signature(element gm)
    {
        element sig, specs;
        array a;
        if (!member(gm, "signature", sig)) {
            problem(QStringLiteral("no graph signature"));
            return;
        }
        auto spec = [&](element s, bool input) {
            const auto [tag, v] = unionOf(s);
            ExportSpec out;
            out.kind = qs(tag);
            QStringList reads;
            element arg;
            if (member(v, "arg", arg)) {
                out.name = string(arg, "name");
                if (out.name.isEmpty()) { // user inputs / outputs: an Argument union
                    argument(arg, reads);
                    out.name = reads.value(0);
                    if (out.name.isEmpty())
                        out.name = argument(arg, reads);
                }
            }
            for (const char *key :
                { "parameter_name", "buffer_name", "tensor_constant_name", "custom_obj_name", "user_input_name" })
                if (const QString t = string(v, key); !t.isEmpty())
                    out.target = t;
            if (tag == "constant_input") {
                out.name = string(v, "name");
                element value;
                if (member(v, "value", value))
                    out.target = scalarText(unionOf(value).second);
            }
            element persistent;
            bool p = true;
            if (member(v, "persistent", persistent) && persistent.get_bool().get(p) == simdjson::SUCCESS)
                out.persistent = p;
            static const QSet<QString> known { QStringLiteral("user_input"), QStringLiteral("parameter"),
                QStringLiteral("buffer"), QStringLiteral("tensor_constant"), QStringLiteral("custom_obj"),
                QStringLiteral("token"), QStringLiteral("constant_input"), QStringLiteral("user_output"),
                QStringLiteral("loss_output"), QStringLiteral("buffer_mutation"),
                QStringLiteral("gradient_to_parameter"), QStringLiteral("gradient_to_user_input"),
                QStringLiteral("user_input_mutation"), QStringLiteral("parameter_mutation") };
            if (!known.contains(out.kind))
                problem(QStringLiteral("a signature %1 of an unknown kind `%2`")
                            .arg(input ? QStringLiteral("input") : QStringLiteral("output"), out.kind));
            (input ? m_p.inputs : m_p.outputs).push_back(out);
        };
        if (member(sig, "input_specs", specs) && specs.get_array().get(a) == simdjson::SUCCESS)
            for (element s : a)
                spec(s, true);
        if (member(sig, "output_specs", specs) && specs.get_array().get(a) == simdjson::SUCCESS)
            for (element s : a)
                spec(s, false);
    }

    void graph(element g)
    {
        element v;
        object o;
        if (member(g, "tensor_values", v) && v.get_object().get(o) == simdjson::SUCCESS) {
            int notObjects = 0;
            for (auto field : o) {
                if (!field.value.is_object()) { // every TensorMeta is an object (schema.py)
                    ++notObjects;
                    continue;
                }
                m_p.tensors.insert(qs(field.key), tensorMeta(field.value));
            }
            if (notObjects > 0) {
                m_p.damaged = true;
                problem(QStringLiteral("%1 entr%2 of `tensor_values` carry no tensor meta object: their dtype and "
                                       "shape are not shown (a damaged program?)")
                            .arg(notObjects)
                            .arg(notObjects == 1 ? QStringLiteral("y") : QStringLiteral("ies")));
            }
        }
        for (const char *key : { "sym_int_values", "sym_float_values", "sym_bool_values" })
            if (member(g, key, v) && v.get_object().get(o) == simdjson::SUCCESS)
                for (auto field : o)
                    m_p.symValues.insert(qs(field.key), symIntText(field.value));
        array a;
        for (const char *key : { "inputs", "nodes", "outputs" })
            if (member(g, key, v) && !v.is_array()) {
                m_p.damaged = true;
                problem(QStringLiteral("the graph's `%1` is not a list: none read (a damaged program?)")
                            .arg(QLatin1String(key)));
            }
        if (member(g, "inputs", v) && v.get_array().get(a) == simdjson::SUCCESS)
            for (element in : a) {
                ExportNode p;
                p.op = ExportNode::Op::Placeholder;
                QStringList reads;
                const QString text = argument(in, reads);
                p.name = uniqueName(reads.isEmpty() ? text : reads.front());
                p.target = p.name;
                m_p.nodes.push_back(p);
            }
        if (member(g, "nodes", v) && v.get_array().get(a) == simdjson::SUCCESS)
            for (element n : a)
                node(n);
        ExportNode out;
        out.op = ExportNode::Op::Output;
        out.name = uniqueName(QStringLiteral("output"));
        out.target = QStringLiteral("output");
        if (member(g, "outputs", v) && v.get_array().get(a) == simdjson::SUCCESS)
            for (element o : a)
                out.args << argument(o, out.reads);
        m_p.nodes.push_back(out);
        tieSubgraphs(m_p);
        checkReferences();
    }

    // A constant input (a float or int the user passed) is a graph input without a value name:
    // torch.export.load names its placeholder after the signature's constant_input (`scale`).
    void nameConstantInputs()
    {
        for (size_t i = 0; i < m_p.inputs.size() && i < m_p.nodes.size(); ++i) {
            ExportNode &n = m_p.nodes[i];
            const ExportSpec &s = m_p.inputs[i];
            if (n.op != ExportNode::Op::Placeholder || s.kind != QLatin1String("constant_input") || s.name.isEmpty()
                || m_p.tensors.contains(n.name) || m_p.symValues.contains(n.name))
                continue;
            n.name = n.target = uniqueName(s.name);
        }
    }

    void moduleCallGraph(element gm)
    {
        element v;
        array a;
        if (!member(gm, "module_call_graph", v) || v.get_array().get(a) != simdjson::SUCCESS)
            return;
        for (element e : a) {
            ExportedProgram::ModuleCall c;
            c.fqn = string(e, "fqn");
            element sig, names;
            array n;
            if (member(e, "signature", sig) && member(sig, "forward_arg_names", names)
                && names.get_array().get(n) == simdjson::SUCCESS)
                for (element x : n) {
                    std::string_view s;
                    if (x.get_string().get(s) == simdjson::SUCCESS)
                        c.forwardArgs << qs(s);
                }
            m_p.moduleCalls.push_back(c);
        }
    }

private:
    ExportedProgram &m_p;
    int m_depth = 0;
    QSet<QString> m_names;
    QHash<QString, int> m_nextSuffix; // base → the last suffix uniqueName gave it
    ExportMetadataReader m_metadata;
};

} // namespace

void tieSubgraphs(ExportedProgram &p)
{
    // The first call that reads each value, found in one pass (not one pass per sub-graph).
    QHash<QString, const ExportNode *> firstReader;
    for (const ExportNode &n : p.nodes)
        if (n.op == ExportNode::Op::CallFunction)
            for (const QString &r : n.reads)
                if (!firstReader.contains(r))
                    firstReader.insert(r, &n);
    for (ExportSubgraph &s : p.subgraphs)
        if (const ExportNode *n = firstReader.value(s.name)) {
            s.call = n->name;
            s.hop = n->target;
        }
}

Result<ExportedProgram> readExportedProgram(std::string_view text, const QString &archive, const QString &entry)
{
    simdjson::dom::parser parser;
    const auto root = json::parse(parser, text);
    if (!root || !root->is_object()) {
        // Said as it is: nesting past the reader's depth is no truncation (the error is read
        // again only on this path).
        simdjson::dom::parser again;
        simdjson::dom::element el;
        const auto code = root ? simdjson::SUCCESS : again.parse(std::string(text)).get(el);
        const QString why = root ? QStringLiteral("is JSON but not an object")
            : code == simdjson::DEPTH_ERROR
            ? QStringLiteral("nests deeper than %1 levels, more than any program needs: not read")
                  .arg(again.max_depth())
            : code == simdjson::NUMBER_OUT_OF_RANGE || code == simdjson::NUMBER_ERROR
            ? QStringLiteral(
                "holds a number no reader can hold (more than 64 bits, or past a double's range): not read")
            : QStringLiteral("is not JSON (a truncated archive?)");
        return Error { QStringLiteral("the exported program %1 %2").arg(entry, why), archive };
    }
    ExportedProgram p;
    p.archive = archive;
    p.entry = entry;
    ProgramReader reader(p);
    element v;
    if (member(*root, "schema_version", v)) {
        // Whole numbers a version can be: anything else (1e300, -3, "8") is said, never cast.
        const auto part = [&](const char *key) {
            const std::optional<int64_t> n = json::integer(v, key);
            return n && *n >= 0 && *n <= 1'000'000 ? static_cast<int>(*n) : -1;
        };
        p.schemaMajor = part("major");
        p.schemaMinor = part("minor");
        if (p.schemaMajor < 0 || p.schemaMinor < 0) {
            p.schemaMajor = p.schemaMinor = -1;
            p.schemaUnreadable = true;
            reader.problem(QStringLiteral("schema_version is no pair of whole numbers (major, minor): the program "
                                          "is read as the %1.x schema this reader knows")
                               .arg(ExportedProgram::KnownSchemaMajor));
        }
    }
    if (p.schemaMajor > ExportedProgram::KnownSchemaMajor) {
        p.newerSchema = true;
        reader.problem(QStringLiteral("saved with schema version %1.%2, newer than the %3.x this reader knows: "
                                      "what could be read is shown")
                           .arg(p.schemaMajor)
                           .arg(p.schemaMinor)
                           .arg(ExportedProgram::KnownSchemaMajor));
    }
    p.torchVersion = string(*root, "torch_version");
    object o;
    if (member(*root, "opset_version", v) && v.get_object().get(o) == simdjson::SUCCESS)
        for (auto field : o) {
            int64_t n = 0;
            if (field.value.get_int64().get(n) == simdjson::SUCCESS)
                p.opset.insert(qs(field.key), static_cast<int>(n));
        }
    array a;
    if (member(*root, "verifiers", v) && v.get_array().get(a) == simdjson::SUCCESS)
        for (element x : a) {
            std::string_view s;
            if (x.get_string().get(s) == simdjson::SUCCESS)
                p.verifiers << qs(s);
        }
    if (member(*root, "range_constraints", v) && v.get_object().get(o) == simdjson::SUCCESS)
        for (auto field : o) {
            ExportRange r;
            r.symbol = readableSymExpr(field.key);
            int64_t n;
            element bound;
            if (member(field.value, "min_val", bound) && bound.get_int64().get(n) == simdjson::SUCCESS)
                r.min = n;
            if (member(field.value, "max_val", bound) && bound.get_int64().get(n) == simdjson::SUCCESS)
                r.max = n;
            p.ranges.push_back(r);
        }
    element gm, g;
    if (!member(*root, "graph_module", gm) || !member(gm, "graph", g))
        return Error { QStringLiteral("the exported program %1 holds no graph (graph_module.graph)").arg(entry),
            archive };
    reader.graph(g);
    reader.signature(gm);
    reader.nameConstantInputs();
    reader.moduleCallGraph(gm);
    reader.metadataProblems();
    return p;
}

} // namespace cs
