#include "viewers/models/compiletreemodel.h"
#include "viewers/findrole.h"

#include "core/analysis/compiletimefinding.h"
#include "core/analysis/kernelcounts.h"
#include "core/graph/ddpsplits.h"
#include "viewers/displaytext.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>
#include <QLocale>

#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <vector>

namespace cs::viewers {

struct CompileTreeModel::Node {
    enum Kind { Root, Rank, Frame, Compile, DdpChild } kind = Root;
    Node *parent = nullptr;
    int row = 0;
    size_t log = 0; // index into run->logs
    size_t item = 0; // frame index or compile index (a DDP child: its compile's)
    size_t split = 0, child = 0; // a DDP child: index into m_splits and its child
    std::vector<std::unique_ptr<Node>> children;

    Node *add(Kind k, size_t logIndex, size_t itemIndex)
    {
        auto n = std::make_unique<Node>();
        n->kind = k;
        n->parent = this;
        n->row = static_cast<int>(children.size());
        n->log = logIndex;
        n->item = itemIndex;
        children.push_back(std::move(n));
        return children.back().get();
    }
};

CompileTreeModel::CompileTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
}
CompileTreeModel::~CompileTreeModel() = default;

void CompileTreeModel::setRun(std::shared_ptr<const LoadedRun> run)
{
    beginResetModel();
    m_run = std::move(run);
    rebuild();
    endResetModel();
}

void CompileTreeModel::rebuild()
{
    m_root = std::make_unique<Node>();
    m_splits.clear();
    if (!m_run)
        return;
    std::vector<const TextLog *> textLogs;
    for (const auto &t : m_run->textLogs)
        textLogs.push_back(t.get());
    const bool ranks = m_run->logs.size() > 1;
    for (size_t li = 0; li < m_run->logs.size(); ++li) {
        Node *parent = ranks ? m_root->add(Node::Rank, li, li) : m_root.get();
        const CompileOverview &ov = *m_run->overviews[li];
        static const QRegularExpression resumeRe(QStringLiteral(R"(^torch_dynamo_resume_in_(.+)_at_\d+$)"));
        std::map<QString, Node *> byFunction; // function + file -> frame node
        for (size_t fi = 0; fi < ov.frames.size(); ++fi) {
            const FrameSummary &f = ov.frames[fi];
            Node *home = parent;
            if (const auto m = resumeRe.match(f.function); m.hasMatch()) {
                if (auto it = byFunction.find(m.captured(1) + QLatin1Char('\x1f') + f.file); it != byFunction.end())
                    home = it->second;
            }
            Node *frame = home->add(Node::Frame, li, fi);
            byFunction.emplace(f.function + QLatin1Char('\x1f') + f.file, frame);
            for (size_t ci : f.compiles) {
                Node *compile = frame->add(Node::Compile, li, ci);
                const CompileSummary &c = ov.compiles[ci];
                if (!hasDdpSplit(*m_run->logs[li], c))
                    continue;
                m_splits.push_back(analyseAotCompiles(*m_run->logs[li], c, textLogs).split);
                for (size_t k = 0; k < m_splits.back().children.size(); ++k) {
                    Node *child = compile->add(Node::DdpChild, li, ci);
                    child->split = m_splits.size() - 1;
                    child->child = k;
                }
            }
        }
    }
}

const CompileSummary *CompileTreeModel::compileAt(const QModelIndex &index) const
{
    if (!index.isValid() || !m_run)
        return nullptr;
    const auto *n = static_cast<const Node *>(index.internalPointer());
    return n->kind == Node::Compile || n->kind == Node::DdpChild ? &m_run->overviews[n->log]->compiles[n->item]
                                                                 : nullptr;
}

CompileRef CompileTreeModel::refAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const auto *n = static_cast<const Node *>(index.internalPointer());
    return n->kind == Node::Compile || n->kind == Node::DdpChild
        ? CompileRef { static_cast<int>(n->log), static_cast<int>(n->item) }
        : CompileRef {};
}

QModelIndex CompileTreeModel::indexOf(const CompileRef &ref) const
{
    std::vector<const Node *> todo { m_root.get() };
    while (!todo.empty()) {
        const Node *n = todo.back();
        todo.pop_back();
        if (n->kind == Node::Compile && static_cast<int>(n->log) == ref.log && static_cast<int>(n->item) == ref.compile)
            return createIndex(n->row, 0, const_cast<Node *>(n));
        for (const auto &c : n->children)
            todo.push_back(c.get());
    }
    return {};
}

QModelIndex CompileTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const Node *p = parent.isValid() ? static_cast<const Node *>(parent.internalPointer()) : m_root.get();
    return createIndex(row, column, p->children[static_cast<size_t>(row)].get());
}

QModelIndex CompileTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Node *p = static_cast<const Node *>(child.internalPointer())->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, const_cast<Node *>(p));
}

int CompileTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *p = parent.isValid() ? static_cast<const Node *>(parent.internalPointer()) : m_root.get();
    return static_cast<int>(p->children.size());
}

int CompileTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CompileTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_run)
        return {};
    const auto *n = static_cast<const Node *>(index.internalPointer());
    const CompileOverview &ov = *m_run->overviews[n->log];
    const int col = index.column();
    if (role == LogIndexRole)
        return static_cast<int>(n->log);
    if (n->kind == Node::Rank) {
        if (role == Qt::DisplayRole && col == NameColumn) {
            const int rank = m_run->logs[n->log]->rank;
            return rank >= 0 ? tr("Rank %1").arg(rank)
                             : DisplayText::line(QFileInfo(m_run->logs[n->log]->source->path()).fileName());
        }
        return {};
    }
    if (n->kind == Node::Frame) {
        const FrameSummary &f = ov.frames[n->item];
        const QString name = f.displayFunction.isEmpty() ? f.function : f.displayFunction;
        const QString file = f.displayFunction.isEmpty() ? f.file : f.displayFile;
        const int line = f.displayFunction.isEmpty() ? f.line : f.displayLine;
        if ((role == SortRole || role == FindTextRole) && col == NameColumn)
            return name;
        if (role == Qt::DisplayRole) {
            if (col == NameColumn) {
                // The name first, then what tells two frames of one function apart (the decorator's
                // wrapper Dynamo compiled, by its name: the tooltip has its file), then file:line: a
                // narrow tree cuts the end, never the name.
                // Dynamo's resume functions (`torch_dynamo_resume_in_forward_at_15`) differ only at
                // their ends, which a narrow tree would cut: said shorter, the line kept.
                static const QRegularExpression resume(QStringLiteral(R"(^torch_dynamo_resume_in_(.+)_at_(\d+)$)"));
                const QRegularExpressionMatch m = resume.match(name);
                QString fn = name.isEmpty() ? tr("(unknown function)")
                    : m.hasMatch() ? tr("resume in %1 at %2").arg(DisplayText::line(m.captured(1)), m.captured(2))
                                   : DisplayText::line(name);
                if (!f.wrapperLabel.isEmpty())
                    fn += QLatin1Char(' ')
                        + tr("via %1").arg(DisplayText::line(f.wrapperLabel.section(QStringLiteral(" ("), 0, 0)));
                if (!file.isEmpty())
                    fn = line > 0 ? QStringLiteral("%1  %2:%3")
                                        .arg(fn, DisplayText::line(QFileInfo(file).fileName()), QString::number(line))
                                  : QStringLiteral("%1  %2").arg(fn, DisplayText::line(QFileInfo(file).fileName()));
                return fn;
            }
            if (col == StatusColumn) // compact: the status column stays as narrow as its states
                return QStringLiteral("×%1").arg(f.compiles.size());
        }
        if (role == Qt::ToolTipRole && col == StatusColumn)
            return tr("%n compile(s)", nullptr, static_cast<int>(f.compiles.size()));
        if (role == Qt::ToolTipRole && col == NameColumn) {
            QString tip = file.isEmpty() ? name : QStringLiteral("%1\n%2:%3").arg(name, file).arg(line);
            if (!f.wrapperLabel.isEmpty())
                tip += QLatin1Char('\n')
                    + tr("Dynamo compiled %1 (a decorator wrapped around this function)").arg(f.wrapperLabel);
            return DisplayText::toolTip(tip);
        }
        return {};
    }
    if (n->kind == Node::DdpChild)
        return childData(n, col, role);
    const CompileSummary &c = ov.compiles[n->item];
    if (role == CompileIdRole)
        return c.id.toString();
    if (role == CompileIndexRole)
        return static_cast<int>(n->item);
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (col) {
        case NameColumn:
            // A wrapper frame holding several functions in turn (Dynamo's `inner` for decorated
            // bound methods, a decorator shared by several functions): each compile says which.
            if (role == Qt::DisplayRole && n->parent && n->parent->kind == Node::Frame
                && ov.frames[n->parent->item].wrapsSeveral && !c.displayFunction().isEmpty())
                return QStringLiteral("%1  %2").arg(c.id.toString(), DisplayText::line(c.displayFunction()));
            return c.id.toString();
        case StatusColumn: {
            switch (c.status) {
            case CompileSummary::Status::Ok:
                switch (c.kind) {
                case CompileKind::Recompile:
                    return tr("recompiled");
                case CompileKind::CompiledAgain:
                    return tr("compiled again");
                case CompileKind::AfterReset:
                    return tr("compiled after reset");
                case CompileKind::First:
                case CompileKind::LimitHit:
                    break;
                }
                return tr("compiled");
            case CompileSummary::Status::Failed:
                return c.kind == CompileKind::LimitHit ? tr("recompile limit") : tr("failed");
            case CompileSummary::Status::EmptyGraph:
                return tr("no graph");
            case CompileSummary::Status::Missing:
                return tr("no metrics");
            }
            return {};
        }
        case TimeColumn:
            if (c.compileTimeS < 0)
                return role == SortRole ? QVariant(-1.0) : QVariant();
            {
                // Forward and backward (compiled at the first backward call), as the findings and the
                // Compile time view count a compile; the tooltip splits it.
                const double total = compileTimeWithBackwardS(c);
                if (role == SortRole)
                    return total;
                return QStringLiteral("%1 s").arg(total, 0, 'f', 3);
            }
        case BreaksColumn:
            return c.graphBreaks;
        case KernelsColumn:
            return c.kernelCounts.distinctKernels;
        }
    }
    if (role == Qt::ForegroundRole && col == StatusColumn) {
        if (c.status == CompileSummary::Status::Failed)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        if (c.isRecompile())
            return QBrush(QColor(0xb5, 0x6a, 0x00));
    }
    if (role == Qt::TextAlignmentRole && col >= TimeColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == LaunchesRole)
        return c.kernelCounts.launches;
    if (role == Qt::ToolTipRole && col == KernelsColumn) {
        const KernelCounts &k = c.kernelCounts;
        return DisplayText::toolTip(tr("%n distinct kernel(s)", nullptr, k.distinctKernels) + QStringLiteral(", ")
            + tr("%n launch(es) per call: ", nullptr, k.launches)
            + tr("%1 of generated kernels, %n extern call(s)", nullptr, k.externLaunches).arg(k.generatedLaunches())
            + QStringLiteral("\n\n") + KernelWords::distinctKernels() + QStringLiteral("\n\n")
            + KernelWords::launches());
    }
    if (role == Qt::ToolTipRole && col == TimeColumn && c.compileTimeS >= 0) {
        // The column adds the backward (compiled at the first backward call) as the findings and the
        // Compile time view do; the tooltip splits it, the forward's being summary's first number.
        if (c.backwardCompileTimeS <= 0)
            return tr("Compile time: %1 s").arg(c.compileTimeS, 0, 'f', 3);
        return tr("Compile time: %3 s in all, %1 s for the forward (summary's first number) and %2 s for its "
                  "backward, compiled later at the first backward call")
            .arg(QString::number(c.compileTimeS, 'f', 3), QString::number(c.backwardCompileTimeS, 'f', 3),
                QString::number(c.compileTimeS + c.backwardCompileTimeS, 'f', 3));
    }
    if (role == Qt::ToolTipRole && col == StatusColumn) {
        if (!c.failReason.isEmpty())
            return DisplayText::toolTip(c.failReason);
        if (!c.recompileReason().isEmpty())
            return DisplayText::toolTip(c.recompileReason());
    }
    return {};
}

QVariant CompileTreeModel::childData(const Node *n, int col, int role) const
{
    const DdpSplit &split = m_splits[n->split];
    const DdpChild &c = split.children[n->child];
    if (role == CompileIdRole)
        return m_run->overviews[n->log]->compiles[n->item].id.toString();
    if (role == CompileIndexRole)
        return static_cast<int>(n->item);
    if ((role == Qt::DisplayRole || role == SortRole) && col == NameColumn) {
        const QString bytes = c.bucketBytes >= 0 ? QLocale().formattedDataSize(c.bucketBytes) : tr("size not recorded");
        return tr("%1 — %n param(s), %2", nullptr, static_cast<int>(c.params.size())).arg(c.name, bytes);
    }
    if ((role == Qt::DisplayRole || role == SortRole) && col == StatusColumn)
        return tr("DDP child");
    if (role == Qt::ToolTipRole) {
        QStringList params;
        for (const DdpParam &p : c.params)
            params << (p.source.isEmpty() ? p.name : p.source);
        return DisplayText::toolTip(split.reason() + QStringLiteral("\n\n") + params.join(u'\n'));
    }
    return {};
}

QVariant CompileTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    // Short headers keep the number columns narrow (in every language), so the names get the room.
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn:
            return tr("Compile time, a backward compiled later included (as the findings and the Compile time "
                      "view count it); the cell's tooltip splits forward and backward");
        case BreaksColumn:
            return tr("Graph breaks");
        case KernelsColumn:
            return KernelWords::distinctKernels();
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Frame / compile id");
    case StatusColumn:
        return tr("Status");
    case TimeColumn:
        return tr("Fwd+bwd"); // forward and the backward compiled later: summary says them apart
    case BreaksColumn:
        return tr("Breaks");
    case KernelsColumn:
        return tr("Kernels");
    }
    return {};
}

} // namespace cs::viewers
