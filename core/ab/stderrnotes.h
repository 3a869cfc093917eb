#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <cstdint>

namespace cs::ab {

// What a mode's processes said on stderr that the numbers do not show: autotuning failures,
// CUDA graphs skipped, the recompile limit hit, other warnings and errors, grouped and counted.
//
// The texts are torch's own (torch 2.11, read from its source):
//  - autotune: "No valid triton configs. OutOfResources: out of resource: shared memory, ..."
//    (_inductor/runtime/triton_heuristics.py), "Runtime error during autotuning: ..." and "CUDA
//    compilation error during autotuning" (_inductor/select_algorithm.py), Triton's
//    OutOfResources "out of resource: ...", "Exception ... for benchmark choice ...",
//    "Precompilation timeout after ...";
//  - cudagraphs: "skipping cudagraphs due to ..." (_inductor/cudagraph_utils.py, output_code.py,
//    _dynamo/backends/cudagraphs.py);
//  - recompile_limit: "torch._dynamo hit config.recompile_limit (8)" (and cache_size_limit,
//    accumulated_recompile_limit: _dynamo/convert_frame.py);
//  - warning / error: any other line torch's logging wrote at W / E (or C), a Python warning
//    ("file.py:12: UserWarning: ..."), a C++ TORCH_WARN ("[W... file.cpp:12] Warning: ..."), the
//    last line of a Python traceback.
// torch's log prefix ("[rank0]:W0115 12:34:56.789000 4242 torch/_dynamo/...:1744] [0/8] ") is
// removed; the lines after a message's first line carry the same prefix and are one message with
// it (a first line ending in ':' takes the next line along, so "Runtime error during autotuning:"
// says which error). Messages group by kind and text with numbers and addresses masked.
struct StderrNote {
    QString kind; // autotune, cudagraphs, recompile_limit, error, warning
    QString firstLine; // of the first occurrence, prefix removed, at most MaxNoteChars
    qint64 count = 0; // occurrences (a multi-line message counts once)
    int processes = 0; // how many processes wrote it (1 in one process's scan)
    QString key; // kind + masked text: what groups occurrences
};

struct StderrScan {
    QList<StderrNote> notes; // in the order of their first occurrence, at most maxNotes
    qint64 droppedNotes = 0; // occurrences of groups beyond maxNotes
    qint64 bytes = 0; // read
    bool truncated = false; // the file was longer than maxBytes: its end was not read
    QString error; // the file could not be opened (a missing file is no error: empty scan)
};

struct StderrLimits {
    qint64 maxBytes = 1ll << 30; // read at most this much of one file (streamed: memory stays small)
    int maxLineBytes = 8192; // longer lines are cut (the rest of the line is skipped)
    int maxNotes = 64; // groups kept per process and per mode
};

constexpr int MaxNoteChars = 300;

// Scans a process's stderr.txt in chunks (opened like every input: a FIFO or device is refused).
StderrScan scanStderrFile(const QString &path, const StderrLimits &limits = {});
StderrScan scanStderrText(QByteArrayView text, const StderrLimits &limits = {});

// One mode's notes from its processes' scans: counts summed, `processes` counted, the most
// frequent kinds that matter first (autotune, cudagraphs, recompile_limit, error, warning), then
// by count; at most maxNotes (the rest's occurrences in *dropped).
QList<StderrNote> mergeNotes(const QList<StderrScan> &scans, int maxNotes, qint64 *dropped = nullptr);

// "autotuning failure", "CUDA graphs skipped", ... (translated or English).
QString noteKindText(const QString &kind, bool translated);

} // namespace cs::ab
