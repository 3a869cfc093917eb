#include "mcp/mcppage.h"

#include <QJsonArray>
#include <QJsonDocument>

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

Page pageOf(const QJsonObject &full, const QString &cursor, qsizetype budget)
{
    Page page;
    QStringList arrays;
    for (auto it = full.begin(); it != full.end(); ++it)
        if (it->isArray())
            arrays << it.key();
    qsizetype startArray = 0, startOffset = 0;
    if (!cursor.isEmpty()) {
        const qsizetype colon = cursor.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        startArray = arrays.indexOf(cursor.left(colon));
        startOffset = colon > 0 ? cursor.mid(colon + 1).toLongLong(&ok) : -1;
        if (colon <= 0 || !ok || startArray < 0 || startOffset < 0
            || startOffset > full.value(arrays[startArray]).toArray().size()) {
            page.error = QStringLiteral("cursor %1 names no page of this result (cursors look like \"compiles:50\"; "
                                        "take them from next_cursor)")
                             .arg(cursor);
            return page;
        }
    }
    page.doc = full;
    for (const QString &key : arrays)
        page.doc.insert(key, QJsonArray());
    qsizetype used = compactSize(page.doc) + 256; // the page's own description
    QJsonArray parts;
    QJsonValue next;
    bool anyItem = false;
    for (qsizetype ai = 0; ai < arrays.size(); ++ai) {
        const QJsonArray items = full.value(arrays[ai]).toArray();
        qsizetype from = ai < startArray ? items.size() : ai == startArray ? startOffset : 0;
        QJsonArray taken;
        qsizetype i = from;
        for (; next.isNull() && i < items.size(); ++i) {
            const qsizetype size = compactSize(items[i]) + 1;
            if (anyItem && used + size > budget) {
                next = QStringLiteral("%1:%2").arg(arrays[ai]).arg(i);
                break;
            }
            used += size;
            anyItem = true;
            taken.append(items[i]);
        }
        page.doc.insert(arrays[ai], taken);
        parts.append(QJsonObject { { QStringLiteral("key"), arrays[ai] }, { QStringLiteral("total"), items.size() },
            { QStringLiteral("offset"), std::min(from, items.size()) }, { QStringLiteral("count"), taken.size() } });
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
