#pragma once

#include <QString>

#include <string_view>

namespace cs {

// What an input file is, recognised by content (never by name).
enum class InputFormat { TorchTrace, TorchLogs, OutputCode, ChromeTrace, Pt2Archive, DebugRun, Unknown };

// `head` is the start of the file, decompressed (a few tens of KiB).
InputFormat probeFormat(std::string_view head);
QString formatName(InputFormat format);

} // namespace cs
