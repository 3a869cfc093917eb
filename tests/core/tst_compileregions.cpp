// Regional and piecewise compiles as one picture (issue 45). Fixtures recorded with torch 2.15 on
// CPU (scripts/fixtures/torch_versions.py): nested_region (a 6-layer model compiled whole, its
// layer a torch.compiler.nested_compile_region), regional (3 blocks each `.compile()`d, called by
// a Sequential), piecewise (a backend splitting at softmax and logging vLLM's records),
// regional_inductor (two regions marked for regional Inductor). The expected values were read off
// the raw payloads.

#include "core/analysis/repeatedblocks.h"
#include "core/diff/diffinput.h"
#include "core/diff/rundiff.h"
#include "core/graph/compileregions.h"
#include "core/ingest/runloader.h"
#include "core/util/bytesource.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace cs;

namespace {

std::shared_ptr<const LoadedRun> load(const QString &path)
{
    auto run = loadRun({ path });
    return run ? run.value() : nullptr;
}

CompileRegions regionsOf(const QString &name)
{
    const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/torch215/") + name);
    return run ? listCompileRegions(*run, listGraphs(*run, false)) : CompileRegions();
}

} // namespace

class TestCompileRegions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nestedRegionCountsItsCallsAndVariants()
    {
        const CompileRegions r = regionsOf(QStringLiteral("nested_region.log.zst"));
        QCOMPARE(r.blocks.size(), size_t(1));
        const ReusedBlock &b = r.blocks[0];
        QCOMPARE(b.kind, ReusedBlock::Kind::NestedRegion);
        QCOMPARE(b.compileId, QStringLiteral("0/0"));
        // The first layer's input needs no grad: a variant of its own; the other five share one.
        QCOMPARE(b.variants, QStringList({ "subgraph_0", "subgraph_1" }));
        QCOMPARE(b.variantCalls, QList<int>({ 1, 5 }));
        QCOMPARE(b.calls, 6);
        QCOMPARE(b.operations, 3); // linear, relu, add
        QCOMPARE(b.graph, QStringLiteral("0/0:dynamo"));
        QVERIFY(b.file.endsWith(QLatin1String("torch_versions.py")));
        QVERIFY(b.function.contains(QLatin1String("_run_layer")));
        // 1.865 s forward + 1.402 s backward; inlining 4 more copies of 3 operations onto the 7
        // compiled (two variants and the sum): 3.267 × 12 / 7.
        QVERIFY(qAbs(b.compileTimeS - 3.267) < 0.01);
        QVERIFY(qAbs(b.savedS - 3.267 * 12 / 7) < 0.02);
        QVERIFY(r.piecewise.empty());
        // Its six layers are not inlined copies: explain does not tell it to compile the block.
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/torch215/nested_region.log.zst"));
        QVERIFY(run);
        QVERIFY(repeatedBlocks(run->logs, run->overviews).empty());
    }

    void blockCompiledOnItsOwn()
    {
        const CompileRegions r = regionsOf(QStringLiteral("regional.log.zst"));
        QCOMPARE(r.blocks.size(), size_t(1));
        const ReusedBlock &b = r.blocks[0];
        QCOMPARE(b.kind, ReusedBlock::Kind::CompiledModule);
        QCOMPARE(b.function, QStringLiteral("Block.forward"));
        QCOMPARE(b.variants, QStringList({ "0/0", "0/1" }));
        QVERIFY(b.recompileReasons.value(0).isEmpty());
        QVERIFY(b.recompileReasons.value(1).contains(QLatin1String("requires_grad mismatch")));
        QCOMPARE(b.calls, -1); // calls are not logged
        QVERIFY(qAbs(b.perCopyS - 0.382) < 0.001); // the fastest of 397.957 s (cold) and 0.382 s
        QVERIFY(qAbs(b.compileTimeS - (397.957 + 0.382)) < 0.01);
    }

    // With the run's profiler trace: how often the block ran (every copy, every profiled step) —
    // 2 steps × (the first block on 0/0 + three on 0/1) = 2 + 6 "Torch-Compiled Region" spans.
    void blockCallsCountedFromAProfile()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/regional_profile"));
        QVERIFY(run);
        QCOMPARE(run->profiles.size(), size_t(1));
        const CompileRegions r = listCompileRegions(*run, listGraphs(*run, false));
        QCOMPARE(r.blocks.size(), size_t(1));
        QCOMPARE(r.blocks[0].variants, QStringList({ "0/0", "0/1" }));
        QCOMPARE(r.blocks[0].calls, 8);
        QVERIFY(compileRegionsText(r).contains(QLatin1String("8 calls in the profiled steps")));
    }

    // The same compile reached from a wrapper of the whole model (DDP calls the module from
    // `_run_ddp_forward`): not a block compiled on its own.
    void wholeModelWrapperIsNoBlock()
    {
        const auto src = ByteSource::open(QStringLiteral(CS_TEST_DATA_DIR "/torch215/regional.log.zst"));
        QVERIFY(src);
        QString text = QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
        QVERIFY(
            text.contains(QLatin1String("\"name\": \"forward\", \"filename\": 3, \"loc\": \"input = module(input)\"")));
        text.replace(QLatin1String("\"name\": \"forward\", \"filename\": 3, \"loc\": \"input = module(input)\""),
            QLatin1String("\"name\": \"_run_ddp_forward\", \"filename\": 3, \"loc\": \"return self.module(*inputs)\""));
        QTemporaryDir dir;
        QFile out(dir.filePath(QStringLiteral("wrapped.log")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();
        const auto run = load(out.fileName());
        QVERIFY(run);
        QVERIFY(listCompileRegions(*run, listGraphs(*run, false)).blocks.empty());
    }

    void piecesInRunOrder()
    {
        const CompileRegions r = regionsOf(QStringLiteral("piecewise.log.zst"));
        QVERIFY(r.blocks.empty());
        QCOMPARE(r.piecewise.size(), size_t(1));
        const PiecewiseCompile &p = r.piecewise[0];
        QCOMPARE(p.function, QStringLiteral("Attention.forward"));
        QVERIFY(p.splitLine > 0);
        QStringList names;
        for (const CompilePiece &piece : p.pieces)
            names << piece.name + (piece.compiled ? QStringLiteral("+") : QStringLiteral("-"));
        QCOMPARE(names, QStringList({ "submod_0+", "submod_1-", "submod_2+", "submod_3-", "submod_4+" }));
        QCOMPARE(p.compiledCount(), 3);
        QCOMPARE(p.pieces[1].ops, QStringList({ "torch.softmax" }));
        QCOMPARE(p.pieces[0].sizes, QStringList({ "4" }));
        QCOMPARE(p.pieces[2].graphs, QStringList({ "0/0:submod_2:post_grad:inference" }));
        // The graphs of the compile grouped by piece.
        QStringList groups;
        for (const GraphGroup &g : r.groups)
            groups << g.kind + QLatin1Char(' ') + g.unit;
        QCOMPARE(groups, QStringList({ "piece submod_0", "piece submod_2", "piece submod_4" }));
        const QJsonObject json = compileRegionsJson(r);
        QCOMPARE(json[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.regions/1"));
        QCOMPARE(json[QStringLiteral("piecewise")].toArray()[0][QStringLiteral("pieces")].toArray().size(), 5);
    }

    void regionalInductorRegionsGrouped()
    {
        const CompileRegions r = regionsOf(QStringLiteral("regional_inductor.log.zst"));
        QStringList regions;
        for (const GraphGroup &g : r.groups)
            if (g.kind == QLatin1String("region"))
                regions << g.unit;
        regions.sort();
        QCOMPARE(regions, QStringList({ "__marked_inductor_submod0", "__marked_inductor_submod1" }));
        QVERIFY(compileRegionsText(r).contains(QLatin1String("region __marked_inductor_submod0")));
    }

    void wholeModelCompileHasNone()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst"));
        QVERIFY(run);
        const CompileRegions r = listCompileRegions(*run, listGraphs(*run, false));
        QVERIFY(r.blocks.empty());
        QVERIFY(r.piecewise.empty());
        QVERIFY(compileRegionsText(r).isEmpty());
    }

    // diff: a pattern pass that changed a graph in one run only (its snapshot record removed from
    // B's copy of the log) is a change of that graph's passes; the same log against itself none.
    void passesComparedBetweenRuns()
    {
        const auto src = ByteSource::open(QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst"));
        QVERIFY(src);
        const QString text = QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
        QStringList kept;
        bool skipping = false;
        for (const QString &line : text.split(u'\n')) {
            if (!line.startsWith(u'\t'))
                skipping = line.contains(QLatin1String("\"name\": \"unbind_stack_pass_pre_grad\""));
            if (!skipping)
                kept << line;
        }
        QTemporaryDir dir;
        QFile out(dir.filePath(QStringLiteral("b.log")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kept.join(u'\n').toUtf8());
        out.close();
        const QString a = QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst");
        const diff::RunDiff d = diff::diffRuns(diff::openDiffInput(a), diff::openDiffInput(out.fileName()), {});
        QStringList changed;
        for (const diff::PassStageDiff &p : d.passes)
            if (p.change != diff::Change::Unchanged)
                changed << p.idA + QLatin1Char(' ') + p.changedOnlyA.join(u',');
        QCOMPARE(changed, QStringList({ "0/0:pre_grad unbind_stack_pass", "0/1:pre_grad unbind_stack_pass" }));
        QCOMPARE(d.counts().passesChanged, 2);
        QVERIFY(d.changed());
        const diff::RunDiff same = diff::diffRuns(diff::openDiffInput(a), diff::openDiffInput(a), {});
        QVERIFY(!same.passes.isEmpty());
        QCOMPARE(same.counts().passesChanged, 0);
    }

    // A piece name from the trace cannot split or fake a graph id; a start record that is not
    // JSON leaves its unit unnamed, nothing else lost.
    void hostilePieceNames()
    {
        const auto src = ByteSource::open(QStringLiteral(CS_TEST_DATA_DIR "/torch215/piecewise.log.zst"));
        QVERIFY(src);
        QString text = QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
        const qsizetype first = text.indexOf(QLatin1String("\"submod_name\": \"submod_0\""));
        QVERIFY(first > 0);
        text.replace(first, 25, QStringLiteral("\"submod_name\": \"x:0/0:post_grad <b>\""));
        const qsizetype second = text.indexOf(QLatin1String("{\"piecewise_index\": 2"));
        QVERIFY(second > 0);
        text.insert(second, QLatin1String("not json "));
        QTemporaryDir dir;
        QFile out(dir.filePath(QStringLiteral("hostile.log")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();
        const auto run = load(out.fileName());
        QVERIFY(run);
        const QList<GraphEntry> graphs = listGraphs(*run, false);
        const CompileRegions r = listCompileRegions(*run, graphs);
        QCOMPARE(r.piecewise.size(), size_t(1));
        const PiecewiseCompile &p = r.piecewise[0];
        QCOMPARE(p.pieces.size(), size_t(6)); // the split graph's five, and the renamed one compiled
        QVERIFY(!p.pieces[0].compiled); // submod_0: its start record now names another piece
        QVERIFY(!p.pieces[2].compiled); // submod_2: its start record is not JSON
        QVERIFY(p.pieces[4].compiled);
        QCOMPARE(p.pieces[5].name, QStringLiteral("x_0_0_post_grad__b_"));
        for (const GraphEntry &e : graphs)
            QVERIFY2(e.id.count(QLatin1Char(':')) <= 3, qPrintable(e.id));
    }
};

QTEST_GUILESS_MAIN(TestCompileRegions)
#include "tst_compileregions.moc"
