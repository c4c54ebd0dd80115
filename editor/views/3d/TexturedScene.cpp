#include "views/3d/TexturedScene.h"

#include "resources/ResourceSet.h"

#include <QElapsedTimer>
#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <tuple>
#include <unordered_map>
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

static_assert(sizeof(WorldVertex) == 28 && offsetof(WorldVertex, rect) == 20);
static_assert(
    TextureAtlasData::kPageSize <= (1 << WorldVertex::kLevelShift) &&
        TextureAtlasData::kPageSize <= 65535,
    "an atlas x must leave the light level its bits, and every place fit unsigned shorts");

void appendWorldVertex(QByteArray& data, const Vec3f& p, const glm::vec2& t, const AtlasRect& r,
                       float light)
{
    // The level as lightBrightness works it out (a NaN light is level 0).
    const float clamped = std::clamp(light, 0.0f, 255.0f);
    const auto level = static_cast<std::uint16_t>(clamped >= 0.0f ? clamped / 16.0f : 0.0f);
    const auto part = [](int v) { return static_cast<std::uint16_t>(v); };
    const WorldVertex v{{p.x, p.y, p.z},
                        {t.x, t.y},
                        {static_cast<std::uint16_t>(part(r.x) | level << WorldVertex::kLevelShift),
                         part(r.y), part(r.width), part(r.height)}};
    data.append(reinterpret_cast<const char*>(&v), qsizetype(sizeof v));
}

void appendFloats(QByteArray& data, std::initializer_list<float> values)
{
    data.append(reinterpret_cast<const char*>(values.begin()),
                static_cast<qsizetype>(values.size() * sizeof(float)));
}

} // namespace

void ItemBuffers::setIndices(const std::vector<std::uint32_t>& numbers, std::uint32_t vertexCount)
{
    // Unsigned shorts when every vertex number fits: a chunk's page rarely has 65,536 vertices.
    shortIndices = vertexCount <= 65536;
    if (shortIndices) {
        indices.resize(qsizetype(numbers.size() * sizeof(std::uint16_t)));
        auto* out = reinterpret_cast<std::uint16_t*>(indices.data());
        for (std::size_t i = 0; i < numbers.size(); ++i)
            out[i] = static_cast<std::uint16_t>(numbers[i]);
    } else {
        indices = QByteArray(reinterpret_cast<const char*>(numbers.data()),
                             qsizetype(numbers.size() * sizeof(std::uint32_t)));
    }
}

std::shared_ptr<const ChunkBuffers> chunkBuffers(const TexturedLevel& level,
                                                 const TextureAtlasData& atlas)
{
    const auto& images = level.images();
    const std::size_t pageCount = atlas.pages.size();
    const auto placeOf = [&](std::uint32_t image) -> const AtlasRect& {
        return atlas.place(image < images.size() ? images[image] : nullptr);
    };
    // Each buffer's triangles go to the page their picture is on, with their vertices numbered
    // again from 0 on each page.
    const auto split = [&](const TexturedBuffer& b) {
        std::vector<ItemBuffers> out(pageCount);
        std::vector<std::int32_t> pageOf(b.vertexCount(), -1); // -1: not placed yet
        std::vector<std::uint32_t> numberOf(b.vertexCount());
        std::vector<std::uint32_t> counts(pageCount, 0);
        std::vector<std::vector<std::uint32_t>> indices(pageCount);
        if (pageCount == 1) {
            out[0].vertices.reserve(qsizetype(b.vertexCount() * sizeof(WorldVertex)));
            indices[0].reserve(b.indices.size());
        }
        for (std::size_t t = 0; t < b.triangleCount(); ++t) {
            const std::uint32_t* corner = &b.indices[3 * t];
            const AtlasRect& r = placeOf(b.images[corner[0]]);
            if (r.page < 0 || std::size_t(r.page) >= pageCount)
                continue;
            const auto page = std::size_t(r.page);
            for (int i = 0; i < 3; ++i) {
                const std::uint32_t k = corner[i];
                if (pageOf[k] < 0) {
                    pageOf[k] = r.page;
                    numberOf[k] = counts[page]++;
                    appendWorldVertex(out[page].vertices, b.positions[k], b.texels[k], r,
                                      b.lights[k]);
                }
                indices[page].push_back(numberOf[k]);
            }
        }
        for (std::size_t p = 0; p < pageCount; ++p)
            out[p].setIndices(indices[p], counts[p]);
        return out;
    };
    auto buffers = std::make_shared<ChunkBuffers>();
    buffers->solid = split(level.floorsAndWalls());
    buffers->ceilings = split(level.ceilings());
    buffers->sprites.resize(pageCount); // six corners a sprite, not indexed
    const SpriteBuffer& s = level.sprites();
    for (std::size_t k = 0; k < s.vertexCount(); ++k) {
        const AtlasRect& r = placeOf(s.images[k]);
        if (r.page < 0 || std::size_t(r.page) >= pageCount)
            continue;
        const Vec3f& a = s.anchors[k];
        appendFloats(buffers->sprites[std::size_t(r.page)].vertices,
                     {a.x, a.y, a.z, s.corners[k].x, s.corners[k].y, s.texels[k].x, s.texels[k].y,
                      float(r.x), float(r.y), float(r.width), float(r.height), s.lights[k]});
    }
    const TexturedBuffer& sky = level.sky();
    for (const Vec3f& p : sky.positions)
        appendFloats(buffers->sky.vertices, {p.x, p.y, p.z});
    buffers->sky.setIndices(sky.indices, static_cast<std::uint32_t>(sky.vertexCount()));
    return buffers;
}

const AtlasRect& TextureAtlasData::place(const ImageEntry* entry) const
{
    if (!entry)
        return missing;
    const auto it = places.find(entry);
    return it == places.end() ? missing : it->second;
}

namespace {

// The atlas for the pictures `used`. It grows from `previous` (the atlas of the scene this one
// follows) when that has the same resources: it serves while it has every picture, else one
// that extends it, where every picture keeps its place, so that the chunks kept from that scene
// keep their buffers. Without it (a new view, other resources), it grows in the same way from
// the last atlas made for these resources, else a new one is made. (The last atlas made at all
// was the base once: a view of other resources in between then made a new atlas that moved
// every picture of the next scene.)
std::shared_ptr<const TextureAtlasData>
atlasFor(const std::shared_ptr<const ResourceSet>& resources,
         const std::unordered_set<const ImageEntry*>& used,
         const std::shared_ptr<const TextureAtlasData>& previous, double& milliseconds)
{
    static std::mutex mutex;
    static std::shared_ptr<const TextureAtlasData> last;
    std::shared_ptr<const TextureAtlasData> base =
        previous && previous->resources == resources ? previous : nullptr;
    if (!base) {
        const std::lock_guard lock(mutex);
        if (last && last->resources == resources)
            base = last;
    }
    // What the base lacks; the base keeps those no longer shown, so undoing an edit does not
    // pack again.
    std::vector<const ImageEntry*> wanted;
    for (const ImageEntry* e : used)
        if (!base || !base->places.contains(e))
            wanted.push_back(e);
    if (base && wanted.empty())
        return base;
    // The same pictures pack the same way whatever order the chunks found them in.
    std::sort(wanted.begin(), wanted.end(), [](const ImageEntry* a, const ImageEntry* b) {
        return std::tie(a->kind, a->name, a->id) < std::tie(b->kind, b->name, b->id);
    });
    QElapsedTimer timer;
    timer.start();
    auto atlas = base ? extendAtlas(*base, wanted) : makeAtlas(resources, wanted);
    milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    const std::lock_guard lock(mutex);
    last = atlas;
    return atlas;
}

} // namespace

std::shared_ptr<const TexturedScene> texturedScene(const Map& map, const ChunkedLevel& level,
                                                   std::shared_ptr<const ResourceSet> resources,
                                                   const TexturedScene* previous)
{
    auto scene = std::make_shared<TexturedScene>();
    scene->spriteThings.assign(map.things.size(), false);
    std::unordered_set<const ImageEntry*> used;
    for (const LevelChunk& chunk : level.chunks()) {
        if (!chunk.textured)
            continue;
        scene->chunks.push_back({chunk.key, chunk.textured, nullptr});
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
    scene->atlas =
        atlasFor(resources, used, previous ? previous->atlas : nullptr, scene->atlasMilliseconds);

    // Each chunk's buffers: the previous scene's for the same level (its pictures kept their
    // places), else made from the level. A level shared with the previous version was built
    // for it, so only the levels this version built, whose buffers are still there, are made.
    std::unordered_map<std::uint64_t, const TexturedChunk*> before;
    if (previous)
        for (const TexturedChunk& c : previous->chunks)
            before.emplace(c.key, &c);
    for (TexturedChunk& chunk : scene->chunks) {
        const auto it = before.find(chunk.key);
        if (it != before.end() && it->second->level == chunk.level) {
            chunk.buffers = it->second->buffers;
        } else {
            Q_ASSERT(!chunk.level->buffersReleased());
            chunk.buffers = chunkBuffers(*chunk.level, *scene->atlas);
        }
    }
    return scene;
}

} // namespace sw::editor::view3d
