#include "core/util/englishplurals.h"

#include "core/util/countedtext.h"

#include <QCoreApplication>
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
        if (at < 0 || (text.indexOf(QLatin1String("(s)"), at) < 0 && text.indexOf(QLatin1String("(es)"), at) < 0))
            return {};
        return text.left(at) + countedText(text.mid(at), n);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void installEnglishPlurals(QCoreApplication &app)
{
    QCoreApplication::installTranslator(new EnglishPlurals(&app));
}

} // namespace cs
