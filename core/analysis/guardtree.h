#pragma once

#include "core/analysis/guardfailure.h"

#include <QList>
#include <QString>

namespace cs {

// One line of a guard dump (`dynamo_cpp_guards_str`, FORMATS §2.11): a guard manager or a
// leaf guard, with its depth in the tree.
struct GuardNode {
    int depth = 0;
    QString kind; // RootGuardManager, GuardManager, TENSOR_MATCH, EQUALS_MATCH, LAMBDA_GUARD, ...
    QString body; // what it checks
    QString source; // GuardManager: source=L['x']
    QString userSource; // the user line recorded with the guard
    QString location; // "file:line in fn"
    int parent = -1; // index of the parent node
};

struct GuardTree {
    QList<GuardNode> nodes;
    double latencyUs = -1; // "Guard latency = <x> us"
};

// Parses the 2.11 tree form, and the older `dynamo_guards` JSON list (flat, kind GUARD).
GuardTree parseGuardTree(const QString &payload);
GuardTree parseGuardList(const QString &jsonPayload);

// The node a recompile's failure refers to in the old compile's tree, or -1.
int findFailedGuard(const GuardTree &tree, const GuardFailure &failure);

} // namespace cs
