#include "core/ingest/debugdir/debugdirreader.h"

#include "core/analysis/outputcode.h"
#include "core/util/bytesource.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace cs {

bool DebugDirReader::isRunFolder(const QString &dir)
{
    const QDir d(dir);
    if (!QFileInfo(dir).fileName().startsWith(QLatin1String("run_")))
        return false;
    return d.exists(QStringLiteral("torchinductor")) || d.exists(QStringLiteral("torchdynamo"));
}

DebugRun DebugDirReader::read(const QString &dir)
{
    static const QRegularExpression graphName(
        QStringLiteral(R"(^model__(\d*)_?(forward|backward|inference)?_?\d*\.\d+$)"));
    DebugRun run;
    run.path = dir;
    run.hasDynamoLog = QFileInfo::exists(dir + QStringLiteral("/torchdynamo/debug.log"));
    const QDir inductor(dir + QStringLiteral("/torchinductor"));
    for (const QFileInfo &g : inductor.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!g.fileName().startsWith(QLatin1String("model__")))
            continue;
        DebugGraph graph;
        graph.dir = g.filePath();
        graph.name = g.fileName();
        if (const auto m = graphName.match(graph.name); m.hasMatch()) {
            graph.aotId = m.captured(1);
            graph.stage = m.captured(2);
        }
        graph.files = QDir(g.filePath()).entryList(QDir::Files, QDir::Name);
        for (const char *code : { "output_code.py", "output_code.cpp" }) {
            const QString path = g.filePath() + QLatin1Char('/') + QLatin1String(code);
            if (auto src = ByteSource::open(path)) {
                graph.outputCode = parseOutputCode(src.value()->view(), path);
                break;
            }
        }
        run.graphs << graph;
    }
    return run;
}

} // namespace cs
