#pragma once

#include <QJsonObject>

namespace cs::app::mcp {

class Tools;

// What each tool does with its arguments: a CallToolResult (mcpresult.h). The tools' table,
// descriptions and schemas are in mcptools.cpp.
QJsonObject openRun(Tools &tools, const QJsonObject &args);
QJsonObject summaryTool(Tools &tools, const QJsonObject &args);
QJsonObject explainTool(Tools &tools, const QJsonObject &args);
QJsonObject recompilesTool(Tools &tools, const QJsonObject &args);
QJsonObject graphsTool(Tools &tools, const QJsonObject &args);
QJsonObject graphTool(Tools &tools, const QJsonObject &args);
QJsonObject fusionTool(Tools &tools, const QJsonObject &args);
QJsonObject diffTool(Tools &tools, const QJsonObject &args);
QJsonObject ranksTool(Tools &tools, const QJsonObject &args);
QJsonObject evidenceTool(Tools &tools, const QJsonObject &args);
QJsonObject abTool(Tools &tools, const QJsonObject &args);
QJsonObject fleetTool(Tools &tools, const QJsonObject &args);

} // namespace cs::app::mcp
