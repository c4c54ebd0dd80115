#include "resources/ResourceSet.h"

#include "base/Files.h"
#include "base/Names.h"
#include "resources/ImageFiles.h"

#include <algorithm>
#include <filesystem>

namespace sw {

namespace {

std::size_t kindSlot(ImageKind kind) { return static_cast<std::size_t>(kind); }

// The lump namespaces of a WAD, between their markers.
enum class Space { None, Flats, Sprites, Patches, Textures };

bool marker(const std::string& name, Space& space)
{
    if (name == "F_START" || name == "FF_START") {
        space = Space::Flats;
        return true;
    }
    if (name == "S_START" || name == "SS_START") {
        space = Space::Sprites;
        return true;
    }
    if (name == "P_START" || name == "PP_START") {
        space = Space::Patches;
        return true;
    }
    if (name == "TX_START") {
        space = Space::Textures;
        return true;
    }
    if (name == "F_END" || name == "FF_END" || name == "S_END" || name == "SS_END" ||
        name == "P_END" || name == "PP_END" || name == "TX_END") {
        space = Space::None;
        return true;
    }
    return false;
}

std::string fileName(const std::string& path)
{
    return std::filesystem::path(path).filename().string();
}

} // namespace

const char* imageKindName(ImageKind kind)
{
    switch (kind) {
    case ImageKind::Texture: return "texture";
    case ImageKind::Flat: return "flat";
    case ImageKind::Sprite: return "sprite";
    case ImageKind::Material: return "material";
    }
    return "image";
}

bool isNoTexture(std::string_view name) { return name.empty() || name == "-"; }

bool isSkyFlat(std::string_view name)
{
    return sameNameIgnoringCase(name, "F_SKY1");
}

ResourceSet ResourceSet::load(const std::vector<std::string>& paths)
{
    ResourceSet set;
    for (const std::string& path : paths)
        if (auto status = set.addPath(path); !status) {
            set.m_failed.push_back(path);
            set.m_warnings.push_back(status.error().message);
        }
    set.finish();
    return set;
}

Status ResourceSet::addPath(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return addFolder(path);
    // The maps' lumps are no resources; a map WAD's TEXTMAP can be tens of megabytes.
    if (auto lean = Wad::loadWithoutMapData(path)) {
        addWad(std::move(*lean));
        // Indexed: the pictures are read from the file when they are drawn, so the set does
        // not hold a whole IWAD (21 MB of freedoom2.wad) or texture pack.
        m_wads.back().releaseData();
        return Ok{};
    }
    auto wad = Wad::load(path);
    if (!wad)
        return wad.error();
    addWad(std::move(*wad));
    return Ok{};
}

void ResourceSet::addWad(Wad wad)
{
    m_sources.push_back({wad.sourceName(), false, wad.isIwad()});
    m_wadSource.push_back(m_sources.size() - 1);
    m_wads.push_back(std::move(wad));
    indexWad(m_wads.size() - 1);
}

std::string ResourceSet::where(std::size_t wad, std::size_t lump) const
{
    return fileName(m_wads[wad].sourceName()) + ", lump " + m_wads[wad].lumps()[lump].name;
}

void ResourceSet::addEntry(Entry entry)
{
    entry.info.id = m_entries.size();
    m_byName[kindSlot(entry.info.kind)][entry.info.name] = m_entries.size();
    m_entries.push_back(std::move(entry));
}

void ResourceSet::indexWad(std::size_t w)
{
    const Wad& wad = m_wads[w];
    const std::size_t source = m_wadSource[w];
    const auto& lumps = wad.lumps();

    // The whole-WAD lumps: palette, light tables, patch names, then the texture lists that
    // number their patches through the names.
    std::ptrdiff_t pnames = -1;
    std::vector<std::size_t> textureLumps;
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        const std::string& name = lumps[i].name;
        m_lumps[name] = {w, i};
        if (name == "PLAYPAL") {
            if (auto p = readPalette(wad.lumpData(i), where(w, i)))
                m_palette = *p;
            else
                m_warnings.push_back(p.error().message + " Skipped.");
        } else if (name == "COLORMAP") {
            if (lumps[i].size >= 34 * 256) {
                const auto data = wad.lumpData(i);
                m_colormap.assign(data.begin(), data.begin() + 34 * 256);
            } else {
                m_warnings.push_back(where(w, i) + ": a COLORMAP needs 8704 bytes, the lump has " +
                                     std::to_string(lumps[i].size) + ". Skipped.");
            }
        } else if (name == "PNAMES") {
            pnames = static_cast<std::ptrdiff_t>(i);
        } else if (name == "TEXTURE1" || name == "TEXTURE2") {
            textureLumps.push_back(i);
        }
    }
    if (pnames >= 0) {
        auto names = readPatchNames(wad.lumpData(static_cast<std::size_t>(pnames)),
                                    where(w, static_cast<std::size_t>(pnames)));
        if (names)
            m_patchNames = std::move(*names);
        else
            m_warnings.push_back(names.error().message + " Skipped.");
    }
    for (const std::size_t i : textureLumps) {
        auto defs = readTextureDefs(wad.lumpData(i), m_patchNames, where(w, i), m_warnings);
        if (!defs) {
            m_warnings.push_back(defs.error().message + " Skipped.");
            continue;
        }
        for (TextureDef& def : *defs) {
            Entry e;
            e.info = {def.name, ImageKind::Texture, source, lumps[i].name, def.width, def.height,
                      0, 0};
            e.form = Form::Composite;
            e.def = m_textureDefs.size();
            m_textureDefs.push_back(std::move(def));
            addEntry(std::move(e));
        }
    }

    // The namespaces: flats, sprites, textures given as pictures (patches are found by name).
    Space space = Space::None;
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        const std::string& name = lumps[i].name;
        if (marker(name, space) || space == Space::None || space == Space::Patches ||
            lumps[i].size == 0)
            continue; // markers, lumps outside the namespaces, and inner markers (F1_START)
        const auto data = wad.lumpData(i);
        Entry e;
        e.wad = w;
        e.lump = i;
        e.info.name = name;
        e.info.source = source;
        e.info.origin = name;
        if (isPng(data)) {
            auto h = readImageHeader(data, where(w, i));
            if (!h) {
                m_warnings.push_back(h.error().message + " Skipped.");
                continue;
            }
            e.form = Form::ImageFile;
            e.info.width = h->width;
            e.info.height = h->height;
            e.info.offsetX = h->offsetX;
            e.info.offsetY = h->offsetY;
        } else if (space == Space::Flats) {
            const int side = flatSide(data.size());
            if (side == 0) {
                m_warnings.push_back(where(w, i) + ": " + std::to_string(data.size()) +
                                     " bytes is no flat's size (64x64 is 4096 bytes). Skipped.");
                continue;
            }
            e.form = Form::Flat;
            e.info.width = e.info.height = side;
        } else {
            auto h = readPictureHeader(data, where(w, i));
            if (!h) {
                m_warnings.push_back(h.error().message + " Skipped.");
                continue;
            }
            e.form = Form::Picture;
            e.info.width = h->width;
            e.info.height = h->height;
            e.info.offsetX = h->offsetX;
            e.info.offsetY = h->offsetY;
        }
        e.info.kind = space == Space::Flats     ? ImageKind::Flat
                      : space == Space::Sprites ? ImageKind::Sprite
                                                : ImageKind::Texture;
        addEntry(std::move(e));
    }
}

Status ResourceSet::addFolder(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
    if (ec)
        return makeError(path + ": cannot read the folder (" + ec.message() + ").");
    // Sorted, so that two files giving the same name resolve the same way on every machine.
    std::vector<fs::path> files;
    for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (ec)
            break;
        std::string ext = upperAscii(it->path().extension().string());
        if ((ext == ".PNG" || ext == ".JPG" || ext == ".JPEG") && it->is_regular_file(ec))
            files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    m_sources.push_back({path, true, false});
    const std::size_t source = m_sources.size() - 1;
    for (const fs::path& file : files) {
        auto bytes = readFileBytes(file.string());
        if (!bytes) {
            m_warnings.push_back(bytes.error().message + " Skipped.");
            continue;
        }
        auto h = readImageHeader(*bytes, file.string());
        if (!h) {
            m_warnings.push_back(h.error().message + " Skipped.");
            continue;
        }
        Entry e;
        e.info = {upperAscii(file.stem().string()),
                  ImageKind::Material,
                  source,
                  file.string(),
                  h->width,
                  h->height,
                  h->offsetX,
                  h->offsetY};
        e.form = Form::File;
        e.file = file.string();
        addEntry(std::move(e));
    }
    return Ok{};
}

void ResourceSet::finish()
{
    // Each missing patch once, with the textures that use it.
    std::map<std::string, std::vector<std::string>> missing;
    for (const auto& [name, index] : m_byName[kindSlot(ImageKind::Texture)]) {
        const Entry& e = m_entries[index];
        if (e.form != Form::Composite)
            continue;
        for (const TexturePatch& p : m_textureDefs[e.def].patches)
            if (!m_lumps.count(p.patch)) {
                auto& users = missing[p.patch];
                if (users.empty() || users.back() != name)
                    users.push_back(name);
            }
    }
    for (const auto& [patch, users] : missing) {
        std::string list;
        for (std::size_t i = 0; i < users.size() && i < 5; ++i)
            list += (i ? ", " : "") + users[i];
        if (users.size() > 5)
            list += " and " + std::to_string(users.size() - 5) + " more";
        m_warnings.push_back("patch " + patch + " is in no lump of the resources; texture" +
                             (users.size() == 1 ? " " : "s ") + list + " will lack it.");
    }
}

std::string ResourceSet::iwadGame() const
{
    for (std::size_t w = 0; w < m_wads.size(); ++w) {
        if (!m_wads[w].isIwad())
            continue;
        for (const WadMapEntry& map : m_wads[w].maps())
            if (map.name.rfind("MAP", 0) == 0)
                return "doom2";
        return "doom";
    }
    return {};
}

const ResourceSet::Entry* ResourceSet::find(ImageKind kind, std::string_view name) const
{
    const auto& names = m_byName[kindSlot(kind)];
    const auto it = names.find(upperAscii(name));
    return it == names.end() ? nullptr : &m_entries[it->second];
}

const ImageEntry* ResourceSet::findWallTexture(std::string_view name) const
{
    const Entry* texture = find(ImageKind::Texture, name);
    const Entry* material = find(ImageKind::Material, name);
    if (texture && (!material || texture->info.source >= material->info.source))
        return &texture->info;
    return material ? &material->info : nullptr;
}

const ImageEntry* ResourceSet::findFlat(std::string_view name) const
{
    const Entry* flat = find(ImageKind::Flat, name);
    const Entry* material = find(ImageKind::Material, name);
    if (flat && (!material || flat->info.source >= material->info.source))
        return &flat->info;
    return material ? &material->info : nullptr;
}

const ImageEntry* ResourceSet::findSprite(std::string_view lumpName) const
{
    const Entry* e = find(ImageKind::Sprite, lumpName);
    return e ? &e->info : nullptr;
}

const ImageEntry* ResourceSet::findSpriteFrame(std::string_view prefix) const
{
    const std::string p = upperAscii(prefix);
    for (const char* frame : {"A0", "A1"})
        if (const ImageEntry* e = findSprite(p + frame))
            return e;
    // Frames stored mirrored ("TROOA2A8") or only at other angles.
    const auto& sprites = m_byName[kindSlot(ImageKind::Sprite)];
    for (auto it = sprites.lower_bound(p + "A"); it != sprites.end(); ++it) {
        if (it->first.rfind(p + "A", 0) != 0)
            break;
        return &m_entries[it->second].info;
    }
    return nullptr;
}

std::vector<const ImageEntry*> ResourceSet::images(ImageKind kind) const
{
    std::vector<const ImageEntry*> out;
    for (const auto& [name, index] : m_byName[kindSlot(kind)])
        out.push_back(&m_entries[index].info);
    return out;
}

Result<Image> ResourceSet::decodeLump(std::size_t wad, std::size_t lump,
                                      const std::string& name) const
{
    const std::string at = where(wad, lump);
    const auto bytes = m_wads[wad].readLump(lump);
    if (!bytes)
        return bytes.error();
    const std::span<const std::uint8_t> data = *bytes;
    if (isPng(data) || isJpeg(data)) {
        auto img = decodeImageFile(data, at);
        if (img)
            img->name = name;
        return img;
    }
    if (!m_palette)
        return makeError(at + ": cannot be drawn without a palette (no PLAYPAL in the resources).");
    auto img = decodeDoomPicture(data, *m_palette, at);
    if (img)
        img->name = name;
    return img;
}

Result<Image> ResourceSet::image(const ImageEntry& entry, std::vector<std::string>* problems) const
{
    if (entry.id >= m_entries.size() || m_entries[entry.id].info.name != entry.name)
        return makeError(entry.name + ": not an image of this resource set.");
    const Entry* e = &m_entries[entry.id];
    switch (e->form) {
    case Form::Picture:
    case Form::ImageFile:
        return decodeLump(e->wad, e->lump, entry.name);
    case Form::Flat: {
        if (!m_palette)
            return makeError(where(e->wad, e->lump) +
                             ": cannot be drawn without a palette (no PLAYPAL in the resources).");
        const auto bytes = m_wads[e->wad].readLump(e->lump);
        if (!bytes)
            return bytes.error();
        auto img = decodeFlat(*bytes, *m_palette, where(e->wad, e->lump));
        if (img)
            img->name = entry.name;
        return img;
    }
    case Form::File: {
        auto bytes = readFileBytes(e->file);
        if (!bytes)
            return bytes.error();
        auto img = decodeImageFile(*bytes, e->file);
        if (img)
            img->name = entry.name;
        return img;
    }
    case Form::Composite: {
        const TextureDef& def = m_textureDefs[e->def];
        Image canvas;
        canvas.name = def.name;
        canvas.width = def.width;
        canvas.height = def.height;
        canvas.rgba.assign(std::size_t(def.width) * std::size_t(def.height) * 4, 0);
        for (const TexturePatch& p : def.patches) {
            const auto ref = m_lumps.find(p.patch);
            if (ref == m_lumps.end()) {
                if (problems)
                    problems->push_back("texture " + def.name + ": patch " + p.patch +
                                        " is in no lump of the resources.");
                continue;
            }
            auto picture = decodeLump(ref->second.wad, ref->second.lump, p.patch);
            if (!picture) {
                if (problems)
                    problems->push_back("texture " + def.name + ": " + picture.error().message);
                continue;
            }
            drawOver(canvas, *picture, p.originX, p.originY);
        }
        return canvas;
    }
    }
    return makeError(entry.name + ": unknown image form.");
}

} // namespace sw
