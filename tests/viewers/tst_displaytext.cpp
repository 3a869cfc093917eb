#include "viewers/displaytext.h"
#include "viewers/widgets/elidedlabel.h"
#include "viewers/widgets/emptystate.h"

#include <QLabel>
#include <QTest>
#include <QTextDocument>
#include <QTextFragment>

using namespace cs::viewers;

// The one place trace text is made safe to show: escapes, elision, plain tooltips and labels.
class TestDisplayText : public QObject {
    Q_OBJECT

    // What a rich-text sink makes of `html`: its text, and whether any markup came alive.
    static QString rendered(const QString &html, bool *live = nullptr)
    {
        QTextDocument doc;
        doc.setHtml(html);
        bool alive = false;
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat f = it.fragment().charFormat();
                alive = alive || f.isImageFormat() || f.isAnchor() || f.fontWeight() > QFont::Normal
                    || f.foreground().color() == QColor(Qt::red);
            }
        if (live)
            *live = alive;
        return doc.toPlainText();
    }

private Q_SLOTS:
    void escapesControlsAndBidi_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("block");
        QTest::newRow("plain") << QStringLiteral("aten.addmm") << QStringLiteral("aten.addmm")
                               << QStringLiteral("aten.addmm");
        QTest::newRow("rlo path") << QStringLiteral("evil\u202egnp.exe.py") << QStringLiteral("evil\\u202egnp.exe.py")
                                  << QStringLiteral("evil\\u202egnp.exe.py");
        QTest::newRow("isolates") << QStringLiteral("a\u2066b\u2069c\u2067d\u2068e")
                                  << QStringLiteral("a\\u2066b\\u2069c\\u2067d\\u2068e")
                                  << QStringLiteral("a\\u2066b\\u2069c\\u2067d\\u2068e");
        QTest::newRow("embeddings") << QStringLiteral("\u202a\u202b\u202c\u202d")
                                    << QStringLiteral("\\u202a\\u202b\\u202c\\u202d")
                                    << QStringLiteral("\\u202a\\u202b\\u202c\\u202d");
        QTest::newRow("ansi and bell") << QStringLiteral("\x1b[31mred\x1b[0m\x07")
                                       << QStringLiteral("\\x1b[31mred\\x1b[0m\\x07")
                                       << QStringLiteral("\\x1b[31mred\\x1b[0m\\x07");
        QTest::newRow("nul del c1") << QString::fromUtf16(u"a\0b\x7f\x85\x9b", 6)
                                    << QStringLiteral("a\\x00b\\x7f\\x85\\x9b")
                                    << QStringLiteral("a\\x00b\\x7f\\x85\\x9b");
        QTest::newRow("lines") << QStringLiteral("one\r\ntwo\tthree") << QStringLiteral("one ⏎ two three")
                               << QStringLiteral("one\ntwo\tthree");
        QTest::newRow("lrm rlm ls") << QStringLiteral("x\u200ey\u200fz\u2028") << QStringLiteral("x\\u200ey\\u200fz ⏎ ")
                                    << QStringLiteral("x\\u200ey\\u200fz\\u2028");
        QTest::newRow("emoji kept") << QStringLiteral("ok 🙂 ü") << QStringLiteral("ok 🙂 ü")
                                    << QStringLiteral("ok 🙂 ü");
    }
    void escapesControlsAndBidi()
    {
        QFETCH(QString, input);
        QFETCH(QString, line);
        QFETCH(QString, block);
        QCOMPARE(DisplayText::line(input), line);
        QCOMPARE(DisplayText::block(input), block);
    }

    void elidesInTheMiddleSayingHowMuch()
    {
        const QString big = QStringLiteral("start_") + QString(1 << 20, QLatin1Char('A')) + QStringLiteral("_end");
        const QString shown = DisplayText::line(big, 240);
        QVERIFY(shown.size() < 300);
        QVERIFY(shown.startsWith(QLatin1String("start_")));
        QVERIFY(shown.endsWith(QLatin1String("_end")));
        QVERIFY(shown.contains(QLocale().toString(big.size() - 240)));
        QCOMPARE(DisplayText::line(QStringLiteral("short"), 240), QStringLiteral("short"));
        // A surrogate pair is never cut in two.
        QString pairs;
        for (int i = 0; i < 200; ++i)
            pairs += QStringLiteral("🙂");
        const QString elided = DisplayText::elide(pairs, 101);
        for (qsizetype i = 0; i < elided.size(); ++i)
            if (elided[i].isHighSurrogate())
                QVERIFY(i + 1 < elided.size() && elided[i + 1].isLowSurrogate());
    }

    // Code keeps its lines; only a line too long to lay out is elided, controls escaped.
    void codeElidesOnlyOverlongLines()
    {
        const QString code = QStringLiteral("def f(x):\n\treturn x  # \u202eevil\n\n");
        QCOMPARE(DisplayText::code(code), QStringLiteral("def f(x):\n\treturn x  # \\u202eevil\n\n"));
        const QString huge = QStringLiteral("k_") + QString(1 << 20, u'K');
        const QString shown
            = DisplayText::code(QStringLiteral("@triton.jit\ndef %1(in_ptr0):\n    pass").arg(huge), 4000);
        const QStringList lines = shown.split(u'\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral("@triton.jit"));
        QVERIFY(lines[1].startsWith(QStringLiteral("def k_KKK")));
        QVERIFY(lines[1].endsWith(QStringLiteral("KKK(in_ptr0):")));
        QVERIFY(lines[1].size() <= 4100);
        QVERIFY(lines[1].contains(QLocale().toString(huge.size() + 14 - 4000)));
        QCOMPARE(lines[2], QStringLiteral("    pass"));
    }

    void richTextSinksGetEscapedText()
    {
        const QString hostile
            = QStringLiteral("<b><font color=red size=7>BIG</font></b><img src=x onerror=alert(1)>"
                             "<a href='javascript:alert(1)'>click</a><script>alert('x')</script>tail");
        bool live = true;
        QCOMPARE(rendered(DisplayText::html(hostile), &live), hostile);
        QVERIFY(!live);
        // The tooltip is rich text (Qt wraps it) holding only the escaped text: nothing is lost
        // to <script>, no image, no link.
        const QString tip = DisplayText::toolTip(hostile);
        QVERIFY(Qt::mightBeRichText(tip));
        QCOMPARE(rendered(tip, &live), hostile);
        QVERIFY(!live);
        // A raw hostile string would have come alive, and swallowed the script's text.
        QVERIFY(Qt::mightBeRichText(hostile));
        QVERIFY(!rendered(hostile, &live).contains(QLatin1String("alert('x')")));
        QVERIFY(live);
        QCOMPARE(DisplayText::toolTip(QString()), QString());
    }

    // Runs of hundreds of characters without a space get break opportunities in rich text, so
    // that a text browser lays them out fast and a tooltip wraps.
    void longRunsBreakInRichText()
    {
        const QString run(5000, QLatin1Char('K'));
        const QString html = DisplayText::html(run, 10000);
        QVERIFY(html.count(QChar(0x200b)) >= 40);
        QCOMPARE(rendered(html).remove(QChar(0x200b)), run);
        QCOMPARE(DisplayText::line(run, 10000), run); // plain text is not touched
    }

    void labelsArePlainWithTheLongTextInTheirTooltip()
    {
        QLabel label;
        const QString name = QStringLiteral("<img src=x>") + QString(1000, QLatin1Char('n'));
        DisplayText::setLabel(&label, name, 100);
        QCOMPARE(label.textFormat(), Qt::PlainText);
        QVERIFY(label.text().size() < 130);
        QVERIFY(label.text().startsWith(QLatin1String("<img src=x>")));
        QVERIFY(rendered(label.toolTip()).startsWith(QLatin1String("<img src=x>nnn")));
    }

    void elidedLabelNeverWidensItsWindow()
    {
        ElidedLabel label;
        label.setText(QString(400, QLatin1Char('w')));
        QVERIFY(label.minimumSizeHint().width() < 200);
        label.resize(200, 20);
        QVERIFY(label.isElided());
        QVERIFY(!label.toolTip().isEmpty());
        label.setText(QStringLiteral("ok"));
        QVERIFY(!label.isElided());
        QVERIFY(label.toolTip().isEmpty());
    }

    void emptyStateSaysWhy()
    {
        auto *content = new QLabel(QStringLiteral("content"));
        EmptyState state(content);
        QVERIFY(!state.isShowingMessage());
        state.showMessage(QStringLiteral("No recompiles"), QStringLiteral("Nothing was compiled twice."));
        QVERIFY(state.isShowingMessage());
        QCOMPARE(state.message(), QStringLiteral("No recompiles\nNothing was compiled twice."));
        state.showContent();
        QCOMPARE(state.currentWidget(), content);
    }
};

QTEST_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
