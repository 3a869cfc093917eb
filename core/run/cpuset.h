#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>

namespace cs::run {

// Which CPUs a measured process may run on, and what of the machine a measurement cannot
// control. Processes of an A/B that land on different CPUs can differ by more than the modes
// they compare (a shared VM's vCPUs are not alike); each is pinned to one fixed set.

// The CPUs this process may run on (sched_getaffinity), ascending; empty where unknown.
QList<int> allowedCpus();
// "0-3,6" → {0,1,2,3,6}. Refuses what is not such a list, and CPUs outside `allowed` (when
// given), naming them: "CPU 7 is not one this process may use (0-3)".
Result<QList<int>> parseCpuList(const QString &text, const QList<int> &allowed = {});
// {0,1,2,3,6} → "0-3,6".
QString cpuListText(const QList<int> &cpus);

// What the machine was doing, read before and after a process: the 1-minute load average and,
// where the kernel exposes CPU frequency scaling (not on most VMs), the mean current frequency
// of the given CPUs and their governor.
struct MachineLoad {
    double load1 = -1; // -1: unknown
    double meanMHz = 0; // 0: not exposed
    QString governor;
};
MachineLoad sampleMachineLoad(const QList<int> &cpus);

} // namespace cs::run
