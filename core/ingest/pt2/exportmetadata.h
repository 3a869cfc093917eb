#pragma once

#include "core/model/exportedprogram.h"

#include <simdjson.h>

#include <QHash>
#include <QStringList>

namespace cs {

// Internal to the exported-program reader (exportreader.cpp): a serialized node's `metadata`
// (EXPORT_FORMAT.md "metadata"): its module from `nn_module_stack`, its source line from
// `stack_trace` (each distinct trace read once). One reader per graph: a node a pass added
// without a module stays in the module of the node before it.
class ExportMetadataReader {
public:
    void read(simdjson::dom::element node, ExportNode &n);
    // Metadata that was there but could not be read, one line per kind (kept as raw text).
    QStringList problems() const;

private:
    struct Frame {
        QString file, code;
        int line = 0;
    };
    static Frame userFrame(const QString &trace);
    QHash<QString, Frame> m_frames;
    QString m_lastModule, m_lastModuleType; // of the last node that named its modules
    int m_unreadModules = 0, m_unreadTraces = 0;
};

} // namespace cs
