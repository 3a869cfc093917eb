// Prints the longest UI stall (the longest gap between ticks of a 2 ms timer on the event loop,
// as bench_graph measures it) while the main window does what a user does:
//   bench_ui open TRACE [TAB...]   open TRACE, wait until loaded, then show each tab (all when
//                                  none are named: details, breaks, recompiles, failures, ...)
//   bench_ui guards TRACE COMPILE_ID TEXT
//                                  open TRACE, show COMPILE_ID's guards, type TEXT into the
//                                  guard search one key at a time, then clear it
// Widgets are found by type and name only, so the same source builds against older versions
// of the app (for before/after numbers). QT_QPA_PLATFORM=offscreen is fine.
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/widgets/kernelspane.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QTableView>

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace cs::app;

namespace {

// CPU time of the calling thread: on a busy machine a stall's wall time is mostly waiting for a core.
double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// With CS_BENCH_SLOW=<ms>, every event the UI thread takes longer than that to handle is
// printed with its receiver: where a stall comes from.
class App : public QApplication {
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_slowMs <= 0)
            return QApplication::notify(receiver, event);
        QElapsedTimer t;
        t.start();
        const double cpu = threadCpuMs();
        const int type = event->type();
        const bool result = QApplication::notify(receiver, event);
        if (t.elapsed() >= m_slowMs)
            std::fprintf(stderr, "  slow event %d to %s(%s): %lld ms (%.0f ms CPU)\n", type,
                receiver->metaObject()->className(), qPrintable(receiver->objectName()),
                static_cast<long long>(t.elapsed()), threadCpuMs() - cpu);
        return result;
    }
    int m_slowMs = qEnvironmentVariableIntValue("CS_BENCH_SLOW");
};

// The longest gap between timer ticks since the last reset().
class StallMeter {
public:
    StallMeter()
    {
        m_clock.start();
        QObject::connect(&m_tick, &QTimer::timeout, [this] { note(); });
        m_tick.start(2);
        reset();
    }
    void reset()
    {
        m_last = m_clock.elapsed();
        m_longest = 0;
    }
    void note() // also called after synchronous work, which the timer cannot see end
    {
        const qint64 now = m_clock.elapsed();
        m_longest = std::max(m_longest, now - m_last);
        m_last = now;
    }
    qint64 longest() const { return m_longest; }
    qint64 now() const { return m_clock.elapsed(); }

private:
    QElapsedTimer m_clock;
    QTimer m_tick;
    qint64 m_last = 0, m_longest = 0;
};

// Runs the event loop for `ms` (painting, queued work), ticks measured.
void settle(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

void row(const char *what, qint64 wallMs, qint64 stallMs)
{
    std::printf("%-34s %9lld %9lld\n", what, static_cast<long long>(wallMs), static_cast<long long>(stallMs));
    std::fflush(stdout);
}

bool open(MainWindow &w, const QString &path, StallMeter &meter)
{
    QSignalSpy loaded(&w, &MainWindow::runLoaded);
    QSignalSpy failed(&w, &MainWindow::loadFailed);
    const qint64 start = meter.now();
    meter.reset();
    w.openPaths({ path });
    while (loaded.isEmpty() && failed.isEmpty())
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    settle(300);
    meter.note();
    row("open until loaded", meter.now() - start, meter.longest());
    return !loaded.isEmpty();
}

} // namespace

int main(int argc, char **argv)
{
    App app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 2 || (args[0] == QLatin1String("guards") && args.size() < 4)) {
        std::fprintf(stderr, "usage: bench_ui open TRACE [TAB...] | bench_ui guards TRACE COMPILE_ID TEXT\n");
        return 2;
    }
    MainWindow w;
    w.setQuiet(true);
    w.resize(1400, 900);
    w.show();
    settle(200);
    StallMeter meter;
    std::printf("%-34s %9s %9s\n", "step", "wall_ms", "stall_ms");
    if (!open(w, args[1], meter))
        return 1;
    auto *tabs = w.findChild<FindingsTabs *>();
    if (args[0] == QLatin1String("open")) {
        QStringList names = args.mid(2);
        if (names.isEmpty())
            for (int i = 0; i < tabs->count(); ++i)
                names << tabs->widget(i)->objectName();
        for (const QString &name : names) {
            const qint64 start = meter.now();
            meter.reset();
            tabs->showView(name);
            meter.note();
            settle(400);
            meter.note();
            row(qPrintable(QStringLiteral("show tab %1").arg(name)), meter.now() - start, meter.longest());
        }
        return 0;
    }
    if (args[0] == QLatin1String("kernels")) {
        auto *pane = tabs->kernelsPane();
        auto measure = [&](const QString &what, auto fn, int settleMs) {
            const qint64 start = meter.now();
            meter.reset();
            fn();
            meter.note();
            settle(settleMs);
            meter.note();
            row(qPrintable(what), meter.now() - start, meter.longest());
        };
        measure(QStringLiteral("show tab kernels"), [&] { tabs->showView(QStringLiteral("kernels")); }, 1500);
        QTableView *table = pane->table();
        std::printf("rows %d\n", table->model()->rowCount());
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            if (table->isColumnHidden(c))
                continue;
            measure(QStringLiteral("sort col %1 asc").arg(c), [&] { table->sortByColumn(c, Qt::AscendingOrder); }, 200);
            measure(QStringLiteral("sort col %1 desc").arg(c), [&] { table->sortByColumn(c, Qt::DescendingOrder); }, 200);
        }
        for (int r = 0; r < table->model()->rowCount(); ++r)
            measure(QStringLiteral("select row %1").arg(r), [&] { table->setCurrentIndex(table->model()->index(r, 0)); }, 200);
        for (QCheckBox *b : pane->findChildren<QCheckBox *>()) {
            measure(QStringLiteral("toggle %1").arg(b->text()), [&] { b->click(); }, 200);
            measure(QStringLiteral("toggle %1").arg(b->text()), [&] { b->click(); }, 200);
        }
        return 0;
    }
    // guards: the compile's guard tree, then typing.
    w.selectCompile(args[2]);
    tabs->showView(QStringLiteral("guards"));
    settle(500);
    QLineEdit *search = nullptr;
    for (QLineEdit *e : tabs->findChildren<QLineEdit *>())
        if (e->placeholderText().startsWith(QLatin1String("Search guards")))
            search = e;
    if (!search) {
        std::fprintf(stderr, "no guard search field\n");
        return 1;
    }
    search->setFocus();
    qint64 worst = 0;
    const qint64 typingStart = meter.now();
    for (const QChar c : args[3]) {
        const qint64 start = meter.now();
        meter.reset();
        QTest::keyClicks(search, QString(c));
        meter.note();
        settle(250); // the pause between keystrokes; a deferred search runs here
        meter.note();
        worst = std::max(worst, meter.longest());
        row(qPrintable(QStringLiteral("key '%1'").arg(c)), meter.now() - start, meter.longest());
    }
    settle(1000);
    meter.note();
    worst = std::max(worst, meter.longest());
    const qint64 clearStart = meter.now();
    meter.reset();
    search->clear();
    meter.note();
    settle(1000);
    meter.note();
    row("clear the search", meter.now() - clearStart, meter.longest());
    worst = std::max(worst, meter.longest());
    row("typing (longest stall)", clearStart - typingStart, worst);
    return 0;
}
