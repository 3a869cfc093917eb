#pragma once

#include "core/ab/probeoutput.h"
#include "core/ab/stderrnotes.h"
#include "core/run/runwriter.h"
#include "core/run/stackprobe.h"
#include "core/util/result.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace cs::ab {

// Steady calls per region and mode that `ab --why` (and the A/B dialog's Explain) traces.
inline constexpr int DefaultWhyCalls = 5;

// How an A/B is run: what `compilescope ab` and File ▸ A/B Benchmark… ask for.
struct AbSettings {
    QStringList modes; // "eager" first; the compile modes in the order asked
    int processes = 3; // per mode
    int warmup = -1; // calls dropped per process; -1: detected from each series (MSER-5)
    int parityCalls = 0; // first calls per region compared with eager; 0: off
    QString cache = QStringLiteral("cold"); // cold: a fresh Inductor/Triton cache per process; shared; user
    int timeoutS = 0; // per process; 0: none
    double minEffect = 0.02; // speed differences inside ±2% of eager's median are "no significant difference"
    // After the measured processes: one more per compiled mode with every diagnostic on (as
    // `record` does), into record/MODE/, so the A/B view can open its compile ids, graph breaks
    // and kernels. Never measured.
    bool record = false;
    // `--why`: the last measured process of each mode traces this many steady calls per region
    // with torch.profiler (core/ab/abwhy.h reads the traces); those calls are not measured. 0: off.
    int whyCalls = 0;
    // Every process of the A/B pinned to these CPUs (`--cpus 2-5`); empty: the CPUs `ab` may use,
    // read when it starts. One fixed set, so no process runs on CPUs the others did not.
    QList<int> cpus;
};

// One process of the A/B: a mode, its place in the interleaved schedule, how it ended.
struct AbProcessRun {
    QString mode;
    int index = 0; // among this mode's processes, from 0
    int order = 0; // position in the schedule, from 0
    bool record = false; // a recording (settings.record), not a measurement
    QString dir; // relative to the A/B folder: runs/NN-MODE-K, or record/MODE (a run folder)
    QString status
        = QStringLiteral("pending"); // pending, skipped, exited, signaled, timeout, cancelled, failed_to_start,
                                     // interrupted (read back: `ab` was killed while it ran)
    int exitCode = -1, signal = 0;
    double elapsedS = 0;
    QString description, skipReason, stderrTail;
    int leftoverProcesses = 0, survivors = 0; // as in a run manifest's exit (MANIFEST_JSON.md)
    QStringList survivorProcesses; // "PID NAME" of each survivor
    // What the runner could not control, read just before the process started and just after
    // it ended: the CPUs it was pinned to, the 1-minute load average (-1: unknown), the mean
    // frequency of those CPUs where the kernel exposes it (0: not exposed) and their governor.
    QList<int> cpus;
    double loadBefore = -1, loadAfter = -1, mhzBefore = 0, mhzAfter = 0;
    QString governor;
    ProbeOutput probe; // read from DIR/probe.jsonl; not part of ab-runs.json
    StderrScan stderrNotes; // DIR/stderr.txt scanned whole (measured processes); not part of ab-runs.json

    bool finished() const { return status != QLatin1String("pending") && status != QLatin1String("skipped"); }
    bool succeeded() const { return status == QLatin1String("exited") && exitCode == 0; }
};

// An A/B folder's record of itself (ab-runs.json, AB_JSON.md): the command, the settings, the
// schedule and how every process ended. Written by `ab` as it goes, and by the GPU fixture
// script (scripts/fixtures/make_ab_gpu_fixture.py) in the same form, so a folder can be
// analysed again later (`ab --analyse DIR`, the A/B view) without running anything.
struct AbRunSet {
    QString toolVersion;
    QStringList command;
    QString workingDir, outDir;
    AbSettings settings;
    QDateTime start, end; // UTC
    QList<AbProcessRun> runs; // in schedule order
    run::MachineInfo machine;
    run::RunWriter writer; // the `ab` process writing the folder (ab-runs.json while it runs)
    // Set by readRunSet when the writer is gone before `end` was written (kill -9, a crash, a
    // reboot): the sentence says so; the process that was running reads back as "interrupted".
    QString interrupted;
};

// The interleaved schedule: K rounds, each running every mode once, the order rotating by one
// mode per round (round 0 starts with eager), so that no mode always runs first or last; then,
// with `record`, one recording per compiled mode.
QList<AbProcessRun> interleavedSchedule(const QStringList &modes, int processes, bool record = false);
QString runDirName(const AbProcessRun &run);
// Where a process's probe output lies, relative to the A/B folder: DIR/probe.jsonl, or beside a
// recording's run folder (record/MODE.probe.jsonl), which holds only what `record` writes.
QString probeFileName(const AbProcessRun &run);
// A measured process's stderr copy, relative to the A/B folder (empty for a recording).
QString stderrFileName(const AbProcessRun &run);

QByteArray runSetJson(const AbRunSet &set);
// Reads DIR/ab-runs.json (or the file itself) and every run's probe output.
Result<AbRunSet> readRunSet(const QString &path);
Status writeRunSet(const AbRunSet &set); // atomically, into set.outDir
QString runSetFile(const QString &dir);
// The A/B record a path opens, or empty when it is no A/B: an A/B folder (it holds an
// ab-runs.json of schema compilescope.ab-runs/), its ab-runs.json, or its ab-result.json. Read by
// content (the schema), never by the name alone; how the window tells an A/B folder from a run.
QString runSetFileOf(const QString &path);

} // namespace cs::ab
