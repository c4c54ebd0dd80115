#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace sw {

// A vector whose copies share its elements until one of them is written. The elements are kept
// in chunks of about 32 KB, each behind a shared pointer: a copy copies the pointers, and a write
// copies the one chunk it is in when another vector still holds that chunk. A map's versions
// (the document's, the workers' snapshots, a command's result) then share everything an edit
// left alone: copying the 160,400-wall grid's 27 MB of walls took 5 to 9 ms of every edit.
//
// Reads are a std::vector's, through one more indirection. Everything that can write (the
// non-const operator[], front() and back(), the non-const iterators, push_back, insert, erase,
// resize) first makes the chunks it writes this vector's own. A reference or pointer to an
// element obtained for writing therefore stays this vector's only until the vector is next
// copied: take it after copying, never before. Reading through a non-const vector takes the
// elements for writing too: a loop that only reads should read through a const reference, or it
// copies every chunk it passes. Vectors that share chunks may be used on different threads as
// separate vectors can (each written by one thread at a time): a chunk another vector holds is
// never written in place, and a chunk whose only holder is the vector being written can come to
// be shared only through a copy of that vector.
template <typename T> class CowVector {
    using Chunk = std::vector<T>;

public:
    // Elements per chunk: a power of two, about 32 KB of them (at least 16).
    static constexpr std::size_t kChunkBits =
        std::max<std::size_t>(4, std::bit_width(std::max<std::size_t>(1, 32768 / sizeof(T))) - 1);
    static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;

    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;

    // Random access by index; the const one also keeps a pointer to its element, so that a
    // pass through the vector reads each element as a plain array's (MAP12's compile walks the
    // walls several times).
    template <bool Const> class Iterator {
        using Owner = std::conditional_t<Const, const CowVector, CowVector>;

    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using reference = std::conditional_t<Const, const T&, T&>;
        using pointer = std::conditional_t<Const, const T*, T*>;

        Iterator() = default;
        Iterator(Owner* owner, std::size_t index) : m_owner(owner), m_index(index) { point(); }
        operator Iterator<true>() const { return {m_owner, m_index}; }

        reference operator*() const
        {
            if constexpr (Const)
                return *m_at;
            else
                return (*m_owner)[m_index];
        }
        pointer operator->() const { return &**this; }
        reference operator[](difference_type n) const
        {
            return (*m_owner)[static_cast<std::size_t>(static_cast<difference_type>(m_index) + n)];
        }
        Iterator& operator++()
        {
            ++m_index;
            if constexpr (Const) {
                if ((m_index & (kChunk - 1)) != 0)
                    ++m_at;
                else
                    point();
            }
            return *this;
        }
        Iterator operator++(int)
        {
            Iterator was = *this;
            ++*this;
            return was;
        }
        Iterator& operator--() { return *this -= 1; }
        Iterator operator--(int)
        {
            Iterator was = *this;
            --*this;
            return was;
        }
        Iterator& operator+=(difference_type n)
        {
            m_index = static_cast<std::size_t>(static_cast<difference_type>(m_index) + n);
            point();
            return *this;
        }
        Iterator& operator-=(difference_type n) { return *this += -n; }
        friend Iterator operator+(Iterator it, difference_type n) { return it += n; }
        friend Iterator operator+(difference_type n, Iterator it) { return it += n; }
        friend Iterator operator-(Iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const Iterator& a, const Iterator& b)
        {
            return static_cast<difference_type>(a.m_index) -
                   static_cast<difference_type>(b.m_index);
        }
        friend bool operator==(const Iterator& a, const Iterator& b)
        {
            return a.m_index == b.m_index;
        }
        friend auto operator<=>(const Iterator& a, const Iterator& b)
        {
            return a.m_index <=> b.m_index;
        }
        std::size_t index() const { return m_index; }

    private:
        void point()
        {
            if constexpr (Const)
                m_at = m_owner && m_index < m_owner->m_size ? &(*m_owner)[m_index] : nullptr;
        }

        Owner* m_owner = nullptr;
        std::size_t m_index = 0;
        const T* m_at = nullptr; // the const iterator's element (null past the end)
    };
    using iterator = Iterator<false>;
    using const_iterator = Iterator<true>;
    using reverse_iterator = std::reverse_iterator<iterator>;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    CowVector() = default;
    explicit CowVector(std::size_t n) { resize(n); }
    CowVector(std::size_t n, const T& value) { resize(n, value); }
    CowVector(std::initializer_list<T> items) { append(items.begin(), items.end()); }
    template <typename It, typename = typename std::iterator_traits<It>::iterator_category>
    CowVector(It first, It last)
    {
        append(first, last);
    }
    CowVector(const std::vector<T>& items) { append(items.begin(), items.end()); }
    CowVector(std::vector<T>&& items)
    {
        append(std::make_move_iterator(items.begin()), std::make_move_iterator(items.end()));
    }
    CowVector(const CowVector&) = default;
    CowVector(CowVector&& other) noexcept { swap(other); }
    CowVector& operator=(const CowVector&) = default;
    CowVector& operator=(CowVector&& other) noexcept
    {
        CowVector gone;
        gone.swap(other);
        swap(gone);
        return *this;
    }
    CowVector& operator=(std::initializer_list<T> items)
    {
        assign(items.begin(), items.end());
        return *this;
    }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // Room without a new chunk: the vector grows a chunk at a time.
    std::size_t capacity() const { return m_chunks.size() * kChunk; }
    void reserve(std::size_t) {} // chunks are made as they are needed

    const T& operator[](std::size_t i) const { return m_data[i >> kChunkBits][i & (kChunk - 1)]; }
    T& operator[](std::size_t i) { return own(i >> kChunkBits)[i & (kChunk - 1)]; }
    const T& at(std::size_t i) const
    {
        if (i >= m_size)
            throw std::out_of_range("CowVector::at");
        return (*this)[i];
    }
    T& at(std::size_t i)
    {
        if (i >= m_size)
            throw std::out_of_range("CowVector::at");
        return (*this)[i];
    }
    const T& front() const { return (*this)[0]; }
    T& front() { return (*this)[0]; }
    const T& back() const { return (*this)[m_size - 1]; }
    T& back() { return (*this)[m_size - 1]; }

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, m_size}; }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    iterator begin() { return {this, 0}; }
    iterator end() { return {this, m_size}; }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
    reverse_iterator rbegin() { return reverse_iterator(end()); }
    reverse_iterator rend() { return reverse_iterator(begin()); }

    // Whether chunk c of both vectors is one and the same (so are its elements): for finding
    // what an edit changed without comparing what it left alone.
    bool sharesChunk(const CowVector& other, std::size_t c) const
    {
        return c < m_chunks.size() && c < other.m_chunks.size() && m_chunks[c] == other.m_chunks[c];
    }
    std::size_t chunkCount() const { return m_chunks.size(); }

    void push_back(const T& value) { emplace_back(value); }
    void push_back(T&& value) { emplace_back(std::move(value)); }
    template <typename... Args> T& emplace_back(Args&&... args)
    {
        if (m_size == capacity())
            addChunk();
        Chunk& chunk = ownChunk(m_chunks.size() - 1);
        chunk.emplace_back(std::forward<Args>(args)...);
        ++m_size;
        return chunk.back();
    }
    void pop_back()
    {
        ownChunk(m_chunks.size() - 1).pop_back();
        --m_size;
        if (m_chunks.back()->empty()) {
            m_chunks.pop_back();
            m_data.pop_back();
        }
    }
    void clear()
    {
        m_chunks.clear();
        m_data.clear();
        m_size = 0;
    }
    void resize(std::size_t n)
    {
        resizeWith(n, [](Chunk& c) { c.emplace_back(); });
    }
    void resize(std::size_t n, const T& value)
    {
        resizeWith(n, [&](Chunk& c) { c.push_back(value); });
    }
    template <typename It> void assign(It first, It last)
    {
        clear();
        append(first, last);
    }
    void assign(std::size_t n, const T& value)
    {
        clear();
        resize(n, value);
    }

    iterator insert(const_iterator pos, const T& value) { return insert(pos, 1, value); }
    iterator insert(const_iterator pos, T&& value)
    {
        const std::size_t at = pos.index();
        emplace_back(std::move(value));
        rotateToPlace(at, 1);
        return {this, at};
    }
    iterator insert(const_iterator pos, std::size_t n, const T& value)
    {
        const std::size_t at = pos.index();
        for (std::size_t k = 0; k < n; ++k)
            emplace_back(value);
        rotateToPlace(at, n);
        return {this, at};
    }
    template <typename It, typename = typename std::iterator_traits<It>::iterator_category>
    iterator insert(const_iterator pos, It first, It last)
    {
        const std::size_t at = pos.index(), was = m_size;
        append(first, last);
        rotateToPlace(at, m_size - was);
        return {this, at};
    }
    iterator insert(const_iterator pos, std::initializer_list<T> items)
    {
        return insert(pos, items.begin(), items.end());
    }
    iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
    iterator erase(const_iterator first, const_iterator last)
    {
        const std::size_t from = first.index(), to = last.index();
        if (from == to)
            return {this, from};
        // The elements after the gap move down into it, then the end goes.
        for (std::size_t i = to; i < m_size; ++i)
            (*this)[from + (i - to)] = std::move((*this)[i]);
        resizeWith(m_size - (to - from), [](Chunk&) {});
        return {this, from};
    }

    void swap(CowVector& other) noexcept
    {
        m_chunks.swap(other.m_chunks);
        m_data.swap(other.m_data);
        std::swap(m_size, other.m_size);
    }
    friend void swap(CowVector& a, CowVector& b) noexcept { a.swap(b); }

    friend bool operator==(const CowVector& a, const CowVector& b)
    {
        if (a.m_size != b.m_size)
            return false;
        for (std::size_t c = 0; c < a.m_chunks.size(); ++c)
            if (a.m_chunks[c] != b.m_chunks[c] && !(*a.m_chunks[c] == *b.m_chunks[c]))
                return false;
        return true;
    }
    friend bool operator==(const CowVector& a, const std::vector<T>& b)
    {
        return a.m_size == b.size() && std::equal(b.begin(), b.end(), a.begin());
    }

    // The elements as a std::vector (for code that needs them in one block).
    std::vector<T> toVector() const { return std::vector<T>(begin(), end()); }

private:
    // Chunk c, this vector's own (copied first when another vector holds it too).
    Chunk& ownChunk(std::size_t c)
    {
        std::shared_ptr<Chunk>& chunk = m_chunks[c];
        if (chunk.use_count() != 1) {
            auto copy = std::make_shared<Chunk>();
            copy->reserve(kChunk);
            copy->insert(copy->end(), chunk->begin(), chunk->end());
            chunk = std::move(copy);
            m_data[c] = chunk->data();
        } else {
            // The other holders let go on their threads: what they did with the chunk is done
            // before this one writes it (their release pairs with this acquire).
            std::atomic_thread_fence(std::memory_order_acquire);
        }
        return *chunk;
    }
    T* own(std::size_t c) { return ownChunk(c).data(); }
    void addChunk()
    {
        auto chunk = std::make_shared<Chunk>();
        chunk->reserve(kChunk); // never moves: m_data holds its address
        m_data.push_back(chunk->data());
        m_chunks.push_back(std::move(chunk));
    }
    template <typename It> void append(It first, It last)
    {
        for (; first != last; ++first)
            emplace_back(*first);
    }
    // Grows with `add` or shrinks to n elements.
    template <typename Add> void resizeWith(std::size_t n, Add&& add)
    {
        while (m_size < n) {
            if (m_size == capacity())
                addChunk();
            Chunk& chunk = ownChunk(m_chunks.size() - 1);
            const std::size_t room = std::min(kChunk - chunk.size(), n - m_size);
            for (std::size_t k = 0; k < room; ++k)
                add(chunk);
            m_size += room;
        }
        if (m_size > n) {
            const std::size_t chunks = (n + kChunk - 1) / kChunk;
            m_chunks.resize(chunks);
            m_data.resize(chunks);
            if (n % kChunk != 0)
                ownChunk(chunks - 1).resize(n % kChunk);
            m_size = n;
        }
    }
    // The last n elements, just appended, move to position `at`.
    void rotateToPlace(std::size_t at, std::size_t n)
    {
        if (at + n >= m_size)
            return;
        std::rotate(begin() + static_cast<std::ptrdiff_t>(at),
                    begin() + static_cast<std::ptrdiff_t>(m_size - n), end());
    }

    std::vector<std::shared_ptr<Chunk>> m_chunks; // all full but the last, which is not empty
    std::vector<T*> m_data;                       // each chunk's elements (they never move)
    std::size_t m_size = 0;
};

} // namespace sw
