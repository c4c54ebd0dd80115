#include "views/3d/TexturedScene.h"

#include "resources/ResourceSet.h"

#include <QElapsedTimer>
#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <tuple>
#include <unordered_set>

namespace sw::editor::view3d {

namespace {

// A picture for names the resources lack: magenta and black squares, 64 units a side.
Image missingPattern()
{
    Image image;
    image.name = "-";
    image.width = image.height = 64;
    for (int y = 0; y < 64; ++y) {
        for (int x = 0; x < 64; ++x) {
            const bool on = ((x / 16) + (y / 16)) % 2 == 0;
            image.rgba.insert(image.rgba.end(),
                              {std::uint8_t(on ? 230 : 20), 0, std::uint8_t(on ? 230 : 20), 255});
        }
    }
    return image;
}

std::uint64_t nextAtlasSerial()
{
    static std::atomic<std::uint64_t> serial{0};
    return ++serial;
}

// The pictures decoded, those that fail left out (with a warning).
void decode(const ResourceSet& resources, const std::vector<const ImageEntry*>& entries,
            std::vector<Image>& images, std::vector<const ImageEntry*>& decoded)
{
    for (const ImageEntry* e : entries) {
        auto image = resources.image(*e);
        if (!image) {
            qWarning("%s", image.error().message.c_str());
            continue;
        }
        images.push_back(std::move(*image));
        decoded.push_back(e);
    }
}

std::vector<std::pair<int, int>> sizesOf(const std::vector<Image>& images)
{
    std::vector<std::pair<int, int>> sizes;
    sizes.reserve(images.size());
    for (const Image& image : images)
        sizes.emplace_back(image.width, image.height);
    return sizes;
}

std::shared_ptr<const TextureAtlasData> makeAtlas(std::shared_ptr<const ResourceSet> resources,
                                                  const std::vector<const ImageEntry*>& entries)
{
    std::vector<Image> decoded;
    decoded.reserve(entries.size() + 1);
    decoded.push_back(missingPattern());
    std::vector<const ImageEntry*> placed{nullptr};
    decode(*resources, entries, decoded, placed);
    std::vector<const Image*> images;
    for (const Image& image : decoded)
        images.push_back(&image);
    auto atlas = std::make_shared<TextureAtlasData>();
    const std::vector<AtlasRect> rects =
        packAtlasMore(sizesOf(decoded), TextureAtlasData::kPageSize, atlas->shelves);
    for (AtlasPage& page :
         composeAtlas(images, rects, TextureAtlasData::kPageSize, atlas->shelves.pageCount))
        atlas->pages.push_back(std::make_shared<const AtlasPage>(std::move(page)));
    atlas->missing = rects[0];
    for (std::size_t i = 1; i < placed.size(); ++i)
        if (rects[i].page >= 0)
            atlas->places.emplace(placed[i], rects[i]);
    atlas->resources = std::move(resources);
    atlas->serial = nextAtlasSerial();
    return atlas;
}

// `last` with `entries` (pictures it lacks) added: the pages they are drawn on are copied and
// drawn on, the others shared.
std::shared_ptr<const TextureAtlasData> extendAtlas(const TextureAtlasData& last,
                                                    const std::vector<const ImageEntry*>& entries)
{
    std::vector<Image> decoded;
    std::vector<const ImageEntry*> placed;
    decode(*last.resources, entries, decoded, placed);
    auto atlas = std::make_shared<TextureAtlasData>();
    atlas->resources = last.resources;
    atlas->places = last.places;
    atlas->missing = last.missing;
    atlas->shelves = last.shelves;
    atlas->pages = last.pages;
    const std::vector<AtlasRect> rects =
        packAtlasMore(sizesOf(decoded), TextureAtlasData::kPageSize, atlas->shelves);
    const auto pageCount = static_cast<std::size_t>(atlas->shelves.pageCount);
    std::vector<std::shared_ptr<AtlasPage>> drawn(pageCount);
    atlas->pages.resize(pageCount);
    for (std::size_t i = 0; i < decoded.size(); ++i) {
        const AtlasRect& r = rects[i];
        if (r.page < 0)
            continue;
        const auto p = static_cast<std::size_t>(r.page);
        if (!drawn[p])
            drawn[p] = atlas->pages[p] ? std::make_shared<AtlasPage>(*atlas->pages[p])
                                       : std::make_shared<AtlasPage>();
        growAtlasPage(*drawn[p], TextureAtlasData::kPageSize, r.y + r.height);
        if (drawAtlasImage(*drawn[p], decoded[i], r))
            atlas->places.emplace(placed[i], r);
    }
    for (std::size_t p = 0; p < pageCount; ++p) {
        if (drawn[p])
            atlas->pages[p] = std::move(drawn[p]);
        else if (!atlas->pages[p]) // a page opened by a picture too large for it: none
            atlas->pages[p] = std::make_shared<const AtlasPage>();
    }
    atlas->serial = nextAtlasSerial();
    atlas->extends = last.serial;
    return atlas;
}

} // namespace

const AtlasRect& TextureAtlasData::place(const ImageEntry* entry) const
{
    if (!entry)
        return missing;
    const auto it = places.find(entry);
    return it == places.end() ? missing : it->second;
}

std::shared_ptr<const TexturedScene> texturedScene(const Map& map, const ChunkedLevel& level,
                                                   std::shared_ptr<const ResourceSet> resources)
{
    auto scene = std::make_shared<TexturedScene>();
    scene->spriteThings.assign(map.things.size(), false);
    std::unordered_set<const ImageEntry*> used;
    for (const LevelChunk& chunk : level.chunks()) {
        if (!chunk.textured)
            continue;
        scene->chunks.emplace_back(chunk.key, chunk.textured);
        for (const Index t : chunk.textured->sprites().things)
            if (t >= 0 && static_cast<std::size_t>(t) < map.things.size())
                scene->spriteThings[static_cast<std::size_t>(t)] = true;
        for (const ImageEntry* e : chunk.textured->images())
            if (e)
                used.insert(e);
    }
    scene->sky = resources->findWallTexture(skyTextureName(map.name));
    if (scene->sky)
        used.insert(scene->sky);

    // The last atlas serves while it has every picture this version of the map shows; else a
    // new one holds them all (and those of the last, so undoing an edit does not repack).
    static std::mutex mutex;
    static std::shared_ptr<const TextureAtlasData> last;
    std::vector<const ImageEntry*> wanted;
    std::shared_ptr<const TextureAtlasData> extending;
    {
        const std::lock_guard lock(mutex);
        bool covered = last && last->resources == resources;
        for (const ImageEntry* e : used) {
            wanted.push_back(e);
            if (covered && !last->places.contains(e))
                covered = false;
        }
        if (covered) {
            scene->atlas = last;
            return scene;
        }
        // The same resources: the last atlas with the pictures it lacks (it keeps those no
        // longer shown, so undoing an edit does not pack again).
        if (last && last->resources == resources) {
            extending = last;
            std::erase_if(wanted, [&](const ImageEntry* e) { return last->places.contains(e); });
        }
    }
    // The same pictures pack the same way whatever order the chunks found them in.
    std::sort(wanted.begin(), wanted.end(), [](const ImageEntry* a, const ImageEntry* b) {
        return std::tie(a->kind, a->name, a->id) < std::tie(b->kind, b->name, b->id);
    });
    QElapsedTimer timer;
    timer.start();
    auto atlas = extending ? extendAtlas(*extending, wanted) : makeAtlas(resources, wanted);
    scene->atlasMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    const std::lock_guard lock(mutex);
    last = atlas;
    scene->atlas = std::move(atlas);
    return scene;
}

} // namespace sw::editor::view3d
