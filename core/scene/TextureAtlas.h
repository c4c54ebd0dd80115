#pragma once

// Pictures packed onto a few large square pages, so that a renderer binds one texture per page
// and draws a whole level in a few calls. Shelf packing, tallest pictures first; a picture
// larger than a page is left out (its rectangle has page -1).

#include "resources/Image.h"

#include <cstdint>
#include <vector>

namespace sw {

struct AtlasRect {
    int page = -1;
    int x = 0, y = 0, width = 0, height = 0;
};

// A page is `width` (the page size) wide and only as high as its pictures need, rounded up to a
// power of two: a small map's pictures do not cost a whole page of memory and upload.
struct AtlasPage {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgba; // width * height * 4, rows from the top
};

// Rectangles for pictures of the given sizes (width, height) on pages `pageSize` square.
// `pageCount` receives the number of pages used.
std::vector<AtlasRect> packAtlas(const std::vector<std::pair<int, int>>& sizes, int pageSize,
                                 int& pageCount);

// Where a packing goes on: its page count and the last page's open shelf.
struct AtlasShelves {
    int pageCount = 0;
    int x = 0, y = 0, height = 0;
};

// packAtlas from where `shelves` left off (updated): more pictures for an atlas whose earlier
// pictures keep their places, so that what refers to those places need not change.
std::vector<AtlasRect> packAtlasMore(const std::vector<std::pair<int, int>>& sizes, int pageSize,
                                     AtlasShelves& shelves);

// Makes `page` (its width `pageSize`) at least `rows` high, its height a power of two (at most
// pageSize), keeping its pixels; the new rows are clear.
void growAtlasPage(AtlasPage& page, int pageSize, int rows);

// Copies an image to its rectangle of `page`; false (nothing copied) when the image's size is not
// the rectangle's or the rectangle is not within the page.
bool drawAtlasImage(AtlasPage& page, const Image& image, const AtlasRect& rect);

// The pages with each image copied to its rectangle (images and rects in the same order; an
// image whose size differs from its rectangle's, or without a page, is skipped).
std::vector<AtlasPage> composeAtlas(const std::vector<const Image*>& images,
                                    const std::vector<AtlasRect>& rects, int pageSize,
                                    int pageCount);

} // namespace sw
