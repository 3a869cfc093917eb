#include "gui/helpdialogs.h"

#include "cli/versioncommand.h"
#include "core/profiling/runnerjobs.h"
#include "core/util/versions.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <optional>

namespace cs::app {
namespace {

QString plainText(QString text)
{
    text.remove(QLatin1Char('&')); // mnemonics ("&&" is not used in menu texts)
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

void collect(QMenu *menu, const QString &path, QTableWidget *table)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        const QString title = path + plainText(a->text());
        if (a->menu()) {
            collect(a->menu(), title + QStringLiteral(" ▸ "), table);
            continue;
        }
        if (a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            if (!k.isEmpty())
                keys << k.toString(QKeySequence::NativeText);
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(title));
        table->setItem(row, 1, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    }
}

QDialogButtonBox *closeButton(QDialog *dialog)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table = new QTableWidget(0, 2);
    m_table->setHorizontalHeaderLabels({ tr("Action"), tr("Shortcut") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (QAction *top : menus->actions())
        if (top->menu())
            collect(top->menu(), plainText(top->text()) + QStringLiteral(" ▸ "), m_table);
    m_table->resizeRowsToContents();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(closeButton(this));
    resize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 40);
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About CompileScope"));
    auto *title = new QLabel(tr("<h3>CompileScope %1</h3><p>Diagnose PyTorch torch.compile: graph breaks, recompiles, "
                                "fusion and the generated kernels.</p>")
                                 .arg(BuildVersions::compileScope().toHtmlEscaped()));
    title->setWordWrap(true);
    auto *table = new QTableWidget(0, 2);
    table->setHorizontalHeaderLabels({ tr("Library"), tr("Version") });
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
    for (const auto &[name, v] : BuildVersions::libraries()) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(name));
        table->setItem(row, 1, new QTableWidgetItem(v));
    }
    table->resizeColumnToContents(0);
    m_runner = new QLabel(tr("Kernel runner: asking…"));
    m_runner->setObjectName(QStringLiteral("runner"));
    m_runner->setTextFormat(Qt::PlainText);
    m_runner->setWordWrap(true);
    m_runner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(table, 1);
    layout->addWidget(m_runner);
    layout->addWidget(closeButton(this));
    resize(fontMetrics().averageCharWidth() * 80, fontMetrics().height() * 34);

    // The runner may take seconds (or hang until its timeout): the question runs on its own
    // thread, which outlives the dialog if need be and answers only a dialog still open.
    QPointer<QLabel> label = m_runner;
    QThread *query = QThread::create([label] {
        const RunnerClient runner;
        const auto info = runner.exists() ? std::optional(queryRunnerInfo(runner)) : std::nullopt;
        const QString text = runnerLines(runner, info ? &*info : nullptr).join(QLatin1Char('\n'));
        QMetaObject::invokeMethod(qApp, [label, text] {
            if (label)
                label->setText(text);
        });
    });
    connect(query, &QThread::finished, query, &QObject::deleteLater);
    query->start();
}

} // namespace cs::app
