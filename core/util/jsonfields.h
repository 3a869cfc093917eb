#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace cs::json {

// The named top-level fields of a JSON object, copied out as one small object text (in the order
// they appear, repeats kept), the rest skipped without being built: a compile's metrics record is
// tens of kilobytes (a backward's up to megabytes of provenance) of which a reader wants a dozen
// scalars. The result is parsed like any JSON text (json::parse: NaN and Infinity allowed).
// nullopt when the text is not one object the skimming reader can walk to its end (cut short, an
// unclosed string, bytes after it, Python's non-finite tokens in a wanted value's place): the
// caller then parses the whole text, which says what is wrong. What is inside a skipped value is
// not checked (a malformed number or escape there, a lone surrogate Python wrote for a path that
// is no UTF-8): the fields read are whole and right, the rest is never shown.
// `readAhead`: ReadAhead bytes past `text` can be read (the parser then reads it in place rather
// than from a padded copy).
constexpr size_t ReadAhead = 64;
std::optional<std::string> pickFields(
    std::string_view text, std::initializer_list<std::string_view> keys, bool readAhead = false);

} // namespace cs::json
