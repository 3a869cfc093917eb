#include "core/run/cpuset.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <vector>

#include <sched.h>

namespace cs::run {
namespace {

QByteArray readSmall(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(256).trimmed() : QByteArray();
}

} // namespace

QList<int> allowedCpus()
{
    QList<int> out;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (::sched_getaffinity(0, sizeof set, &set) != 0)
        return out;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &set))
            out.append(c);
    return out;
}

Result<QList<int>> parseCpuList(const QString &text, const QList<int> &allowed)
{
    static const QRegularExpression item(QStringLiteral("^(\\d{1,4})(?:-(\\d{1,4}))?$"));
    if (text.size() > 4096)
        return Error { QStringLiteral("a CPU list of %1 characters: not read").arg(text.size()) };
    std::vector<bool> set(CPU_SETSIZE, false); // each CPU once, however often the text names it
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return Error { QStringLiteral("no CPU given: a list like 0-3,6 is expected") };
    for (const QString &raw : parts) {
        const QRegularExpressionMatch m = item.match(raw.trimmed());
        if (!m.hasMatch())
            return Error { QStringLiteral("'%1' is not a CPU or a range of CPUs (like 0-3,6)").arg(raw.left(40)) };
        const int from = m.captured(1).toInt();
        const int to = m.captured(2).isEmpty() ? from : m.captured(2).toInt();
        if (to < from || to >= CPU_SETSIZE)
            return Error { QStringLiteral("'%1' is not a range of CPUs").arg(raw.left(40)) };
        for (int c = from; c <= to; ++c)
            set[size_t(c)] = true;
    }
    QList<int> out;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (set[size_t(c)])
            out.append(c);
    if (!allowed.isEmpty())
        for (int c : out)
            if (!allowed.contains(c))
                return Error {
                    QStringLiteral("CPU %1 is not one this process may use (%2)").arg(c).arg(cpuListText(allowed))
                };
    return out;
}

QString cpuListText(const QList<int> &cpus)
{
    QStringList parts;
    for (qsizetype i = 0; i < cpus.size();) {
        qsizetype j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        parts << (j == i ? QString::number(cpus[i]) : QStringLiteral("%1-%2").arg(cpus[i]).arg(cpus[j]));
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

MachineLoad sampleMachineLoad(const QList<int> &cpus)
{
    MachineLoad out;
    bool ok = false;
    const double load = readSmall(QStringLiteral("/proc/loadavg")).split(' ').value(0).toDouble(&ok);
    if (ok)
        out.load1 = load;
    double sumKHz = 0;
    int n = 0;
    for (int c : cpus) {
        const QString dir = QStringLiteral("/sys/devices/system/cpu/cpu%1/cpufreq/").arg(c);
        const double khz = readSmall(dir + QStringLiteral("scaling_cur_freq")).toDouble(&ok);
        if (ok && khz > 0) {
            sumKHz += khz;
            ++n;
        }
        if (out.governor.isEmpty())
            out.governor = QString::fromLatin1(readSmall(dir + QStringLiteral("scaling_governor")));
    }
    if (n > 0)
        out.meanMHz = sumKHz / n / 1000.0;
    return out;
}

} // namespace cs::run
