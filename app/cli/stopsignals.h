#pragma once

#include <functional>
#include <memory>

class QSocketNotifier;

namespace cs::app {

// While alive, Ctrl+C, SIGTERM and SIGHUP call `onStop` on the event loop instead of killing
// compilescope (the handler only writes a byte to a pipe the loop watches), so a command that
// runs the user's processes (`record`, `ab`) stops them in order; SIGPIPE is ignored, so a
// closed stdout (`... | head`) never orphans them. The previous handlers come back on
// destruction. One instance at a time.
class StopSignals {
public:
    explicit StopSignals(std::function<void()> onStop);
    ~StopSignals();
    StopSignals(const StopSignals &) = delete;
    StopSignals &operator=(const StopSignals &) = delete;

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
    std::function<void()> m_onStop;
    bool m_installed = false;
};

} // namespace cs::app
