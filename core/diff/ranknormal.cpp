#include "core/diff/ranknormal.h"

#include "core/util/findtext.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <functional>
#include <string>

namespace cs::diff {

bool hasRankSpecifics(std::string_view raw)
{
    for (std::string_view needle :
        { "cuda:", "xpu:", "hpu:", "npu:", "mps:", "device=", "index=", "c10d_functional", "# graph id:", "0x" })
        if (holdsText(raw, needle))
            return true;
    return false;
}

QString normalizeRankText(QString text)
{
    // `cuda:1` (FX annotations, guards' device=cuda:1), `device=1` (TENSOR_MATCH check_tensor),
    // `device(type='cuda', index=1)` (describe_tensor, fx_graph_runnable).
    static const QRegularExpression deviceIndex(QStringLiteral(R"(\b(cuda|xpu|hpu|npu|mps|meta):\d+\b)"));
    static const QRegularExpression guardDevice(QStringLiteral(R"(\bdevice=\d+\b)"));
    static const QRegularExpression typedDevice(QStringLiteral(R"((device\(type='\w+', index=)\d+)"));
    // The group name (the last quoted argument) and member lists of functional collectives:
    // `_c10d_functional.all_gather_into_tensor.default(x, 2, '7')`, the legacy
    // `c10d_functional.all_reduce(x, 'sum', '', [0, 1], 2)`.
    static const QRegularExpression groupName(
        QStringLiteral(R"((c10d_functional\w*\.\w+(?:\.\w+)?\([^()\n]*?)'[^'\n]*'(\s*\)))"));
    static const QRegularExpression groupRanks(
        QStringLiteral(R"((c10d_functional\w*\.\w+(?:\.\w+)?\([^()\n]*?)\[[\d, ]*\])"));
    // Object ids (___check_obj_id(x, 140439264606080)), addresses (0x7f...), pre-grad graph ids.
    // An id inside a name counts too: Dynamo names the globals it installs after an object's id
    // (`G['_140234567890_c0']`), different in every process.
    static const QRegularExpression ids(
        QStringLiteral(R"(\b0x[0-9a-fA-F]{6,}\b|(?<![0-9A-Za-z])\d{8,}(?![0-9A-Za-z]))"));
    static const QRegularExpression graphId(QStringLiteral(R"(# graph id: \d+)"));
    text.replace(deviceIndex, QStringLiteral("\\1:#"));
    text.replace(guardDevice, QStringLiteral("device=#"));
    text.replace(typedDevice, QStringLiteral("\\1#"));
    if (text.contains(QLatin1String("c10d_functional"))) {
        text.replace(groupRanks, QStringLiteral("\\1[#]"));
        text.replace(groupName, QStringLiteral("\\1'#'\\2"));
    }
    text.replace(graphId, QStringLiteral("# graph id: #"));
    text.replace(ids, QStringLiteral("#"));
    return text;
}

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isHex(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool isAlnum(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isWord(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

// The same forms as normalizeRankText, found by one pass over the bytes (graph payloads reach
// hundreds of megabytes in a big run: no regular expression over them), written to `out`. A
// line that calls a functional collective goes through normalizeRankText.
class Normaliser {
public:
    explicit Normaliser(std::string &out)
        : m_out(out)
    {
    }

    void collectiveLine(std::string_view l)
    {
        m_out += normalizeRankText(QString::fromUtf8(l.data(), static_cast<qsizetype>(l.size()))).toStdString();
        m_out += '\n';
    }

    // Any span of text, several lines at once; a CR before a LF is dropped.
    void text(std::string_view l)
    {
        size_t done = 0, i = 0;
        const size_t n = l.size();
        auto keep = [&](size_t to) { m_out.append(l.data() + done, to - done); };
        auto replace = [&](size_t from, size_t to) { // [from, to) becomes '#'
            keep(from);
            m_out += '#';
            done = i = to;
        };
        auto digitsAfter = [&](size_t at) {
            size_t e = at;
            while (e < n && isDigit(l[e]))
                ++e;
            return e;
        };
        while (i < n) {
            const char c = l[i];
            if (c == '\r' && i + 1 < n && l[i + 1] == '\n') {
                keep(i);
                done = ++i;
                continue;
            }
            if (c == ':' || c == '=') { // cuda:1, device=1, index=1
                const size_t e = digitsAfter(i + 1);
                if (e > i + 1 && (e == n || !isWord(l[e])) && precededByDeviceWord(l, i)) {
                    i = i + 1;
                    replace(i, e);
                    continue;
                }
            } else if (c == '0' && i + 1 < n && l[i + 1] == 'x' && (i == 0 || !isWord(l[i - 1]))) {
                size_t e = i + 2;
                while (e < n && isHex(l[e]))
                    ++e;
                if (e - i - 2 >= 6 && (e == n || !isWord(l[e]))) {
                    replace(i, e);
                    continue;
                }
            } else if (isDigit(c) && (i == 0 || !isAlnum(l[i - 1]))) {
                const size_t e = digitsAfter(i);
                if (e - i >= 8 && (e == n || !isAlnum(l[e]))) { // `_140234567890_c0` as well
                    replace(i, e);
                    continue;
                }
                i = e;
                continue;
            }
            ++i;
        }
        if (n > 0 && l[n - 1] == '\r') // a CR at the end of a span (its LF is the separator)
            keep(n - 1);
        else
            keep(n);
    }

private:
    // `cuda:`, `xpu:`, `hpu:`, `npu:`, `mps:`, `meta:` before a ':'; `device` or `index` before a '='.
    static bool precededByDeviceWord(std::string_view l, size_t at)
    {
        size_t b = at;
        while (b > 0 && at - b < 8 && isWord(l[b - 1]))
            --b;
        if (b > 0 && isWord(l[b - 1]))
            return false;
        const std::string_view w = l.substr(b, at - b);
        if (l[at] == '=')
            return w == "device" || w == "index";
        return w == "cuda" || w == "xpu" || w == "hpu" || w == "npu" || w == "mps" || w == "meta";
    }

    std::string &m_out;
};

// 128 bits of two seeded hashes of the bytes (libstdc++'s murmur-based _Hash_bytes): far faster
// than MD5 over hundreds of megabytes, and only ever compared with digests made the same way.
QByteArray digestOf(const std::string &bytes)
{
    const size_t a = std::_Hash_bytes(bytes.data(), bytes.size(), 0x9e3779b97f4a7c15ull);
    const size_t b = std::_Hash_bytes(bytes.data(), bytes.size(), 0xc2b2ae3d27d4eb4full ^ bytes.size());
    return QByteArray::number(static_cast<qulonglong>(a), 16).rightJustified(16, '0')
        + QByteArray::number(static_cast<qulonglong>(b), 16).rightJustified(16, '0');
}

} // namespace

QByteArray normalizedDigest(std::string_view raw, std::string_view skipLinesWith)
{
    std::string out;
    out.reserve(raw.size());
    Normaliser norm(out);
    if (skipLinesWith.empty() && !holdsText(raw, "c10d_functional")) {
        norm.text(raw);
        return digestOf(out);
    }
    size_t pos = 0;
    while (pos < raw.size()) {
        size_t nl = raw.find('\n', pos);
        if (nl == std::string_view::npos)
            nl = raw.size();
        const std::string_view l = raw.substr(pos, nl - pos);
        if (!skipLinesWith.empty() && holdsText(l, skipLinesWith)) {
        } else if (holdsText(l, "c10d_functional")) {
            norm.collectiveLine(l.ends_with('\r') ? l.substr(0, l.size() - 1) : l);
        } else {
            norm.text(l);
            out += '\n';
        }
        pos = nl + 1;
    }
    return digestOf(out);
}

QByteArray normalizedPayloadDigest(const TraceLog &log, uint32_t record)
{
    const TraceRecord &r = log.records[record];
    // Dynamo's source-location comments (`# File: /x/step.py:25 in f, code: ...`) say where the
    // traced code sits, not what the graph does: a rank running the same ops from other lines
    // (another checkout, a cached artifact) captured the same graph.
    return normalizedDigest(
        log.source->view().substr(r.payloadBegin, r.payloadEnd - r.payloadBegin), SourceLocationComment);
}

} // namespace cs::diff
