#include "viewers/widgets/kernelhistorychart.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMap>
#include <QValueAxis>
#include <QVBoxLayout>

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

void KernelHistoryChart::setHistory(const QString &kernel, const std::vector<ProfileStore::HistoryPoint> &points)
{
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    m_points = static_cast<int>(points.size());
    setToolTip(kernel);
    chart->setTitle(points.empty() ? tr("No measurements of this kernel yet")
                                   : tr("Median time across %n profile run(s)", nullptr, m_points));
    if (points.empty())
        return;
    std::vector<ProfileStore::HistoryPoint> sorted = points;
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.runId < b.runId; });
    QMap<QString, QLineSeries *> byMachine;
    double maxUs = 0;
    for (size_t i = 0; i < sorted.size(); ++i) {
        const QString machine = sorted[i].gpu.isEmpty() ? tr("CPU") : sorted[i].gpu;
        QLineSeries *&series = byMachine[machine];
        if (!series) {
            series = new QLineSeries;
            series->setName(machine);
            series->setPointsVisible(true);
            chart->addSeries(series);
        }
        series->append(static_cast<double>(i + 1), sorted[i].medianUs);
        maxUs = std::max(maxUs, sorted[i].medianUs);
    }
    auto *x = new QValueAxis;
    x->setTitleText(tr("run, oldest first"));
    x->setRange(0.5, static_cast<double>(sorted.size()) + 0.5);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTickCount(std::min<int>(static_cast<int>(sorted.size()) + 1, 11));
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
