#include "core/analysis/guardtree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace cs {

GuardTree parseGuardTree(const QString &payload)
{
    static const QRegularExpression sourceRe(QStringLiteral(R"(source=(.+?), accessed_by=)"));
    GuardTree tree;
    QList<int> stack; // open node per depth
    for (const QString &raw : payload.split(QLatin1Char('\n'))) {
        if (raw.startsWith(QLatin1String("Guard latency = "))) {
            tree.latencyUs = raw.mid(16).section(QLatin1Char(' '), 0, 0).toDouble();
            continue;
        }
        int depth = 0;
        qsizetype pos = 0;
        while (raw.mid(pos, 2) == QLatin1String("| ")) {
            ++depth;
            pos += 2;
        }
        if (raw.mid(pos, 3) != QLatin1String("+- "))
            continue;
        const QString rest = raw.mid(pos + 3);
        GuardNode n;
        n.depth = depth;
        const qsizetype colon = rest.indexOf(QLatin1Char(':'));
        const qsizetype space = rest.indexOf(QLatin1Char(' '));
        if (colon > 0 && (space < 0 || colon < space)) {
            n.kind = rest.left(colon);
            const QStringList parts = rest.mid(colon + 1).split(QStringLiteral("  # "));
            n.body = parts.value(0).trimmed();
            if (parts.size() >= 3) {
                n.userSource = parts.value(1).trimmed();
                n.location = parts.value(2).trimmed();
            } else if (parts.size() == 2) {
                n.location = parts.value(1).trimmed();
            }
        } else {
            n.kind = rest.trimmed(); // RootGuardManager
        }
        if (const auto m = sourceRe.match(n.body); m.hasMatch())
            n.source = m.captured(1);
        while (stack.size() > depth)
            stack.removeLast();
        n.parent = stack.isEmpty() ? -1 : stack.last();
        tree.nodes << n;
        stack << static_cast<int>(tree.nodes.size() - 1);
    }
    return tree;
}

GuardTree parseGuardList(const QString &jsonPayload)
{
    GuardTree tree;
    for (const auto v : QJsonDocument::fromJson(jsonPayload.toUtf8()).array()) {
        GuardNode n;
        n.kind = QStringLiteral("GUARD");
        n.body = v.toObject().value(QStringLiteral("code")).toString();
        tree.nodes << n;
    }
    return tree;
}

int findFailedGuard(const GuardTree &tree, const GuardFailure &f)
{
    using C = GuardFailure::Category;
    const QString local = f.source.scoped.isEmpty() ? QStringLiteral("L['%1']").arg(f.subject) : f.source.scoped;
    for (qsizetype i = 0; i < tree.nodes.size(); ++i) {
        const GuardNode &n = tree.nodes[i];
        switch (f.category) {
        case C::TensorSize:
            if (n.kind == QLatin1String("TENSOR_MATCH") && n.body.contains(local + QLatin1Char(',')))
                return static_cast<int>(i);
            if (n.kind == QLatin1String("LAMBDA_GUARD") && !f.guard.isEmpty() && n.body.contains(f.guard))
                return static_cast<int>(i);
            break;
        case C::Dtype:
        case C::Stride:
        case C::Device:
        case C::RequiresGrad:
            if (n.kind == QLatin1String("TENSOR_MATCH") && n.body.contains(local + QLatin1Char(',')))
                return static_cast<int>(i);
            break;
        case C::PythonValue:
            if (n.kind == QLatin1String("EQUALS_MATCH") && n.body.startsWith(local + QLatin1String(" ==")))
                return static_cast<int>(i);
            break;
        case C::ObjectId:
            if (n.kind == QLatin1String("ID_MATCH") && n.body.contains(local))
                return static_cast<int>(i);
            break;
        case C::Type:
            if (n.kind == QLatin1String("TYPE_MATCH") && n.body.contains(local))
                return static_cast<int>(i);
            break;
        case C::GlobalState:
            if (n.kind == QLatin1String("GLOBAL_STATE"))
                return static_cast<int>(i);
            break;
        case C::Length:
        case C::DynamicMarking:
        case C::ObjectAttributes:
        case C::Other:
            if (!f.guard.isEmpty() && n.body.contains(f.guard))
                return static_cast<int>(i);
            break;
        }
    }
    return -1;
}

} // namespace cs
