#include "core/diff/diffinput.h"

#include "core/ingest/runexplain.h"
#include "core/profiling/runidentity.h"
#include "core/storage/profilestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <future>

namespace cs::diff {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Diff)
};

// `db:FILE#RUN` (RUN: a profile run id; without it, the newest run of the file).
void openProfileRun(const QString &operand, DiffInput &in, const InputOptions &options)
{
    const QString spec = operand.mid(3);
    const qsizetype hash = spec.lastIndexOf(QLatin1Char('#'));
    const QString file = hash >= 0 ? spec.left(hash) : spec;
    bool ok = true;
    const qint64 id = hash >= 0 ? spec.mid(hash + 1).toLongLong(&ok) : 0;
    if (!ok || file.isEmpty()) {
        in.problem = Tr::tr("%1: expected db:FILE#RUN (RUN: a profile run number)").arg(operand);
        return;
    }
    if (!QFileInfo::exists(file)) {
        in.problem = Tr::tr("%1: no such profile database").arg(file);
        return;
    }
    auto store = ProfileStore::open(file);
    if (!store) {
        in.problem = store.error().toString();
        return;
    }
    qint64 runId = id;
    if (hash < 0) {
        const auto runs = store.value()->runs();
        if (!runs || runs.value().empty()) {
            in.problem = Tr::tr("%1: the database holds no profile run").arg(file);
            return;
        }
        runId = runs.value().front().id;
    }
    auto run = store.value()->run(runId);
    if (!run) {
        in.problem = run.error().toString();
        return;
    }
    in.profile = std::move(run.value());
    in.profileSource = QStringLiteral("%1#%2").arg(file).arg(runId);
    // The traces it was measured from, when they are still there: kernels are then matched by
    // their origins too, and the compile side is compared.
    QStringList traces;
    for (const QString &p : in.profile->tracePath.split(QStringLiteral(", "), Qt::SkipEmptyParts))
        if (QFileInfo::exists(p))
            traces << p;
    if (!traces.isEmpty()) {
        auto loaded = loadRun(traces, options.trace);
        if (loaded)
            in.run = loaded.value();
    }
}

// Of the profile runs that measured this run's code (newest first), the one measured from
// this very path, else from a folder of the same name (a run moved or copied), else the
// newest: two recordings of the same code have the same identity.
qint64 pickRun(const std::vector<ProfileRun> &runs, const QString &operand)
{
    const QString canonical = QFileInfo(operand).canonicalFilePath();
    const QString name = QFileInfo(canonical.isEmpty() ? operand : canonical).fileName();
    for (const ProfileRun &r : runs)
        for (const QString &p : r.tracePath.split(QStringLiteral(", ")))
            if (p == operand || (!canonical.isEmpty() && QFileInfo(p).canonicalFilePath() == canonical))
                return r.id;
    for (const ProfileRun &r : runs)
        for (const QString &p : r.tracePath.split(QStringLiteral(", ")))
            if (!name.isEmpty() && QFileInfo(p).fileName() == name)
                return r.id;
    return runs.front().id;
}

} // namespace

DiffInput openDiffInput(const QString &operand, const InputOptions &options)
{
    DiffInput in;
    in.label = operand;
    if (operand.startsWith(QLatin1String("db:"))) {
        openProfileRun(operand, in, options);
        prepare(in);
        return in;
    }
    auto loaded = loadRun({ operand }, options.trace);
    if (!loaded) {
        in.problem = loaded.error().toString();
        return in;
    }
    return diffInputOf(loaded.value(), operand, options);
}

DiffInput diffInputOf(std::shared_ptr<const LoadedRun> run, const QString &label, const InputOptions &options,
    std::shared_ptr<const Explanation> explanation)
{
    DiffInput in;
    in.label = label;
    in.run = std::move(run);
    in.explanation = std::move(explanation);
    if (!options.database.isEmpty()) {
        auto store = ProfileStore::open(options.database);
        if (!store)
            in.databaseProblem = store.error().toString();
        else {
            const auto runs = store.value()->runsOf(runIdentity(*in.run), label);
            if (runs && !runs.value().empty())
                if (auto profile = store.value()->run(pickRun(runs.value(), label))) {
                    in.profile = std::move(profile.value());
                    in.profileSource = QStringLiteral("%1#%2").arg(options.database).arg(in.profile->id);
                }
        }
    }
    prepare(in);
    return in;
}

std::pair<DiffInput, DiffInput> openDiffInputs(const QString &a, const QString &b, const InputOptions &options)
{
    auto second = std::async(std::launch::async, [&] { return openDiffInput(b, options); });
    DiffInput first = openDiffInput(a, options);
    return { std::move(first), second.get() };
}

void prepare(DiffInput &in)
{
    if (in.run && in.rank >= 0) { // one rank of a multi-rank run: a run of its own
        auto one = std::make_shared<LoadedRun>(*in.run);
        one->logs.clear();
        one->overviews.clear();
        for (size_t i = 0; i < in.run->logs.size(); ++i)
            if (in.run->logs[i]->rank == in.rank) {
                one->logs.push_back(in.run->logs[i]);
                one->overviews.push_back(in.run->overviews[i]);
            }
        in.run = std::move(one);
        in.explanation.reset();
        in.rank = -1;
    }
    if (in.run && !in.manifest) {
        run::InputsManifest m = run::manifestOfInputs(in.run->inputs);
        in.manifest = std::move(m.manifest);
        in.manifestProblem = m.problem;
    }
    if (in.run && !in.explanation)
        in.explanation = std::make_shared<const Explanation>(explainLoadedRun(*in.run));
}

bool looksLikeTwoRuns(const QStringList &paths)
{
    if (paths.size() != 2)
        return false;
    const QFileInfo a(paths[0]), b(paths[1]);
    if (!a.exists() || !b.exists())
        return false;
    if (a.isDir() || b.isDir())
        return a.isDir() && b.isDir();
    static const QRegularExpression rank(QStringLiteral(R"(rank_?\d+)"));
    if (a.fileName().contains(rank) && b.fileName().contains(rank))
        return false;
    // Compression suffixes aside: the profiler writes `.json`, torch's trace logs `.log`.
    auto json = [](const QFileInfo &f) {
        QString name = f.fileName().toLower();
        for (const char *z : { ".gz", ".zst" })
            if (name.endsWith(QLatin1String(z)))
                name.chop(static_cast<qsizetype>(qstrlen(z)));
        return name.endsWith(QLatin1String(".json"));
    };
    return json(a) == json(b);
}

} // namespace cs::diff
