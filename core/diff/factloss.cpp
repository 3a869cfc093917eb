#include "core/diff/factloss.h"

namespace cs::diff {

void FactLoss::add(const QString &what, simdjson::error_code error)
{
    const bool limit = error == simdjson::MEMALLOC || error == simdjson::CAPACITY || error == simdjson::DEPTH_ERROR;
    ++records;
    overLimit += limit ? 1 : 0;
    if (first.isEmpty())
        first = QStringLiteral("%1: %2").arg(what, QString::fromUtf8(simdjson::error_message(error)));
}

void FactLoss::merge(const FactLoss &other)
{
    records += other.records;
    overLimit += other.overLimit;
    if (first.isEmpty())
        first = other.first;
}

simdjson::error_code parseError(simdjson::dom::parser &parser, std::string_view text)
{
    simdjson::dom::element el;
    const simdjson::error_code e = parser.parse(text.data(), text.size(), true).get(el);
    return e == simdjson::SUCCESS ? simdjson::TAPE_ERROR : e; // parsed after all: the text's tokens were bad
}

} // namespace cs::diff
