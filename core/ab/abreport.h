#pragma once

#include "core/ab/abresult.h"

#include <QString>

namespace cs::ab {

// The words of an A/B, in the user's language (`translated`) or in English (JSON, SQLite).

// A region's verdict in one mode: "pays off after ~120 calls", "no significant difference",
// "slower than eager (0.83×)", "not numerically equivalent (max abs error 0.002 at output)", ...
QString verdictText(const ModeResult &m, bool translated);
// A process whose probe output is missing, empty or cut short: "default process 2:
// runs/04-default-2/probe.jsonl is missing: ...; this process is not counted".
QString probeGapText(const ProbeGap &g, bool translated);
// One line about the whole A/B: "compared 2 regions in 3 modes", "nothing to compare: the
// command never called torch.compile", "the probe did not load: ...".
QString outcomeText(const AbResult &r, bool translated);

// Times for people: "812 µs", "1.23 ms", "21.4 s".
QString formatMs(double ms);
QString formatBytes(qint64 bytes);
QString formatCalls(double calls); // "~26,000"

// Cells of a mode's row, as the text report and the diagnosis report show them: steady median
// with its 95% interval and n, speedup over eager with its interval, warm-up calls and time,
// break-even calls with their interval, parity; a peak memory with its change against eager.
QString steadyCell(const ModeResult &m);
QString speedupCell(const ModeResult &m);
QString warmupCell(const ModeResult &m, bool translated);
QString breakEvenCell(const ModeResult &m);
QString parityCell(const ModeResult &m, bool translated);
QString memoryCell(std::optional<qint64> value, std::optional<qint64> eager);
// p against eager with the process as the unit (the bootstrap's: "0.032", "< 0.001" at its
// resolution), "—"; "n/a" where the verdict is undecided (the processes disagree, or too few
// are usable).
QString pCell(const ModeResult &m);
// The machine's noise in words, where a mode's processes lie more than 10% apart: "eager: its 2
// processes differ by 55% (357 µs to 553 µs; calls within one vary by 4%): pin fewer CPUs (--cpus) or
// add processes (--processes)". Empty otherwise.
QString noiseNote(const ModeResult &m, bool translated);
constexpr double NoisyProcessSpread = 0.10;

// A mode's notes from stderr, one line each: "37× autotuning failure (2 processes): No valid
// triton configs. OutOfResources: out of resource: shared memory, ...". The last line says how
// many more there were, or which processes' stderr was too long to read whole.
QStringList noteLines(const ModeSummary &m, bool translated);
// What the memory numbers hold when parity ran: "GPU peaks leave out the parity checks' own
// allocations (up to 1.2 GiB more per process, not counted); peak RSS includes them." Empty
// without parity.
QString parityMemoryText(const AbResult &r, bool translated);

// "2 process(es) per mode, interleaved; warm-up detected; parity on the first 3 calls; cache cold"
// and "torch 2.11.0; CUDA 13.0; ...; H200; host (CPU, 16 cores)", translated.
QString settingsText(const AbResult &r);
QString stackText(const AbResult &r);
// What the runner could not control, over the processes: "Not controlled: the machine's load
// average went from 0.4 to 3.9 around the processes (more than its 2 pinned CPUs: other work
// competed with the measurement); their frequency is not visible on this machine (...)". Empty
// for a folder that did not record them.
QString conditionsText(const AbResult &r, bool translated);

// The command line's text report (translated): the stack, per region a table of the modes
// (steady median with its interval, speedup with its interval, warm-up, break-even, recompiles,
// parity, verdict), peak memory per mode, failed modes with their stderr, the gate.
QString textReport(const AbResult &r);

} // namespace cs::ab
