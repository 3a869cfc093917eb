#pragma once

#include <QStringList>

namespace cs::app {

// The headless command line. Everything here runs without a display and uses the same core
// engine as the GUI.
bool isCliCommand(const QString &firstArgument);
int runCli(const QStringList &arguments); // arguments after the program name
QString usageText();

} // namespace cs::app
