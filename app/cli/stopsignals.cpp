#include "cli/stopsignals.h"

#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace cs::app {
namespace {

int g_pipe[2] = { -1, -1 };
constexpr int Signals[3] = { SIGINT, SIGTERM, SIGHUP };
struct sigaction g_old[3] {};

void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(g_pipe[1], &c, 1);
}

} // namespace

StopSignals::StopSignals(std::function<void()> onStop)
    : m_onStop(std::move(onStop))
{
    ::signal(SIGPIPE, SIG_IGN);
    if (::pipe2(g_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    m_installed = true;
    m_notifier = std::make_unique<QSocketNotifier>(g_pipe[0], QSocketNotifier::Read);
    QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [this] {
        char buf[16];
        while (::read(g_pipe[0], buf, sizeof buf) > 0) { }
        m_onStop();
    });
    struct sigaction sa { };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; ++i)
        ::sigaction(Signals[i], &sa, &g_old[i]);
}

StopSignals::~StopSignals()
{
    if (!m_installed)
        return;
    for (int i = 0; i < 3; ++i)
        ::sigaction(Signals[i], &g_old[i], nullptr);
    m_notifier.reset();
    ::close(g_pipe[0]);
    ::close(g_pipe[1]);
    g_pipe[0] = g_pipe[1] = -1;
}

} // namespace cs::app
