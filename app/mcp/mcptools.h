#pragma once

#include "mcp/mcpruns.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <vector>

namespace cs::app::mcp {

// What a tool call gives back: a CallToolResult (content, structuredContent, isError), or —
// for a tool the server does not have — a protocol error (JSON-RPC -32602).
struct CallOutcome {
    QJsonObject result;
    QString unknownTool; // non-empty: no such tool
};

// The server's tools: each maps to what a CLI command with --json writes, from the same engine
// (and documented by the same *_JSON.md). Reads only: no tool runs user code.
class Tools {
public:
    // `startRun`: the paths `compilescope mcp PATH...` was started with (the run a call that names
    // none is about), opened at once when not empty.
    explicit Tools(QStringList startRun);

    // tools/list's `tools`; without `structured`, as 2025-03-26 and before had them (no output schema, no title).
    QJsonArray list(bool structured = true) const;
    CallOutcome call(const QString &name, const QJsonObject &arguments);
    QString startProblem() const { return m_startProblem; }
    // After an answer is sent: what the open runs' next calls will want is made meanwhile.
    void afterAnswer() { m_runs.prefetch(); }

    struct Tool {
        QString name, title, description;
        QJsonObject inputSchema, outputSchema;
        std::function<QJsonObject(Tools &, const QJsonObject &)> handler; // a CallToolResult
    };

    // Helpers for the handlers (mcptools.cpp).
    Result<std::shared_ptr<OpenRun>> runOf(const QJsonObject &arguments, const QString &key = QStringLiteral("run"));
    RunCache &runs() { return m_runs; }

private:
    std::vector<Tool> m_tools;
    QStringList m_startRun;
    QString m_startProblem;
    RunCache m_runs;
};

} // namespace cs::app::mcp
