#include "core/analysis/userfunction.h"

#include <QFileInfo>
#include <QRegularExpression>

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

// 2.13+: `ID_MATCH: ___check_obj_id(L['func'].__code__, 1403...), type=<class 'code'>  # if arg_name
// in func.__code__.co_varnames:  # transformers/utils/generic.py:1029 in wrapper`: the frame holds a
// function object in a local and Dynamo guarded its code (to call it or read it). Returns the
// line recorded with the guard (`return fn(*args, **kwargs)`) in `call`; false when no such guard.
bool unnamedWrapperCall(std::string_view guards, const QString &compiledFunction, QString *call = nullptr)
{
    static const QRegularExpression re(QStringLiteral(
        R"re(ID_MATCH: ___check_obj_id\(L\[['"][^'"]+['"]\]\.__code__, \d+\), type=<class 'code'>\s+# (.*)\s+# (\S+) in (\S+))re"));
    constexpr std::string_view needle = "].__code__, ";
    for (size_t at = guards.find(needle); at != std::string_view::npos; at = guards.find(needle, at + 1)) {
        const QString line = QString::fromUtf8(lineAt(guards, at));
        const auto m = re.match(line);
        if (m.hasMatch() && m.captured(3).section(u' ', 0, 0) == compiledFunction) {
            if (call)
                *call = m.captured(1).trimmed();
            return true;
        }
    }
    return false;
}
bool matchesUnnamedWrapper(std::string_view guards, const QString &compiledFunction)
{
    return unnamedWrapperCall(guards, compiledFunction);
}

// The file of a module (`transformers.models.bert.modeling_bert`) among the Dynamo graph's `# File:`
// comments, which name every file the traced code ran in; empty when none is that module's.
QString moduleFileInGraph(std::string_view graph, const QString &module)
{
    static const QRegularExpression comment(QStringLiteral(R"(# File: (.+):\d+ in \S+, code: )"));
    const QString tail = QLatin1Char('/') + QString(module).replace(u'.', u'/');
    constexpr std::string_view needle = "# File: ";
    for (size_t at = graph.find(needle); at != std::string_view::npos; at = graph.find(needle, at + 1)) {
        const auto m = comment.match(QString::fromUtf8(lineAt(graph, at)));
        if (!m.hasMatch())
            continue;
        const QString file = m.captured(1);
        if (file.endsWith(tail + QLatin1String(".py")) || file.endsWith(tail + QLatin1String("/__init__.py")))
            return file;
    }
    return {};
}

} // namespace

bool guardsShowUnnamedWrapper(std::string_view guards, const QString &compiledFunction)
{
    return !compiledFunction.isEmpty() && matchesUnnamedWrapper(guards, compiledFunction);
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
    for (size_t at = guards.find(codeNeedle); at != std::string_view::npos; at = guards.find(codeNeedle, at + 1)) {
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
    // A 2.13+ wrapper that nn.Module's call ran as the module's forward (the evidence is only
    // gathered for frames whose guards show an unnamed code object).
    const bool moduleWrapper = !out.isWrapped() && evidence.calledByModuleCall
        && compiledFunction != QLatin1String("forward") && matchesUnnamedWrapper(guards, compiledFunction);
    QString moduleQualified;
    constexpr std::string_view typeNeedle = "TYPE_MATCH: ___check_type_id(L[";
    for (size_t at = guards.find(typeNeedle); at != std::string_view::npos; at = guards.find(typeNeedle, at + 1)) {
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
        if (const size_t at = guards.find(needle); at != std::string_view::npos)
            if (const auto m = firstLocal.match(QString::fromUtf8(lineAt(guards, at)));
                m.hasMatch() && m.captured(1).contains(QLatin1Char('.'))) {
                moduleQualified = m.captured(1);
                out.moduleClass = lastComponent(moduleQualified);
            }
    }
    if (out.moduleClass.isEmpty()) {
        constexpr std::string_view managerNeedle = "GuardManager: source=L[";
        for (size_t at = guards.find(managerNeedle); at != std::string_view::npos;
             at = guards.find(managerNeedle, at + 1)) {
            const auto m = manager.match(QString::fromUtf8(lineAt(guards, at)));
            if (m.hasMatch() && m.captured(1).contains(QLatin1Char('.'))) {
                moduleQualified = m.captured(1);
                out.moduleClass = lastComponent(moduleQualified);
                break;
            }
        }
    }
    // torch 2.13+ no longer names the guarded code object. A frame other than `forward` that
    // nn.Module's call ran as the module's forward, holding a function whose code it guards, is a
    // decorator's wrapper around that module's `forward`. Its file is the module class's own
    // (`transformers.models.bert.modeling_bert.BertModel`: a graph comment in .../modeling_bert.py;
    // `__main__.Gated`: the script the stack starts in); its first line is not recorded.
    if (moduleWrapper && !out.moduleClass.isEmpty()) {
        out.function = QStringLiteral("forward");
        unnamedWrapperCall(guards, compiledFunction, &out.forwardingCall);
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
