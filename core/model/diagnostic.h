#pragma once

#include <QString>

#include <cstdint>

namespace cs {

// A problem found in an input that did not stop it loading: a corrupt line, a checksum
// mismatch, a truncated record. Always names the file and the 1-based line.
struct Diagnostic {
    enum class Severity { Note, Warning, Error };

    Severity severity = Severity::Warning;
    QString file;
    int64_t line = 0;
    int64_t offset = -1; // byte offset of the line, -1 when unknown
    QString message;
    QString snippet; // the start of the offending line, printable

    // "file:line: message", or "file: message" where the problem has no line (an archive entry,
    // a whole file). One multi-argument arg(): a '%1' inside a hostile file name or message is
    // text, never a placeholder.
    QString toString() const
    {
        if (line <= 0)
            return QStringLiteral("%1: %2").arg(file, message);
        return QStringLiteral("%1:%2: %3").arg(file, QString::number(line), message);
    }
};

} // namespace cs
