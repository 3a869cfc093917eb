#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cs::diff {

// One entry of Dynamo's GLOBAL_STATE guard (`___check_global_state() against {"grad_mode":true,
// ...}`: the grad mode, autocast, default dtype, ... a compile's graph assumed) that differs
// between two compiles. Nested entries are dotted (`autocast_state.enabled`); values are JSON text.
struct StateChange {
    QString key;
    QString a, b; // empty: that side's guard does not hold the entry (its torch does not track it)
    bool bothRecorded() const { return !a.isEmpty() && !b.isEmpty(); }
};

// Takes the GLOBAL_STATE guard out of `added` and `removed` (B's and A's leaf guards the other side
// lacks) when each holds one whose JSON reads, and returns their entries that differ, by key.
// A newer torch tracks more state (2.15 added `cuda_matmul_precision`): an entry only one side
// holds is listed, and is no change of the user's. Leaves both lists alone otherwise.
QList<StateChange> takeGlobalStateChanges(QStringList &added, QStringList &removed);

} // namespace cs::diff
