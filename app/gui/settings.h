#pragma once

#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace cs::app {

// A setting: its key in the file and the value used while none is stored. Keys are ids, never
// translated.
template <typename T> struct SettingKey {
    const char *name;
    T fallback;
};

// Every setting the app keeps between sessions, in one INI file under
// QStandardPaths::AppConfigLocation (tests redirect it with QStandardPaths::setTestModeEnabled).
// Layout state (window, docks, splitters, table headers) lives under "layout/", so Reset
// Layout forgets it and nothing else.
class Settings {
public:
    Settings();
    static QString filePath();

    template <typename T> T value(const SettingKey<T> &key) const
    {
        return m_settings.value(QLatin1String(key.name), QVariant::fromValue(key.fallback)).template value<T>();
    }
    template <typename T> void setValue(const SettingKey<T> &key, const T &value)
    {
        m_settings.setValue(QLatin1String(key.name), QVariant::fromValue(value));
    }
    template <typename T> void reset(const SettingKey<T> &key) { m_settings.remove(QLatin1String(key.name)); }

    // Layout state by widget key (layoutstate.h): splitters and item-view headers.
    QByteArray layoutState(const QString &kind, const QString &widgetKey) const;
    void setLayoutState(const QString &kind, const QString &widgetKey, const QByteArray &state);
    void clearLayout();

    // The view last shown for a run, by its paths ("" when none is known). Kept for the most
    // recently used runs only.
    QString lastView(const QStringList &paths) const;
    void setLastView(const QStringList &paths, const QString &view);
    static QString runKey(const QStringList &paths); // absolute, clean paths joined

    void sync() { m_settings.sync(); }

private:
    mutable QSettings m_settings;
};

namespace keys {
inline const SettingKey<QByteArray> WindowGeometry { "layout/window/geometry", {} };
inline const SettingKey<QByteArray> WindowState { "layout/window/state", {} };
// The user dragged the compile tree's width: loads keep it instead of fitting the tree to its names.
inline const SettingKey<bool> TreeWidthChosen { "layout/window/treeWidthChosen", false };
// "system" (the platform's palette, light or dark), "light" or "dark".
inline const SettingKey<QString> Theme { "appearance/theme", QStringLiteral("system") };
// A catalog name (de, zh_CN, en), or empty for the user's locale; --language wins.
inline const SettingKey<QString> Language { "appearance/language", {} };
// The profile database; empty: profiles.db in the application data folder ($COMPILESCOPE_DB wins).
inline const SettingKey<QString> ProfileDatabase { "profiling/database", {} };
// The kernel runner; empty: found beside the app ($COMPILESCOPE_RUNNER wins).
inline const SettingKey<QString> RunnerPath { "profiling/runner", {} };
inline const SettingKey<int> GraphvizTimeoutSeconds { "graph/layoutTimeoutSeconds", 30 };
// The Graph view's grouping chosen per graph stage: {"dynamo": 1, "post_grad": 0} (cs::GroupBy).
inline const SettingKey<QVariantMap> GraphGrouping { "graph/groupingByStage", {} };
// Opens a source file: {file} and {line} are replaced; the file is passed as one argument.
inline const SettingKey<QString> EditorCommand { "editor/command", QStringLiteral("xdg-open {file}") };
inline const SettingKey<QVariantList> RecentRuns { "recent/runs", {} };
// File ▸ Export Report…: the folder and format of the last report saved.
inline const SettingKey<QString> ReportFolder { "export/reportFolder", {} };
inline const SettingKey<QString> ReportFormat { "export/reportFormat", QStringLiteral("html") };
} // namespace keys

} // namespace cs::app
