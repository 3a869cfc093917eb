#include "language.h"

#include "core/util/englishplurals.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

namespace cs::app {
namespace {

bool isEnglish(const QString &language)
{
    return language == QLatin1String("C") || language == QLatin1String("POSIX")
        || QLocale(language).language() == QLocale::English;
}

QString &installed()
{
    static QString language = QStringLiteral("en");
    return language;
}

void installEnglish(QCoreApplication &app)
{
    installEnglishPlurals(app); // "%n kernel(s)" reads "1 kernel", "2 kernels"
}

void report(const QString &message)
{
    QTextStream(stderr) << "compilescope: " << message << Qt::endl;
}

} // namespace

QStringList availableLanguages()
{
    QStringList out { QStringLiteral("en") };
    for (const QString &qm : QDir(QStringLiteral(":/i18n")).entryList({ QStringLiteral("compilescope_*.qm") }))
        out << qm.mid(13).chopped(3);
    return out;
}

QString installedLanguage()
{
    return installed();
}

QString installTranslations(QCoreApplication &app, const QString &language)
{
    installed() = QStringLiteral("en");
    if (!language.isEmpty() && isEnglish(language)) {
        installEnglish(app);
        return QStringLiteral("en");
    }
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("compilescope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete own;
        if (!language.isEmpty()) {
            // The message itself stays English: no catalog matched.
            const QString available = availableLanguages().join(QStringLiteral(", "));
            report(locale.language() == QLocale::C
                    ? QStringLiteral("unknown language \"%1\" (available: %2); using English").arg(language, available)
                    : QStringLiteral("no translation for \"%1\" (available: %2); using English")
                          .arg(language, available));
        }
        installEnglish(app);
        return QStringLiteral("en");
    }
    // Installed first, asked last: English plurals for any string the catalog has not translated.
    installEnglish(app);
    QCoreApplication::installTranslator(own);
    // Qt's own dialogs and messages in the same language, where Qt has them.
    auto *qt = new QTranslator(&app);
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    installed() = own->language();
    return own->language();
}

} // namespace cs::app
