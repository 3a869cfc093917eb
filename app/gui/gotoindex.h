#pragma once

#include "core/analysis/explain.h"
#include "core/ingest/runloader.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace cs::app {

// What Ctrl+K ("go to anything") can open: every compile id, function (frame), user source
// line, kernel, graph node, graph break and recompiling function of a run, each with where it
// opens. Built off the UI thread: the run's own facts first (instant), then every graph's
// nodes, which means reading each graph payload (a 48-layer model: 40,000+ nodes).
// Immutable once built; queries are const and may run on any thread.
class GotoIndex {
    Q_DECLARE_TR_FUNCTIONS(cs::app::GotoIndex)
public:
    enum class Kind : uint8_t { Compile, Break, Recompile, Function, Kernel, SourceLine, GraphNode };
    struct Entry {
        Kind kind = Kind::Compile;
        QString text; // what is matched and shown first: "0/3", "forward", "model.py:42", "add_12"
        QString detail; // shown beside it, matched too: the function, the graph, the reason
        CompileRef compile; // the compile it belongs to (invalid: none)
        QString graphId; // graph nodes, kernels: the graph that holds them
        int row = -1; // breaks: the row in Explanation::breaks; recompiles: in ::recompiles
        // Opens in: a source line found in a graph opens the graph, one of a break the break.
        Kind opens = Kind::Compile;
    };
    struct Match {
        int entry = -1;
        int score = 0;
    };

    // The run's compile ids, functions, their source lines, breaks, recompiles and kernels.
    static std::shared_ptr<const GotoIndex> build(const LoadedRun &run, const Explanation &explanation);
    // `base` and every graph's nodes and their source lines (nullptr when cancelled).
    static std::shared_ptr<const GotoIndex> withGraphs(
        const GotoIndex &base, const LoadedRun &run, const std::atomic<bool> *cancel = nullptr);

    const std::vector<Entry> &entries() const { return m_entries; }
    const Entry &entry(int i) const { return m_entries[static_cast<size_t>(i)]; }
    size_t size() const { return m_entries.size(); }
    bool hasGraphs() const { return m_hasGraphs; }
    int graphCount() const { return m_graphs; }

    // The best `limit` entries for `query`, best first. Words separated by spaces must each
    // match, as a substring (best: at the start of a word) or as letters in order (fuzzy);
    // case does not matter. An empty query lists compile ids, breaks and recompiles.
    // Typing narrows: with `within` (the entries that matched a query this one extends), only
    // those are looked at; `matched`, when given, receives every entry that matched.
    QList<Match> query(const QString &query, int limit = 200, const std::vector<int> *within = nullptr,
        std::vector<int> *matched = nullptr) const;
    static QString kindName(Kind kind); // translated: "compile", "graph node", ...

private:
    void add(Entry e);

    std::vector<Entry> m_entries;
    std::vector<QString> m_folded; // text + ' ' + detail, lower case
    std::vector<int> m_textLength; // of text in m_folded: letters in order are looked for there only
    std::vector<uint64_t> m_masks; // which characters each folded string holds (a quick reject)
    bool m_hasGraphs = false;
    int m_graphs = 0;
};

} // namespace cs::app
