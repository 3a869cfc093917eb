// The inputs an AOTInductor wrapper checks (EXPORT_FORMAT.md "AOTInductor packages"), read in
// one pass over the lines that mention them: each input's names, dtype and sizes are matched as
// text and kept in hash maps, never searched for with a pattern built from a name (a wrapper
// with 20,000 inputs once took minutes: two expressions compiled per input and run over it all).
#include "core/ingest/pt2/aoticode.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <optional>
#include <string_view>

namespace cs::aoticode {
namespace {

bool isWordChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// A cursor over the wrapper's input lines: each step consumes what it matches, or fails and
// leaves the position where it was.
class Scanner {
public:
    Scanner(std::string_view text, size_t pos)
        : m_text(text)
        , m_pos(pos)
    {
    }

    bool literal(std::string_view s)
    {
        if (m_text.substr(m_pos, s.size()) != s)
            return false;
        m_pos += s.size();
        return true;
    }

    std::string_view word()
    {
        const size_t start = m_pos;
        while (m_pos < m_text.size() && isWordChar(m_text[m_pos]))
            ++m_pos;
        return m_text.substr(start, m_pos - start);
    }

    std::string_view digits()
    {
        const size_t start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
            ++m_pos;
        return m_text.substr(start, m_pos - start);
    }

    // A decimal number of at most 9 digits (an index, a dimension); nullopt for none or more.
    std::optional<int> number()
    {
        const size_t start = m_pos;
        int n = 0;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
            if (m_pos - start == 9)
                return std::nullopt;
            n = n * 10 + (m_text[m_pos++] - '0');
        }
        return m_pos > start ? std::optional<int>(n) : std::nullopt;
    }

    void spaces()
    {
        while (m_pos < m_text.size() && isSpace(m_text[m_pos]))
            ++m_pos;
    }

private:
    std::string_view m_text;
    size_t m_pos;
};

// The identifier that ends right before `end` (`arg4_1` of `arg4_1_size[`).
std::string_view wordBefore(std::string_view text, size_t end)
{
    size_t start = end;
    while (start > 0 && isWordChar(text[start - 1]))
        --start;
    return text.substr(start, end - start);
}

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// Each occurrence of `marker` in `text`, in order.
template <typename F> void forEach(std::string_view text, std::string_view marker, F &&f)
{
    for (size_t at = text.find(marker); at != std::string_view::npos; at = text.find(marker, at + 1))
        f(at);
}

struct WrapperInputs {
    QMap<int, QString> names; // input_handles index → the wrapper's name
    QHash<QString, QString> dtypes; // name → torch dtype (`float32`), the first check said
    QHash<QString, int> ranks; // name → 1 + the largest `<name>_size[i]`
    QMap<int, QMap<int, QString>> dims; // index → dimension → the size it must be
};

// `ConstantHandle arg4_1 = ConstantHandle(input_handles[0]);`
void readNames(std::string_view text, WrapperInputs &in)
{
    forEach(text, "ConstantHandle ", [&](size_t at) {
        Scanner s(text, at + 15);
        const std::string_view name = s.word();
        if (name.empty() || !s.literal(" = ConstantHandle(input_handles["))
            return;
        const auto index = s.number();
        if (index && s.literal("])"))
            in.names.insert(*index, qs(name));
    });
}

// `ss << "input_handles[0]: unmatched dim value at 1, "` then `<< "expected: 8, "` on the next line.
void readDims(std::string_view text, WrapperInputs &in)
{
    forEach(text, "input_handles[", [&](size_t at) {
        Scanner s(text, at + 14);
        const auto index = s.number();
        if (!index || !s.literal("]: unmatched dim value at "))
            return;
        const auto dim = s.number();
        if (!dim || !s.literal(", \""))
            return;
        s.spaces();
        if (!s.literal("<<"))
            return;
        s.spaces();
        if (!s.literal("\"expected: "))
            return;
        if (const std::string_view value = s.digits(); !value.empty())
            in.dims[*index].insert(*dim, qs(value));
    });
}

// `int32_t arg4_1_expected_dtype = aoti_torch_dtype_float32();` and every `arg4_1_size[1]`.
void readDtypesAndRanks(std::string_view text, WrapperInputs &in)
{
    forEach(text, "_expected_dtype = aoti_torch_dtype_", [&](size_t at) {
        const std::string_view name = wordBefore(text, at);
        Scanner s(text, at + 35);
        const std::string_view dtype = s.word();
        if (!name.empty() && !dtype.empty() && s.literal("()"))
            in.dtypes.insert(qs(name), qs(dtype)); // a later check of the same name does not replace it
    });
    forEach(text, "_size[", [&](size_t at) {
        const std::string_view name = wordBefore(text, at);
        Scanner s(text, at + 6);
        const auto dim = s.number();
        if (name.empty() || !dim || !s.literal("]"))
            return;
        int &rank = in.ranks[qs(name)];
        rank = std::max(rank, *dim + 1);
    });
}

} // namespace

// The generated wrapper checks each input's dtype and every size: `<name>_expected_dtype =
// aoti_torch_dtype_float32()` and "input_handles[0]: unmatched dim value at 1, expected: 8".
void readAotiInputs(const std::string &wrapper, Pt2Archive &a)
{
    // Only the lines that mention inputs matter; a wrapper can be tens of MiB.
    std::string text;
    for (size_t pos = 0; pos < wrapper.size();) {
        const size_t nl = std::min(wrapper.find('\n', pos), wrapper.size());
        const std::string_view line(wrapper.data() + pos, nl - pos);
        if (line.find("input_handles") != std::string_view::npos
            || line.find("_expected_dtype") != std::string_view::npos || line.find("_size[") != std::string_view::npos)
            text.append(line).push_back('\n');
        pos = nl + 1;
    }
    WrapperInputs in;
    readNames(text, in);
    readDims(text, in);
    readDtypesAndRanks(text, in);
    for (auto it = in.names.cbegin(); it != in.names.cend(); ++it) {
        const QString dtype = shortDtype(in.dtypes.value(*it));
        const QMap<int, QString> known = in.dims.value(it.key());
        if (dtype.isEmpty() || known.size() != in.ranks.value(*it)) {
            a.inputsProblem = QStringLiteral("input %1 (%2) has %3")
                                  .arg(it.key())
                                  .arg(*it,
                                      dtype.isEmpty() ? QStringLiteral("a dtype the runner cannot make")
                                                      : QStringLiteral("dynamic sizes"));
            a.inputs.clear();
            return;
        }
        a.inputs << QStringLiteral("%1[%2]").arg(dtype, QStringList(known.values()).join(u','));
    }
}

} // namespace cs::aoticode
