#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

class QAbstractItemView;
class QModelIndex;

namespace cs::app {

// The context menu of the window's lists and trees: Copy (the selected rows as tab-separated
// text), Copy as JSON (each row's facts: every column by its header, plus the compile id, the
// function, the source file and line and the finding's full text where the row has them), Open
// Source in Editor and Reveal in File Manager (for rows with a file on this machine).
//
// The editor is the user's own command (QSettings `editor/command`, default `xdg-open {file}`):
// split into words like a shell would (double quotes group), without one; `{file}` and `{line}` are replaced in each
// word, the file path as one absolute argument. Nothing from a trace is ever run: a trace only
// names the file the command opens.
class RowActions : public QObject {
    Q_OBJECT
public:
    explicit RowActions(QObject *parent = nullptr);
    void install(QAbstractItemView *view);

    struct Location {
        QString file;
        int line = 0;
    };
    static Location locationOf(const QModelIndex &index); // through proxy models
    static QJsonObject rowJson(const QModelIndex &index);
    static QString rowText(const QModelIndex &index);
    static QString copyText(QAbstractItemView *view); // the selected rows, or the current one
    static QString copyJson(QAbstractItemView *view); // one object, or an array for several rows
    static QString editorTemplate(); // from the settings, or the default
    // The program and its arguments for `file` at `line`; empty when the template is empty.
    static QStringList editorCommand(const QString &templ, const QString &file, int line);
    bool openInEditor(const Location &where);
    bool revealInFileManager(const QString &file);

Q_SIGNALS:
    void message(const QString &text); // for the status bar

private:
    void showMenu(QAbstractItemView *view, const QPoint &pos);
};

} // namespace cs::app
