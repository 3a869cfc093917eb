#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"
#include "core/util/result.h"

#include <QJsonObject>
#include <QStringList>

#include <future>
#include <list>
#include <memory>
#include <optional>

namespace cs::app::mcp {

// A run the server has opened, with what its tools made of it so far: each document is made
// once and answered from here after (a page of a 1 GB run's summary is a slice of a document
// already made). The explanation, the graph listing and the ranks, the costly ones an assistant
// asks for next, are made on threads of their own once the answer that opened the run is sent, while the
// client reads it (the run is immutable once read: core/model/tracelog.h).
struct OpenRun {
    QStringList paths; // as the client named them
    QString stamp; // the paths with their sizes and times when read
    std::shared_ptr<const LoadedRun> run;
    std::shared_future<QJsonObject> explaining;
    std::shared_future<QList<GraphEntry>> listing;
    std::shared_future<QJsonObject> ranking;
    std::optional<QJsonObject> summary, graphs, fusionAll;
    std::optional<FusionRun> fusion;

    void startPrefetch(); // once; a document asked for before it started is made at once

    const QJsonObject &summaryDoc();
    const QJsonObject &explainDoc();
    const QList<GraphEntry> &graphEntries();
    const QJsonObject &graphsDoc();
    const FusionRun &fusionRun();
    const QJsonObject &fusionDoc(); // `fusion --json` of every graph
    const QJsonObject &ranksDoc();
    // The bytes of a file the run was read from (a trace log as read: decompressed; a debug
    // folder's file; a text log; an output_code.py), and its trace log when it is one (for the
    // line index of its records); an error for any other file. What `evidence` may read.
    struct Evidence {
        std::shared_ptr<const ByteSource> bytes;
        const TraceLog *log = nullptr;
    };
    Result<Evidence> evidenceOf(const QString &path) const;
};

// The runs opened, the most recently used first; the oldest is closed beyond `capacity`.
class RunCache {
public:
    explicit RunCache(int capacity = 4)
        : m_capacity(capacity)
    {
    }
    // Opens `paths` (as `summary PATH...` does), or gives the run already open for them.
    Result<std::shared_ptr<OpenRun>> open(const QStringList &paths);
    // Starts the prefetch of runs opened since the last call (after an answer is sent).
    void prefetch();

private:
    int m_capacity;
    std::list<std::shared_ptr<OpenRun>> m_runs; // keyed by their stamp
};

} // namespace cs::app::mcp
