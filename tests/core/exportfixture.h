#pragma once

// The exported programs of tests/data/export (scripts/fixtures/make_export_programs.py), opened
// as a user opens them (loadRun), for tst_exportprogram and tst_exportfaults.
#include "core/ingest/runloader.h"

#include <QDebug>
#include <QFile>

namespace exportfixture {

inline QString data(const char *name)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/export/") + QLatin1String(name);
}

inline std::shared_ptr<const cs::LoadedRun> load(const QString &path)
{
    auto run = cs::loadRun({ path });
    if (!run)
        qWarning() << run.error().toString();
    return run ? run.value() : nullptr;
}

// The first program of the named fixture, or null.
inline std::shared_ptr<const cs::ExportedProgram> program(const char *name)
{
    const auto run = load(data(name));
    if (!run || run->archives.empty() || run->archives[0].programs.empty())
        return nullptr;
    return run->archives[0].programs[0];
}

// dynamic_dims.pt2 with one byte of its program entry changed (a bit flipped on a disk or in a
// copy: the entry fails its CRC), written to `path`; false when it could not be made.
inline bool writeFlippedProgram(const QString &path)
{
    QFile in(data("dynamic_dims.pt2"));
    if (!in.open(QIODevice::ReadOnly))
        return false;
    QByteArray bytes = in.readAll();
    const qsizetype at = bytes.indexOf("\"graph_module\""); // model.json is stored, not deflated
    if (at <= 0)
        return false;
    bytes[at + 3] = 'X';
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
}

} // namespace exportfixture
