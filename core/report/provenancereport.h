#pragma once

#include "core/graph/provenance.h"

#include <QJsonObject>
#include <QString>

namespace cs {

// `graph --provenance`: the post-grad graphs with a provenance mapping; with a graph, every
// pre-grad node with the post-grad nodes it became and the kernel calls computing them, each
// with the trace lines that show it (1-based), and the calls no model node leads to.
QString provenanceListText(const QList<GraphEntry> &graphs);
QJsonObject provenanceListJson(const QList<GraphEntry> &graphs); // compilescope.provenance_list/1
QString provenanceText(const ProvenanceTexts &t);
QJsonObject provenanceJson(const ProvenanceTexts &t); // compilescope.provenance/1 (GRAPH_JSON.md)

} // namespace cs
