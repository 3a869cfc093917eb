#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/follow/tracefollower.h"
#include "core/ingest/runloader.h"

#include <QSet>
#include <QStringList>

#include <chrono>
#include <memory>
#include <vector>

namespace cs {

// Follows a loaded run whose traces are still being written: its plain (uncompressed)
// structured trace logs grow through TraceFollower, and trace logs that appear later in the
// folders it was opened from (a rank that starts late) are added. Each poll that found new
// records returns the run as it is now, with its overviews and explanation rebuilt from the
// indexed records (the files themselves are not read again). The rest of the run (text logs,
// debug folders, profiles) stays as loaded. No Gui: the window drives it from a thread of its
// own, one poll at a time.
class RunFollow {
public:
    struct Event {
        QString path;
        TraceFollower::Update::Kind kind = TraceFollower::Update::Kind::None;
        TraceFollower::Update::Reason reason = TraceFollower::Update::Reason::First;
        size_t newRecords = 0;
        QString message; // a failure's text
    };
    struct Update {
        bool changed = false; // new records (or a log read again): `run` and `explanation` are set
        std::shared_ptr<const LoadedRun> run;
        std::shared_ptr<const Explanation> explanation;
        size_t newRecords = 0;
        int newCompiles = 0; // compile ids the run did not have before this poll
        std::vector<Event> events; // reloads, failures, new files (not plain growth)
    };

    explicit RunFollow(
        std::shared_ptr<const LoadedRun> run, std::chrono::milliseconds quietPeriod = std::chrono::milliseconds(2000));
    ~RunFollow();

    Update poll();
    std::shared_ptr<const LoadedRun> run() const { return m_run; }
    QStringList files() const; // the trace logs followed
    QStringList folders() const { return m_folders; } // searched for new trace logs
    // The plain trace logs of `run` (what following would watch), and whether any of them was
    // modified within `within` (a job still writing).
    static QStringList followable(const LoadedRun &run);
    static bool recentlyModified(const LoadedRun &run, std::chrono::seconds within);

private:
    void scanFolders(std::vector<Event> &events);

    std::shared_ptr<const LoadedRun> m_run;
    std::chrono::milliseconds m_quiet;
    std::vector<std::unique_ptr<TraceFollower>> m_followers;
    QStringList m_folders;
    QSet<QString> m_known; // every file of the run, or seen and not a trace
    std::chrono::steady_clock::time_point m_lastScan;
};

} // namespace cs
