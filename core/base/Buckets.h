#pragma once

// Values grouped by bucket in one array (compressed rows), instead of a vector per bucket: on a
// 160,000-wall map a vector per vertex, cell or sector is 100,000 allocations or more.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace sw {

template <typename T> class Buckets {
public:
    Buckets() = default;
    // `each(emit)` is called twice and must call emit(bucket, value) for the same pairs both
    // times: once to count them, once to place them. Each bucket keeps its values in the order
    // they were emitted.
    template <typename Each> Buckets(std::size_t buckets, Each&& each)
    {
        m_first.assign(buckets + 1, 0);
        each([this](std::size_t bucket, const T&) { ++m_first[bucket + 1]; });
        for (std::size_t b = 0; b < buckets; ++b)
            m_first[b + 1] += m_first[b];
        m_values.resize(m_first[buckets]);
        std::vector<std::uint32_t> next(m_first.begin(), m_first.end() - 1);
        each([&](std::size_t bucket, const T& value) { m_values[next[bucket]++] = value; });
    }

    std::span<const T> operator[](std::size_t bucket) const
    {
        return {m_values.data() + m_first[bucket], m_values.data() + m_first[bucket + 1]};
    }

private:
    std::vector<std::uint32_t> m_first; // per bucket, where its values start; then the end
    std::vector<T> m_values;
};

} // namespace sw
