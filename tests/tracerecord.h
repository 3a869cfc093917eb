#pragma once

#include <QByteArray>
#include <QCryptographicHash>

// One structured-trace record line as PyTorch writes it: the glog prefix, the JSON envelope
// (`envelope` without its closing brace) and, with a payload, `has_payload` with the payload's
// correct MD5 and the payload's lines, each after a tab.
inline QByteArray traceRecord(const QByteArray &envelope, const QByteArray &payload = {})
{
    QByteArray line = "V1202 04:39:47.801000 9839 torch/_logging/_internal.py:1640] ";
    if (payload.isEmpty())
        return line + envelope + "}\n";
    const QByteArray md5 = QCryptographicHash::hash(payload, QCryptographicHash::Md5).toHex();
    QByteArray out = line + envelope + ", \"has_payload\": \"" + md5 + "\"}\n";
    for (const QByteArray &l : payload.split('\n'))
        out += '\t' + l + '\n';
    return out;
}
