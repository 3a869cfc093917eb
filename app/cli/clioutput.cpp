#include "cli/clifail.h"

#include <QTextStream>

#include <cstdio>

namespace cs::app {

QTextStream &cliOut()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &cliErr()
{
    static QTextStream s(stderr);
    return s;
}

int cliFail(const QString &message, int code)
{
    cliOut().flush();
    cliErr() << "compilescope: " << message << Qt::endl;
    return code;
}

void cliWriteBytes(const QByteArray &bytes)
{
    cliOut().flush();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

} // namespace cs::app
