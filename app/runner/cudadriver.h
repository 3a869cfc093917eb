#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace csr {

struct CudaDevice {
    int index = 0;
    std::string name;
    int ccMajor = 0, ccMinor = 0;
    uint64_t totalMemory = 0;
    int smCount = 0;
};

// What the CUDA driver says about this machine. The driver library is opened at run time,
// so a machine with no GPU or no driver gets `available == false` and a plain reason.
struct CudaInfo {
    bool built = false; // runner built with its CUDA part
    bool available = false;
    std::string reason; // why not available
    int driverVersion = 0; // e.g. 13000
    std::vector<CudaDevice> devices;
};

CudaInfo queryCuda();

} // namespace csr
