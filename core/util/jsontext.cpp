#include "core/util/jsontext.h"

namespace cs {

std::string replaceNonFiniteTokens(std::string_view json, bool &changed)
{
    std::string out(json);
    changed = false;
    bool inString = false;
    for (size_t i = 0; i < out.size(); ++i) {
        const char c = out[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == 'N' && out.compare(i, 3, "NaN") == 0) {
            out.replace(i, 3, "0.0");
            changed = true;
            i += 2;
        } else if (c == 'I' && out.compare(i, 8, "Infinity") == 0) {
            out.replace(i, 8, "1.0e308 ");
            changed = true;
            i += 7;
        }
    }
    return out;
}

} // namespace cs
