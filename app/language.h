#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace cs::app {

// The languages CompileScope has a catalog for, English first (it needs none): en, de, zh_CN.
QStringList availableLanguages();

// Installs Qt's own catalog and CompileScope's for `language` (e.g. "de", "zh_CN", "zh"), or
// for the user's locale when empty. Returns the language actually loaded ("en" when none
// matched). A language asked for by name that has no catalog is reported on stderr
// ("no translation for fr: using English") rather than ignored.
QString installTranslations(QCoreApplication &app, const QString &language);

// The language installTranslations loaded last ("en" before it ran, or when none matched):
// what a report says it is written in (`<html lang>`), never the locale's "C".
QString installedLanguage();

} // namespace cs::app
