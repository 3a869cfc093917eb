#include "core/diff/globalstate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>

namespace cs::diff {
namespace {

constexpr QLatin1String Prefix("GLOBAL_STATE: ___check_global_state() against ");

// The index of the one GLOBAL_STATE guard in `guards`; -1 when none or several.
qsizetype globalStateIndex(const QStringList &guards)
{
    qsizetype found = -1;
    for (qsizetype i = 0; i < guards.size(); ++i)
        if (guards[i].startsWith(Prefix)) {
            if (found >= 0)
                return -1;
            found = i;
        }
    return found;
}

void flatten(const QJsonObject &o, const QString &prefix, std::map<QString, QString> &out)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (it->isObject()) {
            flatten(it->toObject(), key, out);
            continue;
        }
        // A value as JSON text: wrap it in an array to serialise, then drop the brackets.
        const QByteArray text = QJsonDocument(QJsonArray { *it }).toJson(QJsonDocument::Compact);
        out[key] = QString::fromUtf8(text.mid(1, text.size() - 2));
    }
}

bool entries(const QString &guard, std::map<QString, QString> &out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(guard.mid(Prefix.size()).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    flatten(doc.object(), QString(), out);
    return true;
}

} // namespace

QList<StateChange> takeGlobalStateChanges(QStringList &added, QStringList &removed)
{
    const qsizetype ia = globalStateIndex(removed), ib = globalStateIndex(added);
    if (ia < 0 || ib < 0)
        return {};
    std::map<QString, QString> a, b;
    if (!entries(removed[ia], a) || !entries(added[ib], b))
        return {};
    QList<StateChange> out;
    for (const auto &[key, value] : a)
        if (const auto it = b.find(key); it == b.end() || it->second != value)
            out << StateChange { key, value, it == b.end() ? QString() : it->second };
    for (const auto &[key, value] : b)
        if (!a.count(key))
            out << StateChange { key, QString(), value };
    std::sort(out.begin(), out.end(), [](const StateChange &x, const StateChange &y) { return x.key < y.key; });
    removed.removeAt(ia);
    added.removeAt(ib);
    return out;
}

} // namespace cs::diff
