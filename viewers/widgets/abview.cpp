#include "viewers/widgets/abview.h"

#include "core/ab/abreport.h"
#include "core/run/cpuset.h"
#include "viewers/displaytext.h"
#include "viewers/models/abresultsmodel.h"
#include "viewers/widgets/abcharts.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {
namespace {

QChartView *chartView()
{
    auto *view = new QChartView(new QChart);
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->legend()->setAlignment(Qt::AlignBottom);
    view->chart()->setMargins(QMargins(4, 4, 4, 4));
    view->setMinimumSize(280, 220);
    return view;
}

QString ratio(double v)
{
    return QStringLiteral("%1×").arg(v, 0, 'f', 2);
}

} // namespace

AbView::AbView(QWidget *parent)
    : QWidget(parent)
    , m_model(new AbResultsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("abView"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(AbResultsModel::SortRole);
    m_header = new QLabel;
    m_header->setTextFormat(Qt::PlainText); // the command line and messages come from the user's program
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableView;
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The verdict (the last column, given what the others leave) is read whole: it wraps, and
    // the rows grow to hold it whenever its width changes (a tester found it cut off); its
    // tooltip holds it too. The other columns are as wide as their contents, so they never wrap.
    m_table->setWordWrap(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == AbResultsModel::VerdictColumn)
            m_table->resizeRowsToContents();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &AbView::onCurrentChanged);

    m_series = chartView();
    m_series->setObjectName(QStringLiteral("abSeriesChart"));
    m_distribution = chartView();
    m_distribution->setObjectName(QStringLiteral("abDistributionChart"));
    m_details = new QPlainTextEdit;
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select a row to see its numbers in words."));

    m_compiles = new QPushButton(tr("&Compile IDs"));
    m_breaks = new QPushButton(tr("Graph &Breaks"));
    m_kernels = new QPushButton(tr("&Kernels"));
    const QString why = tr("Opens this region in the run recorded for this mode (ab --record).");
    for (auto [button, view] :
        { std::pair { m_compiles, "details" }, std::pair { m_breaks, "breaks" }, std::pair { m_kernels, "kernels" } }) {
        button->setEnabled(false);
        button->setToolTip(why);
        connect(button, &QPushButton::clicked, this, [this, v = QString::fromLatin1(view)] {
            const ab::ModeResult *m = m_model->modeAt(m_proxy->mapToSource(m_table->currentIndex()));
            if (m && !m->recordedRun.isEmpty())
                Q_EMIT openRecordedRun(m->recordedRun, m->recordedCompileIds.value(0), v);
        });
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(new QLabel(tr("Recorded run:")));
    buttons->addWidget(m_compiles);
    buttons->addWidget(m_breaks);
    buttons->addWidget(m_kernels);
    buttons->addStretch(1);
    auto *detailsBox = new QWidget;
    auto *detailsLayout = new QVBoxLayout(detailsBox);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    m_whyPanel = new QPlainTextEdit;
    m_whyPanel->setObjectName(QStringLiteral("abWhyPanel"));
    m_whyPanel->setReadOnly(true);
    m_whyPanel->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_whyPanel->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("abDetailTabs"));
    m_tabs->addTab(m_details, tr("Numbers"));
    m_tabs->addTab(m_whyPanel, tr("Why?"));
    detailsLayout->addWidget(m_tabs, 1);
    detailsLayout->addLayout(buttons);

    m_charts = new QSplitter(Qt::Horizontal);
    m_charts->addWidget(m_series);
    m_charts->addWidget(m_distribution);
    m_charts->addWidget(detailsBox);
    m_charts->setStretchFactor(0, 5);
    m_charts->setStretchFactor(1, 3);
    m_charts->setStretchFactor(2, 4);
    m_charts->setSizes({ 600, 330, 500 });
    m_split = new QSplitter(Qt::Vertical);
    m_split->addWidget(m_table);
    m_split->addWidget(m_charts);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_split, 1);
}

AbView::~AbView() = default;

void AbView::setResult(std::shared_ptr<const ab::AbResult> result)
{
    m_result = std::move(result);
    m_chartRegion = -1;
    m_why = m_result ? ab::explainWhy(*m_result) : ab::WhyReport {};
    m_model->setResult(m_result);
    m_header->setText(DisplayText::block(headerText())); // the command line and names come from the A/B folder
    for (int c = 0; c < AbResultsModel::VerdictColumn; ++c)
        m_table->resizeColumnToContents(c);
    m_regionWidth = m_table->columnWidth(AbResultsModel::RegionColumn);
    fitVerdictColumn();
    m_table->resizeRowsToContents();
    // The table as tall as its rows (up to 40% of the view); the pictures get the rest.
    const int rows = m_model->rowCount();
    int rowsHeight = 0;
    for (int r = 0; r < rows; ++r)
        rowsHeight += m_table->rowHeight(r);
    const int wanted = m_table->horizontalHeader()->height() + rowsHeight + 2 * m_table->frameWidth() + 4;
    const int total = std::max({ 600, m_split->height(), height() - m_header->sizeHint().height() - 30 });
    const int table = std::min(wanted, total * 2 / 5);
    m_split->setSizes({ table, total - table });
    // Start on the first compiled mode of the first region: the comparison people came for.
    if (m_result && !m_result->regions.isEmpty()) {
        const auto &modes = m_result->regions.first().modes;
        if (!selectRow(0, modes.size() > 1 ? modes[1].mode : modes.value(0).mode))
            onCurrentChanged();
    } else
        onCurrentChanged();
}

void AbView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitVerdictColumn();
}

void AbView::fitVerdictColumn()
{
    if (m_regionWidth <= 0)
        return;
    const int chars = m_table->fontMetrics().averageCharWidth();
    int others = 0;
    for (int c = 0; c < AbResultsModel::VerdictColumn; ++c)
        others += c == AbResultsModel::RegionColumn ? m_regionWidth : m_table->columnWidth(c);
    // The table's width: the view's, less its margins and frame (the viewport is laid out later).
    const int available = width() - 2 * m_table->frameWidth() - 24;
    const int lacking = 36 * chars - (available - others);
    const int region = std::max(16 * chars, m_regionWidth - std::max(0, lacking));
    m_table->setColumnWidth(AbResultsModel::RegionColumn, std::min(m_regionWidth, region));
}

bool AbView::selectRow(int region, const QString &mode)
{
    const QModelIndex i = m_proxy->mapFromSource(m_model->indexOf(region, mode));
    if (!i.isValid())
        return false;
    m_table->setCurrentIndex(i);
    m_table->scrollTo(i);
    return true;
}

QString AbView::headerText() const
{
    if (!m_result)
        return tr("No A/B loaded.");
    const ab::AbResult &r = *m_result;
    QStringList lines;
    lines << tr("A/B of %1 — %2").arg(r.runs.command.join(QLatin1Char(' ')), ab::outcomeText(r, true));
    QStringList stack;
    if (!r.stack.torch.isEmpty())
        stack << QStringLiteral("torch %1").arg(r.stack.torch);
    if (!r.stack.cuda.isEmpty())
        stack << QStringLiteral("CUDA %1").arg(r.stack.cuda);
    if (!r.stack.triton.isEmpty())
        stack << QStringLiteral("Triton %1").arg(r.stack.triton);
    stack << (r.stack.gpus.isEmpty() ? tr("no GPU used") : r.stack.gpus.join(QStringLiteral(", ")));
    if (!r.runs.machine.hostname.isEmpty())
        stack << r.runs.machine.hostname;
    stack << tr("%n process(es) per mode, interleaved", nullptr, r.runs.settings.processes);
    if (!r.runs.settings.cpus.isEmpty())
        stack << tr("pinned to CPUs %1").arg(run::cpuListText(r.runs.settings.cpus));
    lines << stack.join(QStringLiteral(" · "));
    if (const QString c = ab::conditionsText(r, true); !c.isEmpty())
        lines << c;
    if (r.gateTripped)
        lines << tr("Gate: %1").arg(r.gateReasons.join(QStringLiteral("; ")));
    // What the modes' stderr said that the numbers do not show (details: select a row).
    QStringList notes;
    for (const ab::ModeSummary &m : r.modes) {
        QMap<QString, qint64> counts;
        for (const ab::StderrNote &n : m.notes)
            if (n.kind != QLatin1String("warning"))
                counts[n.kind] += n.count;
        QStringList kinds;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            kinds << QStringLiteral("%1× %2").arg(it.value()).arg(ab::noteKindText(it.key(), true));
        if (!kinds.isEmpty())
            notes << QStringLiteral("%1: %2").arg(m.mode, kinds.join(QStringLiteral(", ")));
    }
    if (!notes.isEmpty())
        lines << tr("From stderr: %1").arg(notes.join(QStringLiteral("; ")));
    // Failed processes, as the text report names them (how each ended); where no region was
    // measured at all there is no row to select, so the end of the first failed process's
    // stderr (its traceback) is shown here too.
    const bool rows = std::any_of(r.regions.begin(), r.regions.end(), [](const ab::RegionResult &g) {
        return std::any_of(g.modes.begin(), g.modes.end(), [](const ab::ModeResult &m) { return m.measured(); });
    });
    for (const ab::ModeSummary &m : r.modes) {
        if (!m.available || m.failed == 0)
            continue;
        lines << tr("%1: %2 of %n process(es) failed: %3", nullptr, m.runs)
                     .arg(m.mode, QString::number(m.failed), m.failures.join(QStringLiteral("; ")));
        if (!rows && !m.stderrTail.isEmpty()) {
            const QStringList tail = m.stderrTail.trimmed().split(QLatin1Char('\n'));
            lines << tr("End of its stderr:") + QLatin1Char('\n')
                    + tail.mid(std::max<qsizetype>(0, tail.size() - 6)).join(QLatin1Char('\n'));
        }
    }
    // Processes whose probe output is missing, empty or cut short: the verdicts rest on fewer.
    for (const ab::ProbeGap &g : r.probeGaps)
        lines << tr("Probe file: %1").arg(ab::probeGapText(g, true));
    if (!r.error.isEmpty())
        lines << r.error;
    return lines.join(QLatin1Char('\n'));
}

QString AbView::detailsText() const
{
    return m_details->toPlainText();
}

QString AbView::whyPanelText() const
{
    return m_whyPanel->toPlainText();
}

QString AbView::describe(const ab::RegionResult &g, const ab::ModeResult &m) const
{
    QStringList out;
    const QString site = g.siteFile.isEmpty() ? g.file : QStringLiteral("%1:%2").arg(g.siteFile).arg(g.siteLine);
    out << tr("%1 (%2), compiled at %3 — %4").arg(g.name, g.kind, site, m.mode);
    out << tr("Verdict: %1").arg(ab::verdictText(m, true));
    if (m.measured() && m.steady.n > 0) {
        QStringList perProcess;
        for (double v : m.processMedians)
            perProcess << ab::formatMs(v);
        out << tr("Steady state: %1, 95% interval %2 – %3 (processes resampled, then their calls), %4 calls; per "
                  "process %5; calls within a process vary by %6%")
                   .arg(ab::formatMs(m.steady.median), ab::formatMs(m.medianCi.low), ab::formatMs(m.medianCi.high))
                   .arg(m.steady.n)
                   .arg(perProcess.join(QStringLiteral(", ")))
                   .arg(100 * m.withinSpread, 0, 'f', 0);
        if (const QString noise = ab::noiseNote(m, true); !noise.isEmpty())
            out << tr("Noise: %1").arg(noise);
        // What the number measures: on a GPU the CUDA-event span, which the host's launches set
        // when the GPU idles between kernels; the host time per call beside it.
        if (m.metric == ab::Metric::Gpu)
            out << tr("Measured as CUDA-event time (the call's span on its stream, idle gaps included; not the "
                      "GPU's busy time); host time per call (wall clock, launches queued) %1")
                       .arg(ab::formatMs(m.hostMedianMs));
        else
            out << tr("Measured as wall time per call (time.perf_counter around the call)");
        if (m.steadyIncludesRecompiles)
            out << tr("It compiles again on %1 of its %2 calls after the warm-up: those calls, compiles included, "
                      "are its steady calls.")
                       .arg(m.recompilingCalls)
                       .arg(m.callsAfterWarmup);
        if (!m.settled)
            out << tr("The warm-up did not clearly end in every process (the detection stopped at half the calls): "
                      "let the script make more calls.");
        if (m.steady.noisy())
            out << tr("Noisy: the spread of the steady calls (IQR) is %1% of their median.")
                       .arg(100 * m.steady.relativeIqr, 0, 'f', 0);
    }
    if (m.speedup && m.speedup->estimate > 0) {
        QString s = m.processesDisagreeOnly && m.processSpeedups.valid
            ? tr("No speedup to give: the processes disagree; eager ÷ this mode from %1 to %2 between process pairs")
                  .arg(ratio(m.processSpeedups.low), ratio(m.processSpeedups.high))
            : tr("Speedup over eager: %1 [%2, %3] (eager's median ÷ this mode's; the interval with the process as "
                 "the unit)")
                  .arg(ratio(m.speedup->estimate), ratio(m.speedup->interval.low), ratio(m.speedup->interval.high));
        if (ab::pCell(m) == QLatin1String("n/a"))
            s += tr("; no p-value: the verdict is undecided");
        else if (m.byProcess && m.byProcess->valid)
            s += tr("; p %1 (bootstrap over processes)").arg(ab::pCell(m));
        out << s;
        if (m.savingMs.valid)
            out << tr("Saving per call: %1 [%2, %3]")
                       .arg(ab::formatMs(m.savingMs.estimate), ab::formatMs(m.savingMs.low),
                           ab::formatMs(m.savingMs.high));
    }
    if (m.measured()) {
        QStringList warm;
        for (int w : m.warmupCalls)
            warm << QString::number(w);
        out << tr(
            "Warm-up: %1 calls (%2), %3; compile %4; first call %5; first steady call %6 s after the process started")
                   .arg(warm.join(QStringLiteral("/")), m.warmupFixed ? tr("fixed") : tr("detected"),
                       ab::formatMs(m.warmupMs), ab::formatMs(m.compileMs), ab::formatMs(m.firstCallMs))
                   .arg(m.timeToSteadyS, 0, 'f', 1);
    }
    if (m.breakEvenCalls.valid && !m.breakEvenImmediate)
        out << tr("Break-even: %1 calls [%2, %3]")
                   .arg(ab::formatCalls(m.breakEvenCalls.estimate), ab::formatCalls(m.breakEvenCalls.low),
                       ab::formatCalls(m.breakEvenCalls.high));
    if (!m.compileIds.isEmpty())
        out << tr("Compile ids: %1; recompiles: %2").arg(m.compileIds.join(QStringLiteral(", "))).arg(m.recompiles);
    if (m.parityChecked + m.paritySkipped > 0) {
        QString p = tr("Parity: %1 calls checked, %2 failed").arg(m.parityChecked).arg(m.parityFailed);
        if (m.parityMaxAbs)
            p += tr("; max abs error %1").arg(*m.parityMaxAbs, 0, 'g', 3);
        if (m.parityMaxRel)
            p += tr(", max rel error %1").arg(*m.parityMaxRel, 0, 'g', 3);
        if (!m.parityWorstOutput.isEmpty())
            p += tr(" (worst: %1)").arg(m.parityWorstOutput);
        if (m.paritySkipped > 0)
            p += tr("; %1 not checked: %2").arg(m.paritySkipped).arg(m.paritySkipReason);
        if (m.parityInputs > 0)
            p += tr("; arguments and buffers compared after the call: %1").arg(m.parityInputs);
        if (m.parityRandom)
            p += tr("; it draws random numbers (compared from the same generator state)");
        out << p;
    }
    if (const ab::ModeSummary *s = m_result->modeSummary(m.mode)) {
        QStringList mem;
        if (s->peakRss)
            mem << tr("RSS %1").arg(ab::formatBytes(*s->peakRss));
        if (s->peakGpuAllocated)
            mem << tr("GPU allocated %1, reserved %2")
                       .arg(ab::formatBytes(*s->peakGpuAllocated), ab::formatBytes(s->peakGpuReserved.value_or(0)));
        if (s->peakGpuParity)
            mem << tr("parity checks %1 more on the GPU, not counted").arg(ab::formatBytes(*s->peakGpuParity));
        if (!mem.isEmpty())
            out << tr("Peak memory per process: %1").arg(mem.join(QStringLiteral("; ")));
        if (s->parityRan)
            out << tr("The peak RSS includes the parity checks' copies and comparisons.");
        const QStringList notes = ab::noteLines(*s, true);
        if (!notes.isEmpty()) {
            out << tr("Notes from this mode's stderr:");
            for (const QString &line : notes)
                out << QStringLiteral("  ") + line;
        }
        if (s->failed > 0 && !s->stderrTail.isEmpty())
            out << tr("End of the failed process's stderr:") << s->stderrTail.trimmed();
    }
    if (!m.recordedRun.isEmpty())
        out << tr("Recorded run: %1 (compile ids %2)")
                   .arg(QDir::toNativeSeparators(m.recordedRun), m.recordedCompileIds.join(QStringLiteral(", ")));
    if (!g.note.isEmpty())
        out << tr("Note: %1").arg(g.note);
    return out.join(QLatin1Char('\n'));
}

void AbView::onCurrentChanged()
{
    const QModelIndex source = m_proxy->mapToSource(m_table->currentIndex());
    const ab::RegionResult *g = m_model->regionAt(source);
    const ab::ModeResult *m = m_model->modeAt(source);
    const bool recorded = m && !m->recordedRun.isEmpty();
    for (QPushButton *b : { m_compiles, m_breaks, m_kernels })
        b->setEnabled(recorded);
    if (!g || !m) {
        m_details->clear();
        m_whyPanel->clear();
        m_series->chart()->removeAllSeries();
        m_distribution->chart()->removeAllSeries();
        m_chartRegion = -1;
        return;
    }
    m_details->setPlainText(DisplayText::block(describe(*g, *m), 4 * DisplayText::DetailChars));
    QString why;
    if (m->mode == QLatin1String("eager"))
        why = tr("Select a compiled mode: Why? explains a mode that is slower than eager or not clearly faster.");
    else if (const ab::WhyEntry *e = m_why.entry(g->key, m->mode))
        why = ab::whyHeadline(*e) + QLatin1Char('\n') + ab::whyEntryText(*e);
    else if (!m->measured())
        why = tr("%1 was not measured in this region (its processes failed or made no steady call): nothing to "
                 "explain; its failures are in the header above.")
                  .arg(m->mode);
    else if (const ab::ModeResult *eager = g->mode(QStringLiteral("eager")); !eager || !eager->measured())
        why = tr("eager was not measured in this region: nothing to compare %1 with.").arg(m->mode);
    else if (m->verdict == QLatin1String("pays_off"))
        why = tr("%1 is faster than eager and pays off in this run: nothing to explain.").arg(m->mode);
    else // never "faster" by default: a verdict the analysis gives no cause for is said as it is
        why = tr("%1: %2. The analysis found no cause to show for it.").arg(m->mode, ab::verdictText(*m, true));
    if (!m_why.traced)
        why += QLatin1Char('\n')
            + tr("This A/B ran without --why: no profiler traces, so overhead, graph breaks and "
                 "kernels cannot be measured (run ab --why).");
    else if (const QString cost = ab::whyCostText(m_why); !cost.isEmpty())
        why += QLatin1Char('\n') + cost;
    for (const QString &p : m_why.problems)
        why += QLatin1Char('\n') + p;
    m_whyPanel->setPlainText(DisplayText::block(why, 4 * DisplayText::DetailChars));
    const int region = source.data(AbResultsModel::RegionRole).toInt();
    if (region == m_chartRegion)
        return;
    m_chartRegion = region;
    int calls = 0;
    for (const ab::ModeResult &mode : g->modes)
        for (const auto &s : mode.series)
            calls = std::max(calls, static_cast<int>(s.size()));
    m_series->chart()->setTitle(calls > DenseCalls
            ? tr("%1: %2 calls per process — running median, 10–90% band, outliers as dots")
                  .arg(DisplayText::htmlLine(g->name), QLocale().toString(calls))
            : tr("%1: every call, per process").arg(DisplayText::htmlLine(g->name)));
    drawCallSeries(m_series->chart(), *g);
    m_distribution->chart()->setTitle(tr("Steady calls"));
    drawDistributions(m_distribution->chart(), *g);
}

} // namespace cs::viewers
