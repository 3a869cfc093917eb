"""Parquet files of a fleet store's tables, for DuckDB, pandas or Spark users.

    python -m compilescope_fleet.parquet STORE_DIR      (or `fleet index ... --parquet`)

Writes STORE_DIR/parquet/<table>.parquet for every table of fleet.sqlite (FLEET_STORE.md),
each written to a temporary file and renamed, with the column types of the SQLite schema
(INTEGER: int64, REAL: float64, TEXT: string; NULL stays null). Needs pyarrow.
"""

import os
import pathlib
import sqlite3
import sys

TABLES = ["jobs", "logs", "compiles", "sites", "break_sites", "causes", "recompile_causes", "failures", "cache"]


def export(store_dir):
    import pyarrow as pa
    import pyarrow.parquet as pq

    types = {"INTEGER": pa.int64(), "REAL": pa.float64(), "TEXT": pa.string()}
    path = os.path.abspath(os.path.join(store_dir, "fleet.sqlite"))
    if not os.path.isfile(path):
        raise FileNotFoundError("%s: no fleet store here" % path)
    # Read-only needs SQLite's URI form; the path is percent-encoded into it (a '#' or '?' in a
    # folder's name is part of the path, not of the URI).
    db = sqlite3.connect(pathlib.Path(path).as_uri() + "?mode=ro", uri=True)
    out = os.path.join(store_dir, "parquet")
    os.makedirs(out, exist_ok=True)
    counts = {}
    for table in TABLES:
        info = db.execute("PRAGMA table_info(%s)" % table).fetchall()
        names = [c[1] for c in info]
        rows = db.execute("SELECT * FROM %s" % table).fetchall()
        columns = list(zip(*rows)) if rows else [()] * len(names)
        arrays = [pa.array(list(col), type=types.get(c[2].upper(), pa.string())) for col, c in zip(columns, info)]
        tmp = os.path.join(out, ".%s.parquet.tmp" % table)
        pq.write_table(pa.table(arrays, names=names), tmp)
        os.replace(tmp, os.path.join(out, "%s.parquet" % table))
        counts[table] = len(rows)
    db.close()
    return counts


def main(argv):
    if len(argv) != 1:
        sys.stderr.write("usage: python -m compilescope_fleet.parquet STORE_DIR\n")
        return 2
    try:
        counts = export(argv[0])
    except ImportError:
        sys.stderr.write("compilescope_fleet.parquet: pyarrow is not installed in %s\n" % sys.executable)
        return 1
    except (OSError, sqlite3.Error) as e:
        sys.stderr.write("compilescope_fleet.parquet: %s: %s\n" % (argv[0], e))
        return 1
    sys.stderr.write("Parquet: %s\n" % ", ".join("%s %d rows" % kv for kv in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
