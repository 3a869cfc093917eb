// A kernel's code down the stack (issue 44): the debug locations of Triton's MLIR stages, LLVM IR,
// PTX and nvdisasm's SASS read on hand-written samples of each form (aliases, names, call sites,
// inlining chains, ranges, cycles, hostile text), then on the workbench fixture's real cache entries,
// checked against the raw files with the test's own expressions.
#include "core/ingest/tritonir/irlocations.h"
#include "core/profiling/kernelstack.h"
#include "core/report/kernelcodetext.h"
#include "tests/fixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

namespace {

const QString Module = QStringLiteral("cabc.py");

QStringList lines(const char *text)
{
    return QString::fromUtf8(text).split(u'\n');
}

// "line" of a located line, or -1 when none; the file must be the module for `line > 0`.
int at(const IrLocations &l, int index)
{
    const IrLoc &x = l.lines.value(index);
    return x.known() ? x.line : -1;
}

QString fileAt(const IrLocations &l, int index)
{
    const IrLoc &x = l.lines.value(index);
    return x.known() ? l.files[x.file] : QString();
}

} // namespace

class TestKernelStack : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mlirForms()
    {
        const QStringList ir = lines("#loc = loc(\"/tmp/x/cabc.py\":18:0)\n"
                                     "module {\n"
                                     "  %0 = tt.get_program_id x : i32 loc(#loc2)\n"
                                     "  %1 = arith.muli %0, %c : i32 loc(#loc7)\n"
                                     "  %2 = tt.load %p : tensor<64x!tt.ptr<f16>> loc(#loc9)\n"
                                     "  %3 = arith.addf %a, %b loc(\"/tmp/x/cabc.py\":33:4 to 33:20)\n"
                                     "  %4 = math.exp %a loc(#loc10)\n"
                                     "  %5 = arith.constant 1 : i32 loc(#loc1)\n"
                                     "  %6 = arith.constant 2 : i32 loc(#loc20)\n"
                                     "  tt.return loc(#loc11)\n"
                                     "} loc(#loc)\n"
                                     "#loc1 = loc(unknown)\n"
                                     "#loc2 = loc(\"/tmp/x/cabc.py\":21:24)\n"
                                     "#loc3 = loc(\"/usr/lib/triton/language/standard.py\":40:11)\n"
                                     "#loc4 = loc(\"/tmp/x/cabc.py\":27:29)\n"
                                     "#loc7 = loc(\"xoffset\"(#loc2))\n"
                                     "#loc8 = loc(callsite(#loc3 at #loc4))\n"
                                     "#loc9 = loc(\"tmp0\"(#loc8))\n"
                                     "#loc10 = loc(fused[#loc1, #loc3])\n"
                                     "#loc11 = loc(#loc12)\n"
                                     "#loc12 = loc(#loc11)\n"
                                     "#loc20 = loc(\"/tmp/x/c\\22q.py\":5:1)\n"
                                     "  tt.func @k(%a: i32 loc(\"a\"(#loc2))) attributes {noinline = false} {");
        const IrLocations l = mlirLocations(ir, Module);
        QCOMPARE(l.lines.size(), ir.size());
        QCOMPARE(at(l, 0), -1); // an alias definition is not code
        QCOMPARE(at(l, 1), -1);
        QCOMPARE(at(l, 2), 21);
        QCOMPARE(at(l, 3), 21); // a name around a location
        QCOMPARE(at(l, 4), 27); // inlined from the library: the call site in the module
        QCOMPARE(fileAt(l, 4), QStringLiteral("/tmp/x/cabc.py"));
        QCOMPARE(at(l, 5), 33); // a range: its start
        QCOMPARE(at(l, 6), 40); // only a library location: kept, in its own file
        QCOMPARE(fileAt(l, 6), QStringLiteral("/usr/lib/triton/language/standard.py"));
        QCOMPARE(at(l, 7), -1); // unknown
        QCOMPARE(fileAt(l, 8), QStringLiteral("/tmp/x/c\"q.py")); // an escaped quote in a path
        QCOMPARE(at(l, 9), -1); // aliases that refer to each other: nothing, and no hang
        QCOMPARE(at(l, 10), 18);
        QCOMPARE(at(l, 22), -1); // a region's opening line: its locations are the arguments'; the op's is on `}`
    }

    void llvmForms()
    {
        const QStringList ir = lines(
            "define ptx_kernel void @k(ptr addrspace(1) %0) local_unnamed_addr #0 !dbg !4 {\n"
            "  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7\n"
            "  %3 = shl i32 %2, 6, !dbg !8\n"
            "  %4 = fadd float %a, %b, !dbg !10\n"
            "  ret void, !dbg !12\n"
            "}\n"
            "!3 = !DIFile(filename: \"cabc.py\", directory: \"/tmp/x\")\n"
            "!4 = distinct !DISubprogram(name: \"k\", linkageName: \"k\", scope: !3, file: !3, line: 18, type: !5)\n"
            "!7 = !DILocation(line: 21, column: 28, scope: !4)\n"
            "!8 = !DILocation(line: 21, column: 33, scope: !9)\n"
            "!9 = distinct !DILexicalBlockFile(scope: !4, file: !3, discriminator: 0)\n"
            "!10 = !DILocation(line: 40, column: 11, scope: !11, inlinedAt: !7)\n"
            "!11 = distinct !DISubprogram(name: \"sum\", scope: !13, file: !13, line: 30)\n"
            "!13 = !DIFile(filename: \"standard.py\", directory: \"/usr/lib/triton/language\")\n"
            "!12 = !DILocation(line: 99, column: 1, scope: !14)");
        const IrLocations l = llvmLocations(ir, Module);
        QCOMPARE(at(l, 0), 18); // the function's own line
        QCOMPARE(fileAt(l, 0), QStringLiteral("/tmp/x/cabc.py"));
        QCOMPARE(at(l, 1), 21);
        QCOMPARE(at(l, 2), 21); // through a lexical block's file
        QCOMPARE(at(l, 3), 21); // inlined: the call site in the module
        QCOMPARE(at(l, 4), 99); // a scope that is not there: the line, no file
        QCOMPARE(fileAt(l, 4), QString());
        QCOMPARE(at(l, 6), -1); // metadata is not code
    }

    void ptxForms()
    {
        const QStringList ptx = lines("\t.file\t1 \"/tmp/x/cabc.py\"\n"
                                      "\t.file\t2 \"/usr/lib/triton/language\" \"standard.py\"\n"
                                      ".visible .entry k(\n"
                                      "\t.param .u64 .ptr .global .align 1 k_param_0\n"
                                      ")\n"
                                      "{\n"
                                      "\t.reg .b32 \t%r<5>;\n"
                                      "$L__func_begin0:\n"
                                      "\t.loc\t1 18 0\n"
                                      "\tmov.u32 \t%r1, %ctaid.x;\n"
                                      "\t.loc\t2 40 11, function_name $L__info_string0, inlined_at 1 27 29\n"
                                      "\tadd.f32 \t%f1, %f2, %f3;\n"
                                      "$L__BB0_2:\n"
                                      "\t@%p1 bra \t$L__BB0_2;\n"
                                      "\t.loc\t2 41 3\n"
                                      "\tret;\n"
                                      "}\n"
                                      "\t.section\t.debug_abbrev\n"
                                      "\t{\n"
                                      ".b8 1\n"
                                      "\t}");
        const IrLocations l = ptxLocations(ptx, Module);
        QCOMPARE(at(l, 3), -1); // a parameter
        QCOMPARE(at(l, 6), -1); // a declaration
        QCOMPARE(at(l, 7), -1); // a label
        QCOMPARE(at(l, 8), -1); // the directive itself
        QCOMPARE(at(l, 9), 18);
        QCOMPARE(at(l, 11), 27); // inlined: the call site
        QCOMPARE(at(l, 12), -1);
        QCOMPARE(at(l, 13), 27); // a predicated branch keeps the location before it
        QCOMPARE(at(l, 15), 41); // only the library's location
        QCOMPARE(fileAt(l, 15), QStringLiteral("/usr/lib/triton/language/standard.py"));
        QCOMPARE(at(l, 19), -1); // DWARF tables
    }

    void sassForms()
    {
        const QStringList sass = lines("\t.section\t.text.k,\"ax\",@progbits\n"
                                       "k:\n"
                                       "\t//## File \"/tmp/x/cabc.py\", line 18\n"
                                       "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
                                       "        /* 0x000fe40000000f00 */\n"
                                       "\t//## File \"/usr/lib/triton/language/standard.py\", line 40 inlined at "
                                       "\"/tmp/x/cabc.py\", line 27\n"
                                       "        /*0010*/                   FADD R2, R3, R4 ;\n"
                                       ".L_x_0:\n"
                                       "        /*0020*/                   EXIT ;\n"
                                       "\t//## File \"/usr/lib/triton/language/standard.py\", line 41\n"
                                       "        /*0030*/                   BRA 0x30;");
        const IrLocations l = sassLocations(sass, Module);
        QCOMPARE(at(l, 2), -1);
        QCOMPARE(at(l, 3), 18);
        QCOMPARE(at(l, 4), -1); // an encoding comment
        QCOMPARE(at(l, 6), 27);
        QCOMPARE(at(l, 7), -1);
        QCOMPARE(at(l, 8), 27);
        QCOMPARE(at(l, 10), 41);
    }

    // nvdisasm -gi: one place's chain over consecutive comments; PTX: `inlined_at` resolved through
    // the caller's own `.loc` (the forms Triton 3.9 writes for a helper calling a helper).
    void inliningChains()
    {
        const QStringList sass
            = lines("\t//## File \"/h/tlhelpers.py\", line 7 inlined at \"/h/tlhelpers.py\", line 13\n"
                    "\t//## File \"/h/tlhelpers.py\", line 13 inlined at \"/k/cabc.py\", line 16\n"
                    "\t//## File \"/k/cabc.py\", line 16\n"
                    "        /*0010*/                   FMUL R2, R3, R3 ;\n"
                    "\t//## File \"/k/cabc.py\", line 8 inlined at \"/k/cabc.py\", line 17\n"
                    "\t//## File \"/k/cabc.py\", line 17\n"
                    "        /*0020*/                   FMNMX R3, RZ, R6, !PT ;\n"
                    "\t//## File \"/h/standard.py\", line 290\n"
                    "        /*0030*/                   FADD R4, R4, R5 ;");
        const IrLocations s = sassLocations(sass, Module);
        QCOMPARE(at(s, 3), 16); // the helper's helper: the module's call
        QCOMPARE(at(s, 6), 8); // a helper of the module's own: its line, as the other stages say
        QCOMPARE(at(s, 8), 290); // a new place after an instruction starts a new chain
        const QStringList ptx = lines("\t.file\t1 \"/k/cabc.py\"\n"
                                      "\t.file\t2 \"/h/tlhelpers.py\"\n"
                                      "\t.loc\t2 13 12, function_name $L__info_string0, inlined_at 1 16 9\n"
                                      "\t.loc\t2 7 9, function_name $L__info_string1, inlined_at 2 13 12\n"
                                      "\tmul.f32 \t%r32, %r1, %r1;\n"
                                      "\t.loc\t2 8 12, function_name $L__info_string1, inlined_at 2 99 1\n"
                                      "\tex2.approx.f32 \t%r33, %r32;");
        const IrLocations p = ptxLocations(ptx, Module);
        QCOMPARE(at(p, 4), 16);
        QCOMPARE(at(p, 6), 8); // a call site never written as a .loc: the chain stops there
        QCOMPARE(fileAt(p, 6), QStringLiteral("/h/tlhelpers.py"));
    }

    void hostileText()
    {
        // Aliases that double at each level (fused[#a, #a]): bounded, not 2^40 places.
        QString doubling = QStringLiteral("#loc0 = loc(\"/k/cabc.py\":1:1)\n");
        for (int i = 1; i <= 40; ++i)
            doubling += QStringLiteral("#loc%1 = loc(fused[#loc%2, #loc%2])\n").arg(i).arg(i - 1);
        doubling += QStringLiteral("  %x = arith.constant 0 : i32 loc(#loc40)");
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(at(mlirLocations(doubling.split(u'\n'), Module), 41), 1);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        const QStringList junk = lines("loc(\"\nloc(#loc1\n#loc1 = loc(#loc1)\n  %x = op loc(callsite(at))\n"
                                       "!dbg !99999999999999\n!1 = !DILocation(line: -4, scope: !1)\n  x, !dbg !1\n"
                                       ".loc 1 2\n.loc 7 3 4\nmov.u32 %r1, 0;\n//## File \"unterminated, line 3\n"
                                       "/*0010*/ NOP ;\n\"a\":999999999999999999999:1 loc(\"a\":99999999999:2)");
        for (auto read : { mlirLocations, llvmLocations, ptxLocations, sassLocations }) {
            const IrLocations l = read(junk, Module);
            QCOMPARE(l.lines.size(), junk.size());
            for (const IrLoc &x : l.lines)
                QVERIFY(!x.known() || (x.file >= 0 && x.file < l.files.size()));
        }
        QCOMPARE(at(ptxLocations(junk, Module), 9), 3); // `.loc 7 3 4` with no `.file 7`: the line, no file
        QCOMPARE(mlirLocations({}, Module).lines.size(), 0);
    }

    // The workbench fixture (scripts/gpu/record_workbench.sh on an H100): 7 template kernels' cache
    // entries with every stage, SASS by nvdisasm -g; cubins left out of the fixture.
    void realCacheEntries()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), dir.path()));
        KernelCache cache;
        cache.scan({ dir.filePath(QStringLiteral("workbench_run")) });
        const QString name = QStringLiteral("triton_tem_fused__to_copy_convolution_2");
        QCOMPARE(cache.variants(name, {}).size(), 0); // no cubin: nothing to launch
        const QList<TritonVariant> found = stackCandidates(cache, QStringLiteral("to_copy_convolution_2"));
        QCOMPARE(found.size(), 1);
        QVERIFY(!found[0].compiled);
        const KernelStack s = readKernelStack(found[0], cache, Disassemble::WithNvdisasm);
        QCOMPARE(s.moduleFile, QStringLiteral("cehoj2mu54cpbqiqj4ys7opwu2e2tc7j6y6ogts7jg7jwgjcrmxq.py"));
        QStringList keys;
        for (const KernelStage &st : s.stages) {
            keys << st.key;
            QVERIFY2(st.available(), qPrintable(st.key + u' ' + st.note));
        }
        QCOMPARE(keys.join(u','), QStringLiteral("python,source,ttir,ttgir,llir,ptx,sass"));

        // PTX: each `.loc F L C // cehoj….py:L:C` comment names the line; the instructions after it get it.
        static const QRegularExpression locComment(
            QStringLiteral("^\\s*\\.loc\\s+1\\s+(\\d+)\\s+\\d+\\s+//\\s*(\\S+):(\\d+):"));
        const int ptx = s.stageIndex(QStringLiteral("ptx")), sass = s.stageIndex(QStringLiteral("sass"));
        int expected = 0, checked = 0;
        for (int i = 0; i < s.stages[ptx].lines.size(); ++i) {
            const QString &l = s.stages[ptx].lines[i];
            if (l.trimmed().startsWith(QLatin1String(".section")))
                break;
            const auto m = locComment.match(l);
            if (m.hasMatch()) {
                QCOMPARE(m.captured(2), s.moduleFile);
                expected = m.captured(3).toInt();
                QCOMPARE(m.captured(1).toInt(), expected);
            } else if (expected > 0 && QRegularExpression(QStringLiteral("^\\s+[a-z@]")).match(l).hasMatch()
                && !l.trimmed().startsWith(u'.') && !l.trimmed().endsWith(u':')) {
                QCOMPARE(s.moduleLine(ptx, i), expected);
                ++checked;
            }
        }
        QVERIFY2(checked > 400, qPrintable(QString::number(checked)));
        // SASS: every `/*addr*/` instruction under the last `//## File "…", line N`.
        static const QRegularExpression fileLine(
            QStringLiteral("^\\s*//## File \"[^\"]*/(c[a-z0-9]+\\.py)\", line (\\d+)$"));
        expected = 0;
        checked = 0;
        for (int i = 0; i < s.stages[sass].lines.size(); ++i) {
            const QString &l = s.stages[sass].lines[i];
            const auto m = fileLine.match(l);
            if (m.hasMatch())
                expected = m.captured(2).toInt();
            else if (QRegularExpression(QStringLiteral("^\\s+/\\*[0-9a-f]{4}\\*/")).match(l).hasMatch()) {
                QCOMPARE(s.moduleLine(sass, i), expected);
                ++checked;
            }
        }
        QCOMPARE(checked, s.linkedLines(sass));
        QVERIFY(checked > 500);
        // From a module line to its code in each stage and back.
        const QList<int> dots = s.linesOf(s.stageIndex(QStringLiteral("ttgir")), 116);
        QVERIFY(!dots.isEmpty());
        bool mma = false;
        for (int i : dots)
            mma = mma
                || s.stages[s.stageIndex(QStringLiteral("ttgir"))].lines[i].contains(QLatin1String("warp_group_dot"))
                || s.stages[s.stageIndex(QStringLiteral("ttgir"))].lines[i].contains(QLatin1String("tt.dot"));
        QVERIFY(s.stages[0].lines[115].contains(QLatin1String("tl.dot")));
        QVERIFY(mma);
        for (int st = 1; st < s.stages.size(); ++st)
            for (int i : s.linesOf(st, 116))
                QCOMPARE(s.moduleLine(st, i), 116);

        // The text and the JSON say the same.
        const QString text = formatKernelCodeText(s, {});
        QVERIFY2(text.contains(QLatin1String("SASS: 939 line(s), 600 tied")), qPrintable(text));
        const QJsonObject j = QJsonDocument::fromJson(formatKernelCodeJson(s, { 116, {}, {}, 15 })).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toString(), QStringLiteral("compilescope.kernelcode/1"));
        const QJsonArray stages = j.value(QStringLiteral("stages")).toArray();
        QCOMPARE(stages.size(), 7);
        for (const auto &st : stages) {
            const QJsonObject o = st.toObject();
            const int index = s.stageIndex(o.value(QStringLiteral("key")).toString());
            QCOMPARE(o.value(QStringLiteral("lines")).toArray().size(), s.linesOf(index, 116).size());
            QCOMPARE(o.value(QStringLiteral("linked_lines")).toInt(), s.linkedLines(index));
        }
    }
};

QTEST_GUILESS_MAIN(TestKernelStack)
#include "tst_kernelstack.moc"
