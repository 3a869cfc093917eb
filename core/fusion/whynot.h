#pragma once

#include "core/fusion/fusionmodel.h"
#include "core/fusion/fusionselect.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace cs {

// "Why are these two not one kernel?" for two names of a graph (fusionselect.h): the
// recorded decisions for the pair and for the fused nodes they were part of at the time;
// when the pair was never scored, why it could not have been, from the IR's dependencies;
// the settings that change the outcome. Says so when the record cannot tell a rejection
// from a fusion that lost to a higher-scored one (FUSION-NOTES: the score is never logged).
struct WhyNotAnswer {
    QString a, b; // as asked
    FusionSelection selA, selB;
    QString error; // a name means nothing in this graph
    enum class Verdict {
        Fused, // they are one node: `fusedBy` made it
        Rejected, // recorded rejections of their nodes
        NeverScored, // a structural reason: no line could have been written
        CannotTell, // they could have been scored, and no line says what happened
        Overlap, // the two names share scheduler nodes
    };
    Verdict verdict = Verdict::CannotTell;
    int finalA = -1, finalB = -1; // final nodes holding them (the first of each)
    int fusedBy = -1; // the fuse decision that first put them together
    std::vector<int> decisions; // recorded decisions involving both sides, in log order
    QStringList structural; // reasons derived from the IR (never-scored pairs and context)
    QStringList settings; // Inductor settings that change the outcome
    QString answer; // one paragraph for people
    static QString verdictName(Verdict v);
};

WhyNotAnswer whyNotFused(const FusionGraph &graph, const QString &a, const QString &b);

} // namespace cs
