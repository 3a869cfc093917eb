#include "mcp/mcppage.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <vector>

namespace cs::app::mcp {
namespace {

qsizetype compactSize(const QJsonValue &v)
{
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).size();
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact).size();
    return QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact).size() - 2;
}

bool hidesText(char32_t c)
{
    return (c >= 0x80 && c <= 0x9f) || c == 0xad || c == 0x061c || c == 0x180e || (c >= 0x200b && c <= 0x200f)
        || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2060 && c <= 0x206f) || c == 0xfeff || (c >= 0xfff9 && c <= 0xfffb)
        || (c >= 0xe0000 && c <= 0xe007f);
}

void appendEscape(QByteArray &out, char16_t unit)
{
    out += "\\u";
    out += QByteArray::number(unit, 16).rightJustified(4, '0');
}

} // namespace

namespace {

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

} // namespace

Page pageOf(const QJsonObject &full, const QString &cursor, qsizetype budget)
{
    Page page;
    const std::vector<Pageable> arrays = pageables(full);
    qsizetype startArray = 0, startOffset = 0;
    if (!cursor.isEmpty()) {
        const qsizetype colon = cursor.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const QString name = cursor.left(colon);
        startArray = -1;
        for (size_t i = 0; i < arrays.size(); ++i)
            if (arrays[i].name() == name)
                startArray = qsizetype(i);
        startOffset = colon > 0 ? cursor.mid(colon + 1).toLongLong(&ok) : -1;
        if (colon <= 0 || !ok || startArray < 0 || startOffset < 0
            || startOffset > arrays[size_t(startArray)].in(full).size()) {
            page.error = QStringLiteral("cursor %1 names no page of this result (cursors look like \"compiles:50\"; "
                                        "take them from next_cursor)")
                             .arg(cursor);
            return page;
        }
    }
    page.doc = full;
    for (const Pageable &a : arrays)
        a.set(page.doc, QJsonArray());
    qsizetype used = compactSize(page.doc) + 256; // the page's own description
    QJsonArray parts;
    QJsonValue next;
    bool anyItem = false;
    for (size_t ai = 0; ai < arrays.size(); ++ai) {
        const QJsonArray items = arrays[ai].in(full);
        const qsizetype index = qsizetype(ai);
        const qsizetype from = index < startArray ? items.size() : index == startArray ? startOffset : 0;
        QJsonArray taken;
        for (qsizetype i = from; next.isNull() && i < items.size(); ++i) {
            const qsizetype size = compactSize(items[i]) + 1;
            if (anyItem && used + size > budget) {
                next = QStringLiteral("%1:%2").arg(arrays[ai].name()).arg(i);
                break;
            }
            used += size;
            anyItem = true;
            taken.append(items[i]);
        }
        arrays[ai].set(page.doc, taken);
        parts.append(QJsonObject { { QStringLiteral("key"), arrays[ai].name() },
            { QStringLiteral("total"), items.size() }, { QStringLiteral("offset"), std::min(from, items.size()) },
            { QStringLiteral("count"), taken.size() } });
    }
    page.info = QJsonObject { { QStringLiteral("cursor"), cursor.isEmpty() ? QJsonValue() : QJsonValue(cursor) },
        { QStringLiteral("next_cursor"), next }, { QStringLiteral("budget_bytes"), budget },
        { QStringLiteral("arrays"), parts } };
    return page;
}

QByteArray inertJson(const QJsonObject &o)
{
    const QByteArray utf8 = QJsonDocument(o).toJson(QJsonDocument::Compact);
    // Quick path: nothing outside ASCII.
    bool ascii = true;
    for (const char c : utf8)
        ascii = ascii && static_cast<unsigned char>(c) < 0x80;
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

} // namespace cs::app::mcp
