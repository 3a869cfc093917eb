#include "viewers/widgets/compiletimechart.h"

#include "viewers/displaytext.h"
#include "viewers/widgets/emptystate.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace cs::viewers {
namespace {

constexpr int MaxBars = 40; // the longest ones; a chart of 1,000 bars says nothing
constexpr int LabelFunctionChars = 28;

bool isDark(const QPalette &p)
{
    return p.color(QPalette::Window).lightness() < 128;
}

} // namespace

CompileTimeChart::CompileTimeChart(QWidget *parent)
    : QWidget(parent)
{
    m_view = new QChartView(new QChart);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_empty = new EmptyState(m_view);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    applyPalette();
    showEmpty();
}

void CompileTimeChart::showEmpty()
{
    m_empty->showMessage(m_hasRun ? tr("No compile times recorded") : tr("No run open"),
        m_hasRun ? tr("This run's traces have no compilation metrics (compilation_metrics records) with a compile "
                      "time.")
                 : tr("Open a trace to see where compile time went."));
}

// The chart follows the palette: a dark window gets the dark chart theme, not a white chart.
void CompileTimeChart::applyPalette()
{
    QChart *chart = m_view->chart();
    const QChart::ChartTheme theme = isDark(palette()) ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart->theme() != theme)
        chart->setTheme(theme);
    chart->setBackgroundBrush(palette().base());
    chart->setTitleBrush(palette().text());
    chart->legend()->setLabelColor(palette().color(QPalette::Text));
    m_view->setBackgroundBrush(palette().window());
}

void CompileTimeChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        setRun(m_run); // the theme resets series colours and axis label colours
    }
}

void CompileTimeChart::setRun(std::shared_ptr<const LoadedRun> newRun)
{
    m_run = std::move(newRun);
    m_hasRun = m_run != nullptr;
    m_labels.clear();
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    m_bars = 0;
    if (!m_run) {
        showEmpty();
        return;
    }
    const LoadedRun *run = m_run.get();
    struct Bar {
        QString label;
        double seconds;
        double backward; // compiled at the first backward call, not in `seconds`
        CompileSummary::Phases phases;
    };
    std::vector<Bar> bars;
    for (size_t i = 0; i < run->logs.size(); ++i) {
        const QString rank = run->logs.size() > 1 ? tr("rank %1 ").arg(run->logs[i]->rank) : QString();
        for (const CompileSummary &c : run->overviews[i]->compiles) {
            if (c.compileTimeS < 0)
                continue;
            QString label = QStringLiteral("%1[%2] %3")
                                .arg(rank, c.id.toString(), DisplayText::line(c.displayFunction(), LabelFunctionChars));
            if (c.kind == CompileKind::LimitHit) // not a failure: the Failures view counts it apart
                label += tr(" (recompile limit)");
            else if (c.status == CompileSummary::Status::Failed)
                label += tr(" (failed)");
            else if (c.isRecompile())
                label += tr(" (recompile)");
            bars.push_back({ label, c.compileTimeS, std::max(0.0, c.backwardCompileTimeS), c.phases });
        }
    }
    std::stable_sort(bars.begin(), bars.end(),
        [](const Bar &a, const Bar &b) { return a.seconds + a.backward > b.seconds + b.backward; });
    if (bars.size() > MaxBars)
        bars.resize(MaxBars);
    std::reverse(bars.begin(), bars.end()); // longest at the top
    m_bars = static_cast<int>(bars.size());
    chart->setTitle(tr("Compile time per compile id and phase (s)"));
    if (bars.empty()) {
        showEmpty();
        return;
    }
    m_empty->showContent();
    // One set per phase (exclusive times, as the report's phase table), stacked; a compile whose
    // record has no phase times is one "not split" bar, and what the phases leave of the frame's
    // compile time (guards, bytecode, the rest of Dynamo's frame work) is "other".
    struct PhaseSet {
        QString name;
        QColor colour;
        double CompileSummary::Phases::*time;
    };
    const PhaseSet phaseSets[] = {
        { tr("Dynamo"), QColor(0x3b, 0x6e, 0xa8), &CompileSummary::Phases::dynamo },
        { tr("AOTAutograd"), QColor(0x5a, 0xa0, 0x5a), &CompileSummary::Phases::aotAutograd },
        { tr("Inductor"), QColor(0xe0, 0x8a, 0x1e), &CompileSummary::Phases::inductor },
        { tr("Code generation"), QColor(0x8e, 0x5c, 0xb8), &CompileSummary::Phases::codegen },
    };
    QList<QBarSet *> sets;
    for (const PhaseSet &p : phaseSets) {
        sets << new QBarSet(p.name);
        sets.back()->setColor(p.colour);
    }
    auto *other = new QBarSet(tr("other / not split"));
    other->setColor(QColor(0x9a, 0x9a, 0x9a));
    const bool anyBackward = std::any_of(bars.begin(), bars.end(), [](const Bar &b) { return b.backward > 0; });
    auto *backward = anyBackward ? new QBarSet(tr("Backward (compiled later)")) : nullptr;
    if (backward)
        backward->setColor(QColor(0xc8, 0x4b, 0x5a));
    QStringList categories;
    double longest = 0;
    for (const Bar &b : bars) {
        // Qt Charts draws axis labels as HTML: the label is escaped so trace text stays text.
        m_labels << b.label;
        categories << b.label.toHtmlEscaped();
        double split = 0;
        for (qsizetype k = 0; k < sets.size(); ++k) {
            const double t = b.phases.known() ? std::max(0.0, b.phases.*(phaseSets[k].time)) : 0;
            *sets[k] << t;
            split += t;
        }
        *other << std::max(0.0, b.seconds - split);
        if (backward)
            *backward << b.backward;
        longest = std::max(longest, std::max(b.seconds, split) + b.backward);
    }
    sets << other;
    if (backward)
        sets << backward;
    m_phaseSets = static_cast<int>(sets.size());
    auto *series = new QHorizontalStackedBarSeries;
    series->append(sets);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    axisY->setLabelsColor(palette().color(QPalette::Text));
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    axisX->setRange(0, longest > 0 ? longest * 1.05 : 1.0);
    axisX->applyNiceNumbers(); // ticks at round seconds (10, 20, ...), not at fifths of the longest bar
    axisX->setLabelFormat(QStringLiteral("%.4g"));
    axisX->setLabelsColor(palette().color(QPalette::Text));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    // A bar's numbers on hover: the phase under the pointer and the compile's whole time.
    connect(series, &QAbstractBarSeries::hovered, this, [this, series](bool on, int index, QBarSet *set) {
        if (!on || index < 0 || index >= m_labels.size()) {
            QToolTip::hideText();
            return;
        }
        double total = 0;
        for (const QBarSet *other : series->barSets())
            total += other->at(index);
        QToolTip::showText(QCursor::pos(),
            DisplayText::toolTip(tr("%1\n%2: %3 s of %4 s")
                                     .arg(m_labels[index], set->label(), QString::number(set->at(index), 'f', 3),
                                         QString::number(total, 'f', 3))));
    });
}

QChart *CompileTimeChart::chart() const
{
    return m_view->chart();
}

} // namespace cs::viewers
