#include "core/ingest/torchlogs/cudagraphlines.h"

#include "core/analysis/cudagraphskip.h"

#include <QRegularExpression>

#include <utility>

namespace cs {
namespace {

CudaGraphRecordingLine recordingOf(int line, const QString &text, bool rerecord)
{
    static const QRegularExpression function(QStringLiteral(R"(function=([^,\s]+))"));
    static const QRegularExpression mode(QStringLiteral(R"(\bmode=([^,\s]+))"));
    static const QRegularExpression graphId(QStringLiteral(R"(cuda_graph_id=(\d+))"));
    static const QRegularExpression size(QStringLiteral(R"(size=\[([^\]]*)\])"));
    CudaGraphRecordingLine r;
    r.line = line;
    r.rerecord = rerecord;
    r.function = function.match(text).captured(1);
    r.mode = mode.match(text).captured(1);
    if (const auto g = graphId.match(text); g.hasMatch())
        r.graphId = g.captured(1).toInt();
    QStringList sizes;
    for (auto it = size.globalMatch(text); it.hasNext() && sizes.size() < 64;)
        sizes << QLatin1Char('[') + it.next().captured(1) + QLatin1Char(']');
    r.inputSizes = sizes.join(QStringLiteral(", "));
    if (rerecord)
        if (const qsizetype at = text.indexOf(QLatin1String("reason=")); at >= 0)
            r.rerecordReason = text.mid(at + 7).trimmed().left(2000);
    return r;
}

// `    op2: reason=cpu ops, ir=DeviceCopy, fx=prims.device_put.default(sum_1, cpu)`
bool outsideNodeOf(const QString &text, CudaGraphOutsideNode &n)
{
    const qsizetype at = text.indexOf(QLatin1String(": reason="));
    if (at <= 0)
        return false;
    n.node = text.left(at).trimmed();
    const QString rest = text.mid(at + 9);
    const qsizetype ir = rest.indexOf(QLatin1String(", ir="));
    const qsizetype fx = rest.indexOf(QLatin1String(", fx="), std::max<qsizetype>(ir, 0));
    n.reason = rest.left(ir >= 0 ? ir : fx).trimmed();
    if (ir >= 0)
        n.ir = rest.mid(ir + 5, fx >= 0 ? fx - ir - 5 : -1).trimmed();
    if (fx >= 0)
        n.fx = rest.mid(fx + 5).trimmed();
    return true;
}

} // namespace

CudaGraphLog readCudaGraphLines(const std::vector<LogMessage> &messages)
{
    static const QRegularExpression created(
        QStringLiteral(R"(^Created (\d+) graph partitions: (\d+) cudagraphable, (\d+) non-cudagraphable)"));
    static const QRegularExpression partition(QStringLiteral(
        R"(^Partition (\d+): (\d+) nodes, (cudagraphable|non-cudagraphable), inputs=(\d+), outputs=(\d+))"));
    static const QRegularExpression belowMin(
        QStringLiteral(R"(^Partition (\d+) has (\d+) kernels, below minimum size)"));
    static const QRegularExpression sizes(QStringLiteral(R"(We have observed (\d+) distinct sizes)"));
    CudaGraphLog out;
    std::optional<CompileId> last; // the last compile any message was tagged with
    QList<QPair<int, int>> belowMinimum; // partition index, kernels: logged before its partitioning
    QList<QPair<int, int>> pending; // those of the partitioning being read
    bool frameOpen = false; // a node's stack was read last: its source line may come in the next message
    for (const LogMessage &m : messages) {
        if (m.compileId)
            last = m.compileId;
        if (m.artifact != QLatin1String("cudagraphs"))
            continue;
        const auto withId = [&](auto &item) {
            item.compileId = m.compileId ? m.compileId : last;
            if constexpr (requires { item.attributed; })
                item.attributed = !m.compileId && last;
        };
        // Lines logged from one place in one millisecond are one message: read line by line.
        const QStringList lines = m.text.split(QLatin1Char('\n'));
        const auto structural = [&](const QString &t) {
            CudaGraphOutsideNode ignored;
            return created.match(t).hasMatch() || partition.match(t).hasMatch() || outsideNodeOf(t, ignored)
                || isCudaGraphSkip(t) || t.startsWith(QLatin1String("Recording "))
                || t.startsWith(QLatin1String("Re-recording "));
        };
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString text = lines[i].trimmed();
            const int lineNo = m.line + static_cast<int>(i);
            const bool continuesFrame = std::exchange(frameOpen, false);
            if (const auto c = created.match(text); c.hasMatch()) {
                CudaGraphPartitioning p;
                withId(p);
                p.line = lineNo;
                p.partitions = c.captured(1).toInt();
                p.cudagraphable = c.captured(2).toInt();
                p.nonCudagraphable = c.captured(3).toInt();
                out.partitionings << p;
                pending = std::exchange(belowMinimum, {});
            } else if (const auto b = belowMin.match(text); b.hasMatch()) {
                belowMinimum << qMakePair(b.captured(1).toInt(), b.captured(2).toInt());
            } else if (const auto pl = partition.match(text); pl.hasMatch()) {
                if (out.partitionings.isEmpty())
                    continue;
                CudaGraphPartitionLine line;
                line.index = pl.captured(1).toInt();
                line.nodes = pl.captured(2).toInt();
                line.cudagraphable = pl.captured(3) == QLatin1String("cudagraphable");
                line.inputs = pl.captured(4).toInt();
                line.outputs = pl.captured(5).toInt();
                for (const auto &[index, kernels] : std::as_const(pending))
                    if (index == line.index)
                        line.belowMinimumKernels = kernels;
                out.partitionings.last().detail << line;
            } else if (CudaGraphOutsideNode n; outsideNodeOf(text, n)) {
                if (!out.partitionings.isEmpty() && !out.partitionings.last().detail.isEmpty())
                    out.partitionings.last().detail.last().outside << n;
            } else if (text.startsWith(QLatin1String("File \""))) {
                qsizetype end = i + 1;
                while (end < lines.size() && !structural(lines[end].trimmed()))
                    ++end;
                if (!out.partitionings.isEmpty() && !out.partitionings.last().detail.isEmpty()
                    && !out.partitionings.last().detail.last().outside.isEmpty())
                    out.partitionings.last().detail.last().outside.last().where
                        = innermostStackFrame(lines.mid(i, end - i));
                i = end - 1;
                frameOpen = true;
            } else if (isCudaGraphSkip(text)) {
                qsizetype end = i + 1;
                while (end < lines.size() && !isCudaGraphSkip(lines[end].trimmed()))
                    ++end;
                CudaGraphSkipLine s
                    = parseCudaGraphSkip(lines.mid(i, end - i).join(QLatin1Char('\n')).trimmed(), lineNo);
                withId(s);
                out.skips << s;
                i = end - 1;
            } else if (text.startsWith(QLatin1String("Recording cudagraph tree for "))) {
                ++out.trees;
            } else if (text.startsWith(QLatin1String("Recording function="))
                || text.startsWith(QLatin1String("Re-recording function="))) {
                CudaGraphRecordingLine r = recordingOf(lineNo, text, text.startsWith(QLatin1String("Re-")));
                withId(r);
                out.recordings << r;
            } else if (const auto d = sizes.match(text); d.hasMatch()) {
                if (d.captured(1).toInt() > out.distinctSizesWarned) {
                    out.distinctSizesWarned = d.captured(1).toInt();
                    out.distinctSizesLine = lineNo;
                }
            } else if (text.contains(QLatin1String("hit cudagraph_dynamic_shape_rerecord_limit"))) {
                ++out.rerecordLimitHits;
            } else if (continuesFrame && !text.isEmpty() && !out.partitionings.isEmpty()
                && !out.partitionings.last().detail.isEmpty()
                && !out.partitionings.last().detail.last().outside.isEmpty()) {
                // The frame's source line, logged a millisecond after its `File` line.
                if (SourceFrame &f = out.partitionings.last().detail.last().outside.last().where;
                    f.line > 0 && f.source.isEmpty())
                    f.source = text;
            }
        }
    }
    return out;
}

} // namespace cs
