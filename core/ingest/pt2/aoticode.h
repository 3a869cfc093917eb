#pragma once

#include "core/model/artifacts.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <string>
#include <utility>
#include <vector>

// Internal to the .pt2 reader (pt2reader.cpp): an AOTInductor package's generated code read
// from its entries' text (EXPORT_FORMAT.md "AOTInductor packages").
namespace cs::aoticode {

// `torch.float32` → `f32`; empty when unknown.
QString shortDtype(const QString &torchName);
// The wrapper's input checks: each input's dtype and sizes.
void readAotiInputs(const std::string &wrapper, Pt2Archive &a);
// Program nodes tied to the kernels that compute them, from kernel_information.json
// (provenance on); false when it ties none.
bool tieByProvenance(const std::string &text, ExportedProgram &p, const QSet<QString> &names);
// The same from the wrapper's `Topologically Sorted Source Nodes` comments.
void tieByWrapperComments(const std::string &text, ExportedProgram &p, const QSet<QString> &names);
// Each `extern "C" void <name>(...)` of a kernel.cpp: its code, and (when `defs`) its definition.
void readKernelCode(const std::string &text, QHash<QString, QString> &code, QList<KernelDef> *defs = nullptr,
    const QString &entry = {});
// A model's generated code in the run's OutputCode model: its kernels, launches and constants.
void readAotiCode(AotiModel &m, const QString &wrapperEntry, const std::string &wrapper,
    const std::vector<std::pair<QString, std::string>> &kernelFiles);

} // namespace cs::aoticode
