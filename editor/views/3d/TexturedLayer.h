#pragma once

// The textured level on the GPU: one texture per atlas page and, per chunk of the level and
// page, one draw item for floors and walls, one for ceilings and one for sprites, plus one per
// chunk for the sky; an empty item is not made. A chunk whose data is unchanged since the last
// upload keeps its items and buffers as they are. Internal to views/3d (includes Qt3D).

#include "views/3d/SceneRenderer.h"
#include "views/3d/TexturedScene.h"

#include <Qt3DRender/QTexture>

#include <map>
#include <memory>
#include <vector>

namespace sw::editor::view3d {

class TexturedLayer {
public:
    explicit TexturedLayer(SceneRenderer& renderer);
    ~TexturedLayer();

    // Uploads a scene (null: draws nothing): the chunks that changed since the last upload.
    // The pages' textures, and every chunk, are uploaded again only when the atlas changed.
    void upload(const std::shared_ptr<const TexturedScene>& scene);
    // How many chunks the last upload sent to the GPU.
    int lastUploadedChunks() const { return m_lastUploaded; }
    // The Ceilings overlay: ceilings and sky.
    void setCeilingsShown(bool shown);
    // Doom's distance fading of light.
    void setLightFading(bool fading);
    int drawnItems() const;

    // One attribute of a vertex layout: its name in the shader, its components, and whether
    // they are unsigned shorts (the shader reads value / 65535) rather than floats.
    struct Attribute {
        QString name;
        int size = 0;
        bool unsignedShort = false;
    };
    using Layout = std::vector<Attribute>;

private:
    struct Page;
    struct Item;
    struct Chunk;
    // `culled`: left out of frames whose view it is wholly outside of (its geometry holds every
    // point it draws: not a sprite's).
    std::unique_ptr<Item> makeItem(Qt3DRender::QMaterial* material, const Layout& layout,
                                   bool indexed, bool culled);
    // Sets an item's data, making it when there is data and dropping it when there is none.
    void setItem(std::unique_ptr<Item>& item, Qt3DRender::QMaterial* material, const Layout& layout,
                 const ItemBuffers& data, bool wanted, bool culled);
    void uploadChunk(Chunk& chunk);
    // A texture and materials for the atlas's page `index`, after the last.
    void addPage(const std::shared_ptr<const TextureAtlasData>& atlas, std::size_t index);
    void setSky(const TexturedScene& scene);
    void applyEnabled();
    void removeSkyAtlas();

    SceneRenderer& m_renderer;
    std::vector<std::unique_ptr<Page>> m_pages;
    std::map<std::uint64_t, std::unique_ptr<Chunk>> m_chunks;
    Qt3DRender::QMaterial* m_skyMaterial = nullptr;
    int m_lastUploaded = 0;
    std::uint64_t m_atlasSerial = 0;
    bool m_ceilings = true;
    bool m_skyShown = false;
    bool m_fading = false;
};

} // namespace sw::editor::view3d
