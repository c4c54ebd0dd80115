#pragma once

// The textured level on the GPU: one texture per atlas page and, per page, one draw item for
// floors and walls, one for ceilings and one for sprites, plus one for the sky. Internal to
// views/3d (includes Qt3D).

#include "views/3d/SceneRenderer.h"
#include "views/3d/TexturedScene.h"

#include <Qt3DRender/QTexture>

#include <memory>
#include <vector>

namespace sw::editor::view3d {

class TexturedLayer {
public:
    explicit TexturedLayer(SceneRenderer& renderer);
    ~TexturedLayer();

    // Uploads a scene (null: draws nothing). The pages' textures are uploaded again only when
    // the atlas changed.
    void upload(const std::shared_ptr<const TexturedScene>& scene);
    // The Ceilings overlay: ceilings and sky.
    void setCeilingsShown(bool shown);
    // Doom's distance fading of light.
    void setLightFading(bool fading);
    int drawnItems() const;

private:
    struct Page;
    struct Item;
    Item makeItem(Qt3DRender::QMaterial* material,
                  const std::vector<std::pair<QString, int>>& layout);
    void applyEnabled();
    void removeSkyAtlas();

    SceneRenderer& m_renderer;
    std::vector<std::unique_ptr<Page>> m_pages;
    std::unique_ptr<Item> m_sky;
    Qt3DRender::QMaterial* m_skyMaterial = nullptr;
    std::uint64_t m_atlasSerial = 0;
    bool m_ceilings = true;
    bool m_fading = false;
};

} // namespace sw::editor::view3d
