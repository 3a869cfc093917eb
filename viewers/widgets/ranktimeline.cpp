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
    bool any = false;
    if (m_analysis)
        for (const ranks::RankRun &r : m_analysis->ranks)
            for (const ranks::RankCompile &c : r.compiles)
                if (c.times.startUs >= 0 && c.times.endUs >= c.times.startUs) {
                    m_firstUs = any ? std::min(m_firstUs, c.times.startUs) : c.times.startUs;
                    m_lastUs = any ? std::max(m_lastUs, c.times.endUs) : c.times.endUs;
                    any = true;
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
    return { 600, fontMetrics().height() * (lanes + 2) + 8 };
}

QSize RankTimeline::minimumSizeHint() const
{
    // Every lane and the axis: a splitter never hides a rank.
    const int lanes = m_analysis ? static_cast<int>(std::min<qsizetype>(m_analysis->ranks.size(), 16)) : 2;
    return { 200, (fontMetrics().height() + 4) * (lanes + 1) + 10 };
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
            if (c.times.startUs < 0 || c.times.endUs < c.times.startUs)
                continue;
            const double x0 = left + (c.times.startUs - m_firstUs) / span * width;
            const double x1 = left + (c.times.endUs - m_firstUs) / span * width;
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
        p.drawText(QRectF(x - 40, y + 2, 80, lane), Qt::AlignHCenter | Qt::AlignTop,
            QStringLiteral("%1 s").arg(seconds * i / 4, 0, 'f', seconds < 10 ? 2 : 0));
    }
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
