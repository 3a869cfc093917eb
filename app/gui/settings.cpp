#include "gui/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace cs::app {
namespace {

constexpr int LastViewsKept = 100;
const QString LastViewsKey = QStringLiteral("runs/lastViews"); // [[runKey, view], ...], newest first

} // namespace

Settings::Settings()
    : m_settings(filePath(), QSettings::IniFormat)
{
}

QString Settings::filePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/settings.ini");
}

QByteArray Settings::layoutState(const QString &kind, const QString &widgetKey) const
{
    return m_settings.value(QStringLiteral("layout/%1/%2").arg(kind, widgetKey)).toByteArray();
}

void Settings::setLayoutState(const QString &kind, const QString &widgetKey, const QByteArray &state)
{
    m_settings.setValue(QStringLiteral("layout/%1/%2").arg(kind, widgetKey), state);
}

void Settings::clearLayout()
{
    m_settings.remove(QStringLiteral("layout"));
}

QString Settings::runKey(const QStringList &paths)
{
    QStringList clean;
    for (const QString &p : paths)
        clean << QDir::cleanPath(QFileInfo(p).absoluteFilePath());
    return clean.join(QLatin1Char('\n'));
}

QString Settings::lastView(const QStringList &paths) const
{
    const QString key = runKey(paths);
    for (const QVariant &v : m_settings.value(LastViewsKey).toList()) {
        const QStringList pair = v.toStringList();
        if (pair.size() == 2 && pair[0] == key)
            return pair[1];
    }
    return {};
}

void Settings::setLastView(const QStringList &paths, const QString &view)
{
    const QString key = runKey(paths);
    QVariantList list { QVariant(QStringList { key, view }) };
    for (const QVariant &v : m_settings.value(LastViewsKey).toList()) {
        const QStringList pair = v.toStringList();
        if (pair.size() == 2 && pair[0] != key && list.size() < LastViewsKept)
            list << v;
    }
    m_settings.setValue(LastViewsKey, list);
}

} // namespace cs::app
