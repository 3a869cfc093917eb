#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

class QHeaderView;
class QSplitter;
class QWidget;

namespace cs::app {

class Settings;

// Keeps the layout of every splitter and every item view's header (column widths, order,
// hidden columns, sort column and order) under a window, by a key made of the widgets' object
// names (or class and position among siblings where a widget has none), so views added later
// by other code are covered without registering them. A header is kept only once the user has
// touched it (resized, moved or sorted a column with the mouse): widths the views fit to a run's
// contents are not a choice to carry over to the next run.
class LayoutState : public QObject {
    Q_OBJECT
public:
    explicit LayoutState(QWidget *root);

    // Headers are left out when `headers` is false (their views show no run: default widths).
    void save(Settings &settings, bool headers) const;
    // Returns the splitters that had a saved state.
    QList<QSplitter *> restoreSplitters(const Settings &settings);
    // Headers lose their sizes when their model resets (a new run): restored after each load.
    // The first time a header is seen its own state is kept as its default, for reset().
    void restoreHeaders(const Settings &settings);
    // Splitters back to their stretch factors, headers to the state they had before anything
    // was restored.
    void reset();

    QString keyOf(const QWidget *widget) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_root;
    QHash<QString, QByteArray> m_defaultHeaders;
    QSet<QString> m_touched; // headers the user changed this session
    QSet<QObject *> m_watched; // header viewports filtered for the user's clicks
};

} // namespace cs::app
