#include "core/graph/graphmodules.h"

#include "core/graph/fxgraph.h"

#include <QRegularExpression>

#include <vector>

namespace cs {

QString modulePathOf(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^[Ll]_(?:self|fn)_modules_(.+?)_(?:parameters|buffers)_\w+_$)"));
    const auto m = re.match(name);
    return m.hasMatch() ? m.captured(1).replace(QLatin1String("_modules_"), QLatin1String(".")) : QString();
}

QString layerOfModule(const QString &module)
{
    // The path up to its first part that is a number, else without its last part (one part: itself).
    qsizetype start = 0, lastDot = -1;
    for (;;) {
        qsizetype end = module.indexOf(u'.', start);
        const QStringView part = QStringView(module).mid(start, end < 0 ? -1 : end - start);
        bool number = false;
        static_cast<void>(part.toInt(&number));
        if (number)
            return end < 0 ? module : module.left(end);
        if (end < 0)
            break;
        lastDot = end;
        start = end + 1;
    }
    return lastDot < 0 ? module : module.left(lastDot);
}

namespace {

// A node without a module takes that of its first input with one, else of the node before;
// nodes `apart` (of several layers) keep none and do not pass one on.
void propagateModules(FxGraph &g, const std::vector<bool> &apart = {})
{
    std::vector<int> firstInput(g.nodes.size(), -1);
    for (const auto &[from, to] : g.edges)
        if (!g.nodes[from].module.isEmpty() && firstInput[to] < 0)
            firstInput[to] = from;
    QString module, layer;
    for (size_t i = 0; i < g.nodes.size(); ++i) {
        FxNode &n = g.nodes[i];
        if (n.op == FxNode::Op::Output || n.op == FxNode::Op::Placeholder || n.parameter
            || (i < apart.size() && apart[i]))
            continue; // parameters have their own module; they do not set the running one
        if (n.module.isEmpty() && firstInput[i] >= 0) {
            n.module = g.nodes[firstInput[i]].module;
            n.layer = g.nodes[firstInput[i]].layer;
        }
        if (n.module.isEmpty()) {
            n.module = module;
            n.layer = layer;
        } else {
            module = n.module;
            layer = n.layer;
        }
    }
}

// The dotted path the modules share (`a.h.0.attn`, `a.h.0.mlp` → `a.h.0`).
QString sharedPath(const QStringList &modules)
{
    QStringList shared = modules.first().split(u'.');
    for (const QString &m : modules) {
        const QStringList parts = m.split(u'.');
        qsizetype n = 0;
        while (n < shared.size() && n < parts.size() && shared[n] == parts[n])
            ++n;
        shared = shared.mid(0, n);
    }
    return shared.join(u'.');
}

} // namespace

void assignModules(FxGraph &g)
{
    for (FxNode &n : g.nodes) {
        if (n.op != FxNode::Op::Placeholder && n.op != FxNode::Op::GetAttr)
            continue;
        n.module = modulePathOf(n.name);
        n.parameter = !n.module.isEmpty();
        if (n.parameter)
            n.layer = layerOfModule(n.module);
    }
    propagateModules(g);
}

AotInputs readAotInputs(std::string_view aotGraphText)
{
    AotInputs out;
    static const QRegularExpression input(
        QStringLiteral(
            R"(^\s*(\w+): "[^"\n]*",?\s*# (?:(Plain)AOTInput\(idx=(\d+)\)|(?:Param|Buffer)AOTInput\(target='([\w.]+)'\)))"),
        QRegularExpression::MultilineOption);
    const QString text = QString::fromUtf8(aotGraphText.data(), qsizetype(aotGraphText.size()));
    for (auto it = input.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (!m.captured(2).isEmpty())
            out.plain.insert(m.captured(1), m.captured(3).toInt());
        else
            out.attribute.insert(m.captured(1), m.captured(4));
    }
    return out;
}

int adoptModules(
    FxGraph &post, const FxGraph &source, const AotInputs &inputs, const QHash<QString, QStringList> &postToPre)
{
    std::vector<int> sourceInputs;
    for (size_t i = 0; i < source.nodes.size(); ++i)
        if (source.nodes[i].op == FxNode::Op::Placeholder)
            sourceInputs.push_back(static_cast<int>(i));
    int adopted = 0;
    std::vector<bool> apart(post.nodes.size(), false);
    QHash<QString, QString> layers; // module → layer: a graph has few modules and many nodes
    auto layerOf = [&layers](const QString &module) {
        auto it = layers.constFind(module);
        if (it == layers.cend())
            it = layers.insert(module, layerOfModule(module));
        return *it;
    };
    for (size_t i = 0; i < post.nodes.size(); ++i) {
        FxNode &n = post.nodes[i];
        if (!n.module.isEmpty() || n.op == FxNode::Op::Output)
            continue;
        if (n.op == FxNode::Op::Placeholder) {
            if (const auto a = inputs.attribute.constFind(n.name); a != inputs.attribute.cend()) {
                n.module = a->section(u'.', 0, -2);
            } else {
                const int k = inputs.plain.value(n.name, -1);
                if (k < 0 || k >= static_cast<int>(sourceInputs.size()))
                    continue;
                const FxNode &s = source.nodes[size_t(sourceInputs[size_t(k)])];
                if (!s.parameter || s.dtype != n.dtype || s.shape != n.shape)
                    continue; // a user input, or graphs that do not line up
                n.module = s.module;
            }
            if (n.module.isEmpty())
                continue;
            n.layer = layerOfModule(n.module);
            n.parameter = true;
            ++adopted;
            continue;
        }
        const auto pres = postToPre.constFind(n.name);
        if (pres == postToPre.cend())
            continue;
        QStringList modules;
        for (const QString &pre : *pres)
            if (const int s = source.find(pre); s >= 0 && !source.nodes[size_t(s)].module.isEmpty()
                && !modules.contains(source.nodes[size_t(s)].module))
                modules << source.nodes[size_t(s)].module;
        if (modules.isEmpty())
            continue;
        const QString layer = layerOf(modules.first());
        bool oneLayer = true;
        for (const QString &m : modules)
            oneLayer = oneLayer && layerOf(m) == layer;
        if (!oneLayer) {
            apart[i] = true; // a node made of several layers' operations belongs to none of them
            continue;
        }
        n.module = modules.size() == 1 ? modules.first() : sharedPath(modules);
        n.layer = layer;
        ++adopted;
    }
    // Operations take their neighbours' modules only where provenance placed some of them: a
    // backward without it (torch 2.11 records none) runs its blocks in reverse and reads each
    // block's saved weights at its end, so "the node before" would give an operation the next
    // block's layer. Its operations stay without one; its inputs keep theirs.
    if (adopted > 0 && !postToPre.isEmpty())
        propagateModules(post, apart);
    return adopted;
}

} // namespace cs
