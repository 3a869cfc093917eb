#include "core/analysis/userfunction.h"

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

} // namespace

UserFunction userFunctionFromGuards(std::string_view guards, const QString &compiledFunction)
{
    static const QRegularExpression code(QStringLiteral(
        R"re(ID_MATCH: ___check_obj_id\(L\[['"][^'"]+['"]\]\.__code__, \d+\), type=<code object (\S+) at 0x[0-9a-fA-F]+, file "([^"]*)", line (\d+)>\s+# (.*?)\s+# (\S+) in (\S+))re"));
    static const QRegularExpression type(QStringLiteral(
        R"re(TYPE_MATCH: ___check_type_id\(L\[['"](?:self|args)['"]\](?:\[0\])?, \d+\), type=<class '([\w.]+)'>)re"));
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
        break;
    }
    constexpr std::string_view typeNeedle = "TYPE_MATCH: ___check_type_id(L[";
    for (size_t at = guards.find(typeNeedle); at != std::string_view::npos; at = guards.find(typeNeedle, at + 1)) {
        const QString line = QString::fromUtf8(lineAt(guards, at));
        const auto m = type.match(line);
        // Only classes defined in a module (a dot in the name): a list or dict argument is no module.
        if (m.hasMatch() && m.captured(1).contains(QLatin1Char('.'))) {
            const bool viaSelf
                = line.contains(QLatin1String("L['self'], ")) || line.contains(QLatin1String("L[\"self\"], "));
            const QString method = out.isWrapped() ? out.function : compiledFunction;
            if (viaSelf || method == QLatin1String("forward") || method == QLatin1String("__call__")) {
                out.moduleClass = lastComponent(m.captured(1));
                break;
            }
        }
    }
    return out;
}

} // namespace cs
