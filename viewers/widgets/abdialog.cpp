#include "viewers/widgets/abdialog.h"

#include "core/ab/abanalysis.h"
#include "core/ab/abreport.h"
#include "core/ab/abstore.h"
#include "core/run/commandline.h"
#include "core/run/cpuset.h"
#include "core/util/versions.h"
#include "viewers/displaytext.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace cs::viewers {
namespace {

constexpr int MaxLogLines = 20000;
const QStringList CompileModes = { QStringLiteral("default"), QStringLiteral("reduce-overhead"),
    QStringLiteral("max-autotune"), QStringLiteral("max-autotune-no-cudagraphs") };

} // namespace

QString AbDialog::defaultDatabase()
{
    const QString env = qEnvironmentVariable("COMPILESCOPE_DB");
    if (!env.isEmpty())
        return env;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/profiles.db"); // the one database of the app (the Kernels view's too)
}

AbDialog::AbDialog(QWidget *parent)
    : QDialog(parent)
    , m_runner(new ab::AbRunner(this))
{
    setWindowTitle(tr("A/B Benchmark"));
    setObjectName(QStringLiteral("abDialog"));
    const QSettings settings;
    m_command = new QLineEdit(settings.value(QStringLiteral("ab/command")).toString());
    m_command->setPlaceholderText(tr("python train.py --steps 200"));
    m_command->setToolTip(tr("Your command, unchanged: it runs once per mode and process with the A/B probe on "
                             "PYTHONPATH. Quote arguments that hold spaces."));
    m_workingDir = new QLineEdit(settings.value(QStringLiteral("ab/workingDir"), QDir::currentPath()).toString());
    m_outDir = new QLineEdit;
    m_outDir->setPlaceholderText(tr("a new folder compilescope-ab-<date>-<time> in the working folder"));
    m_database = new QLineEdit(defaultDatabase());
    m_database->setToolTip(tr("Results are added to this SQLite database, so runs accumulate; empty: not saved."));

    auto *modes = new QHBoxLayout;
    auto *eager = new QCheckBox(QStringLiteral("eager"));
    eager->setChecked(true);
    eager->setEnabled(false);
    eager->setToolTip(tr("The baseline: torch.compile switched off. It always runs."));
    modes->addWidget(eager);
    const QStringList checked
        = settings.value(QStringLiteral("ab/modes"), QStringList { QStringLiteral("default") }).toStringList();
    for (const QString &mode : CompileModes) {
        auto *box = new QCheckBox(mode);
        box->setChecked(checked.contains(mode));
        m_modes << box;
        modes->addWidget(box);
    }
    modes->addStretch(1);

    m_processes = new QSpinBox;
    m_processes->setRange(1, 50);
    m_processes->setValue(settings.value(QStringLiteral("ab/processes"), 3).toInt());
    m_processes->setToolTip(tr("Processes per mode, run interleaved, so that differences between processes show."));
    m_warmup = new QSpinBox;
    m_warmup->setRange(-1, 1000000);
    m_warmup->setSpecialValueText(tr("detect"));
    m_warmup->setValue(-1);
    m_warmup->setSuffix(tr(" calls"));
    m_timeout = new QSpinBox;
    m_timeout->setRange(0, 7 * 24 * 3600);
    m_timeout->setSpecialValueText(tr("none"));
    m_timeout->setSuffix(tr(" s per process"));
    m_cache = new QComboBox;
    m_cache->addItem(tr("cold: a fresh cache per process"), QStringLiteral("cold"));
    m_cache->addItem(tr("shared: one cache for all processes"), QStringLiteral("shared"));
    m_cache->addItem(tr("user: your own cache settings"), QStringLiteral("user"));
    m_cpus = new QLineEdit(settings.value(QStringLiteral("ab/cpus")).toString());
    m_cpus->setPlaceholderText(tr("every CPU this process may use (%1)").arg(run::cpuListText(run::allowedCpus())));
    m_cpus->setToolTip(tr("Every process is pinned to these CPUs, as 2-5 or 0,2,4: the same set for all, so no process "
                          "runs on CPUs the others did not (a shared machine's CPUs are not alike)."));
    m_parity = new QCheckBox(tr("Check &parity: compare the first 3 calls of every region with eager"));
    m_why = new QCheckBox(tr("E&xplain why a mode is slower: trace %n steady call(s) per region in the last process "
                             "of each mode (those calls are not measured)",
        nullptr, ab::DefaultWhyCalls));
    m_record = new QCheckBox(tr("Also &record one run per mode (to open compile ids, graph breaks and kernels)"));
    m_showOutput = new QCheckBox(tr("Show the command's output"));

    auto *form = new QFormLayout;
    auto add = [&](const QString &text, QWidget *field, QLayout *row = nullptr) {
        auto *l = new QLabel(text);
        l->setBuddy(field);
        if (row)
            form->addRow(l, row);
        else
            form->addRow(l, field);
    };
    auto withBrowse = [this](QLineEdit *edit, bool file) {
        auto *row = new QHBoxLayout;
        auto *button = new QPushButton(file ? tr("Script…") : tr("Browse…"));
        connect(button, &QPushButton::clicked, this, [this, edit, file] {
            if (file) {
                const QString f = QFileDialog::getOpenFileName(
                    this, tr("Choose a Script"), m_workingDir->text(), tr("Python scripts (*.py);;All files (*)"));
                if (!f.isEmpty())
                    edit->setText(run::joinCommandLine({ QStringLiteral("python3"), f }));
            } else {
                const QString d = QFileDialog::getExistingDirectory(this, tr("Choose a Folder"), edit->text());
                if (!d.isEmpty())
                    edit->setText(d);
            }
        });
        row->addWidget(edit, 1);
        row->addWidget(button);
        m_inputs << button;
        return row;
    };
    add(tr("&Command:"), m_command, withBrowse(m_command, true));
    add(tr("&Working folder:"), m_workingDir, withBrowse(m_workingDir, false));
    add(tr("A/B &folder:"), m_outDir, withBrowse(m_outDir, false));
    add(tr("Modes:"), m_modes.first(), modes);
    add(tr("P&rocesses:"), m_processes);
    add(tr("W&arm-up:"), m_warmup);
    add(tr("&Time limit:"), m_timeout);
    add(tr("C&ache:"), m_cache);
    add(tr("CP&Us:"), m_cpus);
    add(tr("&Database:"), m_database);
    form->addRow(QString(), m_parity);
    form->addRow(QString(), m_why);
    form->addRow(QString(), m_record);
    form->addRow(QString(), m_showOutput);

    m_log = new QPlainTextEdit;
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(MaxLogLines);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setPlaceholderText(tr("Each process appears here as it starts and ends."));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(tr("Ready."));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);

    m_buttons = new QDialogButtonBox;
    m_run = m_buttons->addButton(tr("&Run"), QDialogButtonBox::AcceptRole);
    m_run->setDefault(true);
    m_stop = m_buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    m_stop->setEnabled(false);
    m_openFolder = m_buttons->addButton(tr("&Open A/B Folder…"), QDialogButtonBox::ActionRole);
    m_buttons->addButton(QDialogButtonBox::Close);
    connect(m_run, &QPushButton::clicked, this, &AbDialog::startAb);
    connect(m_stop, &QPushButton::clicked, m_runner, &ab::AbRunner::requestStop);
    connect(m_openFolder, &QPushButton::clicked, this, &AbDialog::openFolder);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &AbDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_log, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    m_inputs << m_command << m_workingDir << m_outDir << m_database << m_processes << m_warmup << m_timeout << m_cache
             << m_cpus << m_parity << m_why << m_record << m_openFolder;
    for (QCheckBox *b : m_modes)
        m_inputs << b;
    resize(940, 680);

    connect(m_runner, &ab::AbRunner::folderCreated, this,
        [this](const QString &dir) { log(tr("A/B folder: %1").arg(QDir::toNativeSeparators(dir))); });
    connect(m_runner, &ab::AbRunner::processStarted, this, [this](const ab::AbProcessRun &r, qint64 pid) {
        log(r.record ? tr("%1: recording (pid %2)").arg(r.mode).arg(pid)
                     : tr("%1 #%2 started (pid %3)").arg(r.mode).arg(r.index + 1).arg(pid));
    });
    connect(m_runner, &ab::AbRunner::processFinished, this, [this](const ab::AbProcessRun &r) {
        log(tr("%1 #%2: %3 in %4 s").arg(r.mode).arg(r.index + 1).arg(r.description).arg(r.elapsedS, 0, 'f', 1));
    });
    connect(m_runner, &ab::AbRunner::output, this,
        [this](const ab::AbProcessRun &r, run::Stream, qint64, const QStringList &lines) {
            if (!m_showOutput->isChecked())
                return;
            for (const QString &line : lines)
                m_log->appendPlainText(
                    QStringLiteral("  %1#%2| %3").arg(r.mode).arg(r.index + 1).arg(DisplayText::line(line)));
        });
    connect(m_runner, &ab::AbRunner::progress, this, [this](int done, int total, qint64 ms, double left) {
        m_at.done = done;
        m_at.total = total;
        m_at.elapsedMs = ms;
        m_at.secondsLeft = left;
        m_at.running.clear();
        m_at.calls = -1;
        m_at.processMs = 0;
        showProgress();
    });
    connect(m_runner, &ab::AbRunner::processStarted, this, [this](const ab::AbProcessRun &r, qint64) {
        m_at.running = r.record ? tr("%1 (recording)").arg(r.mode) : QStringLiteral("%1 #%2").arg(r.mode).arg(r.index + 1);
        showProgress();
    });
    connect(m_runner, &ab::AbRunner::processProgress, this,
        [this](const ab::AbProcessRun &, qint64 calls, qint64 expected, qint64 ms) {
            m_at.calls = calls;
            m_at.expectedCalls = expected;
            m_at.processMs = ms;
            showProgress();
        });
    connect(m_runner, &ab::AbRunner::finished, this, &AbDialog::onFinished);
}

void AbDialog::showProgress()
{
    // The bar moves inside a process too: by its calls against the last process's, else by its
    // time against the processes' so far.
    constexpr int Steps = 1000;
    double within = 0;
    if (m_at.calls > 0 && m_at.expectedCalls > 0)
        within = std::min(0.99, static_cast<double>(m_at.calls) / static_cast<double>(m_at.expectedCalls));
    else if (m_at.done > 0 && m_at.elapsedMs > 0)
        within = std::min(0.99, static_cast<double>(m_at.processMs) / (static_cast<double>(m_at.elapsedMs) / m_at.done));
    m_progress->setRange(0, std::max(1, m_at.total) * Steps);
    m_progress->setValue(static_cast<int>((m_at.done + within) * Steps));
    const qint64 elapsedS = (m_at.elapsedMs + m_at.processMs) / 1000;
    QStringList parts;
    parts << tr("%1 of %2 processes done").arg(m_at.done).arg(m_at.total);
    if (!m_at.running.isEmpty()) {
        const QLocale locale;
        QString running = tr("%1 running for %2 s").arg(m_at.running).arg(m_at.processMs / 1000);
        if (m_at.calls >= 0)
            running += m_at.expectedCalls > 0
                ? tr(", %1 of about %2 calls").arg(locale.toString(m_at.calls), locale.toString(m_at.expectedCalls))
                : tr(", %1 calls").arg(locale.toString(m_at.calls));
        parts << running;
    }
    parts << tr("%1 s so far").arg(elapsedS);
    if (m_at.secondsLeft >= 0) // the estimate made when the last process ended, less what ran since
        parts << tr("about %1 s left").arg(static_cast<qint64>(std::max(0.0, m_at.secondsLeft - m_at.processMs / 1000.0)));
    m_status->setText(parts.join(QStringLiteral(", ")));
    if (m_task)
        m_task->setProgress(static_cast<qint64>((m_at.done + within) * Steps), std::max(1, m_at.total) * Steps,
            m_status->text());
}

void AbDialog::setCommandLine(const QString &commandLine)
{
    m_command->setText(commandLine);
}

void AbDialog::setWorkingFolder(const QString &dir)
{
    m_workingDir->setText(dir);
}

void AbDialog::setOutputFolder(const QString &dir)
{
    m_outDir->setText(dir);
}

void AbDialog::setModes(const QStringList &modes)
{
    for (QCheckBox *b : m_modes)
        b->setChecked(modes.contains(b->text()));
}

void AbDialog::setProcesses(int processes)
{
    m_processes->setValue(processes);
}

void AbDialog::setParity(bool on)
{
    m_parity->setChecked(on);
}

void AbDialog::setCpus(const QString &list)
{
    m_cpus->setText(list);
}

void AbDialog::setWhy(bool on)
{
    m_why->setChecked(on);
}

void AbDialog::setDatabase(const QString &path)
{
    m_database->setText(path);
}

QString AbDialog::statusText() const
{
    return m_status->text();
}

void AbDialog::log(const QString &line)
{
    m_log->appendPlainText(line); // plain text: process output is never markup
    m_log->horizontalScrollBar()->setValue(0);
}

void AbDialog::setBusy(bool busy)
{
    for (QWidget *w : m_inputs)
        w->setEnabled(!busy);
    m_run->setEnabled(!busy);
    m_stop->setEnabled(busy);
}

void AbDialog::startAb()
{
    if (m_runner->isRunning())
        return;
    const auto split = run::splitCommandLine(m_command->text());
    if (!split || split.value().isEmpty()) {
        m_status->setText(split ? tr("Type the command to benchmark, e.g. python train.py")
                                : tr("The command line has an %1.").arg(split.error().message));
        m_command->setFocus();
        return;
    }
    ab::AbRequest request;
    request.command = split.value();
    request.workingDir = m_workingDir->text();
    request.baseDir = m_workingDir->text();
    request.outDir = m_outDir->text().trimmed();
    request.toolVersion = BuildVersions::compileScope();
    ab::AbSettings &s = request.settings;
    s.modes = { QStringLiteral("eager") };
    for (QCheckBox *b : m_modes)
        if (b->isChecked())
            s.modes << b->text();
    if (s.modes.size() < 2) {
        m_status->setText(tr("Choose at least one compile mode to compare with eager."));
        return;
    }
    s.processes = m_processes->value();
    s.warmup = m_warmup->value();
    s.timeoutS = m_timeout->value();
    if (const QString list = m_cpus->text().trimmed(); !list.isEmpty()) {
        auto cpus = run::parseCpuList(list, run::allowedCpus());
        if (!cpus) {
            m_status->setText(tr("CPUs: %1").arg(cpus.error().toString()));
            m_cpus->setFocus();
            return;
        }
        s.cpus = cpus.value();
    }
    s.whyCalls = m_why->isChecked() ? ab::DefaultWhyCalls : 0;
    s.parityCalls = m_parity->isChecked() ? 3 : 0;
    s.record = m_record->isChecked();
    s.cache = m_cache->currentData().toString();
    QSettings settings;
    settings.setValue(QStringLiteral("ab/command"), m_command->text());
    settings.setValue(QStringLiteral("ab/workingDir"), m_workingDir->text());
    settings.setValue(QStringLiteral("ab/modes"), s.modes.mid(1));
    settings.setValue(QStringLiteral("ab/processes"), s.processes);
    settings.setValue(QStringLiteral("ab/cpus"), m_cpus->text().trimmed());
    m_log->clear();
    log(tr("A/B of %1: %2").arg(run::joinCommandLine(request.command), s.modes.join(QStringLiteral(", "))));
    setBusy(true);
    m_task = new LongTask(tr("A/B benchmark"), this);
    connect(m_task, &LongTask::cancelRequested, m_runner, &ab::AbRunner::requestStop);
    Q_EMIT longTaskStarted(m_task);
    m_runner->start(request);
}

QString AbDialog::saveResult(const ab::AbResult &result)
{
    const QString path = m_database->text().trimmed();
    if (path.isEmpty())
        return {};
    auto store = AbStore::open(path, sql::Access::ReadWrite);
    auto id = store ? store.value()->saveRun(result) : Result<int64_t>(store.error());
    return id ? tr("Saved as A/B run %1 in %2.").arg(id.value()).arg(QDir::toNativeSeparators(path))
              : tr("Not saved: %1").arg(id.error().toString());
}

void AbDialog::onFinished(const ab::AbResult &result)
{
    setBusy(false);
    if (m_task)
        m_task->finish();
    if (result.outcome == QLatin1String("error")) {
        m_status->setText(tr("Could not run the A/B: %1").arg(DisplayText::block(result.error)));
        return;
    }
    const QString saved = saveResult(result);
    const QString outcome = ab::outcomeText(result, true);
    m_status->setText(saved.isEmpty() ? outcome : tr("%1. %2").arg(outcome, saved));
    log(m_status->text());
    if (m_closeWhenStopped) {
        QDialog::reject();
        return;
    }
    Q_EMIT resultReady(std::make_shared<const ab::AbResult>(result));
}

void AbDialog::openFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open an A/B Folder"), m_workingDir->text());
    if (dir.isEmpty())
        return;
    auto set = ab::readRunSet(dir);
    if (!set) {
        m_status->setText(tr("Could not open: %1").arg(set.error().toString()));
        return;
    }
    Q_EMIT resultReady(std::make_shared<const ab::AbResult>(ab::analyse(set.value())));
}

void AbDialog::closeEvent(QCloseEvent *event)
{
    if (m_runner->isRunning()) { // stop first; the dialog closes once the running process has ended
        m_closeWhenStopped = true;
        m_status->setText(tr("Stopping…"));
        m_runner->requestStop();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void AbDialog::reject()
{
    if (m_runner->isRunning()) {
        m_closeWhenStopped = true;
        m_status->setText(tr("Stopping…"));
        m_runner->requestStop();
        return;
    }
    QDialog::reject();
}

} // namespace cs::viewers
