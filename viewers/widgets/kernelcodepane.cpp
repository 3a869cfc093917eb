#include "viewers/widgets/kernelcodepane.h"

#include "core/util/inputfile.h"
#include "viewers/displaytext.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

namespace cs::viewers {
namespace {

constexpr int LineChars = 1000; // a longer line is cut for display (LLVM IR lines can be huge)

// The stage a column shows first, by preference.
const char *const Defaults[KernelCodePane::Columns][3] = {
    { "python", "ttir", "source" },
    { "ttgir", "ttir", "llir" },
    { "sass", "ptx", "llir" },
};

QList<int> stageLines(const KernelStack &s, int stage, int moduleLine)
{
    return s.stages[stage].key == QLatin1String("python") ? QList<int> { moduleLine - 1 }
                                                          : s.linesOf(stage, moduleLine);
}

// A line as a column shows it: nvdisasm's wide padding squeezed and its `//## File "<path>", line N`
// comments shortened to the file name (the gutter already says the module line); long lines cut.
QString shown(const QString &line, bool sass)
{
    // One line stays one block (a \r or U+2029 in a file would start another and shift every
    // link after it), control and bidi characters visible.
    QString out = DisplayText::escapeControls(line, false);
    if (sass) {
        static const QRegularExpression place(QStringLiteral("File \"(?:[^\"]*/)?([^\"/]*)\",\\s*line\\s+(\\d+)"));
        static const QRegularExpression spaces(QStringLiteral("\\s{2,}"));
        out = out.trimmed().replace(place, QStringLiteral("\\1:\\2")).replace(spaces, QStringLiteral("  "));
        if (!out.startsWith(QLatin1String("//")) && !out.startsWith(u'.'))
            out.prepend(QLatin1String("  "));
    }
    if (out.size() > LineChars) {
        const qsizetype cut = out[LineChars - 1].isHighSurrogate() ? LineChars - 1 : LineChars;
        out = out.left(cut) + QStringLiteral(" …");
    }
    return out;
}

// A kernel module's text without its whitespace, or empty when it is not on this machine.
QString codeOf(const KernelCache &cache, const QString &module)
{
    const QString path = cache.modulePath(module);
    if (path.isEmpty())
        return {};
    const auto bytes = readInputFile(path, GeneratedCodeCap);
    if (!bytes)
        return {};
    QString out = QString::fromUtf8(bytes.value());
    out.removeIf([](QChar c) { return c.isSpace(); });
    return out;
}

void moveTo(QPlainTextEdit *text, int block)
{
    QTextCursor c(text->document()->findBlockByNumber(block));
    text->setTextCursor(c);
    text->centerCursor();
}

} // namespace

KernelCodePane::KernelCodePane(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_status(new QLabel)
    , m_find(new QLineEdit)
{
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setObjectName(QStringLiteral("kernelCodeStatus"));
    m_find->setObjectName(QStringLiteral("kernelCodeFind"));
    m_find->setPlaceholderText(tr("Find in every column (tl.dot, HGMMA, ld.global) and press Enter"));
    m_find->setClearButtonEnabled(true);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(m_find->text()); });
    auto *columns = new QSplitter(Qt::Horizontal);
    for (int i = 0; i < Columns; ++i) {
        auto *box = new QWidget;
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        QComboBox *&choice = m_choice[static_cast<size_t>(i)];
        QPlainTextEdit *&text = m_text[static_cast<size_t>(i)];
        choice = new QComboBox;
        choice->setObjectName(QStringLiteral("kernelCodeStage%1").arg(i));
        text = new QPlainTextEdit;
        text->setObjectName(QStringLiteral("kernelCodeColumn%1").arg(i));
        text->setReadOnly(true);
        text->setLineWrapMode(QPlainTextEdit::NoWrap);
        text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        layout->addWidget(choice);
        layout->addWidget(text, 1);
        columns->addWidget(box);
        connect(choice, &QComboBox::currentIndexChanged, this, [this, i] {
            m_stageOf[static_cast<size_t>(i)] = m_choice[static_cast<size_t>(i)]->currentData().toInt();
            fill(i);
            if (m_line > 0)
                highlight(m_line, -1);
        });
        connect(text, &QPlainTextEdit::cursorPositionChanged, this, [this, i] {
            if (!m_moving)
                linkFrom(i);
        });
    }
    auto *findRow = new QHBoxLayout;
    findRow->addWidget(new QLabel(tr("Find:")));
    findRow->addWidget(m_find, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(findRow);
    layout->addWidget(columns, 1);
    layout->addWidget(m_status);
}

void KernelCodePane::setRun(std::shared_ptr<const LoadedRun> run)
{
    m_run = std::move(run);
    m_cache.reset();
    m_stack.reset();
    m_readFor.clear();
    m_reading = false;
    ++m_generation;
    m_kernel.clear();
    showStack();
}

void KernelCodePane::showKernel(const QString &kernel, const QString &module, const QString &binary)
{
    m_kernel = kernel;
    m_module = module;
    m_binary = binary;
    if (isVisible())
        refresh();
}

void KernelCodePane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void KernelCodePane::refresh()
{
    const QString wanted = m_kernel + u'\n' + m_module + u'\n' + m_binary;
    if (m_reading && m_run && !m_kernel.isEmpty() && wanted != m_readFor) { // read when the one under way ends
        m_title->setText(tr("Reading %1's code from the run's caches…").arg(m_kernel));
        return;
    }
    if (!m_run || m_kernel.isEmpty() || wanted == m_readFor || m_reading)
        return showStack();
    m_reading = true;
    m_title->setText(tr("Reading %1's code from the run's caches…").arg(m_kernel));
    m_work.start([self = QPointer<KernelCodePane>(this), run = m_run, cache = m_cache, kernel = m_kernel,
                     module = m_module, binary = m_binary, wanted, generation = m_generation]() mutable {
        if (!cache) {
            auto scanned = std::make_shared<KernelCache>();
            scanned->scan(run->inputs);
            cache = scanned;
        }
        // By its module where the plan names it: each graph numbers its kernels from 0. Triton keys
        // its cache by the kernel's source, so a module whose kernel is the same as another's (an
        // autotuning benchmark's twin) shares that one's entry, which names the other module.
        QList<TritonVariant> found = cache->allVariants(kernel, module);
        QString twin;
        if (found.isEmpty() && !module.isEmpty()) {
            const QString mine = codeOf(*cache, module);
            for (const TritonVariant &v : cache->allVariants(kernel, {}))
                if (!mine.isEmpty() && codeOf(*cache, v.module) == mine)
                    found << v;
            if (!found.isEmpty())
                twin = QCoreApplication::translate("cs::viewers::KernelCodePane",
                    "(compiled from %1, a module with the same code as the run's %2: Triton keeps one cache "
                    "entry for both)")
                           .arg(found.front().module, module);
        }
        found = usedVariants(*cache, found, binary);
        auto stack = std::make_shared<KernelStack>();
        stack->kernel = kernel;
        if (found.isEmpty())
            stack->problem = QCoreApplication::translate("cs::viewers::KernelCodePane",
                "%1: its Triton cache entry is not under the folders opened. Open the folder that holds the run's "
                "Inductor cache (TORCHINDUCTOR_CACHE_DIR, with its triton/ folder) with the run, or use "
                "`compilescope code RUN --cache DIR`.")
                                 .arg(kernel);
        else
            *stack = readKernelStack(found.front(), *cache, Disassemble::WithNvdisasm);
        QString note = found.size() > 1 ? QCoreApplication::translate("cs::viewers::KernelCodePane",
                           "(one of %1 cache entries of this name: no autotune record says which one the run used)")
                                              .arg(found.size())
                                        : QString();
        if (!twin.isEmpty())
            note = note.isEmpty() ? twin : twin + u' ' + note;
        QMetaObject::invokeMethod(
            qApp,
            [self, cache, stack, wanted, generation, note] {
                if (!self || generation != self->m_generation)
                    return;
                self->m_cache = cache;
                self->m_stack = stack;
                self->m_readFor = wanted;
                self->m_note = note;
                self->m_reading = false;
                self->m_line = 0;
                self->refresh(); // shows it, or reads the kernel selected meanwhile
            },
            Qt::QueuedConnection);
    });
}

void KernelCodePane::showStack()
{
    const KernelStack *s = m_stack.get();
    const bool usable = s && s->problem.isEmpty() && !m_kernel.isEmpty() && s->kernel == m_kernel;
    for (int i = 0; i < Columns; ++i) {
        QComboBox *choice = m_choice[static_cast<size_t>(i)];
        const QSignalBlocker block(choice);
        choice->clear();
        m_stageOf[static_cast<size_t>(i)] = -1;
        if (!usable)
            continue;
        for (int st = 0; st < s->stages.size(); ++st)
            if (s->stages[st].available())
                choice->addItem(tr("%1 (%n line(s))", nullptr, static_cast<int>(s->stages[st].lines.size()))
                                    .arg(s->stages[st].title),
                    st);
        for (const char *key : Defaults[i]) {
            const int at = choice->findData(s->stageIndex(QLatin1String(key)));
            if (at >= 0 && s->stageIndex(QLatin1String(key)) >= 0) {
                choice->setCurrentIndex(at);
                break;
            }
        }
        m_stageOf[static_cast<size_t>(i)] = choice->currentData().isValid() ? choice->currentData().toInt() : -1;
    }
    for (int i = 0; i < Columns; ++i)
        fill(i);
    m_status->clear();
    if (m_kernel.isEmpty() || !m_run) {
        m_title->setText(
            m_run ? tr("Select a Triton kernel to see its code from the module down to SASS.") : QString());
        return;
    }
    if (!s || s->kernel != m_kernel)
        return;
    if (!s->problem.isEmpty()) {
        m_title->setText(s->problem);
        return;
    }
    QStringList absent;
    for (const KernelStage &st : s->stages)
        if (!st.available())
            absent << tr("%1: %2").arg(st.title, st.note);
    QString title = tr("%1, %2 — click a line: its module line's code is highlighted in every column.")
                        .arg(s->kernel, QFileInfo(s->variant.dir).fileName());
    if (!m_note.isEmpty())
        title += u' ' + m_note;
    if (!absent.isEmpty())
        title += u'\n' + absent.join(QStringLiteral("; "));
    m_title->setText(title);
}

void KernelCodePane::fill(int column)
{
    QPlainTextEdit *text = m_text[static_cast<size_t>(column)];
    const int stage = m_stageOf[static_cast<size_t>(column)];
    const QSignalBlocker block(text);
    m_moving = true;
    if (!m_stack || stage < 0 || stage >= m_stack->stages.size()) {
        text->clear();
        m_moving = false;
        return;
    }
    const KernelStage &st = m_stack->stages[stage];
    QString all;
    for (int l = 0; l < st.lines.size(); ++l) {
        const int m = m_stack->moduleLine(stage, l);
        all += QStringLiteral("%1 | ").arg(m > 0 ? QString::number(m) : QString(), 5)
            + shown(st.lines[l], st.key == QLatin1String("sass")) + u'\n';
    }
    all.chop(1);
    text->setPlainText(all);
    text->setExtraSelections({}); // they outlive the text: another kernel's marks would stay
    m_moving = false;
}

void KernelCodePane::linkFrom(int column)
{
    m_active = column;
    const int stage = m_stageOf[static_cast<size_t>(column)];
    if (!m_stack || stage < 0)
        return;
    const int block = m_text[static_cast<size_t>(column)]->textCursor().blockNumber();
    const int m = m_stack->moduleLine(stage, block);
    if (m > 0)
        return highlight(m, column);
    m_line = 0;
    for (QPlainTextEdit *t : m_text)
        t->setExtraSelections({});
    m_status->setText(tr("%1 line %2 carries no location in the kernel module (a directive, a label, or code "
                         "inlined from a Triton library file).")
                          .arg(m_stack->stages[stage].title)
                          .arg(block + 1));
}

void KernelCodePane::highlight(int moduleLine, int from)
{
    m_line = moduleLine;
    const QColor linked = [this] {
        QColor c = palette().color(QPalette::Highlight);
        c.setAlpha(70);
        return c;
    }();
    for (int i = 0; i < Columns; ++i) {
        QPlainTextEdit *text = m_text[static_cast<size_t>(i)];
        const int stage = m_stageOf[static_cast<size_t>(i)];
        QList<QTextEdit::ExtraSelection> marks;
        const QList<int> lines = stage >= 0 ? stageLines(*m_stack, stage, moduleLine) : QList<int> {};
        for (int l : lines) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = QTextCursor(text->document()->findBlockByNumber(l));
            mark.format.setBackground(linked);
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            marks << mark;
        }
        text->setExtraSelections(marks);
        if (i != from && !lines.isEmpty()) {
            m_moving = true;
            moveTo(text, lines.front());
            m_moving = false;
        }
    }
    QStringList counts;
    for (int st = 1; st < m_stack->stages.size(); ++st)
        if (m_stack->stages[st].available())
            counts
                << QStringLiteral("%1 %2").arg(m_stack->stages[st].title).arg(m_stack->linesOf(st, moduleLine).size());
    m_status->setText(
        tr("Module line %1, its lines in each stage: %2").arg(moduleLine).arg(counts.join(QStringLiteral(" · "))));
}

void KernelCodePane::goToModuleLine(int line)
{
    if (!m_stack || line <= 0)
        return;
    highlight(line, -1);
}

bool KernelCodePane::findNext(const QString &text)
{
    if (!m_stack || text.isEmpty())
        return false;
    // From the line after the cursor in the column last used, through the other columns, and
    // round to where it started.
    for (int step = 0; step <= Columns; ++step) {
        const int column = (m_active + step) % Columns;
        const int stage = m_stageOf[static_cast<size_t>(column)];
        if (stage < 0)
            continue;
        const KernelStage &st = m_stack->stages[stage];
        const QStringList &lines = st.lines;
        const int current = m_text[static_cast<size_t>(column)]->textCursor().blockNumber();
        const int begin = step == 0 ? current + 1 : 0,
                  end = step == Columns ? current + 1 : static_cast<int>(lines.size());
        for (int l = begin; l < std::min(end, static_cast<int>(lines.size())); ++l)
            if (shown(lines[l], st.key == QLatin1String("sass")).contains(text, Qt::CaseInsensitive)) { // as shown
                moveTo(m_text[static_cast<size_t>(column)], l); // links from there
                m_active = column;
                return true;
            }
    }
    m_status->setText(tr("\"%1\" is in none of the columns.").arg(text));
    return false;
}

QString KernelCodePane::titleText() const
{
    return m_title->text();
}

QString KernelCodePane::statusText() const
{
    return m_status->text();
}

} // namespace cs::viewers
