// Kernel job file, written by the app (core/profiling/kerneljobfile.cpp):
//   compilescope-kernel-job 1
//   options<TAB>warmup=10<TAB>repeat=100<TAB>flush=1<TAB>seed=0
//   kernel<TAB>id=..<TAB>kind=triton<TAB>name=..<TAB>binary=..<TAB>function=..<TAB>grid=X,Y,Z
//         <TAB>warps=4<TAB>ctas=1<TAB>shared=0<TAB>gscratch=SIZE,ALIGN<TAB>pscratch=SIZE,ALIGN
//         <TAB>scratch_pointers=2<TAB>pdl=0<TAB>coop=0<TAB>bytes=N
//         <TAB>args=p:fp32:4096;i32:1024;i64:7;f32:0.5
// Values never hold a tab; unknown keys are an error, so a newer app fails loudly.
#include "kernelspec.h"

#include <charconv>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace csr {
namespace {

std::vector<std::string> split(const std::string &s, char sep)
{
    std::vector<std::string> out;
    std::string item;
    std::istringstream in(s);
    while (std::getline(in, item, sep))
        out.push_back(item);
    return out;
}

bool toInt(const std::string &s, int64_t &out)
{
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size() && !s.empty();
}

bool toPair(const std::string &s, int64_t &a, int64_t &b)
{
    const auto parts = split(s, ',');
    return parts.size() == 2 && toInt(parts[0], a) && toInt(parts[1], b);
}

bool parseArg(const std::string &text, KernelArg &arg)
{
    const auto parts = split(text, ':');
    if (parts.empty())
        return false;
    if (parts[0] == "p") {
        arg.kind = KernelArg::Kind::Pointer;
        arg.dtype = parts.size() == 3 ? parts[1] : std::string();
        return parts.size() == 3 && !parts[1].empty() && toInt(parts[2], arg.bytes) && arg.bytes >= 0;
    }
    if (parts.size() != 2)
        return false;
    if (parts[0] == "i32" || parts[0] == "i64") {
        arg.kind = parts[0] == "i32" ? KernelArg::Kind::I32 : KernelArg::Kind::I64;
        return toInt(parts[1], arg.intValue);
    }
    if (parts[0] == "f32" || parts[0] == "f64") {
        arg.kind = parts[0] == "f32" ? KernelArg::Kind::F32 : KernelArg::Kind::F64;
        char *end = nullptr;
        arg.floatValue = std::strtod(parts[1].c_str(), &end);
        return end && *end == '\0';
    }
    return false;
}

bool setKernelField(KernelSpec &k, const std::string &key, const std::string &value)
{
    int64_t n = 0;
    if (key == "id")
        k.id = value;
    else if (key == "kind")
        k.kind = value;
    else if (key == "name")
        k.name = value;
    else if (key == "binary")
        k.binary = value;
    else if (key == "function")
        k.function = value;
    else if (key == "grid") {
        const auto parts = split(value, ',');
        if (parts.size() != 3)
            return false;
        for (int i = 0; i < 3; ++i) {
            if (!toInt(parts[static_cast<size_t>(i)], n) || n < 0 || n > INT32_MAX)
                return false;
            k.grid[i] = static_cast<int>(n);
        }
    } else if (key == "warps" || key == "ctas" || key == "scratch_pointers") {
        if (!toInt(value, n) || n < 0 || n > 64)
            return false;
        (key == "warps" ? k.warps : key == "ctas" ? k.ctas : k.scratchPointers) = static_cast<int>(n);
    } else if (key == "shared")
        return toInt(value, k.shared);
    else if (key == "bytes")
        return toInt(value, k.bytesMoved);
    else if (key == "gscratch")
        return toPair(value, k.globalScratch, k.globalScratchAlign);
    else if (key == "pscratch")
        return toPair(value, k.profileScratch, k.profileScratchAlign);
    else if (key == "pdl" || key == "coop")
        (key == "pdl" ? k.pdl : k.cooperative) = value == "1";
    else if (key == "args") {
        for (const std::string &a : split(value, ';')) {
            KernelArg arg;
            if (!parseArg(a, arg))
                return false;
            k.args.push_back(arg);
        }
    } else
        return false;
    return true;
}

bool setOption(KernelJob &job, const std::string &key, const std::string &value)
{
    int64_t n = 0;
    if (!toInt(value, n) || n < 0)
        return false;
    if (key == "warmup")
        job.warmup = static_cast<int>(n);
    else if (key == "repeat")
        job.repeat = static_cast<int>(std::max<int64_t>(n, 1));
    else if (key == "flush")
        job.flush = n != 0;
    else if (key == "seed")
        job.seed = static_cast<uint64_t>(n);
    else
        return false;
    return true;
}

} // namespace

std::optional<KernelJob> readKernelJob(const std::string &path, std::string &error)
{
    std::ifstream in(path);
    if (!in) {
        error = path + ": cannot be read";
        return std::nullopt;
    }
    KernelJob job;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::string where = path + ":" + std::to_string(lineNo) + ": ";
        if (lineNo == 1) {
            if (line != "compilescope-kernel-job 1") {
                error = where + "not a kernel job (expected 'compilescope-kernel-job 1')";
                return std::nullopt;
            }
            continue;
        }
        if (line.empty())
            continue;
        const auto fields = split(line, '\t');
        const bool isKernel = fields[0] == "kernel";
        if (!isKernel && fields[0] != "options") {
            error = where + "unknown record '" + fields[0] + "'";
            return std::nullopt;
        }
        KernelSpec k;
        for (size_t i = 1; i < fields.size(); ++i) {
            const size_t eq = fields[i].find('=');
            const std::string key = fields[i].substr(0, eq);
            const std::string value = eq == std::string::npos ? std::string() : fields[i].substr(eq + 1);
            if (eq == std::string::npos || !(isKernel ? setKernelField(k, key, value) : setOption(job, key, value))) {
                error = where + "bad field '" + fields[i] + "'";
                return std::nullopt;
            }
        }
        if (isKernel) {
            if (k.id.empty() || k.binary.empty() || k.function.empty() || (k.kind != "triton" && k.kind != "cpp")) {
                error = where + "a kernel needs id, kind (triton or cpp), binary and function";
                return std::nullopt;
            }
            // A relative binary is relative to the job file (fixtures move between machines).
            if (k.binary.front() != '/')
                if (const size_t slash = path.rfind('/'); slash != std::string::npos)
                    k.binary = path.substr(0, slash + 1) + k.binary;
            job.kernels.push_back(std::move(k));
        }
    }
    return job;
}

} // namespace csr
