#pragma once

#include "core/model/outputcode.h"

#include <QString>
#include <QStringList>

#include <string_view>

namespace cs {

struct TraceLog;
struct TraceRecord;

// The kernels an Inductor `output_code.py` (or AOTI C++ wrapper) defines, in order of
// definition: `<name> = async_compile.<kind>(...)` (FORMATS §5.3). Text only, never run.
struct DefinedKernel {
    QString name;
    QString kind; // triton, cpp_pybinding, cpp, cuda, ...
};
QList<DefinedKernel> kernelsDefinedIn(std::string_view outputCode);

// Parses generated code (Python wrapper or AOTI C++) into kernels with the comment block
// above each definition (source nodes, ATen ops, kernel path), and the launches in call().
OutputCode parseOutputCode(std::string_view text, const QString &path = {});
// The same, from a trace record's payload lines where the log holds them (no copy of the payload).
OutputCode parseOutputCode(const TraceLog &log, const TraceRecord &r);

// N when the line opens a wrapper's graph partition function (`def partition_N(args):`, at the
// line's start), else -1.
int partitionDefined(std::string_view line);

// A kernel's whole definition (`<name> = async_compile...(` to the end of its source string),
// from the generated code split into lines.
QString kernelDefinitionText(const QStringList &lines, const KernelDef &kernel);

// What a kernel computes, as a digest of its definition with its own name taken out (names
// and their numeric suffixes change with fusion and versions) and Inductor's backend hash
// dropped: two kernels with the same digest run the same code. 16 hex digits.
QString kernelCodeHash(const QString &definition, const QString &name);

} // namespace cs
