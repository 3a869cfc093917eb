#include "gui/gotodialog.h"

#include "viewers/displaytext.h"

#include <QAbstractTableModel>
#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

namespace cs::app {

using viewers::DisplayText;

// The matches shown: kind, name, where (plain text, escaped and elided like every trace string).
class GotoResults : public QAbstractTableModel {
public:
    enum Column { KindColumn, NameColumn, WhereColumn, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setMatches(std::shared_ptr<const GotoIndex> index, QList<GotoIndex::Match> matches)
    {
        beginResetModel();
        m_index = std::move(index);
        m_matches = std::move(matches);
        endResetModel();
    }
    const GotoIndex::Entry *entryAt(int row) const
    {
        return row >= 0 && row < m_matches.size() ? &m_index->entry(m_matches[row].entry) : nullptr;
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_matches.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        const GotoIndex::Entry *e = entryAt(index.row());
        if (!e)
            return {};
        if (role == Qt::DisplayRole) {
            switch (index.column()) {
            case KindColumn:
                return GotoIndex::kindName(e->kind);
            case NameColumn:
                return DisplayText::line(e->text, 120);
            case WhereColumn:
                return DisplayText::line(e->detail, 160);
            }
        }
        if (role == Qt::ToolTipRole && index.column() != KindColumn)
            return DisplayText::toolTip(e->text + u'\n' + e->detail);
        if (role == Qt::ForegroundRole && index.column() != NameColumn)
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return {};
        switch (section) {
        case KindColumn:
            return GotoDialog::tr("Kind");
        case NameColumn:
            return GotoDialog::tr("Name");
        case WhereColumn:
            return GotoDialog::tr("Where");
        }
        return {};
    }

private:
    std::shared_ptr<const GotoIndex> m_index;
    QList<GotoIndex::Match> m_matches;
};

GotoDialog::GotoDialog(QWidget *window)
    : QFrame(window, Qt::Popup)
{
    setObjectName(QStringLiteral("gotoAnything"));
    setFrameShape(QFrame::StyledPanel);
    m_field = new QLineEdit;
    m_field->setObjectName(QStringLiteral("gotoQuery"));
    m_field->setPlaceholderText(tr("Go to a compile id, function, file:line, kernel, graph node or break"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_results = new GotoResults(this);
    m_list = new QTreeView;
    m_list->setModel(m_results);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setFocusPolicy(Qt::NoFocus); // typing stays in the field
    m_list->header()->setStretchLastSection(true);
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_status = new QLabel;
    m_status->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_field);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    connect(m_field, &QLineEdit::textChanged, this, &GotoDialog::refresh);
    connect(m_list, &QTreeView::clicked, this, [this](const QModelIndex &i) { activate(i.row()); });
}

GotoDialog::~GotoDialog() = default;

void GotoDialog::setIndex(std::shared_ptr<const GotoIndex> index, bool indexingGraphs)
{
    m_index = std::move(index);
    m_indexing = indexingGraphs;
    m_lastQuery.clear();
    m_lastMatched.clear();
    if (isVisible())
        refresh();
}

int GotoDialog::resultCount() const
{
    return m_results->rowCount();
}

const GotoIndex::Entry *GotoDialog::entryAt(int row) const
{
    return m_results->entryAt(row);
}

void GotoDialog::setQuery(const QString &text)
{
    m_field->setText(text);
    refresh();
}

void GotoDialog::popup()
{
    QWidget *window = parentWidget();
    const QFontMetrics fm = fontMetrics();
    const int width = std::min(window->width() - 40, fm.averageCharWidth() * 110);
    const int height = std::min(window->height() - 80, fm.height() * 24);
    resize(std::max(width, 200), std::max(height, 120));
    move(window->mapToGlobal(QPoint((window->width() - this->width()) / 2, fm.height() * 3)));
    refresh();
    show();
    m_field->setFocus(Qt::PopupFocusReason);
    m_field->selectAll();
    int kind = 0; // as wide as the longest kind's name, in this language
    for (int k = 0; k <= static_cast<int>(GotoIndex::Kind::GraphNode); ++k)
        kind = std::max(kind, fm.horizontalAdvance(GotoIndex::kindName(static_cast<GotoIndex::Kind>(k))));
    kind += fm.averageCharWidth() * 2;
    m_list->setColumnWidth(GotoResults::KindColumn, kind);
    m_list->setColumnWidth(GotoResults::NameColumn, std::max(kind, (this->width() - kind) * 2 / 5));
}

void GotoDialog::refresh()
{
    if (!m_index) {
        m_results->setMatches(nullptr, {});
        m_status->setText(tr("Open a run first"));
        return;
    }
    const QString query = m_field->text();
    const QString folded = query.trimmed().toLower();
    const bool narrows = !m_lastQuery.isEmpty() && folded.startsWith(m_lastQuery);
    std::vector<int> matched;
    m_results->setMatches(m_index, m_index->query(query, 200, narrows ? &m_lastMatched : nullptr, &matched));
    m_lastQuery = folded;
    m_lastMatched = std::move(matched);
    if (m_results->rowCount() > 0)
        m_list->setCurrentIndex(m_results->index(0, 0));
    QString status = query.trimmed().isEmpty()
        ? tr("%n entries: type to search, Enter opens", nullptr, static_cast<int>(m_index->size()))
        : tr("%n match(es)", nullptr, m_results->rowCount());
    if (m_indexing)
        status += QStringLiteral(" · ") + tr("indexing the graphs' nodes…");
    m_status->setText(status);
}

void GotoDialog::activate(int row)
{
    const GotoIndex::Entry *e = m_results->entryAt(row);
    if (!e)
        return;
    const GotoIndex::Entry entry = *e; // the model may change when the popup closes
    hide();
    Q_EMIT activated(entry);
}

bool GotoDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int rows = m_results->rowCount();
        const int current = m_list->currentIndex().row();
        const int page = std::max(1, m_list->viewport()->height() / std::max(1, m_list->sizeHintForRow(0)) - 1);
        int to = -1;
        switch (key->key()) {
        case Qt::Key_Down:
            to = current + 1;
            break;
        case Qt::Key_Up:
            to = current - 1;
            break;
        case Qt::Key_PageDown:
            to = current + page;
            break;
        case Qt::Key_PageUp:
            to = current - page;
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            activate(current);
            return true;
        case Qt::Key_Escape:
            hide();
            return true;
        default:
            return QFrame::eventFilter(watched, event);
        }
        if (rows > 0) {
            const QModelIndex i = m_results->index(std::clamp(to, 0, rows - 1), 0);
            m_list->setCurrentIndex(i);
            m_list->scrollTo(i);
        }
        return true;
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace cs::app
