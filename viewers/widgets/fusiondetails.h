#pragma once

#include "core/fusion/fusionstepper.h"
#include "core/fusion/whynot.h"
#include "core/profiling/kernelplan.h"

#include <QString>

namespace cs::viewers {

// The Fusion view's text panes as HTML; every name, reason and line of code from the trace is
// escaped (DisplayText), so markup in a name shows as text.

// How sure it is that the decisions belong to the graph, in a few words (picker, status).
QString fusionAttributionText(const FusionGraph &graph);

// A scheduler node at a stepper position: what it computes (ranges, numel/rnumel), where it
// comes from, its dependencies, its loop body, the fused node holding it at that position,
// the decisions about it, and the final node's kernel with its code (`plan`) and measured time.
QString fusionNodeHtml(const FusionStepper &stepper, int node, int position, const KernelPlan *plan);

// A final node when the graph has no scheduler nodes (only generated code or provenance).
QString fusionFinalHtml(const FusionGraph &graph, int final, const KernelPlan *plan);

// "Why are these two separate?" for people: the verdict, the recorded decisions, the
// structural reasons, the settings, and what the record cannot tell.
QString whyNotHtml(const FusionGraph &graph, const WhyNotAnswer &answer);

// Pairs blocked per reason category, the values in the reasons, the memory traffic saved per
// kernel and in total, the nodes that stayed alone; for a graph without a fusion log, which
// setting records one and what is shown instead.
QString fusionSummaryHtml(const FusionGraph &graph, const QString &missing);

} // namespace cs::viewers
