#include "mcp/docschema.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>

#include <vector>

namespace cs::app::mcp {
namespace {

QStringList cells(const QString &row)
{
    QStringList c = row.trimmed().split(QLatin1Char('|'));
    if (!c.isEmpty())
        c.removeFirst();
    if (!c.isEmpty())
        c.removeLast();
    for (QString &s : c)
        s = s.trimmed();
    return c;
}

// "int/null" → ["integer", "null"]; a word this reader does not know gives no constraint.
QJsonValue jsonTypes(const QString &documented)
{
    static const QHash<QString, QString> names { { QStringLiteral("string"), QStringLiteral("string") },
        { QStringLiteral("int"), QStringLiteral("integer") }, { QStringLiteral("integer"), QStringLiteral("integer") },
        { QStringLiteral("number"), QStringLiteral("number") }, { QStringLiteral("float"), QStringLiteral("number") },
        { QStringLiteral("bool"), QStringLiteral("boolean") }, { QStringLiteral("boolean"), QStringLiteral("boolean") },
        { QStringLiteral("object"), QStringLiteral("object") }, { QStringLiteral("array"), QStringLiteral("array") },
        { QStringLiteral("null"), QStringLiteral("null") } };
    QJsonArray types;
    for (const QString &word : documented.split(QLatin1Char('/'))) {
        const QString t = names.value(word.trimmed().toLower());
        if (t.isEmpty())
            return QJsonValue();
        if (!types.contains(t))
            types.append(t);
    }
    if (types.isEmpty())
        return QJsonValue();
    return types.size() == 1 ? types.first() : QJsonValue(types);
}

} // namespace

QJsonObject schemaFromDoc(const QString &markdown, bool everyTable)
{
    // Every `| key | ...` table, as its property sets; the one with a `schema` row is the top level.
    std::vector<QJsonObject> tables;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    static const QRegularExpression keyName(QStringLiteral("`([A-Za-z_][A-Za-z0-9_]*)(\\[\\])?`"));
    int typeColumn = -1, meaningColumn = 1;
    bool inTable = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (!line.startsWith(QLatin1Char('|'))) {
            inTable = false;
            continue;
        }
        const QStringList row = cells(line);
        if (!inTable) {
            if (row.isEmpty() || row.first() != QLatin1String("key"))
                continue;
            inTable = true;
            tables.emplace_back();
            typeColumn = int(row.indexOf(QStringLiteral("type")));
            meaningColumn = typeColumn == 1 ? 2 : 1;
            ++i; // the |---| line
            continue;
        }
        if (row.isEmpty())
            continue;
        const QString description = row.value(meaningColumn).left(600);
        for (auto m = keyName.globalMatch(row.first()); m.hasNext();) {
            const auto match = m.next();
            QJsonObject p { { QStringLiteral("description"), description } };
            const QJsonValue t = typeColumn > 0 ? jsonTypes(row.value(typeColumn)) : QJsonValue();
            if (match.capturedLength(2) > 0) {
                p.insert(QStringLiteral("type"), QStringLiteral("array"));
                if (!t.isNull())
                    p.insert(QStringLiteral("items"), QJsonObject { { QStringLiteral("type"), t } });
            } else if (!t.isNull())
                p.insert(QStringLiteral("type"), t);
            tables.back().insert(match.captured(1), p);
        }
    }
    QJsonObject properties;
    for (const QJsonObject &t : tables) {
        if (everyTable) {
            for (auto it = t.begin(); it != t.end(); ++it)
                if (!properties.contains(it.key()))
                    properties.insert(it.key(), *it);
        } else if (t.contains(QStringLiteral("schema"))) {
            properties = t;
            break;
        }
    }
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("object") },
        { QStringLiteral("properties"), properties } };
}

} // namespace cs::app::mcp
