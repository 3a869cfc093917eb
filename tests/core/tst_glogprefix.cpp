#include "core/ingest/trace/glogprefix.h"

#include <QTest>

using namespace cs;

class TestGlogPrefix : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parses_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("pid");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("rest");
        QTest::newRow("trace header") << "V1121 04:06:40.696000 558 torch/_dynamo/utils.py:2126] {\"str\": []}" << true
                                      << qint64(558) << -1 << "torch/_dynamo/utils.py"
                                      << "{\"str\": []}";
        QTest::newRow("rank lead") << "[rank3]:V0408 10:11:12.000000 42 /abs/path/x.py:7] [0/0] text" << true
                                   << qint64(42) << 3 << "/abs/path/x.py"
                                   << "[0/0] text";
        QTest::newRow("info level") << "I1121 04:06:40.696000 9 a.py:1] hello" << true << qint64(9) << -1 << "a.py"
                                    << "hello";
        QTest::newRow("plain stderr") << "Traceback (most recent call last):" << false << qint64(0) << -1 << ""
                                      << "";
        QTest::newRow("bad time") << "V1121 04:6:40.696000 558 a.py:1] {}" << false << qint64(0) << -1 << ""
                                  << "";
        QTest::newRow("no line number") << "V1121 04:06:40.696000 558 a.py] {}" << false << qint64(0) << -1 << ""
                                        << "";
        QTest::newRow("empty") << "" << false << qint64(0) << -1 << ""
                               << "";
    }
    void parses()
    {
        QFETCH(QString, line);
        QFETCH(bool, ok);
        const QByteArray utf8 = line.toUtf8();
        const auto p = parseGlogPrefix(std::string_view(utf8.constData(), static_cast<size_t>(utf8.size())));
        QCOMPARE(p.has_value(), ok);
        if (!ok)
            return;
        QTEST(qint64(p->pid), "pid");
        QTEST(p->rank, "rank");
        QTEST(QString::fromUtf8(p->source.data(), static_cast<qsizetype>(p->source.size())), "source");
        QTEST(QString::fromUtf8(p->rest.data(), static_cast<qsizetype>(p->rest.size())), "rest");
    }
    void timestampOrders()
    {
        const auto a = parseGlogPrefix("V1121 04:06:40.696000 1 a.py:1] {}");
        const auto b = parseGlogPrefix("V1121 04:06:41.001000 1 a.py:1] {}");
        QVERIFY(a && b);
        QCOMPARE(b->timestampUs - a->timestampUs, 305000);
    }
};

QTEST_GUILESS_MAIN(TestGlogPrefix)
#include "tst_glogprefix.moc"
