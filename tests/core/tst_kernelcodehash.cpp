#include "core/analysis/outputcode.h"

#include <QTest>

using namespace cs;

// A kernel's code hash leaves its own name out, so kernels renamed by fusion or numbering still
// match by what they compute (tst_diff tests the matching itself).
class TestKernelCodeHash : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nameOfAnyLengthIsLeftOut()
    {
        const QString code = QStringLiteral(
            "triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', \'\'\'\n"
            "@triton.jit\ndef triton_poi_fused_add_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
            "    tmp0 = tl.load(in_ptr0 + x0)\n    tl.store(out_ptr0 + x0, tmp0 + 1)\n\'\'\', device_str='cuda')");
        QString renamed = code;
        renamed.replace(QStringLiteral("triton_poi_fused_add_0"), QStringLiteral("triton_poi_fused_add_7"));
        // A name longer than a regular expression may be (a hostile trace's 1 MiB kernel name)
        // is replaced all the same; a longer name that only starts with it is not.
        const QString huge = QStringLiteral("triton_") + QString(1 << 20, QLatin1Char('x'));
        QString hugeCode = code;
        hugeCode.replace(QStringLiteral("triton_poi_fused_add_0"), huge);
        QCOMPARE(kernelCodeHash(hugeCode, huge), kernelCodeHash(code, QStringLiteral("triton_poi_fused_add_0")));
        QVERIFY(kernelCodeHash(code, QStringLiteral("triton_poi_fused_add"))
            != kernelCodeHash(renamed, QStringLiteral("triton_poi_fused_add")));
    }
};

QTEST_GUILESS_MAIN(TestKernelCodeHash)
#include "tst_kernelcodehash.moc"
