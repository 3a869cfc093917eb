#pragma once

// A ZIP of stored (not deflated) entries, as torch.export.save writes a .pt2, made in memory
// for tests and the .pt2 fuzz target: hostile archives generated at run time, not committed.
#include <QByteArray>
#include <QFile>
#include <QString>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <utility>
#include <vector>

namespace storedzip {

inline uint32_t crc32(const QByteArray &data)
{
    static const std::array<uint32_t, 256> table = [] {
        std::array<uint32_t, 256> t {};
        for (uint32_t i = 0; i < 256; ++i) {
            uint32_t c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    uint32_t c = 0xFFFFFFFFu;
    for (const char byte : data)
        c = table[(c ^ static_cast<uint8_t>(byte)) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

class Writer {
public:
    void add(const QByteArray &name, const QByteArray &data) { m_entries.emplace_back(name, data); }

    // The whole archive (no ZIP64: entries and the archive stay under 4 GiB, 65,535 entries).
    QByteArray bytes() const
    {
        constexpr uint32_t DosDate = 0x21; // 1980-01-01
        QByteArray out, directory;
        for (const auto &[name, data] : m_entries) {
            const auto offset = static_cast<uint32_t>(out.size());
            const uint32_t crc = crc32(data);
            const auto size = static_cast<uint32_t>(data.size());
            const auto nameSize = static_cast<uint32_t>(name.size());
            // Local header: version 2.0, no flags, stored, time 0; then the name and the data.
            put(out,
                { { 4, 0x04034b50 }, { 2, 20 }, { 2, 0 }, { 2, 0 }, { 2, 0 }, { 2, DosDate }, { 4, crc }, { 4, size },
                    { 4, size }, { 2, nameSize }, { 2, 0 } });
            out += name;
            out += data;
            // Central directory entry: the same, and where the local header is.
            put(directory,
                { { 4, 0x02014b50 }, { 2, 20 }, { 2, 20 }, { 2, 0 }, { 2, 0 }, { 2, 0 }, { 2, DosDate }, { 4, crc },
                    { 4, size }, { 4, size }, { 2, nameSize }, { 2, 0 }, { 2, 0 }, { 2, 0 }, { 2, 0 }, { 4, 0 },
                    { 4, offset } });
            directory += name;
        }
        const auto count = static_cast<uint32_t>(m_entries.size());
        const auto start = static_cast<uint32_t>(out.size());
        out += directory;
        put(out,
            { { 4, 0x06054b50 }, { 2, 0 }, { 2, 0 }, { 2, count }, { 2, count },
                { 4, static_cast<uint32_t>(directory.size()) }, { 4, start }, { 2, 0 } });
        return out;
    }

    bool write(const QString &path) const
    {
        QFile f(path);
        const QByteArray all = bytes();
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(all) == all.size();
    }

private:
    // Little-endian fields, each {width in bytes, value}.
    static void put(QByteArray &out, std::initializer_list<std::pair<int, uint32_t>> fields)
    {
        for (const auto &[width, value] : fields)
            for (int i = 0; i < width; ++i)
                out += char((value >> (8 * i)) & 0xFF);
    }

    std::vector<std::pair<QByteArray, QByteArray>> m_entries;
};

} // namespace storedzip
