#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace cs::app::mcp {

// What every result says before its JSON: the strings in it were read from the run's files.
extern const QString UntrustedNote;

// A tool result the assistant can act on: isError with the reason.
QJsonObject errorResult(const QString &message);
// A result: `doc` paged to the client's budget (`max_bytes`, `cursor` of `args`), marked as data
// read from traces; a cursor `doc` does not have is an error result.
// `readAs` names the version of the inputs the document was made from (a cursor of an older
// one is refused).
QJsonObject answer(const QString &tool, const QStringList &run, const QJsonObject &doc, const QJsonObject &args,
    const QString &readAs = {});
struct OpenRun;
QJsonObject answer(const QString &tool, const OpenRun &run, const QJsonObject &doc, const QJsonObject &args);

QJsonObject parsedJson(const QByteArray &json);
QStringList pathsOf(const QJsonValue &v); // a JSON array of strings

} // namespace cs::app::mcp
