#pragma once

#include <QString>
#include <QStringList>

#include <string_view>

namespace cs {

// The kernels an Inductor `output_code.py` (or AOTI C++ wrapper) defines, in order of
// definition: `<name> = async_compile.<kind>(...)` (FORMATS §5.3). Text only, never run.
struct DefinedKernel {
    QString name;
    QString kind; // triton, cpp_pybinding, cpp, cuda, ...
};
QList<DefinedKernel> kernelsDefinedIn(std::string_view outputCode);

} // namespace cs
