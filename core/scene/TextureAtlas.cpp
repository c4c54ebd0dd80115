#include "scene/TextureAtlas.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace sw {

std::vector<AtlasRect> packAtlas(const std::vector<std::pair<int, int>>& sizes, int pageSize,
                                 int& pageCount)
{
    std::vector<AtlasRect> rects(sizes.size());
    std::vector<std::size_t> order(sizes.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Tallest first, then widest: shelves fill with pictures of one height (Doom's are mostly
    // 64 or 128 high), so little space is lost.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (sizes[a].second != sizes[b].second)
            return sizes[a].second > sizes[b].second;
        return sizes[a].first > sizes[b].first;
    });
    pageCount = 0;
    int shelfX = 0, shelfY = 0, shelfHeight = 0;
    for (std::size_t i : order) {
        const auto [w, h] = sizes[i];
        if (w <= 0 || h <= 0 || w > pageSize || h > pageSize)
            continue;
        if (pageCount == 0) {
            pageCount = 1;
            shelfX = shelfY = shelfHeight = 0;
        }
        if (shelfX + w > pageSize) { // next shelf
            shelfY += shelfHeight;
            shelfX = 0;
            shelfHeight = 0;
        }
        if (shelfY + h > pageSize) { // next page
            ++pageCount;
            shelfX = shelfY = shelfHeight = 0;
        }
        rects[i] = {pageCount - 1, shelfX, shelfY, w, h};
        shelfX += w;
        shelfHeight = std::max(shelfHeight, h);
    }
    return rects;
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
    for (std::size_t i = 0; i < pages.size(); ++i) {
        AtlasPage& p = pages[i];
        p.width = pageSize;
        p.height = 1;
        while (p.height < used[i])
            p.height *= 2;
        p.height = std::min(p.height, pageSize);
        p.rgba.assign(static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height) * 4,
                      0);
    }
    for (std::size_t i = 0; i < images.size() && i < rects.size(); ++i) {
        const Image* image = images[i];
        const AtlasRect& r = rects[i];
        if (!image || r.page < 0 || r.page >= pageCount || image->width != r.width ||
            image->height != r.height ||
            image->rgba.size() != static_cast<std::size_t>(r.width) * r.height * 4)
            continue;
        if (r.y + r.height > pages[static_cast<std::size_t>(r.page)].height)
            continue;
        std::uint8_t* page = pages[static_cast<std::size_t>(r.page)].rgba.data();
        const std::size_t row = static_cast<std::size_t>(r.width) * 4;
        for (int y = 0; y < r.height; ++y)
            std::memcpy(page + (static_cast<std::size_t>(r.y + y) * pageSize + r.x) * 4,
                        image->rgba.data() + static_cast<std::size_t>(y) * row, row);
    }
    return pages;
}

} // namespace sw
