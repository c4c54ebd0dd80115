#include "views/3d/TexturedLayer.h"

#include "resources/ResourceSet.h"

#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QAbstractTextureImage>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QTextureImageData>
#include <Qt3DRender/QTextureImageDataGenerator>

#include <QVector4D>

#include <cstddef>
#include <cstdint>

namespace sw::editor::view3d {

namespace {

using namespace Qt::StringLiterals;

// Doom's light in GLSL, as scene/TexturedLevel.cpp computes it (lightBrightness and
// fadedLightBrightness): 16 levels; with fading, 32 colour maps brightening by 1280 / depth.
const char* const kLightFunction = R"(
uniform float fade;
float brightness(float light, float depth)
{
    float level = floor(clamp(light, 0.0, 255.0) / 16.0);
    if (fade < 0.5)
        return (level + 1.0) / 16.0;
    float start = (15.0 - level) * 4.0;
    float map = clamp(start - min(1280.0 / max(depth, 1.0), 23.5), 0.0, 31.0);
    return 1.0 - map / 32.0;
}
)";

// The picture's texel wrapped into its rectangle on the page (nearest texel, as Doom draws).
const char* const kAtlasFunction = R"(
uniform sampler2D atlas;
vec4 atlasTexel(vec2 texel, vec4 rect)
{
    vec2 inside = mod(floor(texel), rect.zw);
    return texelFetch(atlas, ivec2(rect.xy + inside), 0);
}
)";

QByteArray worldVertex()
{
    return QByteArrayLiteral(R"(#version 150 core
in vec3 vertexPosition;
in vec2 vertexTexel;
in vec4 vertexRect; // unsigned shorts, read as value / 65535: see WorldVertex
out vec4 shade; // the texel, the light and the depth, in one varying
flat out vec4 rect;
uniform mat4 modelViewProjection;
uniform mat4 modelView;
void main()
{
    rect = floor(vertexRect * 65535.0 + 0.5);
    float level = floor(rect.x / 2048.0);
    rect.x -= level * 2048.0;
    // The middle of the level's band of lights: interpolated, a constant comes out a little
    // off, and the level's floor must not drop.
    shade = vec4(vertexTexel, level * 16.0 + 8.0, -(modelView * vec4(vertexPosition, 1.0)).z);
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)");
}

static_assert(1 << WorldVertex::kLevelShift == 2048, "worldVertex's shader splits x at 2048");

QByteArray spriteVertex()
{
    // Turned about the vertical to face the camera, as Doom's sprites are.
    return QByteArrayLiteral(R"(#version 150 core
in vec3 vertexPosition;
in vec2 vertexCorner;
in vec2 vertexTexel;
in vec4 vertexRect;
in float vertexLight;
out vec4 shade; // the texel, the light and the depth
flat out vec4 rect;
uniform mat4 viewMatrix;
uniform mat4 viewProjectionMatrix;
void main()
{
    vec3 right = vec3(viewMatrix[0][0], viewMatrix[1][0], 0.0);
    right = length(right) > 1e-4 ? normalize(right) : vec3(1.0, 0.0, 0.0);
    vec3 p = vertexPosition + right * vertexCorner.x + vec3(0.0, 0.0, vertexCorner.y);
    rect = vertexRect;
    shade = vec4(vertexTexel, vertexLight, -(viewMatrix * vec4(p, 1.0)).z);
    gl_Position = viewProjectionMatrix * vec4(p, 1.0);
}
)");
}

QByteArray worldFragment()
{
    QByteArray s = "#version 150 core\n";
    s += kLightFunction;
    s += kAtlasFunction;
    s += R"(
in vec4 shade;
flat in vec4 rect;
out vec4 fragColor;
void main()
{
    vec4 c = atlasTexel(shade.xy, rect);
)";
    // Sprites' transparent pixels (and a two-sided middle texture's holes) show what is behind.
    s += "    if (c.a < 0.5) discard;\n";
    s += R"(    fragColor = vec4(c.rgb * brightness(shade.z, shade.w), 1.0);
}
)";
    return s;
}

QByteArray skyVertex()
{
    return QByteArrayLiteral(R"(#version 150 core
in vec3 vertexPosition;
out vec3 world;
uniform mat4 modelViewProjection;
void main()
{
    world = vertexPosition;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)");
}

QByteArray skyFragment()
{
    // A cylinder round the eye: 1024 columns a full turn (a 256-wide sky repeats four times)
    // with columns growing counter-clockwise as Doom's do, and row 100 on the horizon, 160
    // rows per unit of slope (Doom's 320x200 view); rows above the picture repeat its top.
    QByteArray s = "#version 150 core\n";
    s += kAtlasFunction;
    s += R"(
in vec3 world;
out vec4 fragColor;
uniform vec3 eyePosition;
uniform vec4 skyRect;
void main()
{
    vec3 d = world - eyePosition;
    float column = atan(d.y, d.x) / 6.28318531 * 1024.0;
    float slope = d.z / max(length(d.xy), 1e-3);
    float row = clamp(100.0 - slope * 160.0, 0.0, skyRect.w - 1.0);
    vec4 c = atlasTexel(vec2(column, row), skyRect);
    fragColor = vec4(c.rgb, 1.0);
}
)";
    return s;
}

// An atlas page as texture data, handed to Qt3D as it is (no QImage conversions on the way).
class PageData : public Qt3DRender::QTextureImageDataGenerator {
public:
    PageData(std::shared_ptr<const TextureAtlasData> atlas, std::size_t page)
        : m_atlas(std::move(atlas)), m_page(page)
    {
    }

    Qt3DRender::QTextureImageDataPtr operator()() override
    {
        const AtlasPage& page = *m_atlas->pages[m_page];
        auto data = Qt3DRender::QTextureImageDataPtr::create();
        data->setTarget(QOpenGLTexture::Target2D);
        data->setFormat(QOpenGLTexture::RGBA8_UNorm);
        data->setPixelFormat(QOpenGLTexture::RGBA);
        data->setPixelType(QOpenGLTexture::UInt8);
        data->setWidth(page.width);
        data->setHeight(page.height);
        data->setDepth(1);
        data->setLayers(1);
        data->setFaces(1);
        data->setMipLevels(1);
        data->setData(QByteArray(reinterpret_cast<const char*>(page.rgba.data()),
                                 static_cast<qsizetype>(page.rgba.size())),
                      4);
        return data;
    }

    bool operator==(const Qt3DRender::QTextureImageDataGenerator& other) const override
    {
        const auto* o = dynamic_cast<const PageData*>(&other);
        return o && o->m_atlas->serial == m_atlas->serial && o->m_page == m_page;
    }

    QT3D_FUNCTOR(PageData)

private:
    std::shared_ptr<const TextureAtlasData> m_atlas;
    std::size_t m_page;
};

class PageImage : public Qt3DRender::QAbstractTextureImage {
public:
    PageImage(std::shared_ptr<const TextureAtlasData> atlas, std::size_t page,
              Qt3DCore::QNode* parent)
        : Qt3DRender::QAbstractTextureImage(parent), m_atlas(std::move(atlas)), m_page(page)
    {
    }

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override
    {
        return QSharedPointer<PageData>::create(m_atlas, m_page);
    }

private:
    std::shared_ptr<const TextureAtlasData> m_atlas;
    std::size_t m_page;
};

Qt3DRender::QMaterial* makeMaterial(const QByteArray& vertex, const QByteArray& fragment,
                                    bool cullBack, Qt3DCore::QNode* parent)
{
    using namespace Qt3DRender;
    auto* material = new QMaterial(parent);
    QRenderPass* pass = makeShaderPass(material, vertex, fragment);
    auto* depth = new QDepthTest(pass);
    depth->setDepthFunction(QDepthTest::LessOrEqual);
    pass->addRenderState(depth);
    auto* cull = new QCullFace(pass);
    cull->setMode(cullBack ? QCullFace::Back : QCullFace::NoCulling);
    pass->addRenderState(cull);
    return material;
}

} // namespace

struct TexturedLayer::Item {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QBuffer* buffer = nullptr;
    std::vector<Qt3DCore::QAttribute*> attributes;
    // The triangles' vertex numbers, when the item has them.
    Qt3DCore::QBuffer* indexBuffer = nullptr;
    Qt3DCore::QAttribute* indexAttribute = nullptr;
    Qt3DRender::QGeometryRenderer* renderer = nullptr;
    int bytesPerVertex = 0;
    int vertices = 0; // drawn: the corners of the triangles
    bool wanted = true;

    ~Item() { delete entity; }
    bool drawn() const { return wanted && vertices > 0; }
    // The item's vertices, and its triangles' vertex numbers when it is indexed.
    void setData(const ItemBuffers& data)
    {
        using Qt3DCore::QAttribute;
        const auto stored = static_cast<uint>(data.vertices.size() / qsizetype(bytesPerVertex));
        buffer->setData(data.vertices);
        for (QAttribute* a : attributes)
            a->setCount(stored);
        vertices = static_cast<int>(stored);
        if (indexAttribute) {
            const int count =
                static_cast<int>(data.indices.size() / (data.shortIndices ? 2 : 4));
            indexAttribute->setVertexBaseType(data.shortIndices ? QAttribute::UnsignedShort
                                                                : QAttribute::UnsignedInt);
            indexAttribute->setCount(static_cast<uint>(count));
            indexBuffer->setData(data.indices);
            vertices = count;
        }
        renderer->setVertexCount(vertices);
        entity->setEnabled(drawn());
    }
};

struct TexturedLayer::Page {
    Qt3DCore::QNode* owner = nullptr; // parent of the page's materials and texture
    Qt3DRender::QTexture2D* texture = nullptr;
    Qt3DRender::QAbstractTextureImage* image = nullptr; // the texture's pixels
    const AtlasPage* shown = nullptr;                   // the atlas page they come from
    Qt3DRender::QMaterial* world = nullptr;
    Qt3DRender::QMaterial* sprites = nullptr;
    std::vector<Qt3DRender::QParameter*> fades;

    ~Page() { delete owner; }
};

// One chunk's items: per page floors and walls, ceilings and sprites; and its sky.
struct TexturedLayer::Chunk {
    std::shared_ptr<const ChunkBuffers> buffers; // what the items show
    std::vector<std::unique_ptr<Item>> solid, ceilings, sprites;
    std::unique_ptr<Item> sky;

    template <typename F> void forEachItem(F&& f)
    {
        for (auto* items : {&solid, &ceilings, &sprites})
            for (auto& item : *items)
                if (item)
                    f(*item);
        if (sky)
            f(*sky);
    }
};

namespace {
const TexturedLayer::Layout kWorldLayout = {
    {u"vertexPosition"_s, 3}, {u"vertexTexel"_s, 2}, {u"vertexRect"_s, 4, true}};
const TexturedLayer::Layout kSpriteLayout = {{u"vertexPosition"_s, 3},
                                             {u"vertexCorner"_s, 2},
                                             {u"vertexTexel"_s, 2},
                                             {u"vertexRect"_s, 4},
                                             {u"vertexLight"_s, 1}};
const TexturedLayer::Layout kSkyLayout = {{u"vertexPosition"_s, 3}};
} // namespace

TexturedLayer::TexturedLayer(SceneRenderer& renderer) : m_renderer(renderer)
{
    m_skyMaterial = makeMaterial(skyVertex(), skyFragment(), true, m_renderer.root());
    m_skyMaterial->addParameter(
        new Qt3DRender::QParameter(u"skyRect"_s, QVector4D(), m_skyMaterial));
}

TexturedLayer::~TexturedLayer()
{
    // Items before the pages whose materials they use.
    m_chunks.clear();
}

std::unique_ptr<TexturedLayer::Item> TexturedLayer::makeItem(Qt3DRender::QMaterial* material,
                                                             const Layout& layout, bool indexed,
                                                             bool culled)
{
    using Qt3DCore::QAttribute;
    auto item = std::make_unique<Item>();
    const auto bytesOf = [](const Attribute& a) {
        return a.size * int(a.unsignedShort ? sizeof(std::uint16_t) : sizeof(float));
    };
    for (const Attribute& a : layout)
        item->bytesPerVertex += bytesOf(a);
    item->entity = new Qt3DCore::QEntity(m_renderer.root());
    auto* geometry = new Qt3DCore::QGeometry(item->entity);
    item->buffer = new Qt3DCore::QBuffer(geometry);
    uint offset = 0;
    for (const Attribute& spec : layout) {
        auto* a = new QAttribute(geometry);
        a->setName(spec.name);
        a->setAttributeType(QAttribute::VertexAttribute);
        // Qt 3D's OpenGL renderer passes integer attributes normalized: value / 65535.
        a->setVertexBaseType(spec.unsignedShort ? QAttribute::UnsignedShort : QAttribute::Float);
        a->setVertexSize(static_cast<uint>(spec.size));
        a->setBuffer(item->buffer);
        a->setByteStride(static_cast<uint>(item->bytesPerVertex));
        a->setByteOffset(offset);
        offset += static_cast<uint>(bytesOf(spec));
        geometry->addAttribute(a);
        item->attributes.push_back(a);
    }
    if (indexed) {
        item->indexBuffer = new Qt3DCore::QBuffer(geometry);
        item->indexAttribute = new QAttribute(geometry);
        item->indexAttribute->setAttributeType(QAttribute::IndexAttribute);
        item->indexAttribute->setVertexBaseType(QAttribute::UnsignedShort);
        item->indexAttribute->setVertexSize(1);
        item->indexAttribute->setBuffer(item->indexBuffer);
        geometry->addAttribute(item->indexAttribute);
    }
    item->renderer = new Qt3DRender::QGeometryRenderer(item->entity);
    item->renderer->setGeometry(geometry);
    item->renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    item->entity->addComponent(item->renderer);
    item->entity->addComponent(material);
    item->entity->addComponent(culled ? m_renderer.culledLayer() : m_renderer.opaqueLayer());
    item->entity->setEnabled(false);
    return item;
}

void TexturedLayer::setItem(std::unique_ptr<Item>& item, Qt3DRender::QMaterial* material,
                            const Layout& layout, const ItemBuffers& data, bool wanted, bool culled)
{
    if (data.vertices.isEmpty()) {
        item.reset();
        return;
    }
    if (!item)
        item = makeItem(material, layout, !data.indices.isEmpty(), culled);
    item->wanted = wanted;
    item->setData(data);
}

void TexturedLayer::addPage(const std::shared_ptr<const TextureAtlasData>& atlas, std::size_t index)
{
    using namespace Qt3DRender;
    auto page = std::make_unique<Page>();
    page->owner = new Qt3DCore::QNode(m_renderer.root());
    page->texture = new QTexture2D(page->owner);
    page->texture->setFormat(QAbstractTexture::RGBA8_UNorm);
    page->texture->setMinificationFilter(QAbstractTexture::Nearest);
    page->texture->setMagnificationFilter(QAbstractTexture::Nearest);
    page->texture->setGenerateMipMaps(false);
    page->image = new PageImage(atlas, index, page->texture);
    page->texture->addTextureImage(page->image);
    page->shown = atlas->pages[index].get();
    page->world = makeMaterial(worldVertex(), worldFragment(), true, page->owner);
    page->sprites = makeMaterial(spriteVertex(), worldFragment(), false, page->owner);
    for (QMaterial* m : {page->world, page->sprites}) {
        m->addParameter(new QParameter(u"atlas"_s, page->texture, m));
        auto* fade = new QParameter(u"fade"_s, m_fading ? 1.0f : 0.0f, m);
        m->addParameter(fade);
        page->fades.push_back(fade);
    }
    m_pages.push_back(std::move(page));
}

void TexturedLayer::upload(const std::shared_ptr<const TexturedScene>& scene)
{
    using namespace Qt3DRender;
    m_lastUploaded = 0;
    if (!scene) {
        // Not textured: the pages' textures go too (the next textured scene sends them again).
        removeSkyAtlas();
        m_chunks.clear();
        m_pages.clear();
        m_atlasSerial = 0;
        return;
    }
    const TextureAtlasData& atlas = *scene->atlas;
    if (atlas.serial != m_atlasSerial && m_atlasSerial != 0 && atlas.extends == m_atlasSerial &&
        atlas.pages.size() >= m_pages.size()) {
        // The pictures shown keep their places: the pages drawn on get their new pixels, new
        // pages are added, and the chunks keep their items.
        for (std::size_t index = 0; index < m_pages.size(); ++index) {
            Page& page = *m_pages[index];
            if (page.shown == atlas.pages[index].get())
                continue;
            page.texture->removeTextureImage(page.image);
            delete page.image;
            page.image = new PageImage(scene->atlas, index, page.texture);
            page.texture->addTextureImage(page.image);
            page.shown = atlas.pages[index].get();
        }
        for (std::size_t index = m_pages.size(); index < atlas.pages.size(); ++index)
            addPage(scene->atlas, index);
        m_atlasSerial = atlas.serial;
    } else if (atlas.serial != m_atlasSerial) {
        // Other pictures: new textures and materials per page, and every chunk's items again
        // (the pictures' places changed). The sky lets go of its page first.
        removeSkyAtlas();
        m_chunks.clear();
        m_pages.clear();
        m_atlasSerial = atlas.serial;
        for (std::size_t index = 0; index < atlas.pages.size(); ++index)
            addPage(scene->atlas, index);
    }
    // Chunks gone from the scene drop their items; new or changed ones upload theirs.
    std::map<std::uint64_t, std::unique_ptr<Chunk>> kept;
    for (const TexturedChunk& c : scene->chunks) {
        auto it = m_chunks.find(c.key);
        std::unique_ptr<Chunk> chunk =
            it != m_chunks.end() ? std::move(it->second) : std::make_unique<Chunk>();
        if (chunk->buffers != c.buffers) {
            chunk->buffers = c.buffers;
            uploadChunk(*chunk);
            ++m_lastUploaded;
        }
        kept.emplace(c.key, std::move(chunk));
    }
    m_chunks = std::move(kept);
    setSky(*scene);
    applyEnabled();
}

void TexturedLayer::uploadChunk(Chunk& chunk)
{
    // The buffers were made for as many pages as the atlas had then; later pages hold nothing
    // of the chunk.
    const ChunkBuffers& b = *chunk.buffers;
    const std::size_t pageCount = m_pages.size();
    static const ItemBuffers kNothing;
    const auto onPage = [&](const std::vector<ItemBuffers>& items,
                            std::size_t p) -> const ItemBuffers& {
        return p < items.size() ? items[p] : kNothing;
    };
    chunk.solid.resize(pageCount);
    chunk.ceilings.resize(pageCount);
    chunk.sprites.resize(pageCount);
    for (std::size_t p = 0; p < pageCount; ++p) {
        // Sprites are turned to the camera by their shader: their geometry holds only their
        // anchors, and they are drawn whether in view or not.
        setItem(chunk.solid[p], m_pages[p]->world, kWorldLayout, onPage(b.solid, p), true, true);
        setItem(chunk.ceilings[p], m_pages[p]->world, kWorldLayout, onPage(b.ceilings, p),
                m_ceilings, true);
        setItem(chunk.sprites[p], m_pages[p]->sprites, kSpriteLayout, onPage(b.sprites, p), true,
                false);
    }
    setItem(chunk.sky, m_skyMaterial, kSkyLayout, b.sky, m_ceilings, true);
}

void TexturedLayer::setSky(const TexturedScene& scene)
{
    using namespace Qt3DRender;
    // The sky's picture and the page it is on; without them no sky is drawn.
    const AtlasRect& sky = scene.atlas->place(scene.sky);
    m_skyShown = scene.sky && sky.page >= 0 && std::size_t(sky.page) < m_pages.size();
    if (!m_skyShown)
        return;
    QTexture2D* texture = m_pages[std::size_t(sky.page)]->texture;
    const QVector4D rect(float(sky.x), float(sky.y), float(sky.width), float(sky.height));
    bool bound = false;
    for (QParameter* param : m_skyMaterial->parameters()) {
        if (param->name() == u"skyRect"_s)
            param->setValue(rect);
        else if (param->name() == u"atlas"_s)
            bound = param->value().value<QAbstractTexture*>() == texture;
    }
    if (!bound) {
        removeSkyAtlas();
        m_skyMaterial->addParameter(new QParameter(u"atlas"_s, texture, m_skyMaterial));
    }
}

void TexturedLayer::removeSkyAtlas()
{
    const auto params = m_skyMaterial->parameters();
    for (Qt3DRender::QParameter* param : params) {
        if (param->name() == u"atlas"_s) {
            m_skyMaterial->removeParameter(param);
            delete param;
        }
    }
}

void TexturedLayer::setCeilingsShown(bool shown)
{
    m_ceilings = shown;
    applyEnabled();
}

void TexturedLayer::setLightFading(bool fading)
{
    m_fading = fading;
    for (auto& page : m_pages)
        for (Qt3DRender::QParameter* fade : page->fades)
            fade->setValue(fading ? 1.0f : 0.0f);
}

void TexturedLayer::applyEnabled()
{
    for (auto& [key, chunk] : m_chunks) {
        for (auto& item : chunk->ceilings)
            if (item)
                item->wanted = m_ceilings;
        if (chunk->sky)
            chunk->sky->wanted = m_ceilings && m_skyShown;
        chunk->forEachItem([](Item& item) { item.entity->setEnabled(item.drawn()); });
    }
}

int TexturedLayer::drawnItems() const
{
    int n = 0;
    for (const auto& [key, chunk] : m_chunks)
        chunk->forEachItem([&n](Item& item) { n += item.drawn() ? 1 : 0; });
    return n;
}

} // namespace sw::editor::view3d
