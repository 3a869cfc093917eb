#include "mcp/mcppage.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <vector>

namespace cs::app::mcp {
namespace {

QByteArray compact(const QJsonValue &v)
{
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
    const QByteArray one = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return one.mid(1, one.size() - 2);
}

bool hidesText(char32_t c)
{
    if (c < 0x80)
        return c == 0x7f;
    if (c <= 0x9f || c == 0x2028 || c == 0x2029)
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Format:
    case QChar::Other_Control:
    case QChar::Other_Surrogate:
    case QChar::Other_NotAssigned:
    case QChar::Other_PrivateUse:
        return true;
    default:
        break;
    }
    // Default-ignorable and blank characters that are not Cf: the combining grapheme joiner,
    // Hangul fillers, Khmer inherent vowels, Mongolian variation selectors, variation
    // selectors (and their supplement), the braille blank.
    return c == 0x034f || c == 0x115f || c == 0x1160 || c == 0x17b4 || c == 0x17b5 || (c >= 0x180b && c <= 0x180f)
        || c == 0x2800 || c == 0x3164 || (c >= 0xfe00 && c <= 0xfe0f) || c == 0xffa0 || (c >= 0xe0100 && c <= 0xe01ef);
}

void appendEscape(QByteArray &out, char16_t unit)
{
    out += "\\u";
    out += QByteArray::number(unit, 16).rightJustified(4, '0');
}

QByteArray inert(const QByteArray &utf8)
{
    bool ascii = true;
    for (const char c : utf8)
        ascii = ascii && static_cast<unsigned char>(c) < 0x7f;
    if (ascii)
        return utf8;
    const QString text = QString::fromUtf8(utf8);
    QByteArray out;
    out.reserve(utf8.size() + 64);
    qsizetype plainFrom = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        qsizetype units = 1;
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            units = 2;
        }
        if (hidesText(c)) {
            out += QStringView(text).mid(plainFrom, i - plainFrom).toUtf8();
            for (qsizetype u = 0; u < units; ++u)
                appendEscape(out, text[i + u].unicode());
            plainFrom = i + units;
        }
        i += units - 1;
    }
    out += QStringView(text).mid(plainFrom).toUtf8();
    return out;
}

// An array a page may cut: a top-level one (`compiles`), or one inside a top-level object
// (`coverage.frames`), where big documents keep their long lists too.
struct Pageable {
    QString key, sub;
    QString name() const { return sub.isEmpty() ? key : key + QLatin1Char('.') + sub; }
    QJsonArray in(const QJsonObject &doc) const
    {
        const QJsonValue v = doc.value(key);
        return (sub.isEmpty() ? v : v.toObject().value(sub)).toArray();
    }
    void set(QJsonObject &doc, const QJsonArray &items) const
    {
        if (sub.isEmpty()) {
            doc.insert(key, items);
            return;
        }
        QJsonObject inner = doc.value(key).toObject();
        inner.insert(sub, items);
        doc.insert(key, inner);
    }
};

std::vector<Pageable> pageables(const QJsonObject &doc)
{
    std::vector<Pageable> out;
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        if (it->isArray())
            out.push_back({ it.key(), {} });
        else if (it->isObject()) {
            const QJsonObject inner = it->toObject();
            for (auto jt = inner.begin(); jt != inner.end(); ++jt)
                if (jt->isArray())
                    out.push_back({ it.key(), jt.key() });
        }
    }
    return out;
}

// Strings of `v` longer than `keep` characters cut to it, with how many characters (code
// points) were left out; a cut never splits a surrogate pair.
QJsonValue cutStrings(const QJsonValue &v, qsizetype keep)
{
    if (v.isString()) {
        const QString s = v.toString();
        if (s.size() <= keep)
            return v;
        qsizetype at = keep;
        if (at > 0 && s[at - 1].isHighSurrogate())
            --at;
        const qsizetype left = QStringView(s).mid(at).toUcs4().size();
        return s.left(at) + QStringLiteral("… [cut by the page budget: %1 more characters]").arg(left);
    }
    if (v.isArray()) {
        QJsonArray a;
        for (const QJsonValue x : v.toArray())
            a.append(cutStrings(x, keep));
        return a;
    }
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            *it = cutStrings(*it, keep);
        return o;
    }
    return v;
}

QString digestOf(const QString &binding)
{
    return QString::fromLatin1(QCryptographicHash::hash(binding.toUtf8(), QCryptographicHash::Sha256).toHex().left(12));
}

} // namespace

qsizetype wireSize(const QJsonValue &v)
{
    return inert(compact(v)).size();
}

QByteArray inertJson(const QJsonObject &o)
{
    return inert(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Page pageOf(const QJsonObject &full, const QString &cursor, qsizetype budget, const QString &binding,
    const std::function<qsizetype(const QJsonObject &doc, const QJsonObject &info)> &measure)
{
    Page page;
    const std::vector<Pageable> arrays = pageables(full);
    const auto seal = [&](const QString &place) {
        return place + QLatin1Char('@') + digestOf(binding + QLatin1Char('\n') + place);
    };
    qsizetype startArray = 0, startOffset = 0;
    if (!cursor.isEmpty()) {
        static const QRegularExpression form(QStringLiteral("^([A-Za-z0-9_.]+):(0|[1-9][0-9]{0,11})@[0-9a-f]{12}$"));
        const auto m = form.match(cursor);
        startArray = -1;
        for (size_t i = 0; m.hasMatch() && i < arrays.size(); ++i)
            if (arrays[i].name() == m.captured(1))
                startArray = qsizetype(i);
        startOffset = m.captured(2).toLongLong();
        if (!m.hasMatch() || cursor != seal(m.captured(1) + QLatin1Char(':') + m.captured(2)) || startArray < 0
            || startOffset >= arrays[size_t(startArray)].in(full).size()) {
            page.error = QStringLiteral("cursor %1 is not one of this result's: pass back the page.next_cursor of "
                                        "the same tool, run and arguments")
                             .arg(cursor.left(100));
            return page;
        }
    }
    // The first page carries the document's other fields; later ones `schema` and their items.
    QJsonObject base;
    if (cursor.isEmpty()) {
        base = full;
        for (const Pageable &a : arrays)
            a.set(base, QJsonArray());
    } else if (full.contains(QStringLiteral("schema"))) {
        base.insert(QStringLiteral("schema"), full.value(QStringLiteral("schema")));
    }
    struct Slot { // an item from the cursor on, in order
        size_t array;
        qsizetype index;
        QJsonValue item;
    };
    std::vector<Slot> taken;
    QJsonArray cut;
    const auto build = [&](size_t count) {
        QJsonObject doc = base;
        std::vector<QJsonArray> lists(arrays.size());
        std::vector<qsizetype> firsts(arrays.size(), -1);
        for (size_t i = 0; i < count; ++i) {
            lists[taken[i].array].append(taken[i].item);
            if (firsts[taken[i].array] < 0)
                firsts[taken[i].array] = taken[i].index;
        }
        QJsonArray parts;
        for (size_t ai = 0; ai < arrays.size(); ++ai) {
            if (lists[ai].isEmpty()) // the first page names every array (empty ones too); later pages their own
                continue;
            arrays[ai].set(doc, lists[ai]);
            parts.append(QJsonObject { { QStringLiteral("key"), arrays[ai].name() },
                { QStringLiteral("total"), arrays[ai].in(full).size() }, { QStringLiteral("offset"), firsts[ai] },
                { QStringLiteral("count"), lists[ai].size() } });
        }
        const QJsonValue next = count < taken.size()
            ? QJsonValue(seal(QStringLiteral("%1:%2").arg(arrays[taken[count].array].name()).arg(taken[count].index)))
            : QJsonValue();
        page.doc = doc;
        page.info = QJsonObject { { QStringLiteral("cursor"), cursor.isEmpty() ? QJsonValue() : QJsonValue(cursor) },
            { QStringLiteral("next_cursor"), next }, { QStringLiteral("budget_bytes"), budget },
            { QStringLiteral("arrays"), parts } };
        if (!cut.isEmpty())
            page.info.insert(QStringLiteral("cut"), cut);
        return measure(page.doc, page.info);
    };
    // Greedy by each item's own size; then exact: items come off the end while the page as sent is over.
    qsizetype estimate = wireSize(base) + 400;
    bool more = false;
    for (size_t ai = qsizetype(startArray) > 0 ? size_t(startArray) : 0; ai < arrays.size() && !more; ++ai) {
        const QJsonArray items = arrays[ai].in(full);
        for (qsizetype i = qsizetype(ai) == startArray ? startOffset : 0; i < items.size(); ++i) {
            const qsizetype size = wireSize(items[i]) + 1 + (taken.empty() ? 90 : 0);
            taken.push_back({ ai, i, items[i] });
            if (taken.size() > 1 && estimate + size > budget) {
                more = true; // this one starts the next page
                break;
            }
            estimate += size;
        }
    }
    size_t count = more ? taken.size() - 1 : taken.size();
    qsizetype size = build(count);
    while (size > budget && count > 1)
        size = build(--count);
    // One item alone over the budget: its long strings cut until it fits (or cannot be cut more).
    if (size > budget && count == 1) {
        const QJsonValue whole = taken[0].item;
        for (qsizetype keep = std::max<qsizetype>(budget / 4, 64); size > budget && keep >= 64; keep /= 2) {
            taken[0].item = cutStrings(whole, keep);
            if (taken[0].item != whole) {
                cut = QJsonArray { QStringLiteral("%1:%2").arg(arrays[taken[0].array].name()).arg(taken[0].index) };
                size = build(count);
            }
        }
    }
    return page;
}

} // namespace cs::app::mcp
