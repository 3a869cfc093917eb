#include "jobargs.h"

#include <charconv>

namespace csr {
namespace {

bool toInt(const std::string &s, int64_t &out)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

const char *const Dtypes[] = { "f16", "bf16", "f32", "f64", "i8", "i16", "i32", "i64", "u8", "bool" };
const char *const Fills[] = { "randn", "rand", "ones", "zeros", "arange" };

} // namespace

std::optional<InputSpec> parseInputSpec(const std::string &text, std::string &error)
{
    InputSpec spec;
    const size_t open = text.find('[');
    const size_t close = text.find(']');
    if (open == std::string::npos || close == std::string::npos || close < open) {
        error = "input spec '" + text + "' is not DTYPE[d0,d1,...][:FILL]";
        return std::nullopt;
    }
    spec.dtype = text.substr(0, open);
    bool known = false;
    for (const char *d : Dtypes)
        known = known || spec.dtype == d;
    if (!known) {
        error = "unknown dtype '" + spec.dtype + "' in input spec '" + text + "'";
        return std::nullopt;
    }
    std::string dims = text.substr(open + 1, close - open - 1);
    size_t pos = 0;
    while (pos < dims.size()) {
        size_t comma = dims.find(',', pos);
        if (comma == std::string::npos)
            comma = dims.size();
        int64_t d = 0;
        if (!toInt(dims.substr(pos, comma - pos), d) || d < 0) {
            error = "bad dimension in input spec '" + text + "'";
            return std::nullopt;
        }
        spec.shape.push_back(d);
        pos = comma + 1;
    }
    if (close + 1 < text.size()) {
        if (text[close + 1] != ':') {
            error = "input spec '" + text + "': expected ':FILL' after the shape";
            return std::nullopt;
        }
        spec.fill = text.substr(close + 2);
        bool ok = false;
        for (const char *f : Fills)
            ok = ok || spec.fill == f;
        if (!ok) {
            error = "unknown fill '" + spec.fill + "' (randn, rand, ones, zeros, arange)";
            return std::nullopt;
        }
    }
    return spec;
}

std::optional<AotiJob> parseAotiJob(const std::vector<std::string> &args, std::string &error)
{
    AotiJob job;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &flag = args[i];
        if (i + 1 >= args.size()) {
            error = "flag " + flag + " needs a value";
            return std::nullopt;
        }
        const std::string &v = args[++i];
        int64_t n = 0;
        if (flag == "--package") {
            job.package = v;
        } else if (flag == "--model") {
            job.model = v;
        } else if (flag == "--input") {
            auto spec = parseInputSpec(v, error);
            if (!spec)
                return std::nullopt;
            job.inputs.push_back(*spec);
        } else if (flag == "--warmup" && toInt(v, n) && n >= 0) {
            job.warmup = static_cast<int>(n);
        } else if (flag == "--repeat" && toInt(v, n) && n > 0) {
            job.repeat = static_cast<int>(n);
        } else if (flag == "--profile-kernels" && toInt(v, n) && n >= 0) {
            job.profileRuns = static_cast<int>(n);
        } else if (flag == "--seed" && toInt(v, n)) {
            job.seed = static_cast<uint64_t>(n);
        } else if (flag == "--max-extract" && toInt(v, n) && n > 0) {
            job.maxExtractBytes = static_cast<uint64_t>(n);
        } else {
            error = "unknown flag or bad value: " + flag + " " + v;
            return std::nullopt;
        }
    }
    if (job.package.empty()) {
        error = "aoti job needs --package PATH";
        return std::nullopt;
    }
    return job;
}

} // namespace csr
