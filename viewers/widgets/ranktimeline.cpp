#include "viewers/widgets/ranktimeline.h"

#include "viewers/displaytext.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace cs::viewers {
namespace {

constexpr int LabelWidthChars = 9;

QColor barColour(const QString &status)
{
    if (status == QLatin1String("failed"))
        return QColor(0xc9, 0x2a, 0x2a);
    if (status == QLatin1String("empty"))
        return QColor(0xd9, 0xa4, 0x1e);
    return QColor(0x3b, 0x6e, 0xa8);
}

bool timed(const ranks::RankCompile &c)
{
    return c.times.startUs >= 0 && c.times.endUs >= c.times.startUs;
}

} // namespace

RankTimeline::RankTimeline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ranksTimeline"));
    setMouseTracking(false);
    setToolTip(tr("Every rank's compiles on one time axis (wall clock). Click a bar to select that compile."));
}

void RankTimeline::setAnalysis(std::shared_ptr<const ranks::RankAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    m_rank = m_compile = -1;
    m_firstUs = m_lastUs = 0;
    m_offsetUs.clear();
    m_apartHours = 0;
    if (m_analysis) {
        // Each rank's first compile start: logs that start hours apart are other runs, or clocks
        // not in step; one axis would put each rank's bars at opposite ends (three days apart on
        // tlparse's multi-rank logs), so each rank then starts at its own first compile.
        std::vector<double> first(size_t(m_analysis->ranks.size()), -1);
        double earliest = -1, latest = -1;
        for (qsizetype r = 0; r < m_analysis->ranks.size(); ++r) {
            for (const ranks::RankCompile &c : m_analysis->ranks[r].compiles)
                if (timed(c) && (first[size_t(r)] < 0 || c.times.startUs < first[size_t(r)]))
                    first[size_t(r)] = c.times.startUs;
            if (first[size_t(r)] >= 0) {
                earliest = earliest < 0 ? first[size_t(r)] : std::min(earliest, first[size_t(r)]);
                latest = std::max(latest, first[size_t(r)]);
            }
        }
        m_offsetUs.assign(first.size(), 0);
        if (earliest >= 0 && latest - earliest > ClockGapUs) {
            // Groups of ranks whose first compiles are within the gap of the previous one keep
            // their skew (what the timeline is for); each later group moves to the first's start.
            std::vector<double> starts;
            for (const double f : first)
                if (f >= 0)
                    starts.push_back(f);
            std::sort(starts.begin(), starts.end());
            std::vector<double> groupStart(starts.size());
            for (size_t k = 0; k < starts.size(); ++k)
                groupStart[k] = k > 0 && starts[k] - starts[k - 1] <= ClockGapUs ? groupStart[k - 1] : starts[k];
            m_apartHours = (latest - earliest) / 3.6e9;
            for (size_t r = 0; r < first.size(); ++r)
                if (first[r] >= 0) {
                    const size_t k = size_t(std::lower_bound(starts.begin(), starts.end(), first[r]) - starts.begin());
                    m_offsetUs[r] = groupStart[k] - earliest;
                }
        }
        bool any = false;
        for (qsizetype r = 0; r < m_analysis->ranks.size(); ++r)
            for (const ranks::RankCompile &c : m_analysis->ranks[r].compiles)
                if (timed(c)) {
                    const double start = c.times.startUs - m_offsetUs[size_t(r)];
                    const double end = c.times.endUs - m_offsetUs[size_t(r)];
                    m_firstUs = any ? std::min(m_firstUs, start) : start;
                    m_lastUs = any ? std::max(m_lastUs, end) : end;
                    any = true;
                }
    }
    updateGeometry();
    update();
}

void RankTimeline::setCurrent(int rank, int compile)
{
    m_rank = rank;
    m_compile = compile;
    update();
}

int RankTimeline::barCount() const
{
    return static_cast<int>(layoutBars().size());
}

QSize RankTimeline::sizeHint() const
{
    const int lanes = m_analysis ? static_cast<int>(m_analysis->ranks.size()) : 2;
    return { 600, fontMetrics().height() * (lanes + 2 + (m_apartHours > 0)) + 8 };
}

QSize RankTimeline::minimumSizeHint() const
{
    // Every lane and the axis: a splitter never hides a rank.
    const int lanes = m_analysis ? static_cast<int>(std::min<qsizetype>(m_analysis->ranks.size(), 16)) : 2;
    return { 200, (fontMetrics().height() + 4) * (lanes + 1 + (m_apartHours > 0)) + 10 };
}

QList<RankTimeline::Bar> RankTimeline::layoutBars() const
{
    QList<Bar> bars;
    if (!m_analysis || m_lastUs <= m_firstUs)
        return bars;
    const int lane = fontMetrics().height() + 4;
    const double left = fontMetrics().averageCharWidth() * LabelWidthChars;
    const double width = std::max(10.0, this->width() - left - 8);
    const double span = m_lastUs - m_firstUs;
    for (int r = 0; r < m_analysis->ranks.size(); ++r) {
        const ranks::RankRun &rank = m_analysis->ranks[r];
        for (int ci = 0; ci < rank.compiles.size(); ++ci) {
            const ranks::RankCompile &c = rank.compiles[ci];
            if (!timed(c))
                continue;
            const double shift = m_firstUs + m_offsetUs[size_t(r)];
            const double x0 = left + (c.times.startUs - shift) / span * width;
            const double x1 = left + (c.times.endUs - shift) / span * width;
            bars << Bar { r, ci, QRectF(x0, 4 + r * lane + 2, std::max(2.0, x1 - x0), lane - 4) };
        }
    }
    return bars;
}

void RankTimeline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (!m_analysis)
        return;
    const int lane = fontMetrics().height() + 4;
    p.setPen(palette().color(QPalette::Text));
    for (int r = 0; r < m_analysis->ranks.size(); ++r)
        p.drawText(QRectF(4, 4 + r * lane, fontMetrics().averageCharWidth() * LabelWidthChars, lane),
            Qt::AlignVCenter | Qt::AlignLeft, DisplayText::line(m_analysis->ranks[r].label, 12));
    if (m_lastUs <= m_firstUs) {
        p.drawText(rect().adjusted(fontMetrics().averageCharWidth() * LabelWidthChars, 0, 0, 0), Qt::AlignCenter,
            tr("No compile start and end times recorded (compilation_metrics)."));
        return;
    }
    const QString divergent = m_analysis->divergence ? m_analysis->divergence->compileId : QString();
    for (const Bar &b : layoutBars()) {
        const ranks::RankRun &rank = m_analysis->ranks[b.rank];
        const ranks::RankCompile &c = rank.compiles[b.compile];
        p.setPen(Qt::NoPen);
        p.setBrush(barColour(c.status));
        p.drawRect(b.rect);
        const bool atDivergence
            = m_analysis->divergence && c.id == divergent && m_analysis->divergence->ranks.contains(rank.rank);
        if (atDivergence || (b.rank == m_rank && b.compile == m_compile)) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(atDivergence ? QColor(0xe0, 0x70, 0x00) : palette().color(QPalette::Highlight), 2));
            p.drawRect(b.rect.adjusted(-1, -1, 1, 1));
        }
    }
    // The axis: seconds since the first compile of any rank.
    const double left = fontMetrics().averageCharWidth() * LabelWidthChars;
    const double width = std::max(10.0, this->width() - left - 8);
    const double y = 4 + m_analysis->ranks.size() * lane + 2;
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawLine(QPointF(left, y), QPointF(left + width, y));
    const double seconds = (m_lastUs - m_firstUs) / 1e6;
    for (int i = 0; i <= 4; ++i) {
        const double x = left + width * i / 4;
        // The last label ends at the axis's end rather than past the widget's edge.
        const QRectF box = i == 4 ? QRectF(x - 80, y + 2, 80, lane) : QRectF(x - 40, y + 2, 80, lane);
        p.drawText(box, (i == 4 ? Qt::AlignRight : Qt::AlignHCenter) | Qt::AlignTop,
            QStringLiteral("%1 s").arg(seconds * i / 4, 0, 'f', seconds < 10 ? 2 : 0));
    }
    if (m_apartHours > 0) // a line of its own under the axis's numbers
        p.drawText(QRectF(left, y + 2 + lane, width, lane), Qt::AlignLeft | Qt::AlignTop,
            tr("ranks hours apart start together (other runs, or clocks not in step): their logs start up to %1 h "
               "apart")
                .arg(m_apartHours, 0, 'f', 1));
}

void RankTimeline::mousePressEvent(QMouseEvent *event)
{
    for (const Bar &b : layoutBars())
        if (b.rect.adjusted(-2, -2, 2, 2).contains(event->position())) {
            setCurrent(b.rank, b.compile);
            Q_EMIT compileClicked(b.rank, b.compile);
            return;
        }
    QWidget::mousePressEvent(event);
}

} // namespace cs::viewers
