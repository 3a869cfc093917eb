#pragma once

#include <QJsonObject>

namespace cs::app::mcp {

class Tools;
struct OpenRun;

// What each tool does with its arguments: a CallToolResult (mcpresult.h). Those about one run
// get it opened (the `run` argument, else the server's); diff, ab and fleet name their own
// inputs. The tools' table, descriptions and schemas are in mcptools.cpp.
QJsonObject openRun(OpenRun &run, const QJsonObject &args);
QJsonObject summaryTool(OpenRun &run, const QJsonObject &args);
QJsonObject explainTool(OpenRun &run, const QJsonObject &args);
QJsonObject recompilesTool(OpenRun &run, const QJsonObject &args);
QJsonObject graphsTool(OpenRun &run, const QJsonObject &args);
QJsonObject passesTool(OpenRun &run, const QJsonObject &args);
QJsonObject graphTool(OpenRun &run, const QJsonObject &args);
QJsonObject fusionTool(OpenRun &run, const QJsonObject &args);
QJsonObject diffTool(Tools &tools, const QJsonObject &args);
QJsonObject ranksTool(OpenRun &run, const QJsonObject &args);
QJsonObject evidenceTool(OpenRun &run, const QJsonObject &args);
QJsonObject abTool(Tools &tools, const QJsonObject &args);
QJsonObject fleetTool(Tools &tools, const QJsonObject &args);

} // namespace cs::app::mcp
