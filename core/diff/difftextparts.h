#pragma once

#include "core/diff/rundiff.h"

#include <QString>
#include <QTextStream>

// Sections of `diff`'s text shared between difftext.cpp (the order) and difftextcompiles.cpp.
namespace cs::diff::textparts {

QString where(const QString &file, int line);
QString seconds(double s);
QString signedSeconds(double s);
// A count not recorded (-1) reads "?"; two that differ "a → b".
QString count(int a, int b);

void versions(QTextStream &s, const RunDiff &d);
void settings(QTextStream &s, const RunDiff &d, bool verbose);
void phases(QTextStream &s, const RunDiff &d);
void compiles(QTextStream &s, const RunDiff &d, bool verbose);

} // namespace cs::diff::textparts
