#include "viewers/widgets/abcharts.h"

#include "core/stats/descriptive.h"
#include "viewers/displaytext.h"

#include <QAreaSeries>
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

CallBands callBands(const ab::ModeResult &m, int maxPoints)
{
    CallBands out;
    size_t calls = 0;
    for (const std::vector<double> &s : m.series)
        calls = std::max(calls, s.size());
    if (calls == 0 || maxPoints < 1)
        return out;
    const size_t width = (calls + static_cast<size_t>(maxPoints) - 1) / static_cast<size_t>(maxPoints); // per bin
    const size_t half = std::max(width, calls / 200); // the window reaches this far either side of a bin
    const size_t bins = (calls + width - 1) / width;
    struct Bin {
        double p10 = 0, p50 = 0, p90 = 0;
        bool valid = false;
    };
    std::vector<Bin> stats(bins);
    auto steadyFrom = [&](int p) { return static_cast<size_t>(std::max(0, m.warmupCalls.value(p, 0))); };
    std::vector<double> window;
    for (size_t b = 0; b < bins; ++b) {
        const size_t from = b * width > half ? b * width - half : 0;
        const size_t to = std::min(calls, (b + 1) * width + half);
        window.clear();
        for (int p = 0; p < m.series.size(); ++p) {
            const std::vector<double> &s = m.series[p];
            for (size_t i = std::max(from, steadyFrom(p)); i < std::min(to, s.size()); ++i)
                if (s[i] > 0 && std::isfinite(s[i]))
                    window.push_back(s[i]);
        }
        // A bin inside every process's warm-up has no steady calls of its own: no band there.
        bool own = false;
        for (int p = 0; p < m.series.size() && !own; ++p)
            own = (b + 1) * width > steadyFrom(p) && b * width < m.series[p].size();
        if (window.size() < 3 || !own)
            continue;
        std::sort(window.begin(), window.end());
        Bin &bin = stats[b];
        bin.p10 = stats::quantileSorted(window, 0.10);
        bin.p50 = stats::quantileSorted(window, 0.50);
        bin.p90 = stats::quantileSorted(window, 0.90);
        bin.valid = true;
        const double x = (static_cast<double>(b * width) + static_cast<double>(std::min(calls, (b + 1) * width) - 1)) / 2;
        out.median.emplace_back(x, bin.p50);
        out.low.emplace_back(x, bin.p10);
        out.high.emplace_back(x, bin.p90);
    }
    std::vector<std::pair<double, QPointF>> far; // how far outside (in band widths), the call
    for (int p = 0; p < m.series.size(); ++p) {
        const std::vector<double> &s = m.series[p];
        for (size_t i = steadyFrom(p); i < s.size(); ++i) {
            const Bin &bin = stats[i / width];
            const double v = s[i];
            if (!bin.valid || !(v > 0) || !std::isfinite(v))
                continue;
            const double spread = std::max(2 * (bin.p90 - bin.p10), 0.05 * bin.p50);
            const double over = v > bin.p90 + spread ? (v - bin.p90) / spread
                : v < bin.p10 - spread                ? (bin.p10 - v) / spread
                                                      : 0;
            if (over > 0)
                far.emplace_back(over, QPointF(static_cast<double>(i), v));
        }
    }
    out.outliersFound = static_cast<qint64>(far.size());
    if (far.size() > static_cast<size_t>(MaxOutliers)) {
        std::nth_element(far.begin(), far.begin() + MaxOutliers, far.end(),
            [](const auto &a, const auto &b) { return a.first > b.first; });
        far.resize(MaxOutliers);
    }
    std::sort(far.begin(), far.end(), [](const auto &a, const auto &b) { return a.second.x() < b.second.x(); });
    for (const auto &f : far)
        out.outliers.push_back(f.second);
    return out;
}

void drawCallSeries(QChart *chart, const ab::RegionResult &region)
{
    clear(chart);
    double low = std::numeric_limits<double>::infinity(), high = 0;
    int calls = 0;
    const bool gpu = !region.modes.isEmpty() && region.modes.first().metric == ab::Metric::Gpu;
    for (const ab::ModeResult &m : region.modes)
        for (const std::vector<double> &s : m.series)
            calls = std::max(calls, static_cast<int>(s.size()));
    const bool dense = calls > DenseCalls;
    for (int mi = 0; mi < region.modes.size(); ++mi) {
        const ab::ModeResult &m = region.modes[mi];
        if (!m.measured())
            continue;
        const QColor color = modeColor(mi);
        if (dense) {
            // Warm-up calls (the compile among them) as large points; then the steady calls as a
            // running median in a band, and what lies far outside as dots.
            auto *warm = new QScatterSeries;
            warm->setColor(color);
            warm->setBorderColor(color.darker(130));
            warm->setMarkerSize(7);
            for (int p = 0; p < m.series.size(); ++p) {
                const std::vector<double> &s = m.series[p];
                const int w = std::min(static_cast<int>(s.size()), m.warmupCalls.value(p, 0));
                for (int i = 0; i < w; ++i)
                    if (s[static_cast<size_t>(i)] > 0) {
                        warm->append(i, s[static_cast<size_t>(i)]);
                        low = std::min(low, s[static_cast<size_t>(i)]);
                        high = std::max(high, s[static_cast<size_t>(i)]);
                    }
            }
            const CallBands bands = callBands(m);
            auto *upper = new QLineSeries, *lower = new QLineSeries, *median = new QLineSeries;
            for (size_t i = 0; i < bands.median.size(); ++i) {
                upper->append(bands.high[i]);
                lower->append(bands.low[i]);
                median->append(bands.median[i]);
                low = std::min(low, bands.low[i].y());
                high = std::max(high, bands.high[i].y());
            }
            auto *band = new QAreaSeries(upper, lower);
            QColor fill = color;
            fill.setAlphaF(0.22);
            band->setBrush(fill);
            band->setPen(Qt::NoPen);
            band->setName(Tr::tr("%1: 10th–90th percentile").arg(DisplayText::line(m.mode)));
            chart->addSeries(band);
            hideFromLegend(chart, band);
            median->setPen(QPen(color, 1.8));
            median->setName(DisplayText::line(m.mode));
            chart->addSeries(median);
            auto *outliers = new QScatterSeries;
            QColor dot = color;
            dot.setAlphaF(0.75);
            outliers->setColor(dot);
            outliers->setBorderColor(dot);
            outliers->setMarkerSize(3.5);
            outliers->setName(Tr::tr("%1: outliers").arg(DisplayText::line(m.mode)));
            for (const QPointF &o : bands.outliers) {
                outliers->append(o);
                low = std::min(low, o.y());
                high = std::max(high, o.y());
            }
            chart->addSeries(outliers);
            hideFromLegend(chart, outliers);
            chart->addSeries(warm);
            hideFromLegend(chart, warm);
            continue;
        }
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
    // Ticks at round call numbers (0, 1000, 2000, ...), about five of them.
    const double raw = std::max(1.0, calls / 5.0);
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = raw / decade < 2 ? decade : raw / decade < 5 ? 2 * decade : 5 * decade;
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1.0, step));
    auto *y = new QLogValueAxis;
    y->setTitleText(gpu ? Tr::tr("CUDA-event time per call (ms, log scale)") : Tr::tr("time per call (ms, log scale)"));
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
    y->setTitleText(gpu ? Tr::tr("CUDA-event time per steady call (ms)") : Tr::tr("time per steady call (ms)"));
    y->setLabelFormat(QStringLiteral("%.3g"));
    const double pad = (high - low) * 0.1 + high * 1e-3;
    y->setRange(std::max(0.0, low - pad), high + pad);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace cs::viewers
