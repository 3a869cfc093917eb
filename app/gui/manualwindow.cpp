#include "gui/manualwindow.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextEdit>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUrl>
#include <QVBoxLayout>

namespace cs::app {
namespace {

constexpr int FileRole = Qt::UserRole;
constexpr int AnchorRole = Qt::UserRole + 1;

// The manual's screenshots are full windows: shown at the width of the text, not their own.
void fitPictures(QTextDocument *document, int width)
{
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            image.setWidth(width); // the height follows, in proportion
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
}

QTextBlock headingBlock(QTextDocument *document, const QString &anchor)
{
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next())
        if (b.blockFormat().headingLevel() > 0 && Manual::anchorOf(b.text()) == anchor)
            return b;
    return {};
}

void fillContents(QTreeWidget *tree, const Manual &manual)
{
    for (const ManualPage &page : manual.pages()) {
        auto *top = new QTreeWidgetItem(tree, { page.title });
        top->setData(0, FileRole, page.file);
        QTreeWidgetItem *section = nullptr; // the last "##", parent of the "###" below it
        for (qsizetype i = 1; i < page.headings.size(); ++i) {
            const ManualHeading &h = page.headings.at(i);
            if (h.level > 3)
                continue;
            auto *item = new QTreeWidgetItem(h.level == 3 && section ? section : top, { h.text });
            item->setData(0, FileRole, page.file);
            item->setData(0, AnchorRole, h.anchor);
            if (h.level <= 2)
                section = item;
        }
    }
}

} // namespace

ManualWindow::ManualWindow(QWidget *parent)
    : QDialog(parent)
    , m_manual(Manual::load())
{
    setWindowTitle(tr("CompileScope Manual"));
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("manualSearch"));
    m_search->setPlaceholderText(tr("Search the manual"));
    m_search->setClearButtonEnabled(true);
    m_contents = new QTreeWidget;
    m_contents->setObjectName(QStringLiteral("manualContents"));
    m_contents->setHeaderHidden(true);
    fillContents(m_contents, m_manual);
    m_results = new QListWidget;
    m_results->setObjectName(QStringLiteral("manualResults"));
    m_results->setWordWrap(true);
    m_left = new QStackedWidget;
    m_left->addWidget(m_contents);
    m_left->addWidget(m_results);
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_left, 1);

    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("manualPage"));
    m_browser->setOpenLinks(false);
    if (!m_manual.folder().isEmpty())
        m_browser->setSearchPaths({ m_manual.folder() });

    auto *split = new QSplitter;
    split->addWidget(left);
    split->addWidget(m_browser);
    split->setStretchFactor(1, 1);
    split->setSizes({ fontMetrics().averageCharWidth() * 34, fontMetrics().averageCharWidth() * 100 });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 140, fontMetrics().height() * 46);

    connect(m_search, &QLineEdit::textChanged, this, &ManualWindow::search);
    connect(m_contents, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        display({ item->data(0, FileRole).toString(), item->data(0, AnchorRole).toString() }, true);
    });
    connect(m_contents, &QTreeWidget::itemClicked, m_contents, &QTreeWidget::itemActivated);
    auto openHit = [this](QListWidgetItem *item) {
        display({ item->data(FileRole).toString(), item->data(AnchorRole).toString() }, true);
        markWords();
    };
    connect(m_results, &QListWidget::itemActivated, this, openHit);
    connect(m_results, &QListWidget::itemClicked, this, openHit);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &ManualWindow::openLink);
    auto *back = new QShortcut(QKeySequence::Back, this);
    connect(back, &QShortcut::activated, this, [this] { step(-1); });
    auto *forward = new QShortcut(QKeySequence::Forward, this);
    connect(forward, &QShortcut::activated, this, [this] { step(+1); });
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });

    if (m_manual.pages().isEmpty())
        m_browser->setPlainText(tr("The manual is missing from this installation."));
    else
        display({ QStringLiteral("index.md"), {} }, true);
}

bool ManualWindow::showPlace(const ManualPlace &place)
{
    if (!m_manual.page(place.file))
        return false;
    display(place, true);
    return true;
}

void ManualWindow::display(const ManualPlace &place, bool remember)
{
    const ManualPage *page = m_manual.page(place.file);
    if (!page)
        return;
    if (m_current.file != page->file) {
        m_browser->setMarkdown(page->markdown);
        fitPictures(m_browser->document(), fontMetrics().averageCharWidth() * 96);
    }
    m_browser->setExtraSelections({});
    if (const QTextBlock b = place.anchor.isEmpty() ? QTextBlock() : headingBlock(m_browser->document(), place.anchor);
        b.isValid())
        m_browser->setTextCursor(QTextCursor(b));
    else
        m_browser->moveCursor(QTextCursor::Start);
    scrollToCursorBlock();
    // A window just shown lays its text out once it has its size: scroll again then.
    QTimer::singleShot(0, this, &ManualWindow::scrollToCursorBlock);
    m_current = place;
    selectInContents(place);
    if (!remember)
        return;
    m_history = m_history.mid(0, m_at + 1);
    m_history.append(place);
    m_at = int(m_history.size()) - 1;
}

void ManualWindow::step(int direction)
{
    const int to = m_at + direction;
    if (to < 0 || to >= m_history.size())
        return;
    m_at = to;
    display(m_history.at(to), false);
}

void ManualWindow::selectInContents(const ManualPlace &place)
{
    for (QTreeWidgetItemIterator it(m_contents); *it; ++it)
        if ((*it)->data(0, FileRole).toString() == place.file
            && (*it)->data(0, AnchorRole).toString() == place.anchor) {
            const QSignalBlocker quiet(m_contents);
            m_contents->setCurrentItem(*it);
            m_contents->scrollToItem(*it);
            return;
        }
}

void ManualWindow::search(const QString &words)
{
    m_results->clear();
    if (words.trimmed().isEmpty()) {
        m_left->setCurrentWidget(m_contents);
        m_browser->setExtraSelections({});
        return;
    }
    m_left->setCurrentWidget(m_results);
    const QList<ManualHit> hits = m_manual.search(words);
    for (const ManualHit &hit : hits) {
        auto *item = new QListWidgetItem(hit.where + QLatin1Char('\n') + hit.context, m_results);
        item->setData(FileRole, hit.file);
        item->setData(AnchorRole, hit.anchor);
        item->setToolTip(hit.context);
    }
    if (hits.isEmpty())
        new QListWidgetItem(tr("Nothing in the manual matches “%1”.").arg(words.simplified()), m_results);
}

// Every occurrence of the searched words on the page shown, the first after the section's
// heading made current.
void ManualWindow::markWords()
{
    QList<QTextEdit::ExtraSelection> marks;
    QTextCharFormat format;
    format.setBackground(palette().highlight());
    format.setForeground(palette().highlightedText());
    const int sectionStart = m_browser->textCursor().position();
    QTextCursor firstAfter;
    for (const QString &w : m_search->text().simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        for (QTextCursor c = m_browser->document()->find(w); !c.isNull(); c = m_browser->document()->find(w, c)) {
            marks.append({ c, format });
            if (c.position() >= sectionStart && (firstAfter.isNull() || c.position() < firstAfter.position()))
                firstAfter = c;
        }
    m_browser->setExtraSelections(marks);
    if (!firstAfter.isNull()) {
        m_browser->setTextCursor(firstAfter);
        m_browser->ensureCursorVisible();
    }
}

void ManualWindow::openLink(const QUrl &url)
{
    if (!url.scheme().isEmpty() && url.scheme() != QLatin1String("file")) {
        QDesktopServices::openUrl(url);
        return;
    }
    const QString path = url.path();
    if (path.isEmpty()) { // a section of the page shown
        display({ m_current.file, url.fragment() }, true);
        return;
    }
    const QString file = QFileInfo(path).fileName();
    if (!path.contains(QLatin1Char('/')) && m_manual.page(file)) {
        display({ file, url.fragment() }, true);
        return;
    }
    // A file of the project the manual points into (a JSON format's description): beside
    // the manual's folder as the source tree has it, or with the installed documentation.
    if (m_manual.folder().isEmpty())
        return;
    for (const QString &candidate :
        { m_manual.folder() + QLatin1Char('/') + path, m_manual.folder() + QStringLiteral("/../../") + file })
        if (QFileInfo(candidate).isFile()) {
            QDesktopServices::openUrl(QUrl::fromLocalFile(QDir::cleanPath(candidate)));
            return;
        }
}

// The block of the text cursor at the top of the page (a section's heading, the start).
void ManualWindow::scrollToCursorBlock()
{
    const QTextBlock b = m_browser->textCursor().block();
    m_browser->verticalScrollBar()->setValue(int(m_browser->document()->documentLayout()->blockBoundingRect(b).top()));
}

} // namespace cs::app
