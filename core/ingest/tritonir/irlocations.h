#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cs {

// Where one line of a compiled kernel's code came from: a line of a source file (the kernel
// module Inductor wrote, or a Triton library file inlined into it). file < 0: the line carries
// no location (a directive, a label, an alias definition, `loc(unknown)`).
struct IrLoc {
    int file = -1; // index into IrLocations::files
    int line = 0, column = 0;
    bool known() const { return file >= 0 && line > 0; }
};

// The debug locations of every line of one stage's text (FORMAT.md in this folder).
struct IrLocations {
    QStringList files; // as the stage names them (paths from the machine that compiled it)
    QList<IrLoc> lines; // one per line of the text, in order
};

// Each reader takes the stage's lines and the kernel module's file name (c<hash>.py): where a
// line's location is an inlining chain (a Triton library function inlined into the kernel), the
// location in the kernel module is the one kept, else the innermost one.
// MLIR (Triton's .source, .ttir, .ttgir): `loc(...)` at the end of an op, `#locN = loc(...)` aliases.
IrLocations mlirLocations(const QStringList &lines, const QString &moduleFile);
// LLVM IR (.llir): `!dbg !N` on an instruction, DILocation / DISubprogram / DIFile metadata.
IrLocations llvmLocations(const QStringList &lines, const QString &moduleFile);
// PTX (.ptx): `.file N "path"`, `.loc N line col [, inlined_at N line col]` before instructions.
IrLocations ptxLocations(const QStringList &lines, const QString &moduleFile);
// SASS as nvdisasm -g writes it: `//## File "path", line N [inlined at "path", line M]` before
// the instructions (`/*0010*/ ...`).
IrLocations sassLocations(const QStringList &lines, const QString &moduleFile);

// The file name (after the last / or \) of a path as a stage names it.
QString irFileName(const QString &path);

} // namespace cs
