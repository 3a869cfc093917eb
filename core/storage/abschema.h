#pragma once

namespace cs::sql {

// Schema migration 1 -> 2 (PRAGMA user_version 2): A/B runs (issue 17). Additive only: new
// tables, nothing of version 1 changes. The diff migration may take user_version 3.
//
// ab_run     one `compilescope ab`: when, where, the command, its settings (JSON), the
//            outcome, whether its gate tripped, the A/B folder, and the whole result as JSON
//            (schema compilescope.ab/1, without the per-call series), so reports and `diff`
//            can use every number without the folder.
// ab_mode    per run and mode: availability, processes, failures, peak memory.
// ab_result  per run, compiled region and mode: the numbers and the verdict, for queries
//            across runs (a region's history).
inline constexpr const char AbMigration[] = R"sql(
    CREATE TABLE ab_run (
        id           INTEGER PRIMARY KEY,
        started_at   TEXT NOT NULL,
        finished_at  TEXT,
        machine_id   INTEGER NOT NULL REFERENCES machine(id),
        command      TEXT NOT NULL,
        working_dir  TEXT NOT NULL DEFAULT '',
        out_dir      TEXT NOT NULL DEFAULT '',
        settings     TEXT NOT NULL DEFAULT '{}',
        outcome      TEXT NOT NULL,
        gate_tripped INTEGER NOT NULL DEFAULT 0,
        python       TEXT NOT NULL DEFAULT '',
        result_json  TEXT NOT NULL DEFAULT '{}'
    );
    CREATE TABLE ab_mode (
        id                       INTEGER PRIMARY KEY,
        run_id                   INTEGER NOT NULL REFERENCES ab_run(id) ON DELETE CASCADE,
        mode                     TEXT NOT NULL,
        available                INTEGER NOT NULL,
        reason                   TEXT NOT NULL DEFAULT '',
        processes                INTEGER NOT NULL,
        succeeded                INTEGER NOT NULL,
        failed                   INTEGER NOT NULL,
        stderr_tail              TEXT NOT NULL DEFAULT '',
        peak_rss_bytes           INTEGER,
        peak_gpu_allocated_bytes INTEGER,
        peak_gpu_reserved_bytes  INTEGER,
        UNIQUE (run_id, mode)
    );
    CREATE TABLE ab_result (
        id               INTEGER PRIMARY KEY,
        run_id           INTEGER NOT NULL REFERENCES ab_run(id) ON DELETE CASCADE,
        region           TEXT NOT NULL,
        name             TEXT NOT NULL DEFAULT '',
        mode             TEXT NOT NULL,
        status           TEXT NOT NULL,
        metric           TEXT NOT NULL DEFAULT 'wall',
        steady_n         INTEGER NOT NULL DEFAULT 0,
        median_ms        REAL,
        ci_low_ms        REAL,
        ci_high_ms       REAL,
        warmup_calls     INTEGER,
        warmup_ms        REAL,
        compile_ms       REAL,
        time_to_steady_s REAL,
        speedup          REAL,
        speedup_low      REAL,
        speedup_high     REAL,
        break_even       REAL,
        break_even_low   REAL,
        break_even_high  REAL,
        recompiles       INTEGER NOT NULL DEFAULT 0,
        parity_checked   INTEGER NOT NULL DEFAULT 0,
        parity_failed    INTEGER NOT NULL DEFAULT 0,
        parity_max_abs   REAL,
        parity_max_rel   REAL,
        verdict          TEXT NOT NULL,
        verdict_text     TEXT NOT NULL,
        UNIQUE (run_id, region, mode)
    );
    CREATE INDEX ab_result_by_region ON ab_result(region, mode, run_id);
)sql";

} // namespace cs::sql
