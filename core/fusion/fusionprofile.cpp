#include "core/fusion/fusionprofile.h"

#include "core/fusion/fusionkernels.h"
#include "core/storage/profilestore.h"

namespace cs {

Result<int> attachNewestProfile(FusionRun &run, const QString &db)
{
    auto store = ProfileStore::open(db);
    if (!store)
        return store.error();
    const auto runs = store.value()->runs(); // newest first
    if (!runs)
        return runs.error();
    for (const ProfileRun &r : runs.value()) {
        const auto full = store.value()->run(r.id);
        if (!full)
            continue;
        int matched = 0;
        for (FusionGraph &g : run.graphs)
            matched += attachTimes(g, full.value());
        if (matched > 0)
            return matched;
    }
    return 0;
}

} // namespace cs
