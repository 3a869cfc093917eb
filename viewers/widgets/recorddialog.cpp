#include "viewers/widgets/recorddialog.h"

#include "core/run/commandline.h"
#include "core/run/recordsummary.h"
#include "core/util/versions.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

namespace cs::viewers {
namespace {

constexpr int MaxOutputLines = 20000;

} // namespace

RecordDialog::RecordDialog(QWidget *parent)
    : QDialog(parent)
    , m_recording(new run::Recording(this))
{
    setWindowTitle(tr("Record Run"));
    setObjectName(QStringLiteral("recordDialog"));
    const QSettings settings;

    m_command = new QLineEdit(settings.value(QStringLiteral("record/command")).toString());
    m_command->setPlaceholderText(tr("python train.py --steps 10"));
    m_command->setToolTip(tr("The command to run, with its arguments; quote arguments that hold spaces."));
    // A line edit with its button beside it.
    auto row = [](QLineEdit *edit, QToolButton *button, const QString &text) {
        button->setText(text);
        auto *layout = new QHBoxLayout;
        layout->addWidget(edit, 1);
        layout->addWidget(button);
        return layout;
    };
    auto *script = new QToolButton;
    connect(script, &QToolButton::clicked, this, &RecordDialog::browseScript);
    QHBoxLayout *commandRow = row(m_command, script, tr("Script…"));

    m_workingDir = new QLineEdit(settings.value(QStringLiteral("record/workingDir"), QDir::currentPath()).toString());
    auto *wdBrowse = new QToolButton;
    connect(wdBrowse, &QToolButton::clicked, this, [this] { browseFolder(m_workingDir); });
    QHBoxLayout *wdRow = row(m_workingDir, wdBrowse, tr("Browse…"));

    m_outDir = new QLineEdit;
    m_outDir->setPlaceholderText(tr("a new folder compilescope-run-<date>-<time> in the working folder"));
    m_outDir->setToolTip(tr("Must not exist or be empty: a recorded run is never overwritten."));
    auto *outBrowse = new QToolButton;
    connect(outBrowse, &QToolButton::clicked, this, [this] { browseFolder(m_outDir); });
    QHBoxLayout *outRow = row(m_outDir, outBrowse, tr("Browse…"));

    m_timeout = new QSpinBox;
    m_timeout->setRange(0, 7 * 24 * 3600);
    m_timeout->setSpecialValueText(tr("none"));
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(settings.value(QStringLiteral("record/timeout"), 0).toInt());

    auto *form = new QFormLayout;
    auto label = [](const QString &text, QWidget *buddy) { // Alt+letter focuses the field
        auto *l = new QLabel(text);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(label(tr("&Command:"), m_command), commandRow);
    form->addRow(label(tr("&Working folder:"), m_workingDir), wdRow);
    form->addRow(label(tr("Run &folder:"), m_outDir), outRow);
    form->addRow(label(tr("&Time limit:"), m_timeout), m_timeout);

    auto *what = new QLabel(tr("Runs the command with the structured trace, TORCH_LOGS (graph breaks, recompiles, "
                               "guards, fusion, output code), the compile debug folder, provenance and run-local "
                               "Inductor/Triton caches switched on, and writes manifest.json with the versions and "
                               "machine."));
    what->setWordWrap(true);
    what->setForegroundRole(QPalette::PlaceholderText);

    m_output = new QPlainTextEdit;
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(MaxOutputLines);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(
        tr("The command's output appears here, line by line, with the time since it started."));

    m_showLogs = new QCheckBox(tr("Show TORCH_LOGS lines"));
    m_showLogs->setToolTip(tr("They are always kept in torch_logs.txt in the run folder."));
    m_openWhenDone = new QCheckBox(tr("Open the run when it succeeds"));
    m_openWhenDone->setChecked(true);
    m_status = new QLabel(tr("Ready."));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_elapsed = new QLabel;
    m_elapsed->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_elapsed);
    auto *optionsRow = new QHBoxLayout;
    optionsRow->addWidget(m_showLogs);
    optionsRow->addWidget(m_openWhenDone);
    optionsRow->addStretch(1);

    m_buttons = new QDialogButtonBox;
    m_record = m_buttons->addButton(tr("&Record"), QDialogButtonBox::AcceptRole);
    m_record->setDefault(true);
    m_stop = m_buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    m_stop->setToolTip(tr("SIGTERM to the command and everything it started; SIGKILL after 5 s or on a second press."));
    m_open = m_buttons->addButton(tr("&Open Run"), QDialogButtonBox::ActionRole);
    m_buttons->addButton(QDialogButtonBox::Close);
    m_stop->setEnabled(false);
    m_open->setEnabled(false);
    connect(m_record, &QPushButton::clicked, this, &RecordDialog::startRecording);
    connect(m_stop, &QPushButton::clicked, m_recording, &run::Recording::requestStop);
    connect(m_open, &QPushButton::clicked, this, [this] {
        Q_EMIT runRecorded(m_result.outDir);
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RecordDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(what);
    layout->addWidget(m_output, 1);
    layout->addLayout(optionsRow);
    layout->addLayout(statusRow);
    layout->addWidget(m_buttons);
    m_inputs = { m_command, script, m_workingDir, wdBrowse, m_outDir, outBrowse, m_timeout };
    resize(900, 600);

    connect(m_recording, &run::Recording::folderCreated, this,
        [this](const QString &dir) { m_status->setText(tr("Recording into %1").arg(QDir::toNativeSeparators(dir))); });
    connect(m_recording, &run::Recording::probing, this, [this](const QString &python) {
        m_status->setText(python.isEmpty() ? tr("No Python found for versions; starting…")
                                           : tr("Asking %1 for the torch, Triton and CUDA versions…").arg(python));
    });
    connect(m_recording, &run::Recording::started, this, [this](qint64 pid) {
        m_status->setText(
            tr("Running (pid %1) — recording into %2").arg(pid).arg(QDir::toNativeSeparators(m_recording->outDir())));
    });
    connect(m_recording, &run::Recording::output, this, &RecordDialog::onOutput);
    connect(m_recording, &run::Recording::progress, this, &RecordDialog::updateElapsed);
    connect(m_recording, &run::Recording::finished, this, &RecordDialog::onFinished);
}

void RecordDialog::setCommandLine(const QString &commandLine)
{
    m_command->setText(commandLine);
}

void RecordDialog::setWorkingFolder(const QString &dir)
{
    m_workingDir->setText(dir);
}

void RecordDialog::setOutputFolder(const QString &dir)
{
    m_outDir->setText(dir);
}

void RecordDialog::setTimeoutSeconds(int seconds)
{
    m_timeout->setValue(seconds);
}

void RecordDialog::setOpenWhenDone(bool open)
{
    m_openWhenDone->setChecked(open);
}

QString RecordDialog::statusText() const
{
    return m_status->text();
}

void RecordDialog::browseFolder(QLineEdit *edit)
{
    const QString start = edit->text().isEmpty() ? m_workingDir->text() : edit->text();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a Folder"), start);
    if (!dir.isEmpty())
        edit->setText(dir);
}

void RecordDialog::browseScript()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Choose a Script"), m_workingDir->text(), tr("Python scripts (*.py);;All files (*)"));
    if (file.isEmpty())
        return;
    m_command->setText(run::joinCommandLine(
        file.endsWith(QLatin1String(".py")) ? QStringList { QStringLiteral("python3"), file } : QStringList { file }));
    if (m_workingDir->text().isEmpty())
        m_workingDir->setText(QFileInfo(file).absolutePath());
}

void RecordDialog::setBusy(bool busy)
{
    for (QWidget *w : m_inputs)
        w->setEnabled(!busy);
    m_record->setEnabled(!busy);
    m_stop->setEnabled(busy);
    if (busy)
        m_open->setEnabled(false);
}

void RecordDialog::startRecording()
{
    if (m_recording->isRunning())
        return;
    const auto split = run::splitCommandLine(m_command->text());
    if (!split) {
        m_status->setText(tr("The command line has an %1.").arg(split.error().message));
        m_command->setFocus();
        return;
    }
    const QStringList command = split.value();
    if (command.isEmpty()) {
        m_status->setText(tr("Type the command to run, e.g. python train.py"));
        m_command->setFocus();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("record/command"), m_command->text());
    settings.setValue(QStringLiteral("record/workingDir"), m_workingDir->text());
    settings.setValue(QStringLiteral("record/timeout"), m_timeout->value());
    run::RecordRequest request;
    request.command = command;
    request.workingDir = m_workingDir->text();
    request.baseDir = m_workingDir->text(); // the default run folder goes beside the user's files
    request.outDir = m_outDir->text().trimmed();
    request.timeoutS = m_timeout->value();
    request.toolVersion = BuildVersions::compileScope();
    m_output->clear();
    m_quietLines = 0;
    m_result = {};
    updateElapsed(0);
    setBusy(true);
    m_task = new LongTask(tr("Recording a run"), this);
    connect(m_task, &LongTask::cancelRequested, m_recording, &run::Recording::requestStop);
    Q_EMIT longTaskStarted(m_task);
    m_recording->start(request);
}

void RecordDialog::onOutput(run::Stream stream, qint64 elapsedMs, const QStringList &lines)
{
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2;
    const QString stamp = QStringLiteral("[%1s] ").arg(elapsedMs / 1000.0, 7, 'f', 1);
    QStringList shown;
    for (const QString &line : lines) {
        if (stream == run::Stream::Stderr && !m_showLogs->isChecked() && run::isQuietTorchLogLine(line)) {
            ++m_quietLines;
            continue;
        }
        shown << stamp + line; // plain text: the command's output is never markup
    }
    if (!shown.isEmpty())
        m_output->appendPlainText(shown.join(QLatin1Char('\n')));
    if (atEnd)
        bar->setValue(bar->maximum());
    updateElapsed(elapsedMs);
}

void RecordDialog::updateElapsed(qint64 ms)
{
    m_elapsed->setText(tr("%1 s").arg(ms / 1000.0, 0, 'f', 1));
    if (m_task)
        m_task->setProgress(0, 0, m_elapsed->text());
}

void RecordDialog::onFinished(const run::RecordResult &result)
{
    m_result = result;
    setBusy(false);
    if (m_task)
        m_task->finish();
    const run::ChildExit *exit = result.manifest.exit ? &*result.manifest.exit : nullptr;
    if (exit)
        updateElapsed(exit->elapsedMs);
    const bool hasTrace = result.captured.traceFiles > 0;
    m_open->setEnabled(hasTrace);
    QString text;
    if (!result.ok() && result.outDir.isEmpty())
        text = tr("Could not record: %1").arg(result.error);
    else if (!exit)
        text = tr("Could not record: %1").arg(result.error);
    else
        text = tr("The command %1. Run folder: %2.").arg(exit->describe(), QDir::toNativeSeparators(result.outDir));
    if (exit && !hasTrace && exit->kind != run::ExitKind::FailedToStart)
        text += QLatin1Char(' ') + tr("No trace was written: nothing was compiled with torch.compile.");
    if (m_quietLines > 0)
        text += QLatin1Char(' ')
            + tr("%n TORCH_LOGS line(s) not shown (in torch_logs.txt).", nullptr, static_cast<int>(m_quietLines));
    m_status->setText(text);
    if (!result.outDir.isEmpty()) { // what the folder holds, below the command's own output
        m_output->appendPlainText(
            QStringLiteral("\n— ") + tr("Recorded into %1").arg(QDir::toNativeSeparators(result.outDir)));
        for (const QString &line : run::describeCapture(result, m_quietLines))
            m_output->appendPlainText(QStringLiteral("  ") + line);
    }
    Q_EMIT recordingFinished(result);
    if (m_closeWhenStopped) {
        QDialog::reject();
        return;
    }
    const bool success = exit && exit->kind == run::ExitKind::Exited && exit->exitCode == 0 && result.ok();
    if (success && hasTrace && m_openWhenDone->isChecked()) {
        Q_EMIT runRecorded(result.outDir);
        accept();
    }
}

void RecordDialog::closeEvent(QCloseEvent *event)
{
    if (m_recording->isRunning()) { // stop first; the dialog closes once the command has ended
        m_closeWhenStopped = true;
        m_status->setText(tr("Stopping the command…"));
        m_recording->requestStop();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void RecordDialog::reject()
{
    if (m_recording->isRunning()) {
        m_closeWhenStopped = true;
        m_status->setText(tr("Stopping the command…"));
        m_recording->requestStop();
        return;
    }
    QDialog::reject();
}

} // namespace cs::viewers
