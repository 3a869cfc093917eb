#include "core/analysis/userfunction.h"
#include "core/util/findtext.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace cs {
namespace {

std::string_view lineAt(std::string_view text, size_t pos)
{
    const size_t begin = text.rfind('\n', pos);
    const size_t from = begin == std::string_view::npos ? 0 : begin + 1;
    const size_t end = text.find('\n', pos);
    return text.substr(from, (end == std::string_view::npos ? text.size() : end) - from);
}

QString lastComponent(const QString &qualified)
{
    return qualified.section(QLatin1Char('.'), -1);
}

// A call that forwards all of the wrapper's arguments, positional and keyword:
// `fn(*args, **kwargs)`, `func(self, *a, **kw)`. A function that passes on only its **kwargs
// (`inner(x, **kwargs)`) is doing work of its own, not wrapping.
bool forwardsArguments(const QString &userSource)
{
    static const QRegularExpression both(QStringLiteral(R"re((?:^|[(,\s])\*\w+.*\*\*\w+)re"));
    return both.match(userSource).hasMatch();
}

// A guard on the code of a function object the frame holds in a local (`L['func'].__code__`) or
// reaches through closures (`L['func'].__closure__[0].cell_contents.__code__`). torch 2.12 and
// earlier name the code object (`type=<code object forward at 0x..., file "...", line 623>`), 2.13+
// print `type=<class 'code'>`. The comment is the first line that touched it and where it ran:
// `# return fn(*args, **kwargs)  # transformers/utils/generic.py:1029 in wrapper`.
struct CodeGuard {
    QString source; // L['func'], L['func'].__closure__[0].cell_contents
    QString name, file; // empty when not named (2.13+)
    int line = 0;
    QString call, in; // the recorded line, and the function it ran in
};

std::vector<CodeGuard> codeGuards(std::string_view guards)
{
    static const QRegularExpression re(QStringLiteral(
        R"re(ID_MATCH: ___check_obj_id\((L\[['"][^'"]+['"]\](?:\.__closure__\[\d+\]\.cell_contents)*)\.__code__, \d+\), )re"
        R"re(type=(?:<class 'code'>|<code object (\S+) at 0x[0-9a-fA-F]+, file "([^"]*)", line (\d+)>)\s+# (.*?)\s+# \S+ in (\S+))re"));
    std::vector<CodeGuard> out;
    constexpr std::string_view needle = ".__code__, ";
    for (size_t at = findText(guards, needle); at != std::string_view::npos; at = findText(guards, needle, at + 1)) {
        const auto m = re.match(QString::fromUtf8(lineAt(guards, at)));
        if (m.hasMatch())
            out.push_back({ m.captured(1), m.captured(2), m.captured(3), m.captured(4).toInt(), m.captured(5).trimmed(),
                m.captured(6) });
        at = guards.find('\n', at);
        if (at == std::string_view::npos)
            break;
    }
    return out;
}

// The frame holds a function object in a local and Dynamo guarded its code, in the frame itself
// (to call it or read it): the guard on `L['x'].__code__` whose line ran in `compiledFunction`.
const CodeGuard *wrapperCodeGuard(const std::vector<CodeGuard> &all, const QString &compiledFunction)
{
    for (const CodeGuard &g : all)
        if (!g.source.contains(QLatin1Char('.')) && g.in == compiledFunction)
            return &g;
    return nullptr;
}

// The file of a module (`transformers.models.bert.modeling_bert`) among the Dynamo graph's `# File:`
// comments, which name every file the traced code ran in; empty when none is that module's.
QString moduleFileInGraph(std::string_view graph, const QString &module)
{
    static const QRegularExpression comment(QStringLiteral(R"(# File: (.+):\d+ in \S+, code: )"));
    const QString tail = QLatin1Char('/') + QString(module).replace(u'.', u'/');
    constexpr std::string_view needle = "# File: ";
    for (size_t at = findText(graph, needle); at != std::string_view::npos; at = findText(graph, needle, at + 1)) {
        const auto m = comment.match(QString::fromUtf8(lineAt(graph, at)));
        if (!m.hasMatch())
            continue;
        const QString file = m.captured(1);
        if (file.endsWith(tail + QLatin1String(".py")) || file.endsWith(tail + QLatin1String("/__init__.py")))
            return file;
    }
    return {};
}

// The type a guard manager on `source` prints: `GuardManager: source=L['fn'], accessed_by=..., type=<class 'method'>`.
QString guardedType(std::string_view guards, std::string_view source)
{
    const std::string needle = "GuardManager: source=" + std::string(source) + ", accessed_by=";
    const size_t at = findText(guards, needle);
    if (at == std::string_view::npos)
        return {};
    static const QRegularExpression type(QStringLiteral(R"re(, type=<class '([\w.<>]+)'>)re"));
    const auto m = type.match(QString::fromUtf8(lineAt(guards, at)));
    return m.hasMatch() ? m.captured(1) : QString();
}

bool inTorchPackage(const QString &file)
{
    return file.contains(QLatin1String("/torch/")) || file.startsWith(QLatin1String("torch/"));
}

} // namespace

bool isDynamoWrapperFrame(const QString &compiledFunction, const QString &compiledFile)
{
    return compiledFunction == QLatin1String("inner")
        && QString(compiledFile).replace(u'\\', u'/').endsWith(QLatin1String("torch/_dynamo/external_utils.py"));
}

namespace {

// The Dynamo graph's comments: (file, function) of each traced operation, in order.
std::vector<std::pair<QString, QString>> tracedFunctions(std::string_view dynamoGraph)
{
    static const QRegularExpression comment(QStringLiteral(R"(# File: (.+):\d+ in ([\w<>.]+), code: )"));
    std::vector<std::pair<QString, QString>> traced;
    constexpr std::string_view needle = "# File: ";
    for (size_t at = findText(dynamoGraph, needle); at != std::string_view::npos;
         at = findText(dynamoGraph, needle, at + 1))
        if (const auto m = comment.match(QString::fromUtf8(lineAt(dynamoGraph, at))); m.hasMatch())
            traced.emplace_back(m.captured(1), m.captured(2));
    return traced;
}

} // namespace

UserFunction userFunctionThroughDynamoWrapper(
    std::string_view guards, std::string_view dynamoGraph, const QString &scriptFile)
{
    UserFunction out;
    const std::vector<std::pair<QString, QString>> traced = tracedFunctions(dynamoGraph);
    const QString held = guardedType(guards, "L['fn']");
    if (held == QLatin1String("method")) {
        // A bound method: the function that first touched its `self` (`L['fn'].__self__`), as the
        // guard's comment records it (`# a = self.lin2(x)  # test2.py:105 in graph_two`); its full
        // path from the graph's comments. Else the first operation traced outside torch's files.
        static const QRegularExpression touched(
            QStringLiteral(R"(L\['fn'\]\.__self__.*#.*#\s+(\S+):\d+ in ([\w<>]+)\s*$)"));
        constexpr std::string_view self = "L['fn'].__self__";
        for (size_t at = findText(guards, self); at != std::string_view::npos && out.function.isEmpty();
             at = findText(guards, self, at + 1)) {
            const auto m = touched.match(QString::fromUtf8(lineAt(guards, at)));
            if (!m.hasMatch() || inTorchPackage(QLatin1Char('/') + m.captured(1)))
                continue;
            out.function = m.captured(2);
            out.file = m.captured(1);
            for (const auto &[file, function] : traced)
                if (function == out.function && file.endsWith(QLatin1Char('/') + out.file)) {
                    out.file = file;
                    break;
                }
        }
        for (const auto &[file, function] : traced)
            if (out.function.isEmpty() && !inTorchPackage(file)) {
                out.function = function;
                out.file = file;
            }
        const QString cls = guardedType(guards, "L['fn'].__self__");
        if (!out.function.isEmpty() && cls.contains(QLatin1Char('.')))
            out.moduleClass = lastComponent(cls);
    } else if (held.contains(QLatin1Char('.'))) {
        // An object of a class, called: a module's `forward` (its parameters or submodules guarded),
        // else the class's `__call__`; in the file of the class's module (`torch.nn.modules.linear.Linear`:
        // torch/nn/modules/linear.py; `__main__.Block`: the script the stack starts in), not the files
        // of the submodules it calls.
        // A module: its parameters or submodules guarded, or a class of torch.nn (DistributedDataParallel,
        // whose forward breaks before anything of it is guarded).
        const bool module = holdsText(guards, "source=L['fn']._parameters")
            || holdsText(guards, "source=L['fn']._modules") || held.startsWith(QLatin1String("torch.nn."));
        out.function = module ? QStringLiteral("forward") : QStringLiteral("__call__");
        const QString moduleName = held.section(QLatin1Char('.'), 0, -2);
        if (moduleName == QLatin1String("__main__"))
            out.file = scriptFile;
        else
            out.file = moduleFileInGraph(dynamoGraph, moduleName);
        if (out.file.isEmpty() && moduleName != QLatin1String("__main__"))
            out.file = QString(moduleName).replace(u'.', u'/') + QLatin1String(".py");
        out.moduleClass = lastComponent(held);
    } else {
        // A function (functools.partial, a decorated function): the first operation traced in the
        // user's code, else the first traced at all.
        for (const auto &[file, function] : traced)
            if (!inTorchPackage(file)) {
                out.function = function;
                out.file = file;
                break;
            }
        if (out.function.isEmpty() && !traced.empty()) {
            out.function = traced.front().second;
            out.file = traced.front().first;
        }
    }
    out.line = 0;
    return out;
}

bool guardsShowWrapperCode(std::string_view guards, const QString &compiledFunction)
{
    return !compiledFunction.isEmpty() && wrapperCodeGuard(codeGuards(guards), compiledFunction);
}

UserFunction userFunctionFromGuards(
    std::string_view guards, const QString &compiledFunction, const WrapperEvidence &evidence)
{
    static const QRegularExpression code(QStringLiteral(
        R"re(ID_MATCH: ___check_obj_id\(L\[['"][^'"]+['"]\]\.__code__, \d+\), type=<code object (\S+) at 0x[0-9a-fA-F]+, file "([^"]*)", line (\d+)>\s+# (.*?)\s+# (\S+) in (\S+))re"));
    static const QRegularExpression type(QStringLiteral(
        R"re(TYPE_MATCH: ___check_type_id\(L\[['"](?:self|args)['"]\](?:\[0\])?, \d+\), type=<class '([\w.<>]+)'>)re"));
    // The guard manager of `self` names its type too, where no TYPE_MATCH does (torch 2.4+).
    static const QRegularExpression manager(
        QStringLiteral(R"re(GuardManager: source=L\[['"]self['"]\], accessed_by=.*?, type=<class '([\w.<>]+)'>)re"));
    UserFunction out;
    if (compiledFunction.isEmpty())
        return out;
    constexpr std::string_view codeNeedle = "].__code__, ";
    for (size_t at = findText(guards, codeNeedle); at != std::string_view::npos;
         at = findText(guards, codeNeedle, at + 1)) {
        const QString line = QString::fromUtf8(lineAt(guards, at));
        const auto m = code.match(line);
        if (!m.hasMatch() || m.captured(6) != compiledFunction || !forwardsArguments(m.captured(4)))
            continue;
        if (m.captured(1) == compiledFunction && m.captured(2).isEmpty())
            continue;
        out.function = m.captured(1);
        out.file = m.captured(2);
        out.line = m.captured(3).toInt();
        out.forwardingCall = m.captured(4);
        break;
    }
    // torch 2.13+ names no code object: a wrapper (not run as a module's forward: below) that
    // forwards its arguments to the function it holds wraps the first function its graph traced in
    // the user's code (the graph's `# File:` comments; its first line is not recorded).
    if (!out.isWrapped() && !evidence.calledByModuleCall && !evidence.dynamoGraph.empty()) {
        const std::vector<CodeGuard> all = codeGuards(guards);
        if (const CodeGuard *g = wrapperCodeGuard(all, compiledFunction);
            g && g->name.isEmpty() && forwardsArguments(g->call))
            for (const auto &[file, function] : tracedFunctions(evidence.dynamoGraph))
                if (function != compiledFunction && !inTorchPackage(file)) {
                    out.function = function;
                    out.file = file;
                    out.line = 0;
                    out.forwardingCall = g->call;
                    break;
                }
    }
    // A wrapper that nn.Module's call ran as the module's forward (the evidence is only gathered
    // for frames whose guards show a function's code held in a local).
    const std::vector<CodeGuard> held
        = !out.isWrapped() && evidence.calledByModuleCall ? codeGuards(guards) : std::vector<CodeGuard> {};
    const CodeGuard *wrapped = wrapperCodeGuard(held, compiledFunction);
    const bool moduleWrapper = wrapped && compiledFunction != QLatin1String("forward");
    QString moduleQualified;
    constexpr std::string_view typeNeedle = "TYPE_MATCH: ___check_type_id(L[";
    for (size_t at = findText(guards, typeNeedle); at != std::string_view::npos;
         at = findText(guards, typeNeedle, at + 1)) {
        const QString line = QString::fromUtf8(lineAt(guards, at));
        const auto m = type.match(line);
        // Only classes defined in a module (a dot in the name): a list or dict argument is no module.
        if (m.hasMatch() && m.captured(1).contains(QLatin1Char('.'))) {
            const bool viaSelf
                = line.contains(QLatin1String("L['self'], ")) || line.contains(QLatin1String("L[\"self\"], "));
            const QString method = out.isWrapped() ? out.function : compiledFunction;
            // A module wrapper's self is the module (`L['args'][0]` too).
            if (viaSelf || moduleWrapper || method == QLatin1String("forward") || method == QLatin1String("__call__")) {
                moduleQualified = m.captured(1);
                out.moduleClass = lastComponent(moduleQualified);
                break;
            }
        }
    }
    // A `forward` (or `__call__`) whose first parameter is not called `self` (`def forward(s, x)`): the
    // guard manager of the frame's first local (`framelocals_idx=0`, torch 2.6+) names its class.
    static const QRegularExpression firstLocal(QStringLiteral(
        R"re(GuardManager: source=L\[['"][^'"]+['"]\], accessed_by=FrameLocalsGuardAccessor\(key=['"][^'"]+['"], framelocals_idx=0\), type=<class '([\w.<>]+)'>)re"));
    const QString called = out.isWrapped() ? out.function : compiledFunction;
    if (out.moduleClass.isEmpty() && (called == QLatin1String("forward") || called == QLatin1String("__call__"))) {
        constexpr std::string_view needle = "framelocals_idx=0), type=<class '";
        if (const size_t at = findText(guards, needle); at != std::string_view::npos)
            if (const auto m = firstLocal.match(QString::fromUtf8(lineAt(guards, at)));
                m.hasMatch() && m.captured(1).contains(QLatin1Char('.'))) {
                moduleQualified = m.captured(1);
                out.moduleClass = lastComponent(moduleQualified);
            }
    }
    if (out.moduleClass.isEmpty()) {
        constexpr std::string_view managerNeedle = "GuardManager: source=L[";
        for (size_t at = findText(guards, managerNeedle); at != std::string_view::npos;
             at = findText(guards, managerNeedle, at + 1)) {
            const auto m = manager.match(QString::fromUtf8(lineAt(guards, at)));
            if (m.hasMatch() && m.captured(1).contains(QLatin1Char('.'))) {
                moduleQualified = m.captured(1);
                out.moduleClass = lastComponent(moduleQualified);
                break;
            }
        }
    }
    // A frame other than `forward` that nn.Module's call ran as the module's forward, holding a
    // function whose code it guards, is a decorator's wrapper around that module's `forward`
    // (wrappers may nest: transformers' output capturing around its deprecation shim). Where the
    // guards name the code objects (torch 2.12 and earlier), the `forward` the closures lead to
    // gives its file and first line. torch 2.13+ names none: its file is the module class's own
    // (`transformers.models.bert.modeling_bert.BertModel`: a graph comment in .../modeling_bert.py;
    // `__main__.Gated`: the script the stack starts in); its first line is not recorded.
    if (moduleWrapper && !out.moduleClass.isEmpty()) {
        out.function = QStringLiteral("forward");
        // The recorded call is the first wrapper's; through nested wrappers it says nothing of how
        // `forward` itself is called.
        const QString inner = wrapped->source + QLatin1String(".__closure__");
        if (std::none_of(held.begin(), held.end(), [&](const CodeGuard &g) { return g.source.startsWith(inner); }))
            out.forwardingCall = wrapped->call;
        for (const CodeGuard &g : held)
            if (g.name == QLatin1String("forward") && !g.file.isEmpty() && g.source.startsWith(wrapped->source)) {
                out.file = g.file;
                out.line = g.line;
                return out;
            }
        if (moduleQualified.startsWith(QLatin1String("__main__.")))
            out.file = evidence.scriptFile;
        // A nested class (`pkg.mod.Outer.Inner`, `pkg.mod.f.<locals>.Block`): the longest prefix that is a file.
        for (qsizetype n = moduleQualified.count(u'.') - 1; n >= 0 && out.file.isEmpty(); --n)
            out.file = moduleFileInGraph(evidence.dynamoGraph, moduleQualified.section(u'.', 0, n));
        out.line = 0;
    }
    return out;
}

} // namespace cs
