#include "core/analysis/outputcode.h"

namespace cs {
namespace {

bool isIdentChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

} // namespace

QList<DefinedKernel> kernelsDefinedIn(std::string_view code)
{
    QList<DefinedKernel> out;
    constexpr std::string_view marker = " = async_compile.";
    size_t pos = 0;
    while ((pos = code.find(marker, pos)) != std::string_view::npos) {
        // The name runs from the line start (after indentation) to the marker.
        size_t lineStart = code.rfind('\n', pos);
        lineStart = lineStart == std::string_view::npos ? 0 : lineStart + 1;
        size_t nameStart = lineStart;
        while (nameStart < pos && (code[nameStart] == ' ' || code[nameStart] == '\t'))
            ++nameStart;
        bool ident = nameStart < pos;
        for (size_t i = nameStart; i < pos; ++i)
            ident = ident && isIdentChar(code[i]);
        size_t kindStart = pos + marker.size();
        size_t kindEnd = kindStart;
        while (kindEnd < code.size() && isIdentChar(code[kindEnd]))
            ++kindEnd;
        // `async_compile.wait(globals())` is a call, not a kernel definition.
        const bool definition = code.substr(kindStart, kindEnd - kindStart) != "wait";
        if (ident && definition && kindEnd < code.size() && code[kindEnd] == '(') {
            const std::string_view name = code.substr(nameStart, pos - nameStart);
            const std::string_view kind = code.substr(kindStart, kindEnd - kindStart);
            out.push_back({ QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())),
                QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size())) });
        }
        pos = kindEnd;
    }
    return out;
}

} // namespace cs
