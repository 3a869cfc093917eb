#pragma once

#include "core/model/autotunelog.h"
#include "core/model/textlog.h"

#include <string_view>
#include <vector>

namespace cs {

// Reads max-autotune's tables from the unprefixed lines of a TORCH_LOGS text log (FORMAT.md
// "Autotuning"): feed every unprefixed line of one rank in order (its `[rank<N>]:` lead removed),
// with the compile id of that rank's last tagged message before it; `finish` closes a table the
// log ends in.
class AutotuneTableLines {
public:
    void plain(int lineNo, std::string_view line, std::string_view lastCompileId, int rank = -1);
    void finish();
    QList<AutotuneTable> take();

private:
    bool closeWith(std::string_view line); // the "... AUTOTUNE benchmarking takes ..." line
    QList<AutotuneTable> m_tables;
    AutotuneTable m_open;
    bool m_inTable = false, m_statsNext = false;
    AutotuneTable m_stats; // the last "Autotune Choices Stats" read, for the table after it
    bool m_haveStats = false;
};

// The DEBUG messages of triton_heuristics.py (every config benchmarked for a kernel) and
// coordinate_descent_tuner.py (its steps), given as indexes into the log's messages in order.
void readTuningMessages(const std::vector<LogMessage> &messages, const std::vector<size_t> &tuning, AutotuneLog &out);

} // namespace cs
