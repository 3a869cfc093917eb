#pragma once

#include "mcp/mcptools.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdio>

namespace cs::app::mcp {

// The Model Context Protocol over JSON-RPC 2.0: the current revision, 2026-07-28 (stateless:
// `server/discover`, the protocol version and client capabilities in each request's `_meta`,
// `resultType` on results), and the handshake revisions before it (2024-11-05 … 2025-11-25:
// `initialize`, `notifications/initialized`, `ping`). Tools only.
class Server {
public:
    explicit Server(Tools &tools)
        : m_tools(tools)
    {
    }

    // One message in, its reply out (empty for a notification or a response).
    QByteArray handle(const QByteArray &message);

    // Reads newline-delimited messages from `in` until it ends and writes each reply to `out` as
    // one line (the stdio transport). Returns 0 at the end of input.
    int serve(std::FILE *in, std::FILE *out);

private:
    QJsonObject dispatch(const QString &method, const QJsonObject &params, QJsonObject &error);

    Tools &m_tools;
    QString m_handshakeVersion; // set by `initialize`: requests after it need no `_meta` version
};

inline constexpr const char *ModernVersion = "2026-07-28";
inline constexpr const char *LatestHandshakeVersion = "2025-11-25";

} // namespace cs::app::mcp
