// libFuzzer target: one log's fleet facts (FLEET_FACTS.md) as `fleet index` takes them from its
// driver, whose workers may be another version or answer anything: the JSON parser, the store's
// write of every field (numbers range-checked before they become integers, strings of any
// content), then the report and its text over what was stored, as `fleet report` reads it.
// Any input must be stored or refused without a crash, a hang, unbounded memory or undefined
// behaviour, and the store must stay readable.
#include "core/fleet/fleetreport.h"
#include "core/fleet/fleetstore.h"

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {
volatile size_t g_sink; // keeps the reads from being optimised away

cs::fleet::FleetStore &store()
{
    static QTemporaryDir dir;
    static std::unique_ptr<cs::fleet::FleetStore> s = [] {
        auto opened = cs::fleet::FleetStore::open(dir.path());
        if (!opened)
            std::abort();
        return std::make_unique<cs::fleet::FleetStore>(std::move(opened).value());
    }();
    return *s;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QJsonDocument doc = QJsonDocument::fromJson(input);
    if (!doc.isObject())
        return 0;
    cs::fleet::LogStamp stamp;
    // One of a few paths: rows are replaced, the store stays small over millions of inputs.
    stamp.path = QStringLiteral("/fuzz/job-%1/rank_0.log").arg(size % 4);
    stamp.size = static_cast<qint64>(size);
    stamp.mtimeMs = 0;
    stamp.checksum = QStringLiteral("fuzz");
    cs::fleet::FleetStore &s = store();
    (void)s.write(stamp, doc.object()); // refused or stored: both fine
    const auto report = cs::fleet::fleetReport(s, {});
    if (!report)
        std::abort(); // what was stored (or refused) must leave the store readable
    g_sink = static_cast<size_t>(cs::fleet::formatFleetReportText(report.value()).size());
    return 0;
}
