#include "viewers/widgets/kernelhistorychart.h"

#include "viewers/displaytext.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMap>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace cs::viewers {

KernelHistoryChart::KernelHistoryChart(QWidget *parent)
    : QWidget(parent)
{
    m_view = new QChartView(new QChart);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->legend()->setAlignment(Qt::AlignBottom);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void KernelHistoryChart::clear()
{
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    chart->setTitle(QString());
    setToolTip(QString());
    m_points = 0;
}

QString KernelHistoryChart::title() const
{
    return m_view->chart()->title();
}

void KernelHistoryChart::setHistory(const QString &kernel, const std::vector<ProfileStore::HistoryPoint> &points)
{
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    m_points = static_cast<int>(points.size());
    setToolTip(DisplayText::toolTip(kernel)); // trace text: inert, elided
    chart->setTitle(points.empty() ? tr("No measurements of this kernel yet")
                                   : tr("Median and minimum across %n profile run(s)", nullptr, m_points));
    if (points.empty())
        return;
    std::vector<ProfileStore::HistoryPoint> sorted = points;
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.runId < b.runId; });
    // Per machine: the median (the typical launch) solid, the minimum (what Inductor's own
    // benchmark reports for Triton kernels) dashed in the same colour.
    QMap<QString, std::pair<QLineSeries *, QLineSeries *>> byMachine;
    double maxUs = 0;
    for (size_t i = 0; i < sorted.size(); ++i) {
        const QString machine = sorted[i].gpu.isEmpty() ? tr("CPU") : sorted[i].gpu;
        auto &[median, minimum] = byMachine[machine];
        if (!median) {
            median = new QLineSeries;
            median->setName(tr("%1 median").arg(machine));
            median->setPointsVisible(true);
            chart->addSeries(median);
            minimum = new QLineSeries;
            minimum->setName(tr("%1 min").arg(machine));
            minimum->setPointsVisible(true);
            chart->addSeries(minimum);
            QPen pen = minimum->pen();
            pen.setColor(median->color());
            pen.setStyle(Qt::DashLine);
            minimum->setPen(pen);
        }
        median->append(static_cast<double>(i + 1), sorted[i].medianUs);
        minimum->append(static_cast<double>(i + 1), sorted[i].minUs);
        maxUs = std::max(maxUs, sorted[i].medianUs);
    }
    auto *x = new QValueAxis;
    x->setTitleText(tr("run, oldest first"));
    x->setRange(0.5, static_cast<double>(sorted.size()) + 0.5);
    x->setLabelFormat(QStringLiteral("%d"));
    // Ticks on the runs themselves (1, 2, ...), not on the half-way range ends.
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(std::max(1, static_cast<int>(sorted.size() + 9) / 10));
    auto *y = new QValueAxis;
    y->setTitleText(tr("µs"));
    y->setLabelFormat(QStringLiteral("%.3g"));
    y->setRange(0, maxUs * 1.15);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

} // namespace cs::viewers
