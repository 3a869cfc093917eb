#include "core/report/passreport.h"

#include "core/util/countedtext.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QTextStream>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Passes)
};

QString clean(const QString &s, int max = 160)
{
    return InertText::escapeControls(s, false).left(max);
}

QString ms(double v)
{
    return v < 0 ? QStringLiteral("? ms") : QStringLiteral("%1 ms").arg(v, 0, 'f', v < 10 ? 2 : 1);
}

// "aten.view.default ×7, aten.add.Tensor": the targets of some nodes, most frequent first.
QString targets(const QList<PassNode> &nodes, int most = 4)
{
    QMap<QString, int> count;
    for (const PassNode &n : nodes)
        ++count[n.target];
    QList<std::pair<int, QString>> order;
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        order.append({ -it.value(), it.key() });
    std::sort(order.begin(), order.end());
    QStringList parts;
    for (const auto &[n, t] : order) {
        if (parts.size() == most) {
            parts << QStringLiteral("…");
            break;
        }
        parts << (n < -1 ? QStringLiteral("%1 ×%2").arg(clean(t, 80), QString::number(-n)) : clean(t, 80));
    }
    return parts.join(QStringLiteral(", "));
}

QString changeLine(const PassStep &s) // passChangeText
{
    if (!s.read)
        return Tr::tr("graphs not readable");
    if (!s.changed())
        return Tr::tr("unchanged (%1 nodes)").arg(s.nodesAfter);
    QStringList parts;
    if (!s.removed.isEmpty())
        parts << Tr::tr("removed %1 (%2)").arg(s.removed.size()).arg(targets(s.removed));
    if (!s.added.isEmpty())
        parts << Tr::tr("added %1 (%2)").arg(s.added.size()).arg(targets(s.added));
    if (!s.retargeted.isEmpty())
        parts << Tr::tr("retargeted %1").arg(s.retargeted.size());
    if (!s.rewired.isEmpty())
        parts << Tr::tr("rewired %1").arg(s.rewired.size());
    if (s.reordered > 0)
        parts << Tr::tr("reordered %1").arg(s.reordered);
    return Tr::tr("%1 → %2 nodes: %3").arg(s.nodesBefore).arg(s.nodesAfter).arg(parts.join(QStringLiteral("; ")));
}

QString passesLine(const QList<PassRun> &passes) // passesRunText
{
    QStringList names;
    for (const PassRun &p : passes)
        names << QStringLiteral("%1 %2").arg(clean(p.name, 80), ms(p.ms));
    return names.join(QStringLiteral(", "));
}

QString label(const PassSnapshot &s)
{
    return s.id.mid(s.id.lastIndexOf(u'@'));
}

QJsonArray nodesJson(const QList<PassNode> &nodes, bool before)
{
    QJsonArray a;
    for (const PassNode &n : nodes) {
        QJsonObject o { { QStringLiteral("name"), n.name }, { QStringLiteral("target"), n.target } };
        if (before)
            o.insert(QStringLiteral("target_before"), n.before);
        a.append(o);
    }
    return a;
}

QJsonArray rewiredJson(const QList<PassNode> &nodes)
{
    QJsonArray a;
    for (const PassNode &n : nodes)
        a.append(QJsonObject { { QStringLiteral("name"), n.name }, { QStringLiteral("target"), n.target },
            { QStringLiteral("inputs"), QJsonArray::fromStringList(n.inputs) },
            { QStringLiteral("inputs_before"), QJsonArray::fromStringList(n.inputsBefore) } });
    return a;
}

QJsonObject snapshotJson(const PassSnapshot &s)
{
    return QJsonObject { { QStringLiteral("id"), s.id }, { QStringLiteral("artifact"), s.artifact },
        { QStringLiteral("pass"), s.pass.isEmpty() ? QJsonValue() : QJsonValue(s.pass) },
        { QStringLiteral("line"), s.line },
        { QStringLiteral("nodes"), s.nodes >= 0 ? QJsonValue(s.nodes) : QJsonValue() } };
}

QJsonArray passesJson(const QList<PassRun> &passes)
{
    QJsonArray a;
    for (const PassRun &p : passes)
        a.append(QJsonObject { { QStringLiteral("name"), p.name },
            { QStringLiteral("ms"), p.ms >= 0 ? QJsonValue(p.ms) : QJsonValue() },
            { QStringLiteral("line"), p.line } });
    return a;
}

QJsonObject changesJson(const PassStep &s)
{
    if (!s.read)
        return QJsonObject { { QStringLiteral("read"), false } };
    return QJsonObject { { QStringLiteral("read"), true }, { QStringLiteral("nodes_before"), s.nodesBefore },
        { QStringLiteral("nodes_after"), s.nodesAfter }, { QStringLiteral("added"), nodesJson(s.added, false) },
        { QStringLiteral("removed"), nodesJson(s.removed, false) },
        { QStringLiteral("retargeted"), nodesJson(s.retargeted, true) },
        { QStringLiteral("rewired"), rewiredJson(s.rewired) }, { QStringLiteral("reordered"), s.reordered } };
}

} // namespace

QString passChangeText(const PassStep &step)
{
    return changeLine(step);
}

QString passesRunText(const QList<PassRun> &passes)
{
    return passesLine(passes);
}

QString passStagesText(const QList<PassStage> &stages)
{
    QString out;
    QTextStream t(&out);
    if (stages.isEmpty()) {
        t << Tr::tr("No graph snapshots of Inductor's passes in this run (Inductor logs them to TORCH_TRACE "
                    "from torch 2.6 on; a run compiled by another backend has none).")
          << "\n";
        return out;
    }
    for (const PassStage &s : stages) {
        t << clean(s.id, 200) << "  "
          << (s.passes.isEmpty()
                     ? Tr::tr("no pass spans logged")
                     : countedText(Tr::tr("%n pass(es), %1", nullptr, int(s.passes.size())), s.passes.size())
                           .arg(ms(s.ms())))
          << "\n";
        if (s.snapshots.size() == 1)
            t << "  " << clean(s.snapshots.first().id, 200) << "  "
              << Tr::tr("the only graph logged (line %1): nothing to compare").arg(s.snapshots.first().line) << "\n";
        for (const PassStep &step : s.steps) {
            const PassSnapshot &a = s.snapshots[step.from], &b = s.snapshots[step.to];
            t << "  " << clean(label(a), 120) << " → " << clean(label(b), 120) << "  " << changeLine(step) << "  "
              << Tr::tr("(lines %1–%2)").arg(a.line).arg(b.line) << "\n";
            if (!step.passes.isEmpty())
                t << "      " << Tr::tr("ran: %1").arg(passesLine(step.passes)) << "\n";
        }
    }
    return out;
}

QJsonObject passStagesJson(const QList<PassStage> &stages)
{
    QJsonArray a;
    for (const PassStage &s : stages) {
        QJsonArray snaps, steps;
        for (const PassSnapshot &snap : s.snapshots)
            snaps.append(snapshotJson(snap));
        for (const PassStep &step : s.steps)
            steps.append(QJsonObject { { QStringLiteral("from"), s.snapshots[step.from].id },
                { QStringLiteral("to"), s.snapshots[step.to].id },
                { QStringLiteral("passes"), passesJson(step.passes) },
                { QStringLiteral("changes"), changesJson(step) } });
        a.append(QJsonObject { { QStringLiteral("id"), s.id }, { QStringLiteral("stage"), s.stage },
            { QStringLiteral("part"), s.part.isEmpty() ? QJsonValue() : QJsonValue(s.part) },
            { QStringLiteral("compile_id"), s.compileId },
            { QStringLiteral("region"), s.region.isEmpty() ? QJsonValue() : QJsonValue(s.region) },
            { QStringLiteral("rank"), s.rank }, { QStringLiteral("file"), s.trace }, { QStringLiteral("ms"), s.ms() },
            { QStringLiteral("passes"), passesJson(s.passes) }, { QStringLiteral("snapshots"), snaps },
            { QStringLiteral("steps"), steps } });
    }
    return QJsonObject { { QStringLiteral("schema"), QStringLiteral("compilescope.passes/1") },
        { QStringLiteral("stages"), a } };
}

QString passStepText(const PassSnapshot &from, const PassSnapshot &to, const PassStep &step, const QString &note)
{
    QString out;
    QTextStream t(&out);
    if (!note.isEmpty())
        t << Tr::tr("Note: %1").arg(note) << "\n";
    t << clean(from.id, 200) << " (" << clean(from.artifact) << ", " << Tr::tr("line %1").arg(from.line) << ")\n"
      << "→ " << clean(to.id, 200) << " (" << clean(to.artifact) << ", " << Tr::tr("line %1").arg(to.line) << ")\n"
      << changeLine(step) << "\n";
    if (!step.passes.isEmpty())
        t << Tr::tr("ran: %1").arg(passesLine(step.passes)) << "\n";
    for (const PassNode &n : step.removed)
        t << "- " << clean(n.name) << " = " << clean(n.target) << "\n";
    for (const PassNode &n : step.added)
        t << "+ " << clean(n.name) << " = " << clean(n.target) << "\n";
    for (const PassNode &n : step.retargeted)
        t << "~ " << clean(n.name) << " = " << clean(n.before) << " → " << clean(n.target) << "\n";
    for (const PassNode &n : step.rewired)
        t << "~ " << clean(n.name) << " "
          << Tr::tr("reads %1 (was %2)")
                 .arg(clean(n.inputs.join(QStringLiteral(", "))), clean(n.inputsBefore.join(QStringLiteral(", "))))
          << "\n";
    return out;
}

QJsonObject passStepJson(const PassSnapshot &from, const PassSnapshot &to, const PassStep &step, const QString &note)
{
    return QJsonObject { { QStringLiteral("schema"), QStringLiteral("compilescope.pass_diff/1") },
        { QStringLiteral("note"), note.isEmpty() ? QJsonValue() : QJsonValue(note) },
        { QStringLiteral("from"), snapshotJson(from) }, { QStringLiteral("to"), snapshotJson(to) },
        { QStringLiteral("passes"), passesJson(step.passes) }, { QStringLiteral("changes"), changesJson(step) } };
}

} // namespace cs
