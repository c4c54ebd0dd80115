#include "scene/TextureAtlas.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace sw {

std::vector<AtlasRect> packAtlas(const std::vector<std::pair<int, int>>& sizes, int pageSize,
                                 int& pageCount)
{
    AtlasShelves shelves;
    std::vector<AtlasRect> rects = packAtlasMore(sizes, pageSize, shelves);
    pageCount = shelves.pageCount;
    return rects;
}

std::vector<AtlasRect> packAtlasMore(const std::vector<std::pair<int, int>>& sizes, int pageSize,
                                     AtlasShelves& shelves)
{
    std::vector<AtlasRect> rects(sizes.size());
    std::vector<std::size_t> order(sizes.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Tallest first, then widest: shelves fill with pictures of one height (Doom's are mostly
    // 64 or 128 high), so little space is lost. The open shelf is the last one: a taller
    // picture placed on it later makes it taller, with nothing below it yet.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (sizes[a].second != sizes[b].second)
            return sizes[a].second > sizes[b].second;
        return sizes[a].first > sizes[b].first;
    });
    AtlasShelves& s = shelves;
    for (std::size_t i : order) {
        const auto [w, h] = sizes[i];
        if (w <= 0 || h <= 0 || w > pageSize || h > pageSize)
            continue;
        if (s.pageCount == 0) {
            s.pageCount = 1;
            s.x = s.y = s.height = 0;
        }
        if (s.x + w > pageSize) { // next shelf
            s.y += s.height;
            s.x = 0;
            s.height = 0;
        }
        if (s.y + h > pageSize) { // next page
            ++s.pageCount;
            s.x = s.y = s.height = 0;
        }
        rects[i] = {s.pageCount - 1, s.x, s.y, w, h};
        s.x += w;
        s.height = std::max(s.height, h);
    }
    return rects;
}

void growAtlasPage(AtlasPage& page, int pageSize, int rows)
{
    page.width = pageSize;
    int height = std::max(page.height, 1);
    while (height < rows)
        height *= 2;
    height = std::min(height, pageSize);
    if (height == page.height && !page.rgba.empty())
        return;
    page.height = height;
    // Rows follow one another: the new ones go at the end.
    page.rgba.resize(static_cast<std::size_t>(page.width) * static_cast<std::size_t>(height) * 4,
                     0);
}

bool drawAtlasImage(AtlasPage& page, const Image& image, const AtlasRect& r)
{
    if (image.width != r.width || image.height != r.height ||
        image.rgba.size() != static_cast<std::size_t>(r.width) * r.height * 4 || r.x < 0 ||
        r.y < 0 || r.x + r.width > page.width || r.y + r.height > page.height)
        return false;
    const std::size_t row = static_cast<std::size_t>(r.width) * 4;
    for (int y = 0; y < r.height; ++y)
        std::memcpy(page.rgba.data() +
                        (static_cast<std::size_t>(r.y + y) * static_cast<std::size_t>(page.width) +
                         static_cast<std::size_t>(r.x)) *
                            4,
                    image.rgba.data() + static_cast<std::size_t>(y) * row, row);
    return true;
}

std::vector<AtlasPage> composeAtlas(const std::vector<const Image*>& images,
                                    const std::vector<AtlasRect>& rects, int pageSize,
                                    int pageCount)
{
    std::vector<AtlasPage> pages(static_cast<std::size_t>(pageCount));
    std::vector<int> used(pages.size(), 1);
    for (const AtlasRect& r : rects)
        if (r.page >= 0 && r.page < pageCount)
            used[std::size_t(r.page)] = std::max(used[std::size_t(r.page)], r.y + r.height);
    for (std::size_t i = 0; i < pages.size(); ++i)
        growAtlasPage(pages[i], pageSize, used[i]);
    for (std::size_t i = 0; i < images.size() && i < rects.size(); ++i) {
        const AtlasRect& r = rects[i];
        if (images[i] && r.page >= 0 && r.page < pageCount)
            drawAtlasImage(pages[static_cast<std::size_t>(r.page)], *images[i], r);
    }
    return pages;
}

} // namespace sw
