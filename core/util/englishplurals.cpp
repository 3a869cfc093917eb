#include "core/util/englishplurals.h"

#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>

namespace cs {
namespace {

class EnglishPlurals final : public QTranslator {
public:
    using QTranslator::QTranslator;
    QString translate(const char *, const char *source, const char *, int n) const override
    {
        if (n < 0 || !source)
            return {};
        const QString text = QString::fromUtf8(source);
        const qsizetype at = text.indexOf(QLatin1String("%n"));
        if (at < 0)
            return {};
        // The markers %n governs: up to the next numbered placeholder, which counts something else.
        static const QRegularExpression next(QStringLiteral(R"(%\d)"));
        const QRegularExpressionMatch m = next.match(text, at + 2);
        const qsizetype end = m.hasMatch() ? m.capturedStart() : text.size();
        const QString governed = text.mid(at, end - at);
        if (!governed.contains(QLatin1String("(s)")) && !governed.contains(QLatin1String("(es)")))
            return {};
        return text.left(at) + countedText(governed, n) + text.mid(end);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void installEnglishPlurals(QCoreApplication &app)
{
    QCoreApplication::installTranslator(new EnglishPlurals(&app));
}

} // namespace cs
