#include "gui/rowactions.h"

#include "viewers/displaytext.h"
#include "viewers/models/breaksmodel.h"
#include "viewers/models/compiletreemodel.h"
#include "viewers/models/diagnosticsmodel.h"
#include "viewers/models/failuresmodel.h"
#include "viewers/models/inputsmodel.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/models/recompilesmodel.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QUrl>

#include <algorithm>

namespace cs::app {
namespace {

QModelIndex sourceOf(QModelIndex index)
{
    while (auto *proxy = qobject_cast<const QAbstractProxyModel *>(index.model()))
        index = proxy->mapToSource(index);
    return index;
}

QModelIndexList selectedRows(QAbstractItemView *view)
{
    QModelIndexList rows;
    if (view->selectionModel())
        for (const QModelIndex &i : view->selectionModel()->selectedIndexes())
            if (!rows.contains(i.siblingAtColumn(0)))
                rows << i.siblingAtColumn(0);
    if (rows.isEmpty() && view->currentIndex().isValid())
        rows << view->currentIndex().siblingAtColumn(0);
    std::sort(rows.begin(), rows.end(), [view](const QModelIndex &a, const QModelIndex &b) {
        return view->visualRect(a).top() < view->visualRect(b).top();
    });
    return rows;
}

void putLocation(QJsonObject &o, const QString &file, int line)
{
    if (file.isEmpty())
        return;
    o.insert(QStringLiteral("file"), file);
    if (line > 0)
        o.insert(QStringLiteral("line"), line);
}

} // namespace

RowActions::RowActions(QObject *parent)
    : QObject(parent)
{
}

void RowActions::install(QAbstractItemView *view)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &pos) { showMenu(view, pos); });
}

RowActions::Location RowActions::locationOf(const QModelIndex &index)
{
    const QModelIndex s = sourceOf(index);
    const QAbstractItemModel *m = s.model();
    if (auto *tree = qobject_cast<const viewers::CompileTreeModel *>(m)) {
        if (const CompileSummary *c = tree->compileAt(s))
            return { c->file, c->line };
    } else if (auto *breaks = qobject_cast<const viewers::BreaksModel *>(m)) {
        if (const BreakGroup *b = breaks->breakAt(s))
            return { b->file, b->line };
    } else if (auto *recompiles = qobject_cast<const viewers::RecompilesModel *>(m)) {
        if (const FunctionRecompiles *f = recompiles->functionAt(s))
            return { f->file, f->line };
    } else if (auto *failures = qobject_cast<const viewers::FailuresModel *>(m)) {
        if (const CompileFailure *f = failures->failureAt(s))
            return { f->file, f->line };
        if (const CompileRestart *r = failures->restartAt(s))
            return { r->file, r->line };
    } else if (qobject_cast<const viewers::DiagnosticsModel *>(m)) {
        return { s.siblingAtColumn(viewers::DiagnosticsModel::FileColumn).data().toString(),
            s.siblingAtColumn(viewers::DiagnosticsModel::LineColumn).data().toInt() };
    } else if (qobject_cast<const viewers::InputsModel *>(m)) {
        return { s.data(viewers::InputsModel::PathRole).toString(), 0 };
    } else if (auto *kernels = qobject_cast<const viewers::KernelsModel *>(m)) {
        if (const KernelPlan *p = kernels->planAt(s))
            return { QFileInfo(p->wrapper).isFile() ? p->wrapper : p->module, p->wrapperLine };
    }
    return {};
}

QJsonObject RowActions::rowJson(const QModelIndex &index)
{
    QJsonObject o;
    const QAbstractItemModel *model = index.model();
    if (!model)
        return o;
    QJsonObject columns;
    for (int c = 0; c < model->columnCount(index.parent()); ++c)
        columns.insert(model->headerData(c, Qt::Horizontal).toString(), index.siblingAtColumn(c).data().toString());
    o.insert(QStringLiteral("columns"), columns);
    const QModelIndex s = sourceOf(index);
    const QAbstractItemModel *m = s.model();
    if (auto *tree = qobject_cast<const viewers::CompileTreeModel *>(m)) {
        if (const CompileSummary *c = tree->compileAt(s)) {
            o.insert(QStringLiteral("compile_id"), c->id.toString());
            o.insert(QStringLiteral("function"), c->function);
            o.insert(QStringLiteral("status"), CompileSummary::statusName(c->status));
            if (c->compileTimeS >= 0)
                o.insert(QStringLiteral("compile_time_s"), c->compileTimeS);
            o.insert(QStringLiteral("graph_breaks"), c->graphBreaks);
            o.insert(QStringLiteral("kernels"), QJsonArray::fromStringList(c->kernels));
            if (!c->recompileReason().isEmpty())
                o.insert(QStringLiteral("recompile_reason"), c->recompileReason());
        }
    } else if (auto *breaks = qobject_cast<const viewers::BreaksModel *>(m)) {
        if (const BreakGroup *b = breaks->breakAt(s)) {
            o.insert(QStringLiteral("reason"), b->reason);
            o.insert(QStringLiteral("count"), b->count);
            o.insert(QStringLiteral("compile_ids"), QJsonArray::fromStringList(b->compileIds));
            o.insert(QStringLiteral("restart_time_s"), b->restartTimeS);
            if (!b->sourceLine.isEmpty())
                o.insert(QStringLiteral("source_line"), b->sourceLine);
        }
    } else if (auto *recompiles = qobject_cast<const viewers::RecompilesModel *>(m)) {
        if (const FunctionRecompiles *f = recompiles->functionAt(s)) {
            o.insert(QStringLiteral("function"), f->function);
            o.insert(QStringLiteral("compile_ids"), QJsonArray::fromStringList(f->compileIds));
        }
        if (const RecompileStep *step = recompiles->stepAt(s)) {
            o.insert(QStringLiteral("compile_id"), step->compileId);
            o.insert(QStringLiteral("reasons"), QJsonArray::fromStringList(step->reasons));
            if (!step->suggestion.isEmpty())
                o.insert(QStringLiteral("suggestion"), step->suggestion);
        }
    } else if (auto *failures = qobject_cast<const viewers::FailuresModel *>(m)) {
        if (const CompileFailure *f = failures->failureAt(s)) {
            o.insert(QStringLiteral("compile_id"), f->compileId);
            o.insert(QStringLiteral("function"), f->function);
            o.insert(QStringLiteral("fail_type"), f->failType);
            o.insert(QStringLiteral("reason"), f->reason);
        } else if (const CompileRestart *r = failures->restartAt(s)) {
            o.insert(QStringLiteral("compile_id"), r->compileId);
            o.insert(QStringLiteral("function"), r->function);
            o.insert(QStringLiteral("restart_reasons"), QJsonArray::fromStringList(r->reasons));
        }
    } else if (auto *kernels = qobject_cast<const viewers::KernelsModel *>(m)) {
        if (const KernelPlan *p = kernels->planAt(s)) {
            o.insert(QStringLiteral("kernel"), p->name);
            o.insert(QStringLiteral("compile_id"), p->compileId);
            o.insert(QStringLiteral("kind"), p->kind);
            if (!p->config.isEmpty())
                o.insert(QStringLiteral("config"), p->config);
        }
    }
    const Location at = locationOf(index);
    putLocation(o, at.file, at.line);
    return o;
}

QString RowActions::rowText(const QModelIndex &index)
{
    QStringList cells;
    for (int c = 0; c < index.model()->columnCount(index.parent()); ++c)
        cells << index.siblingAtColumn(c).data().toString();
    return cells.join(u'\t');
}

QString RowActions::copyText(QAbstractItemView *view)
{
    QStringList lines;
    for (const QModelIndex &row : selectedRows(view))
        lines << rowText(row);
    return lines.join(u'\n');
}

QString RowActions::copyJson(QAbstractItemView *view)
{
    const QModelIndexList rows = selectedRows(view);
    if (rows.size() == 1)
        return QString::fromUtf8(QJsonDocument(rowJson(rows.first())).toJson(QJsonDocument::Indented));
    QJsonArray all;
    for (const QModelIndex &row : rows)
        all.append(rowJson(row));
    return QString::fromUtf8(QJsonDocument(all).toJson(QJsonDocument::Indented));
}

QString RowActions::editorTemplate()
{
    const QString t = QSettings().value(QStringLiteral("editor/command")).toString().trimmed();
    return t.isEmpty() ? QStringLiteral("xdg-open {file}") : t;
}

QStringList RowActions::editorCommand(const QString &templ, const QString &file, int line)
{
    QStringList words = QProcess::splitCommand(templ);
    if (words.isEmpty())
        return {};
    // Absolute, so that a file named like an option (`-rf`) is never read as one.
    const QString path = QFileInfo(file).absoluteFilePath();
    bool placed = false;
    for (qsizetype i = 1; i < words.size(); ++i) {
        if (words[i].contains(QLatin1String("{file}")))
            placed = true;
        words[i]
            .replace(QLatin1String("{file}"), path)
            .replace(QLatin1String("{line}"), QString::number(std::max(line, 1)));
    }
    if (!placed)
        words << path;
    return words;
}

bool RowActions::openInEditor(const Location &where)
{
    if (where.file.isEmpty() || !QFileInfo(where.file).isFile()) {
        Q_EMIT message(tr("%1 is not on this machine").arg(viewers::DisplayText::line(where.file)));
        return false;
    }
    QStringList command = editorCommand(editorTemplate(), where.file, where.line);
    if (command.isEmpty())
        return false;
    const QString program = command.takeFirst();
    if (!QProcess::startDetached(program, command)) {
        Q_EMIT message(tr("Could not start the editor “%1” (Preferences: editor command)").arg(program));
        return false;
    }
    Q_EMIT message(tr("Opened %1 in the editor").arg(viewers::DisplayText::line(QFileInfo(where.file).fileName())));
    return true;
}

bool RowActions::revealInFileManager(const QString &file)
{
    const QFileInfo fi(file);
    if (!fi.exists()) {
        Q_EMIT message(tr("%1 is not on this machine").arg(viewers::DisplayText::line(file)));
        return false;
    }
    return QDesktopServices::openUrl(QUrl::fromLocalFile(fi.isDir() ? fi.absoluteFilePath() : fi.absolutePath()));
}

void RowActions::showMenu(QAbstractItemView *view, const QPoint &pos)
{
    const QModelIndex at = view->indexAt(pos);
    if (at.isValid() && !view->selectionModel()->isSelected(at))
        view->setCurrentIndex(at);
    if (!view->currentIndex().isValid())
        return;
    const Location where = locationOf(view->currentIndex());
    const bool local = !where.file.isEmpty() && QFileInfo(where.file).exists();
    QMenu menu(view);
    menu.addAction(tr("Copy"), this, [view] { QApplication::clipboard()->setText(copyText(view)); });
    menu.addAction(tr("Copy as JSON"), this, [view] { QApplication::clipboard()->setText(copyJson(view)); });
    menu.addSeparator();
    QAction *open = menu.addAction(tr("Open Source in Editor"), this, [this, where] { openInEditor(where); });
    open->setEnabled(local);
    QAction *reveal
        = menu.addAction(tr("Reveal in File Manager"), this, [this, where] { revealInFileManager(where.file); });
    reveal->setEnabled(local);
    if (!where.file.isEmpty() && !local)
        open->setToolTip(tr("The file is not on this machine"));
    if (!view->actions().isEmpty()) { // the view's own (e.g. the Kernels view's "why separate")
        menu.addSeparator();
        menu.addActions(view->actions());
    }
    menu.exec(view->viewport()->mapToGlobal(pos));
}

} // namespace cs::app
