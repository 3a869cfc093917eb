#pragma once

#include <QString>

class QCoreApplication;

namespace cs::app {

// Installs Qt's own catalog and CompileScope's for `language` (e.g. "de"), or the user's
// locale when empty. Returns the language actually loaded ("en" when none matched).
QString installTranslations(QCoreApplication &app, const QString &language);

} // namespace cs::app
