#include "viewers/widgets/abcharts.h"

#include "core/stats/descriptive.h"
#include "viewers/displaytext.h"

#include <QBarCategoryAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QCoreApplication>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::AbCharts)
};

void clear(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

} // namespace

QColor modeColor(int i)
{
    static const QColor colors[] = { QColor(0x55, 0x55, 0x55), QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
        QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd), QColor(0xff, 0x7f, 0x0e) };
    return colors[static_cast<size_t>(i) % std::size(colors)];
}

void drawCallSeries(QChart *chart, const ab::RegionResult &region)
{
    clear(chart);
    double low = std::numeric_limits<double>::infinity(), high = 0;
    int calls = 0;
    const bool gpu = !region.modes.isEmpty() && region.modes.first().metric == ab::Metric::Gpu;
    for (int mi = 0; mi < region.modes.size(); ++mi) {
        const ab::ModeResult &m = region.modes[mi];
        if (!m.measured())
            continue;
        const QColor color = modeColor(mi);
        auto *warm = new QScatterSeries;
        warm->setName(DisplayText::line(m.mode));
        warm->setColor(color);
        warm->setBorderColor(color.darker(130));
        warm->setMarkerSize(7);
        for (int p = 0; p < m.series.size(); ++p) {
            const std::vector<double> &s = m.series[p];
            const int w = p < m.warmupCalls.size() ? m.warmupCalls[p] : 0;
            auto *line = new QLineSeries;
            QColor c = color;
            c.setAlphaF(p == 0 ? 1.0 : 0.55); // one process in full colour, the others lighter
            line->setPen(QPen(c, 1.2));
            for (size_t i = 0; i < s.size(); ++i) {
                const double v = s[i];
                if (!(v > 0))
                    continue;
                low = std::min(low, v);
                high = std::max(high, v);
                if (static_cast<int>(i) < w)
                    warm->append(static_cast<double>(i), v);
                else
                    line->append(static_cast<double>(i), v);
            }
            calls = std::max(calls, static_cast<int>(s.size()));
            line->setName(DisplayText::line(m.mode));
            chart->addSeries(line);
            if (p > 0)
                hideFromLegend(chart, line);
        }
        chart->addSeries(warm);
        hideFromLegend(chart, warm);
        if (m.steady.n > 0 && m.steady.median > 0) {
            auto *median = new QLineSeries;
            median->setPen(QPen(color, 1.5, Qt::DashLine));
            median->append(0, m.steady.median);
            median->append(std::max(1, calls - 1), m.steady.median);
            chart->addSeries(median);
            hideFromLegend(chart, median);
        }
    }
    if (high <= 0)
        return;
    auto *x = new QValueAxis;
    x->setTitleText(Tr::tr("call"));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(-0.5, std::max(1, calls) - 0.5);
    auto *y = new QLogValueAxis;
    y->setTitleText(gpu ? Tr::tr("GPU time per call (ms, log scale)") : Tr::tr("time per call (ms, log scale)"));
    y->setLabelFormat(QStringLiteral("%.3g"));
    y->setBase(10);
    y->setRange(low / 1.5, high * 1.5);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void drawDistributions(QChart *chart, const ab::RegionResult &region)
{
    clear(chart);
    auto *series = new QBoxPlotSeries;
    series->setName(Tr::tr("steady calls"));
    QStringList categories;
    double low = std::numeric_limits<double>::infinity(), high = 0;
    for (int mi = 0; mi < region.modes.size(); ++mi) {
        const ab::ModeResult &m = region.modes[mi];
        if (!m.measured() || m.steadySamples.empty())
            continue;
        const std::vector<double> s = stats::sorted(m.steadySamples);
        const double q1 = stats::quantileSorted(s, 0.25), q3 = stats::quantileSorted(s, 0.75);
        const double iqr = q3 - q1;
        const auto lo = std::lower_bound(s.begin(), s.end(), q1 - 1.5 * iqr);
        const auto hi = std::upper_bound(s.begin(), s.end(), q3 + 1.5 * iqr);
        const double lowWhisker = lo != s.end() ? *lo : s.front();
        const double highWhisker = hi != s.begin() ? *(hi - 1) : s.back();
        auto *box = new QBoxSet(lowWhisker, q1, stats::quantileSorted(s, 0.5), q3, highWhisker, m.mode);
        box->setBrush(modeColor(mi).lighter(160));
        box->setPen(QPen(modeColor(mi), 1.5));
        series->append(box);
        categories << m.mode;
        low = std::min(low, lowWhisker);
        high = std::max(high, highWhisker);
    }
    chart->addSeries(series);
    chart->legend()->setVisible(false);
    if (categories.isEmpty())
        return;
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    const bool gpu = region.modes.first().metric == ab::Metric::Gpu;
    y->setTitleText(gpu ? Tr::tr("GPU time per steady call (ms)") : Tr::tr("time per steady call (ms)"));
    y->setLabelFormat(QStringLiteral("%.3g"));
    const double pad = (high - low) * 0.1 + high * 1e-3;
    y->setRange(std::max(0.0, low - pad), high + pad);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace cs::viewers
