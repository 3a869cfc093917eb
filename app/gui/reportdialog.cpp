#include "gui/reportdialog.h"
#include "gui/screenfit.h"

#include "gui/settings.h"
#include "language.h"

#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "core/util/outputfile.h"
#include "viewers/report/reportpdf.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocument>
#include <QTextEdit>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

namespace cs::app {
namespace {

struct Format {
    const char *key, *suffix;
};
constexpr Format Formats[] = { { "html", "html" }, { "md", "md" }, { "pdf", "pdf" }, { "json", "json" } };

} // namespace

ReportDialog::ReportDialog(std::shared_ptr<const LoadedRun> run, QWidget *parent)
    : QDialog(parent)
    , m_run(std::move(run))
{
    setWindowTitle(tr("Export Report"));
    auto *sections = new QGroupBox(tr("Sections"));
    auto *sl = new QVBoxLayout(sections);
    for (ReportSection s : allReportSections()) {
        auto *box = new QCheckBox(reportSectionTitle(s));
        box->setChecked(true);
        if (s == ReportSection::Compare || s == ReportSection::Ab) {
            box->setEnabled(false); // until a run to compare or an A/B folder is given
            box->setToolTip(
                s == ReportSection::Compare ? tr("Give a run to compare with above") : tr("Give an A/B folder above"));
        }
        if (s == ReportSection::Ranks && (!m_run || m_run->logs.size() < 2)) {
            box->setChecked(false);
            box->setEnabled(false); // a run of one rank has nothing to compare
            box->setToolTip(tr("This run has one trace log: no ranks to compare"));
        }
        connect(box, &QCheckBox::toggled, this, &ReportDialog::refreshPreview);
        sl->addWidget(box);
        m_sections[s] = box;
    }
    sl->addStretch();
    m_format = new QComboBox;
    m_format->addItem(tr("HTML — one file, opens in any browser"), QStringLiteral("html"));
    m_format->addItem(tr("Markdown — for a pull-request comment"), QStringLiteral("md"));
    m_format->addItem(tr("PDF"), QStringLiteral("pdf"));
    m_format->addItem(tr("JSON — the same facts, for tools"), QStringLiteral("json"));
    m_paper = new QComboBox;
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("Letter"), int(QPageSize::Letter));
    connect(m_format, &QComboBox::currentIndexChanged, this,
        [this] { m_paper->setEnabled(format() == QLatin1String("pdf")); });
    setFormat(Settings().value(keys::ReportFormat)); // the format of the last report saved
    m_paper->setEnabled(format() == QLatin1String("pdf"));
    m_db = new QLineEdit;
    m_db->setPlaceholderText(tr("none: kernels are listed without times"));
    auto *browse = new QToolButton;
    browse->setText(tr("…"));
    connect(browse, &QToolButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(
            this, tr("Profile Database"), QString(), tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        if (!f.isEmpty()) {
            m_db->setText(f);
            startBuild();
        }
    });
    auto *dbRow = new QHBoxLayout;
    dbRow->addWidget(m_db, 1);
    dbRow->addWidget(browse);
    m_compare = new QLineEdit;
    m_compare->setPlaceholderText(tr("none: a run folder or trace to compare this run with (B)"));
    m_compare->setToolTip(tr("This run is A; B is anything Compare Runs opens. The report adds what changed: graph "
                             "breaks, recompiles, compile time per phase, graphs and fusion, significant time "
                             "differences, kernels only in one run."));
    m_ab = new QLineEdit;
    m_ab->setPlaceholderText(tr("none: a folder made by an A/B benchmark"));
    m_ab->setToolTip(tr("The report adds each compiled region's verdict per mode: speedup with its interval, "
                        "compile cost, break-even, parity."));
    for (QLineEdit *edit : { m_db, m_compare, m_ab })
        connect(edit, &QLineEdit::editingFinished, this, [this, edit] {
            if (edit->isModified()) {
                edit->setModified(false);
                startBuild();
            }
        });
    auto *form = new QFormLayout;
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Paper (PDF):"), m_paper);
    form->addRow(tr("Profile database:"), dbRow);
    form->addRow(tr("Compare with:"), pathRow(m_compare, true, true, tr("Compare With")));
    form->addRow(tr("A/B folder:"), pathRow(m_ab, false, true, tr("A/B Folder")));
    // The choices scroll when the screen is short (200% scale on a laptop): Save stays on it.
    auto *leftBox = new QWidget;
    auto *left = new QVBoxLayout(leftBox);
    left->setContentsMargins(0, 0, 0, 0);
    left->addLayout(form);
    left->addWidget(sections, 1);
    auto *leftScroll = new QScrollArea;
    leftScroll->setWidget(leftBox);
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    leftScroll->setMinimumWidth(leftBox->sizeHint().width() + leftScroll->verticalScrollBar()->sizeHint().width());
    m_preview = new QTextEdit;
    m_preview->setReadOnly(true);
    m_preview->setAcceptRichText(false);
    m_preview->setMinimumSize(240, 160);
    // The preview is the page as printed: paper's colours in a dark theme too (its tables have
    // light header rows, and text in the theme's colour on them was white on white).
    QPalette paper = m_preview->palette();
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::Text, QColor(0x1f, 0x23, 0x28));
    m_preview->setPalette(paper);
    m_status = new QLabel(tr("Gathering the report…"));
    m_status->setTextFormat(Qt::PlainText);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close);
    m_buttons->button(QDialogButtonBox::Save)->setText(tr("Save…"));
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ReportDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *top = new QHBoxLayout;
    top->addWidget(leftScroll);
    top->addWidget(m_preview, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(1180, 760);
    startBuild();
}

ReportDialog::~ReportDialog()
{
    if (m_worker)
        m_worker->wait(); // a gathering cannot be interrupted: its end is awaited, its result dropped
}

void ReportDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (!m_fitted) {
        m_fitted = true;
        fitToScreen(this);
    }
}

// A path field with its choosers: a file, a folder, or both (a run is either).
QLayout *ReportDialog::pathRow(QLineEdit *edit, bool files, bool folders, const QString &title)
{
    auto *row = new QHBoxLayout;
    row->addWidget(edit, 1);
    auto chosen = [this, edit](const QString &path) {
        if (path.isEmpty())
            return;
        edit->setText(path);
        startBuild();
    };
    if (files) {
        auto *file = new QToolButton;
        file->setText(tr("File…"));
        connect(file, &QToolButton::clicked, this, [this, title, chosen] {
            chosen(QFileDialog::getOpenFileName(this, title, QString(),
                tr("Traces (*.log *.log.zst *.log.gz *.json *.json.gz *.json.zst);;All files (*)")));
        });
        row->addWidget(file);
    }
    if (folders) {
        auto *folder = new QToolButton;
        folder->setText(tr("Folder…"));
        connect(folder, &QToolButton::clicked, this,
            [this, title, chosen] { chosen(QFileDialog::getExistingDirectory(this, title)); });
        row->addWidget(folder);
    }
    return row;
}

void ReportDialog::setCompareWith(const QString &pathOfB)
{
    m_compare->setText(pathOfB);
    startBuild();
}

void ReportDialog::setAbFolder(const QString &folder)
{
    m_ab->setText(folder);
    startBuild();
}

void ReportDialog::startBuild()
{
    if (!m_run)
        return;
    if (m_building) {
        m_rebuild = true;
        return;
    }
    m_building = true;
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(false);
    m_status->setText(tr("Gathering the report…"));
    // The gathering cannot be interrupted half-way; Cancel closes the dialog and its result is dropped.
    m_task = new viewers::LongTask(tr("Gathering the report"), this);
    connect(m_task, &viewers::LongTask::cancelRequested, this, &QDialog::reject);
    Q_EMIT longTaskStarted(m_task);
    ReportOptions options;
    options.profileDb = m_db->text().trimmed();
    options.compareWith = m_compare->text().trimmed();
    options.abFolder = m_ab->text().trimmed();
    m_sections[ReportSection::Compare]->setEnabled(!options.compareWith.isEmpty());
    m_sections[ReportSection::Ab]->setEnabled(!options.abFolder.isEmpty());
    QPointer<ReportDialog> self(this);
    auto run = m_run;
    // Graph layouts run Graphviz in its own process; the rest is the engine's analysis.
    QThread *worker = QThread::create([self, run, options] {
        auto data = std::make_shared<ReportData>(buildReport(*run, options));
        data->language = installedLanguage(); // the catalog loaded, never the locale's "C"
        QMetaObject::invokeMethod(QCoreApplication::instance(), [self, data] {
            if (!self)
                return;
            self->m_building = false;
            if (self->m_task)
                self->m_task->finish();
            if (self->m_rebuild) { // what was gathered is already out of date
                self->m_rebuild = false;
                self->startBuild();
                return;
            }
            self->m_data = std::make_unique<ReportData>(*data);
            self->m_buttons->button(QDialogButtonBox::Save)->setEnabled(true);
            self->refreshPreview();
            Q_EMIT self->ready();
        });
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    m_worker = worker;
    worker->start();
}

ReportData ReportDialog::chosen() const
{
    ReportData d = *m_data;
    std::vector<ReportSection> keep;
    for (ReportSection s : d.sections) {
        const auto it = m_sections.find(s);
        if (it == m_sections.end() || it->second->isChecked())
            keep.push_back(s);
    }
    d.sections = keep;
    // A room left out leaves nothing behind (its JSON twin and its extras too).
    std::erase_if(d.extras, [&d](const ReportExtra &e) { return !d.hasKey(e.key); });
    return d;
}

void ReportDialog::refreshPreview()
{
    if (!m_data)
        return;
    // The preview's graph objects draw from the data it was built from: keep it with the document.
    auto shown = std::make_unique<ReportData>(chosen());
    const ReportDocument doc = buildReportDocument(*shown);
    // QTextEdit deletes only its own default document when given another; ours go here.
    QTextDocument *old = m_previewDoc;
    m_previewDoc = viewers::reportTextDocument(doc, this);
    m_preview->setDocument(m_previewDoc);
    delete old;
    m_shown = std::move(shown);
    QString status
        = tr("%n section(s); %1 compiles, %2 graph breaks, %3 recompiles.", nullptr, int(m_shown->sections.size()))
              .arg(m_shown->overview.compiles)
              .arg(m_shown->overview.graphBreaks)
              .arg(m_shown->overview.recompiles);
    if (!m_shown->unreadable.isEmpty())
        status += QLatin1Char(' ') + tr("Could not be read (see Notes): ")
            + m_shown->unreadable.join(QStringLiteral(", "));
    m_status->setText(status);
}

void ReportDialog::setFormat(const QString &f)
{
    const int i = m_format->findData(f);
    if (i >= 0)
        m_format->setCurrentIndex(i);
}

QString ReportDialog::format() const
{
    return m_format->currentData().toString();
}

void ReportDialog::setSectionChecked(ReportSection s, bool on)
{
    if (const auto it = m_sections.find(s); it != m_sections.end())
        it->second->setChecked(on);
}

QString ReportDialog::proposedFileName() const
{
    QString base = m_run && !m_run->inputs.isEmpty() ? m_run->inputs.first() : QStringLiteral("compilescope");
    QFileInfo info(base);
    QString stem = info.isDir() ? QDir(info.absoluteFilePath()).dirName() : info.completeBaseName();
    stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("_"));
    if (stem.isEmpty())
        stem = QStringLiteral("compilescope");
    // Never into a run the user opened: the folder the last report went to, else beside the run
    // folder (a recorded run's trace file counts as its folder), else beside the file.
    QString dir = Settings().value(keys::ReportFolder);
    if (dir.isEmpty() || !QFileInfo(dir).isDir()) {
        QDir run(info.isDir() ? info.absoluteFilePath() : info.absolutePath());
        if (!info.isDir()) // a file: in a run folder made by `record` (its trace/ or itself)?
            for (int up = 0; up < 2 && !QFileInfo::exists(run.filePath(QStringLiteral("manifest.json")))
                 && run.dirName() == QLatin1String("trace");
                 ++up)
                run.cdUp();
        const bool runFolder = info.isDir() || QFileInfo::exists(run.filePath(QStringLiteral("manifest.json")));
        dir = runFolder ? QFileInfo(run.absolutePath()).absolutePath() : run.absolutePath();
    }
    QString suffix = QStringLiteral("html");
    for (const Format &f : Formats)
        if (format() == QLatin1String(f.key))
            suffix = QLatin1String(f.suffix);
    return QDir(dir).filePath(stem.left(80) + QStringLiteral("-report.") + suffix);
}

QString ReportDialog::saveTo(const QString &path)
{
    if (!m_data)
        return tr("The report is not ready yet.");
    const ReportData d = chosen();
    QByteArray bytes;
    if (format() == QLatin1String("json")) {
        bytes = reportJson(d);
    } else {
        const ReportDocument doc = buildReportDocument(d);
        if (format() == QLatin1String("md")) {
            bytes = reportMarkdown(doc).toUtf8();
        } else if (format() == QLatin1String("pdf")) {
            const auto pdf = viewers::reportPdf(doc, QPageSize::PageSizeId(m_paper->currentData().toInt()));
            if (!pdf)
                return pdf.error().toString();
            bytes = pdf.value();
        } else {
            bytes = reportHtml(doc);
        }
    }
    // Through the one writer: never over one of the run's own files, never through a link.
    QStringList inputs;
    if (m_run) {
        inputs = m_run->inputs;
        for (const LoadedRun::Input &in : m_run->files)
            inputs << in.path;
    }
    if (const Status written = writeOutputFile(path, bytes, inputs); !written)
        return tr("Cannot write %1: %2").arg(path, written.error().message);
    m_status->setText(tr("Saved %1 (%2 bytes).").arg(path).arg(bytes.size()));
    Settings settings; // the next report goes there too, in this format
    settings.setValue(keys::ReportFolder, QFileInfo(path).absolutePath());
    settings.setValue(keys::ReportFormat, format());
    Q_EMIT saved(path);
    return {};
}

void ReportDialog::save()
{
    const QString suffix = QFileInfo(proposedFileName()).suffix();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Report"), proposedFileName(), tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty())
        return;
    const QString error = saveTo(path);
    if (!error.isEmpty())
        m_status->setText(error);
}

} // namespace cs::app
