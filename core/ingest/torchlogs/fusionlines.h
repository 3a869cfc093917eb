#pragma once

#include "core/ingest/torchlogs/fusionlog.h"

#include <QString>
#include <QStringList>

namespace cs {

// Pure parsers for the text of one fusion-logger line (after its prefix and tags). Every
// generation is accepted: `op<N>` and `buf<N>` names, 2023's unnamed `cannot fuse (vert:2)`,
// ANSI-coloured benchmark ratios.

// Fills kind and the kind's fields; false when the text is none of the record's forms.
bool parseFusionText(const QString &text, FusionLine &out);

// A candidate line (`  SchedulerNode(name='op0'), Pointwise([...])`); false when it is none.
bool parseFusionCandidate(const QString &text, FusionCandidate &out);

// The items of a Python list of string literals as `repr` prints it: `['a', "b'c", '\n']`.
QStringList pythonStringList(QStringView text);

// Names inside a printed set of names: `OrderedSet(['buf3', 'buf4'])`, `{'buf3'}`, `op0_op1`.
QStringList namesInSet(const QString &text);

QString withoutAnsi(const QString &text);

} // namespace cs
