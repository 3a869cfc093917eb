#pragma once

#include "core/graph/graphcatalog.h"
#include "core/util/result.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <utility>

namespace cs {

struct LoadedRun;

// One post-grad graph's provenance across three texts, as Inductor's provenance tracking
// records it (FORMATS §2.12, `inductor_provenance_tracking_node_mappings`): the pre-grad graph
// (its nodes are the Dynamo graph's), the post-grad graph, and the generated code, whose kernel
// calls carry `# [Provenance debug handles] <kernel>:<handle>`. Pre-grad nodes map to post-grad
// nodes and back; post-grad nodes to `<kernel>:<handle>` keys and back (many to many).
struct ProvenanceTexts {
    enum Pane { PreGrad, PostGrad, Code, PaneCount };
    QString graphId; // the post-grad graph's (graph catalog) id
    std::array<QString, PaneCount> text; // the payloads as logged (a pane without one: empty)
    std::array<int, PaneCount> firstLine {}; // each text's first line in its trace (1-based; 0: none)
    std::array<QString, PaneCount> artifact; // the record each text comes from
    // Item → the lines (0-based, in its text) that show it: a graph node's assignment; a code
    // key's provenance comment and the call below it, and its kernel's definition line.
    std::array<QHash<QString, QList<int>>, PaneCount> lines;
    QHash<QString, QStringList> preToPost, postToPre, codeToPost, postToCode;
    QHash<QString, QString> preSource; // pre-grad node → "file:line" of the model's source
    // Kernel → the first and last line of its definition in the code (`<kernel> =
    // async_compile.…` to the line closing its source).
    QHash<QString, std::pair<int, int>> definitions;
};

// What one line of one pane stands for, and what it came from and became in the other two.
struct ProvenanceLinks {
    std::array<QStringList, ProvenanceTexts::PaneCount> items; // pre-grad nodes, post-grad nodes, code keys
    std::array<QSet<int>, ProvenanceTexts::PaneCount> lines; // lines to highlight in each pane
    QStringList sources; // the pre-grad nodes' source lines
};
ProvenanceLinks provenanceLinks(const ProvenanceTexts &t, ProvenanceTexts::Pane pane, int line);
ProvenanceLinks provenanceLinksOf(const ProvenanceTexts &t, ProvenanceTexts::Pane pane, const QStringList &items);

// The post-grad graphs of the run that carry a provenance mapping of their own, not empty.
QList<GraphEntry> provenanceGraphs(const LoadedRun &run, const QList<GraphEntry> &graphs);

// The three texts of a post-grad graph and the maps between them (an error when the graph has
// no provenance mapping, or it cannot be read).
Result<ProvenanceTexts> loadProvenance(
    const LoadedRun &run, const QList<GraphEntry> &graphs, const GraphEntry &postGrad);

} // namespace cs
