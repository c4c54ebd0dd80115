#include "views/View3D.h"
#include "views/PlanPalette.h"
#include "views/WalkController.h"

#include "app/Document.h"

#include "analysis/Analysis.h"
#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "mesh/import/IsolatedImport.h"
#include "scene/LevelGeometry.h"
#include "scene/Overlays.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QNoDraw>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QPolygonOffset>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QSortPolicy>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QViewport>

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QFutureWatcher>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace sw::editor {

namespace {

using namespace Qt::StringLiterals;

// Props' meshes, imported in a separate process (a crafted file that crashes or hangs the
// importer cannot take the editor down), kept while the file's size and time are unchanged:
// every edit rebuilds the scene, and a helper process per mesh per edit would be wasteful.
// Rebuilds run on worker threads, hence the lock.
std::shared_ptr<const Mesh> cachedMesh(const QString& path)
{
    struct Entry {
        QDateTime modified;
        qint64 size = -1;
        std::shared_ptr<const Mesh> mesh; // null: the import failed
    };
    static std::mutex mutex;
    static std::map<QString, Entry> cache;
    const QFileInfo info(path);
    const QDateTime modified = info.lastModified();
    const qint64 size = info.size();
    {
        const std::lock_guard lock(mutex);
        const auto it = cache.find(path);
        if (it != cache.end() && it->second.modified == modified && it->second.size == size)
            return it->second.mesh;
    }
    auto mesh = importMeshIsolated(path.toStdString());
    std::shared_ptr<const Mesh> result =
        mesh ? std::make_shared<const Mesh>(std::move(*mesh)) : nullptr;
    if (!mesh)
        qWarning("%s", mesh.error().message.c_str());
    const std::lock_guard lock(mutex);
    cache[path] = {modified, size, result};
    return result;
}

// Colours of what the view adds to the level.
const Colour kAvatarColour{0.15f, 0.95f, 0.30f};
const Colour kHighlightColour{1.0f, 0.85f, 0.10f};
const Colour kWireColour{0.05f, 0.05f, 0.08f};
const Colour kTrailColour{1.0f, 0.55f, 0.10f};
const Colour kContactColour{1.0f, 0.27f, 0.27f};
const QColor kBackground = QColor::fromRgbF(0.16f, 0.17f, 0.20f);

// Map units above a floor where flat overlays lie, so that they never fight the floor's depth.
constexpr float kLeafLift = 0.75f;
constexpr float kGrownLift = 1.5f;
// How far a mouse may move between press and release and still count as a click, in pixels.
constexpr int kClickSlop = 4;
constexpr double kFieldOfView = 50.0;
// Walk mode: the trail floats this far above the feet; the arrow keys turn this fast
// (degrees per second); the view tilts at most this far up or down.
constexpr float kTrailLift = 1.0f;
constexpr double kTurnSpeed = 150.0;
constexpr double kWalkPitchLimit = 80.0;
// The avatar preview's trace: the path floats this far above the feet; a contact's diamond sits
// this far above the feet of its contact, this many pixels across (half), whatever the zoom.
constexpr float kTraceLift = 1.0f;
constexpr float kContactMarkerLift = 8.0f;
constexpr double kContactMarkerPixels = 5.0;
constexpr double kHoveredMarkerPixels = 7.5;
// A stop's label: its box's bottom edge this many pixels above the diamond's centre; the box's
// fill (the plan's), and the padding round the text.
constexpr double kLabelGapPixels = 10.0;
const QColor kLabelBox = QColor::fromRgb(20, 20, 24, 215);
constexpr double kLabelPadX = 4.0, kLabelPadY = 2.0;

Colour toColour(const QColor& c)
{
    return Colour{float(c.redF()), float(c.greenF()), float(c.blueF())};
}

// A diamond (octahedron) of half-size r around c.
void addDiamond(TriangleBuffer& out, const Vec3f& c, float r, const Colour& colour)
{
    const Vec3f x{r, 0, 0}, y{0, r, 0}, z{0, 0, r};
    const Vec3f ring[4] = {c + x, c + y, c - x, c - y};
    for (int i = 0; i < 4; ++i) {
        const Vec3f& a = ring[i];
        const Vec3f& b = ring[(i + 1) % 4];
        out.addTriangle(a, b, c + z, colour, ElementTag{});
        out.addTriangle(b, a, c - z, colour, ElementTag{});
    }
}

// The triangles of one element in one layer of the level, recoloured.
void addTagged(TriangleBuffer& out, const TriangleBuffer& layer, ElementKind kind, Index index,
               const Colour& colour)
{
    for (std::size_t t = 0; t < layer.tags.size(); ++t) {
        if (layer.tags[t].kind != kind || layer.tags[t].index != index)
            continue;
        for (std::size_t k = 3 * t; k < 3 * t + 3; ++k) {
            out.positions.push_back(layer.positions[k]);
            out.normals.push_back(layer.normals[k]);
            out.colours.push_back(colour);
        }
        out.tags.push_back(layer.tags[t]);
    }
}

// GLSL 1.50 core: the Qt3D window asks for a core profile context. Shading is the core's
// lighting model (scene/SceneBuffers.h), so a test can predict what a lit surface shows.
QByteArray vertexShader()
{
    return QByteArrayLiteral(R"(#version 150 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec3 vertexColor;
out vec3 colour;
out vec3 normal;
uniform mat4 modelViewProjection;
void main()
{
    colour = vertexColor;
    normal = vertexNormal;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)");
}

QByteArray fragmentShader()
{
    const Vec3f& s = lighting::kSunDirection;
    return QStringLiteral(R"(#version 150 core
in vec3 colour;
in vec3 normal;
out vec4 fragColor;
uniform float lit;
uniform float alpha;
void main()
{
    vec3 c = colour;
    if (lit > 0.5) {
        float d = abs(dot(normalize(normal), vec3(%1, %2, %3)));
        c = clamp(colour * (%4 + %5 * d), 0.0, 1.0);
    }
    fragColor = vec4(c, alpha);
}
)")
        .arg(double(s.x))
        .arg(double(s.y))
        .arg(double(s.z))
        .arg(double(lighting::kAmbient))
        .arg(double(lighting::kDiffuse))
        .toLatin1();
}

// How a material draws.
struct MaterialStyle {
    bool lit = true;
    float alpha = 1.0f;
    bool cullBack = false;
    bool depthWrite = true;
    bool depthAlways = false; // drawn over everything (lines that must stay visible)
    bool offset = false;      // pulled towards the camera, for highlights over the level
};

// A material's one render pass with our shaders, for OpenGL 3.2 core.
Qt3DRender::QRenderPass* makeShaderPass(Qt3DRender::QMaterial* material, const QByteArray& vertex,
                                        const QByteArray& fragment)
{
    using namespace Qt3DRender;
    auto* effect = new QEffect(material);
    auto* technique = new QTechnique(effect);
    technique->graphicsApiFilter()->setApi(QGraphicsApiFilter::OpenGL);
    technique->graphicsApiFilter()->setProfile(QGraphicsApiFilter::CoreProfile);
    technique->graphicsApiFilter()->setMajorVersion(3);
    technique->graphicsApiFilter()->setMinorVersion(2);
    auto* pass = new QRenderPass(technique);
    auto* program = new QShaderProgram(pass);
    program->setVertexShaderCode(vertex);
    program->setFragmentShaderCode(fragment);
    pass->setShaderProgram(program);
    technique->addRenderPass(pass);
    effect->addTechnique(technique);
    material->setEffect(effect);
    return pass;
}

Qt3DRender::QMaterial* makeMaterial(const MaterialStyle& style, Qt3DCore::QNode* parent)
{
    using namespace Qt3DRender;
    auto* material = new QMaterial(parent);
    QRenderPass* pass = makeShaderPass(material, vertexShader(), fragmentShader());

    auto* depth = new QDepthTest(pass);
    depth->setDepthFunction(style.depthAlways ? QDepthTest::Always : QDepthTest::LessOrEqual);
    pass->addRenderState(depth);
    if (style.cullBack) {
        auto* cull = new QCullFace(pass);
        cull->setMode(QCullFace::Back);
        pass->addRenderState(cull);
    } else {
        auto* cull = new QCullFace(pass);
        cull->setMode(QCullFace::NoCulling);
        pass->addRenderState(cull);
    }
    if (!style.depthWrite)
        pass->addRenderState(new QNoDepthMask(pass));
    if (style.alpha < 1.0f) {
        auto* equation = new QBlendEquation(pass);
        equation->setBlendFunction(QBlendEquation::Add);
        auto* arguments = new QBlendEquationArguments(pass);
        arguments->setSourceRgba(QBlendEquationArguments::SourceAlpha);
        arguments->setDestinationRgba(QBlendEquationArguments::OneMinusSourceAlpha);
        pass->addRenderState(equation);
        pass->addRenderState(arguments);
    }
    if (style.offset) {
        auto* offset = new QPolygonOffset(pass);
        offset->setScaleFactor(-1.0f);
        offset->setDepthSteps(-4.0f);
        pass->addRenderState(offset);
    }
    material->addParameter(new QParameter(u"lit"_s, style.lit ? 1.0f : 0.0f, material));
    material->addParameter(new QParameter(u"alpha"_s, style.alpha, material));
    return material;
}

// One entity with one buffer: the unit the level and every overlay are drawn in.
struct DrawItem {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QBuffer* buffer = nullptr;
    Qt3DCore::QAttribute* position = nullptr;
    Qt3DCore::QAttribute* normal = nullptr;
    Qt3DCore::QAttribute* colour = nullptr;
    Qt3DRender::QGeometryRenderer* renderer = nullptr;
    bool lines = false;
    int vertices = 0;
    bool wanted = true; // the user's toggle; an empty item is never drawn either way

    bool drawn() const { return wanted && vertices > 0; }
    void applyEnabled() { entity->setEnabled(drawn()); }

    void upload(const TriangleBuffer& b)
    {
        // Interleaved position, normal and colour: one buffer per draw call.
        QByteArray data;
        data.resize(static_cast<qsizetype>(b.positions.size() * 9 * sizeof(float)));
        auto* out = reinterpret_cast<float*>(data.data());
        for (std::size_t i = 0; i < b.positions.size(); ++i) {
            for (const Vec3f* v : {&b.positions[i], &b.normals[i], &b.colours[i]}) {
                *out++ = v->x;
                *out++ = v->y;
                *out++ = v->z;
            }
        }
        setData(data, static_cast<int>(b.positions.size()));
    }

    void upload(const LineBuffer& b)
    {
        QByteArray data;
        data.resize(static_cast<qsizetype>(b.positions.size() * 9 * sizeof(float)));
        auto* out = reinterpret_cast<float*>(data.data());
        const Vec3f up{0.0f, 0.0f, 1.0f};
        for (std::size_t i = 0; i < b.positions.size(); ++i) {
            for (const Vec3f* v : {&b.positions[i], &up, &b.colours[i]}) {
                *out++ = v->x;
                *out++ = v->y;
                *out++ = v->z;
            }
        }
        setData(data, static_cast<int>(b.positions.size()));
    }

    void setData(const QByteArray& data, int count)
    {
        vertices = count;
        buffer->setData(data);
        for (Qt3DCore::QAttribute* a : {position, normal, colour})
            a->setCount(static_cast<uint>(count));
        renderer->setVertexCount(count);
        applyEnabled();
    }
};

DrawItem makeItem(Qt3DCore::QEntity* root, Qt3DRender::QMaterial* material,
                  Qt3DRender::QLayer* layer, bool lines)
{
    using Qt3DCore::QAttribute;
    DrawItem item;
    item.lines = lines;
    item.entity = new Qt3DCore::QEntity(root);
    auto* geometry = new Qt3DCore::QGeometry(item.entity);
    item.buffer = new Qt3DCore::QBuffer(geometry);
    const auto attribute = [&](const QString& name, uint offset) {
        auto* a = new QAttribute(geometry);
        a->setName(name);
        a->setAttributeType(QAttribute::VertexAttribute);
        a->setVertexBaseType(QAttribute::Float);
        a->setVertexSize(3);
        a->setBuffer(item.buffer);
        a->setByteStride(9 * sizeof(float));
        a->setByteOffset(offset);
        geometry->addAttribute(a);
        return a;
    };
    item.position = attribute(QAttribute::defaultPositionAttributeName(), 0);
    item.normal = attribute(QAttribute::defaultNormalAttributeName(), 3 * sizeof(float));
    item.colour = attribute(QAttribute::defaultColorAttributeName(), 6 * sizeof(float));
    item.renderer = new Qt3DRender::QGeometryRenderer(item.entity);
    item.renderer->setGeometry(geometry);
    item.renderer->setPrimitiveType(lines ? Qt3DRender::QGeometryRenderer::Lines
                                          : Qt3DRender::QGeometryRenderer::Triangles);
    item.entity->addComponent(item.renderer);
    item.entity->addComponent(material);
    item.entity->addComponent(layer);
    item.entity->setEnabled(false);
    return item;
}

// The stop labels: every label's box and text painted into one texture, one above the other,
// and drawn as quads facing the camera, one draw call for all of them.
class LabelAtlas : public Qt3DRender::QPaintedTextureImage {
public:
    struct Entry {
        QString text;
        QColor border;
        QRect rect; // in the image
    };

    // Painted at once, empty: a painted image has no data for the renderer until its first
    // paint, and the texture would be loaded without any.
    explicit LabelAtlas(Qt3DCore::QNode* parent = nullptr) : QPaintedTextureImage(parent)
    {
        setSize(QSize(1, 1));
        update();
    }

    // Lays the labels out and repaints; returns false when they are the ones painted already.
    bool setLabels(const std::vector<std::pair<QString, QColor>>& labels)
    {
        if (labels.size() == m_entries.size() &&
            std::equal(labels.begin(), labels.end(), m_entries.begin(),
                       [](const auto& l, const Entry& e) {
                           return l.first == e.text && l.second == e.border;
                       }))
            return false;
        const QFontMetricsF metrics(m_font);
        m_entries.clear();
        int y = 0, width = 1;
        for (const auto& [text, border] : labels) {
            const QRectF box = metrics.boundingRect(text).adjusted(-kLabelPadX, -kLabelPadY,
                                                                   kLabelPadX, kLabelPadY);
            const QRect rect(0, y, int(std::ceil(box.width())) + 2,
                             int(std::ceil(box.height())) + 2);
            m_entries.push_back({text, border, rect});
            y += rect.height() + 1;
            width = std::max(width, rect.width());
        }
        setSize(QSize(width, std::max(1, y)));
        update();
        return true;
    }
    const std::vector<Entry>& entries() const { return m_entries; }

protected:
    void paint(QPainter* painter) override
    {
        painter->setCompositionMode(QPainter::CompositionMode_Source);
        painter->fillRect(QRect(QPoint(0, 0), size()), Qt::transparent);
        painter->setCompositionMode(QPainter::CompositionMode_SourceOver);
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setRenderHint(QPainter::TextAntialiasing, true);
        painter->setFont(m_font);
        for (const Entry& e : m_entries) {
            const QRectF box = QRectF(e.rect).adjusted(0.5, 0.5, -0.5, -0.5);
            painter->setPen(QPen(e.border, 1));
            painter->setBrush(kLabelBox);
            painter->drawRoundedRect(box, 3, 3);
            painter->setPen(QColor(Qt::white));
            painter->drawText(box, Qt::AlignCenter, e.text);
        }
    }

private:
    QFont m_font;
    std::vector<Entry> m_entries;
};

QByteArray labelVertexShader()
{
    return QByteArrayLiteral(R"(#version 150 core
in vec3 vertexPosition;
in vec2 vertexTexCoord;
out vec2 texCoord;
uniform mat4 modelViewProjection;
void main()
{
    texCoord = vertexTexCoord;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)");
}

QByteArray labelFragmentShader()
{
    return QByteArrayLiteral(R"(#version 150 core
in vec2 texCoord;
out vec4 fragColor;
uniform sampler2D labels;
void main()
{
    vec4 c = texture(labels, texCoord);
    if (c.a < 0.01)
        discard;
    fragColor = c;
}
)");
}

// The labels' entity: quads with positions and texture coordinates, textured with the atlas,
// blended, over everything (no depth test, no depth writes).
struct LabelItem {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QBuffer* buffer = nullptr;
    std::array<Qt3DCore::QAttribute*, 2> attributes{};
    Qt3DRender::QGeometryRenderer* renderer = nullptr;
    LabelAtlas* atlas = nullptr;
    int vertices = 0;
    bool wanted = true;

    bool drawn() const { return wanted && vertices > 0; }
    void applyEnabled() { entity->setEnabled(drawn()); }

    void make(Qt3DCore::QEntity* root, Qt3DRender::QLayer* layer)
    {
        using namespace Qt3DRender;
        using Qt3DCore::QAttribute;
        entity = new Qt3DCore::QEntity(root);
        auto* geometry = new Qt3DCore::QGeometry(entity);
        buffer = new Qt3DCore::QBuffer(geometry);
        const auto attribute = [&](const QString& name, uint size, uint offset) {
            auto* a = new QAttribute(geometry);
            a->setName(name);
            a->setAttributeType(QAttribute::VertexAttribute);
            a->setVertexBaseType(QAttribute::Float);
            a->setVertexSize(size);
            a->setBuffer(buffer);
            a->setByteStride(5 * sizeof(float));
            a->setByteOffset(offset);
            geometry->addAttribute(a);
            return a;
        };
        attributes[0] = attribute(QAttribute::defaultPositionAttributeName(), 3, 0);
        attributes[1] =
            attribute(QAttribute::defaultTextureCoordinateAttributeName(), 2, 3 * sizeof(float));
        renderer = new QGeometryRenderer(entity);
        renderer->setGeometry(geometry);
        renderer->setPrimitiveType(QGeometryRenderer::Triangles);

        auto* texture = new QTexture2D(entity);
        texture->setFormat(QAbstractTexture::RGBA8_UNorm);
        texture->setGenerateMipMaps(false);
        texture->setMinificationFilter(QAbstractTexture::Linear);
        texture->setMagnificationFilter(QAbstractTexture::Linear);
        texture->wrapMode()->setX(QTextureWrapMode::ClampToEdge);
        texture->wrapMode()->setY(QTextureWrapMode::ClampToEdge);
        atlas = new LabelAtlas(texture);
        texture->addTextureImage(atlas);

        auto* material = new QMaterial(entity);
        QRenderPass* pass = makeShaderPass(material, labelVertexShader(), labelFragmentShader());
        auto* depth = new QDepthTest(pass);
        depth->setDepthFunction(QDepthTest::Always);
        pass->addRenderState(depth);
        auto* cull = new QCullFace(pass);
        cull->setMode(QCullFace::NoCulling);
        pass->addRenderState(cull);
        pass->addRenderState(new QNoDepthMask(pass));
        auto* equation = new QBlendEquation(pass);
        equation->setBlendFunction(QBlendEquation::Add);
        auto* arguments = new QBlendEquationArguments(pass);
        arguments->setSourceRgb(QBlendEquationArguments::SourceAlpha);
        arguments->setDestinationRgb(QBlendEquationArguments::OneMinusSourceAlpha);
        arguments->setSourceAlpha(QBlendEquationArguments::One);
        arguments->setDestinationAlpha(QBlendEquationArguments::OneMinusSourceAlpha);
        pass->addRenderState(equation);
        pass->addRenderState(arguments);
        material->addParameter(new QParameter(u"labels"_s, texture, material));

        entity->addComponent(renderer);
        entity->addComponent(material);
        entity->addComponent(layer);
        entity->setEnabled(false);
    }

    void setData(const std::vector<float>& data)
    {
        vertices = static_cast<int>(data.size() / 5);
        buffer->setData(QByteArray(reinterpret_cast<const char*>(data.data()),
                                   static_cast<qsizetype>(data.size() * sizeof(float))));
        for (Qt3DCore::QAttribute* a : attributes)
            a->setCount(static_cast<uint>(vertices));
        renderer->setVertexCount(vertices);
        applyEnabled();
    }
};

// What a rebuild works from: a copy of everything it reads, so a worker never touches the
// document.
struct SceneInput {
    Map map;
    std::string meshFolder;
    LevelGeometryOptions level;
    LeafColouring leaves = LeafColouring::BySector;
    ThingVolumeOptions volumes;
    bool problems = false;
    std::uint64_t generation = 0;
    bool replaced = false; // a different map: reframe the camera
};

struct SceneData {
    std::shared_ptr<const Bsp> bsp;
    std::shared_ptr<const LevelGeometry> level;
    AvatarProfile profile;
    std::optional<Vec3> playerStartFeet;
    LineBuffer thingVolumes;
    TriangleBuffer bspLeaves;
    LineBuffer bspPartitions;
    TriangleBuffer grownWalls;
    TriangleBuffer problems;
    int deepestSphereTreeLevel = 0;
    double buildMilliseconds = 0;
    std::uint64_t generation = 0;
    bool replaced = false;
};

double floorAt(const Bsp& bsp, const Vec2& p)
{
    if (bsp.leaves().empty())
        return 0;
    const Index s = bsp.sectorAt(p);
    return s == kNone ? 0.0 : bsp.sectors()[static_cast<std::size_t>(s)].floorHeight;
}

// Compiles the BSP and every buffer. Runs on a worker thread for big maps: touches nothing but
// its input.
SceneData buildScene(const SceneInput& input)
{
    QElapsedTimer timer;
    timer.start();
    SceneData out;
    out.generation = input.generation;
    out.replaced = input.replaced;
    auto compiled = Bsp::compile(input.map);
    auto bsp = std::make_shared<Bsp>(compiled ? std::move(*compiled) : Bsp());
    out.bsp = bsp;

    // Props' meshes, each file read once per rebuild; a missing file leaves the stored shape.
    std::map<std::string, std::shared_ptr<const Mesh>> meshes;
    const MeshLookup lookup = [&](const std::string& path) -> const Mesh* {
        auto it = meshes.find(path);
        if (it == meshes.end()) {
            const QString full = QFileInfo(QDir(QString::fromStdString(input.meshFolder)),
                                           QString::fromStdString(path))
                                     .absoluteFilePath();
            it = meshes.emplace(path, cachedMesh(full)).first;
        }
        return it->second.get();
    };

    out.level = std::make_shared<LevelGeometry>(input.map, *bsp, input.level, lookup);
    out.profile = input.map.profiles.empty() ? AvatarProfile{} : input.map.profiles.front();
    if (input.map.playerStart) {
        const Vec2 p = input.map.playerStart->pos;
        out.playerStartFeet = Vec3{p.x, p.y, floorAt(*bsp, p)};
    }
    out.thingVolumes = thingVolumes(input.map, *bsp, lookup, input.volumes);
    out.deepestSphereTreeLevel = deepestSphereTreeLevel(input.map, lookup);
    out.bspLeaves = bspLeaves(*bsp, input.leaves, kLeafLift);
    // Partition lines float at the highest floor, drawn over everything.
    double top = 0;
    for (const BspSector& s : bsp->sectors())
        top = std::max(top, s.floorHeight);
    out.bspPartitions = bspPartitions(*bsp, static_cast<float>(top) + 2.0f);
    if (!bsp->leaves().empty()) {
        const ObjectSet objects(input.map, *bsp, lookup);
        const CollisionWorld world(*bsp, &objects);
        out.grownWalls = grownWalls(world, out.profile, std::nullopt, kGrownLift);
    }
    if (input.problems && !bsp->leaves().empty()) {
        std::vector<ProblemMarker> markers;
        for (const Finding& f : analyzeMap(input.map, *bsp, out.profile, AnalysisOptions{}))
            markers.push_back({Vec3{f.where.x, f.where.y, floorAt(*bsp, f.where)},
                               f.severity == Severity::Error});
        out.problems = problemMarkers(markers);
    }
    out.buildMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return out;
}

enum ItemIndex {
    kFloors,
    kCeilings,
    kWalls,
    kThings,
    kWireframe,
    kHighlight,
    kAvatarStart,
    kAvatarElsewhere,
    kThingVolumes,
    kBspLeaves,
    kBspPartitions,
    kGrownWalls,
    kProblems,
    kTrail,
    kTracePaths,
    kContactMarkers,
    kContactHighlight,
    kContactOutline,
    kItemCount
};

} // namespace

struct View3D::Impl {
    Document* document = nullptr;
    Qt3DExtras::Qt3DWindow* window = nullptr;
    QWidget* container = nullptr;
    QLabel* info = nullptr;
    Qt3DCore::QEntity* root = nullptr;
    Qt3DRender::QCamera* camera = nullptr;
    Qt3DRender::QRenderCapture* capture = nullptr;
    std::array<DrawItem, kItemCount> items;
    LabelItem labels;
    QStringList labelsShown;

    std::array<bool, kOverlayCount> overlays{};
    bool colourBySector = false;
    bool leavesByDepth = false;
    int sphereTreeLevel = -1;
    std::optional<QVector3D> avatarFeet;
    std::vector<TracePath> tracePaths;
    std::vector<TraceContact> traceContacts;
    int highlightWall = -1, highlightSector = -1, highlightThing = -1;

    SceneData scene; // what is on screen
    std::uint64_t generation = 0;
    bool rebuildQueued = false;
    bool replacedPending = false;
    QFutureWatcher<SceneData>* watcher = nullptr;
    bool workerBusy = false;
    bool workerAgain = false;
    QElapsedTimer sinceReplaced;
    bool timingFirstFrame = false;
    double firstFrameMs = -1;

    // Camera state: the orbit camera circles `target`; the fly camera stands at `eye`.
    CameraMode mode = CameraMode::Orbit;
    QVector3D target{0, 0, 0};
    double yaw = -60, pitch = 45, distance = 1000; // degrees, map units
    QVector3D eye{0, 0, 0};
    double sceneRadius = 1000;

    // Input.
    QPoint pressPos, lastPos;
    Qt::MouseButton pressButton = Qt::NoButton;
    bool dragged = false;
    std::set<int> keysHeld;
    QTimer* flyTimer = nullptr;
    QElapsedTimer flyClock;

    // Walk mode, and the camera to go back to when it ends.
    WalkController walk;
    QTimer* walkTimer = nullptr;
    bool walkTimerEnabled = true;
    bool resetAfterWalk = false; // a new map arrived while walking
    QElapsedTimer walkClock;
    std::size_t trailUploaded = 0;
    struct SavedCamera {
        CameraMode mode = CameraMode::Orbit;
        QVector3D target, eye;
        double yaw = 0, pitch = 0, distance = 0;
    } saved;

    QVector3D forward() const
    {
        const double y = qDegreesToRadians(yaw), p = qDegreesToRadians(pitch);
        // Pitch > 0 looks down.
        return QVector3D(float(std::cos(p) * std::cos(y)), float(std::cos(p) * std::sin(y)),
                         float(-std::sin(p)));
    }

    void applyCamera()
    {
        QVector3D position, centre;
        if (walk.active()) {
            const AvatarState& s = walk.state();
            position = QVector3D(float(s.pos.x), float(s.pos.y),
                                 float(s.viewZ + walk.eyeHeight()));
            centre = position + forward() * 100.0f;
        } else if (mode == CameraMode::Orbit) {
            position = target - float(distance) * forward();
            centre = target;
        } else {
            position = eye;
            centre = eye + forward() * 100.0f;
        }
        camera->setUpVector(QVector3D(0, 0, 1));
        camera->setPosition(position);
        camera->setViewCenter(centre);
        const double reach = mode == CameraMode::Orbit ? distance : 0.0;
        camera->setNearPlane(float(std::max(1.0, reach / 500.0)));
        camera->setFarPlane(float(reach + 4.0 * sceneRadius + 1000.0));
        if (!traceContacts.empty())
            uploadTrace();
    }

    QMatrix4x4 viewProjection() const { return camera->projectionMatrix() * camera->viewMatrix(); }

    Ray rayAt(const QPointF& pixel) const
    {
        const QSize size = window->size();
        const float x = float(2.0 * pixel.x() / std::max(1, size.width()) - 1.0);
        const float y = float(1.0 - 2.0 * pixel.y() / std::max(1, size.height()));
        const QMatrix4x4 inverse = viewProjection().inverted();
        const QVector3D nearPoint = inverse.map(QVector3D(x, y, -1.0f));
        const QVector3D farPoint = inverse.map(QVector3D(x, y, 1.0f));
        return {nearPoint, farPoint - nearPoint};
    }

    // The nearest drawn triangle under a pixel. Only what is drawn can be hit: culled faces and
    // hidden ceilings let the ray through.
    std::optional<LevelHit> castRay(const QPointF& pixel) const
    {
        if (!scene.level)
            return std::nullopt;
        const Ray ray = rayAt(pixel);
        unsigned layers = ~0u;
        if (!overlays[static_cast<int>(Overlay::Ceilings)])
            layers &= ~(1u << static_cast<unsigned>(LevelLayer::Ceilings));
        return scene.level->rayCast(Vec3f(ray.origin.x(), ray.origin.y(), ray.origin.z()),
                                    Vec3f(ray.direction.x(), ray.direction.y(), ray.direction.z()),
                                    true, layers);
    }

    // The trace's lines and diamonds. The diamonds keep their size in pixels, so they are made
    // again whenever the camera moves (a few dozen triangles).
    void uploadTrace()
    {
        LineBuffer lines;
        for (const TracePath& path : tracePaths) {
            const Colour c = toColour(path.colour);
            for (std::size_t i = 1; i < path.points.size(); ++i) {
                const QVector3D& a = path.points[i - 1];
                const QVector3D& b = path.points[i];
                lines.addLine(Vec3f(a.x(), a.y(), a.z() + kTraceLift),
                              Vec3f(b.x(), b.y(), b.z() + kTraceLift), c);
            }
        }
        TriangleBuffer diamonds;
        const QVector3D eyePosition = camera->position();
        const double perPixelAtUnitDistance =
            2.0 * std::tan(qDegreesToRadians(kFieldOfView / 2)) / std::max(1, window->height());
        const Colour hover = toColour(QColor(PlanPalette::kContactHover));
        for (const TraceContact& contact : traceContacts) {
            const QVector3D at = contactMarkerPosition(contact.point);
            const double pixels = contact.hovered ? kHoveredMarkerPixels : kContactMarkerPixels;
            const float r = std::max(
                1.0f, float(pixels * perPixelAtUnitDistance * double((at - eyePosition).length())));
            const Colour c = contact.hovered ? hover : kContactColour;
            const Vec3f centre(at.x(), at.y(), at.z());
            addDiamond(diamonds, centre, r, c);
            const Vec3f n(contact.normal.x(), contact.normal.y(), 0.0f);
            lines.addLine(centre, centre + n * (3.0f * r),
                          contact.hovered ? hover : toColour(contact.colour));
        }
        items[kTracePaths].upload(lines);
        items[kContactMarkers].upload(diamonds);
        uploadLabels(perPixelAtUnitDistance);
    }

    // The contacts' labels as quads facing the camera, a constant size in pixels: made again,
    // like the diamonds, whenever the camera moves; the texture only when the texts change.
    void uploadLabels(double perPixelAtUnitDistance)
    {
        const QVector3D eyePosition = camera->position();
        QVector3D forwardAxis = (camera->viewCenter() - eyePosition).normalized();
        QVector3D right = QVector3D::crossProduct(forwardAxis, camera->upVector()).normalized();
        if (right.isNull())
            right = QVector3D(1, 0, 0);
        const QVector3D up = QVector3D::crossProduct(right, forwardAxis).normalized();

        // Which contacts get a label: the first of the same text at about the same place.
        std::vector<std::pair<QString, QColor>> texts;
        std::vector<QVector3D> anchors;
        std::vector<double> scales;
        for (const TraceContact& contact : traceContacts) {
            if (contact.label.isEmpty())
                continue;
            const QVector3D at = contactMarkerPosition(contact.point);
            const double scale = perPixelAtUnitDistance * double((at - eyePosition).length());
            const bool repeated = [&] {
                for (std::size_t i = 0; i < texts.size(); ++i)
                    if (texts[i].first == contact.label &&
                        double((anchors[i] - at).length()) < 24.0 * scale)
                        return true;
                return false;
            }();
            if (repeated)
                continue;
            texts.emplace_back(contact.label, contact.colour);
            anchors.push_back(at);
            scales.push_back(scale);
        }
        labelsShown.clear();
        for (const auto& t : texts)
            labelsShown << t.first;
        labels.atlas->setLabels(texts);

        const std::vector<LabelAtlas::Entry>& entries = labels.atlas->entries();
        const QSize atlasSize = labels.atlas->size();
        std::vector<float> data;
        data.reserve(entries.size() * 30);
        for (std::size_t i = 0; i < entries.size() && i < anchors.size(); ++i) {
            const QRect r = entries[i].rect;
            const float s = float(scales[i]);
            const QVector3D bottomLeft = anchors[i] + up * float(kLabelGapPixels) * s -
                                         right * (float(r.width()) / 2.0f) * s;
            const QVector3D across = right * float(r.width()) * s;
            const QVector3D high = up * float(r.height()) * s;
            // Texture rows run from the top of the painted image.
            const float u0 = float(r.left()) / float(atlasSize.width());
            const float u1 = float(r.left() + r.width()) / float(atlasSize.width());
            const float vTop = float(r.top()) / float(atlasSize.height());
            const float vBottom = float(r.top() + r.height()) / float(atlasSize.height());
            const auto vertex = [&](const QVector3D& p, float u, float v) {
                data.insert(data.end(), {p.x(), p.y(), p.z(), u, v});
            };
            vertex(bottomLeft, u0, vBottom);
            vertex(bottomLeft + across, u1, vBottom);
            vertex(bottomLeft + across + high, u1, vTop);
            vertex(bottomLeft, u0, vBottom);
            vertex(bottomLeft + across + high, u1, vTop);
            vertex(bottomLeft + high, u0, vTop);
        }
        labels.setData(data);
    }
};

View3D::View3D(Document* document, QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>())
{
    using namespace Qt3DRender;
    d->document = document;
    d->overlays[static_cast<int>(Overlay::AvatarVolume)] = true;
    d->overlays[static_cast<int>(Overlay::Ceilings)] = true;

    // The materials here are written for Qt3D's OpenGL renderer (its captures also match the
    // screen, unlike the RHI renderer's on this Qt). Qt3D reads the choice when the window
    // makes its render aspect, so it can still be made here unless the user chose otherwise.
    if (!qEnvironmentVariableIsSet("QT3D_RENDERER"))
        qputenv("QT3D_RENDERER", "opengl");
    d->window = new Qt3DExtras::Qt3DWindow();
    d->container = QWidget::createWindowContainer(d->window, this);
    d->container->setFocusPolicy(Qt::StrongFocus);
    d->container->setMinimumSize(160, 120);
    d->info = new QLabel(this);
    d->info->setContentsMargins(4, 1, 4, 1);
    // A long stats line must not widen the dock.
    d->info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(d->container, 1);
    layout->addWidget(d->info);

    d->root = new Qt3DCore::QEntity();
    d->camera = d->window->camera();
    d->camera->lens()->setPerspectiveProjection(float(kFieldOfView), 4.0f / 3.0f, 1.0f, 1e5f);

    // Frame graph: clear, then opaque entities, then translucent ones back to front, then the
    // lines drawn over everything. The capture sits under the last branch: a capture node is
    // served by the first branch it is on, so at the root it would see only the cleared frame.
    auto* surface = new QRenderSurfaceSelector();
    surface->setSurface(d->window);
    auto* viewport = new QViewport(surface);
    viewport->setNormalizedRect(QRectF(0, 0, 1, 1));
    auto* cameraSelector = new QCameraSelector(viewport);
    cameraSelector->setCamera(d->camera);
    auto* clear = new QClearBuffers(cameraSelector);
    clear->setBuffers(QClearBuffers::ColorDepthBuffer);
    clear->setClearColor(kBackground);
    new QNoDraw(clear);
    auto* opaque = new QLayer(d->root);
    auto* translucent = new QLayer(d->root);
    auto* onTop = new QLayer(d->root);
    auto* opaqueFilter = new QLayerFilter(cameraSelector);
    opaqueFilter->addLayer(opaque);
    auto* translucentFilter = new QLayerFilter(cameraSelector);
    translucentFilter->addLayer(translucent);
    auto* sort = new QSortPolicy(translucentFilter);
    sort->setSortTypes(QList<QSortPolicy::SortType>{QSortPolicy::BackToFront});
    auto* onTopFilter = new QLayerFilter(cameraSelector);
    onTopFilter->addLayer(onTop);
    d->capture = new QRenderCapture(onTopFilter);
    d->window->setActiveFrameGraph(surface);
    d->window->renderSettings()->setRenderPolicy(QRenderSettings::OnDemand);

    auto* solid = makeMaterial({.cullBack = true}, d->root);
    auto* solidTwoSided = makeMaterial({}, d->root);
    auto* lines = makeMaterial({.lit = false, .offset = true}, d->root);
    auto* linesOnTop = makeMaterial({.lit = false, .depthWrite = false, .depthAlways = true},
                                    d->root);
    auto* glass = makeMaterial({.alpha = 0.45f, .depthWrite = false}, d->root);
    auto* flat = makeMaterial({.lit = false, .alpha = 0.55f, .depthWrite = false, .offset = true},
                              d->root);
    auto* highlight =
        makeMaterial({.lit = false, .alpha = 0.7f, .depthWrite = false, .offset = true}, d->root);
    auto* markersOnTop =
        makeMaterial({.lit = false, .depthWrite = false, .depthAlways = true}, d->root);
    auto& it = d->items;
    it[kFloors] = makeItem(d->root, solid, opaque, false);
    it[kCeilings] = makeItem(d->root, solid, opaque, false);
    it[kWalls] = makeItem(d->root, solid, opaque, false);
    it[kThings] = makeItem(d->root, solidTwoSided, opaque, false);
    it[kWireframe] = makeItem(d->root, lines, opaque, true);
    it[kProblems] = makeItem(d->root, solidTwoSided, opaque, false);
    it[kBspLeaves] = makeItem(d->root, flat, translucent, false);
    it[kGrownWalls] = makeItem(d->root, flat, translucent, false);
    it[kAvatarStart] = makeItem(d->root, glass, translucent, false);
    it[kAvatarElsewhere] = makeItem(d->root, glass, translucent, false);
    it[kHighlight] = makeItem(d->root, highlight, translucent, false);
    it[kThingVolumes] = makeItem(d->root, linesOnTop, onTop, true);
    it[kBspPartitions] = makeItem(d->root, linesOnTop, onTop, true);
    it[kTrail] = makeItem(d->root, lines, opaque, true);
    it[kContactHighlight] = makeItem(d->root, highlight, translucent, false);
    it[kTracePaths] = makeItem(d->root, linesOnTop, onTop, true);
    it[kContactMarkers] = makeItem(d->root, markersOnTop, onTop, false);
    it[kContactOutline] = makeItem(d->root, linesOnTop, onTop, true);
    d->labels.make(d->root, onTop);
    d->window->setRootEntity(d->root);

    d->window->installEventFilter(this);
    d->flyTimer = new QTimer(this);
    d->flyTimer->setInterval(16);
    connect(d->flyTimer, &QTimer::timeout, this, [this] {
        const double dt = std::min(0.1, static_cast<double>(d->flyClock.restart()) / 1000.0);
        const bool fast = d->keysHeld.count(Qt::Key_Shift) > 0;
        const double speed = (fast ? 4.0 : 1.0) * std::max(200.0, d->sceneRadius * 0.25);
        QVector3D f = d->forward();
        f.setZ(0);
        f.normalize();
        const QVector3D right(f.y(), -f.x(), 0);
        QVector3D move;
        const auto held = [&](int key) { return d->keysHeld.count(key) > 0; };
        if (held(Qt::Key_W)) move += f;
        if (held(Qt::Key_S)) move -= f;
        if (held(Qt::Key_D)) move += right;
        if (held(Qt::Key_A)) move -= right;
        if (held(Qt::Key_E)) move += QVector3D(0, 0, 1);
        if (held(Qt::Key_Q)) move -= QVector3D(0, 0, 1);
        if (move.isNull())
            return;
        const QVector3D step = move.normalized() * float(speed * dt);
        if (d->mode == CameraMode::Fly)
            d->eye += step;
        else
            d->target += step;
        d->applyCamera();
    });

    // Walking: fixed ticks with the time that passed, only while walk mode is on.
    d->walkTimer = new QTimer(this);
    d->walkTimer->setTimerType(Qt::PreciseTimer);
    d->walkTimer->setInterval(1000 / int(WalkController::kTickRate));
    connect(d->walkTimer, &QTimer::timeout, this, [this] {
        advanceWalk(static_cast<double>(d->walkClock.restart()) / 1000.0);
    });

    d->watcher = new QFutureWatcher<SceneData>(this);
    connect(d->watcher, &QFutureWatcher<SceneData>::finished, this, [this] {
        d->workerBusy = false;
        SceneData result = d->watcher->result();
        if (result.generation == d->generation) {
            result.replaced = result.replaced || d->replacedPending;
            d->replacedPending = false;
            d->scene = std::move(result);
            d->workerAgain = false;
        }
        if (d->workerAgain) {
            d->workerAgain = false;
            startRebuild();
            // Keep what is on screen until the newer build lands.
            return;
        }
        applyScene();
    });

    connect(document, &Document::mapReplaced, this, [this] {
        // The walk belongs to the old map, and so does its trail.
        stopWalk();
        d->walk.clearTrail();
        uploadTrail();
        d->sinceReplaced.start();
        d->timingFirstFrame = true;
        d->replacedPending = true;
        scheduleRebuild();
    });
    connect(document, &Document::mapChanged, this, [this] { scheduleRebuild(); });
    connect(document, &Document::selectionChanged, this, [this] { updateHighlight(); });
    d->applyCamera();
    updateOverlayVisibility();
    if (document->hasMap()) {
        d->replacedPending = true;
        scheduleRebuild();
    }
}

View3D::~View3D()
{
    // A running build finishes on its own; its result is dropped with the watcher.
    if (d->watcher->isRunning())
        d->watcher->waitForFinished();
}

void View3D::scheduleRebuild()
{
    ++d->generation;
    if (d->rebuildQueued)
        return;
    d->rebuildQueued = true;
    // Coalesces the signals of one edit (or one undo macro) into one rebuild.
    QTimer::singleShot(0, this, [this] {
        d->rebuildQueued = false;
        startRebuild();
    });
}

void View3D::startRebuild()
{
    const Map& map = d->document->map();
    SceneInput input;
    input.map = map;
    input.meshFolder = QFileInfo(d->document->filePath()).absolutePath().toStdString();
    input.level.colours = d->colourBySector ? ColourMode::BySector : ColourMode::ByHeight;
    input.leaves = d->leavesByDepth ? LeafColouring::ByDepth : LeafColouring::BySector;
    input.volumes.sphereTreeLevel = d->sphereTreeLevel;
    input.problems = d->overlays[static_cast<int>(Overlay::Problems)];
    input.generation = d->generation;
    input.replaced = d->replacedPending;
    if (static_cast<int>(map.walls.size()) <= kWorkerWallThreshold) {
        d->scene = buildScene(input);
        d->replacedPending = false;
        applyScene();
        return;
    }
    if (d->workerBusy) {
        d->workerAgain = true;
        return;
    }
    d->workerBusy = true;
    d->info->setText(tr("Building the 3D view..."));
    d->watcher->setFuture(QtConcurrent::run(buildScene, std::move(input)));
}

void View3D::applyScene()
{
    const SceneData& s = d->scene;
    auto& it = d->items;
    if (!s.level)
        return;
    it[kFloors].upload(s.level->layer(LevelLayer::Floors));
    it[kCeilings].upload(s.level->layer(LevelLayer::Ceilings));
    it[kWalls].upload(s.level->layer(LevelLayer::Walls));
    it[kThings].upload(s.level->layer(LevelLayer::Things));
    uploadOverlays();
    if (s.replaced) {
        const Aabb3f box = s.level->bounds();
        d->sceneRadius =
            box.empty() ? 1000.0 : std::max(256.0, double(glm::length(box.max - box.min)) / 2);
        // A walk keeps its camera; the level is framed when it ends.
        if (d->walk.active())
            d->resetAfterWalk = true;
        else
            resetCamera();
    }
    updateHighlight();
    uploadContactHighlight();
    emit bspChanged(s.bsp);
    emit sceneRebuilt();
    emitStats();
    if (d->timingFirstFrame) {
        // Times the second frame after the upload: the first one that surely shows the map
        // (see captureFrame), so the number is an upper bound by one frame.
        d->timingFirstFrame = false;
        Qt3DRender::QRenderCaptureReply* first = d->capture->requestCapture();
        connect(first, &Qt3DRender::QRenderCaptureReply::completed, this, [this, first] {
            first->deleteLater();
            Qt3DRender::QRenderCaptureReply* second = d->capture->requestCapture();
            connect(second, &Qt3DRender::QRenderCaptureReply::completed, this, [this, second] {
                d->firstFrameMs = static_cast<double>(d->sinceReplaced.nsecsElapsed()) / 1e6;
                second->deleteLater();
                emitStats();
            });
        });
    }
}

void View3D::uploadOverlays()
{
    const SceneData& s = d->scene;
    auto& it = d->items;
    if (!s.level)
        return;
    if (d->overlays[static_cast<int>(Overlay::Wireframe)])
        it[kWireframe].upload(s.level->wireframe(kWireColour));
    else
        it[kWireframe].upload(LineBuffer{});
    it[kAvatarStart].upload(s.playerStartFeet ? avatarVolume(s.profile, *s.playerStartFeet,
                                                             kAvatarColour)
                                              : TriangleBuffer{});
    it[kAvatarElsewhere].upload(
        d->avatarFeet ? avatarVolume(s.profile,
                                     Vec3{d->avatarFeet->x(), d->avatarFeet->y(),
                                          d->avatarFeet->z()},
                                     kAvatarColour)
                      : TriangleBuffer{});
    it[kThingVolumes].upload(s.thingVolumes);
    it[kBspLeaves].upload(s.bspLeaves);
    it[kBspPartitions].upload(s.bspPartitions);
    it[kGrownWalls].upload(s.grownWalls);
    it[kProblems].upload(s.problems);
    updateOverlayVisibility();
}

void View3D::emitStats()
{
    QString text = tr("%n triangle(s), %1 draw calls, built in %2 ms", nullptr,
                      static_cast<int>(triangleCount()))
                       .arg(drawCallCount())
                       .arg(d->scene.buildMilliseconds, 0, 'f', 0);
    if (d->firstFrameMs >= 0)
        text += tr(", first frame after %1 ms").arg(d->firstFrameMs, 0, 'f', 0);
    d->info->setText(text);
    emit statsChanged(text);
}

void View3D::updateHighlight()
{
    const SceneData& s = d->scene;
    if (!s.level)
        return;
    const Selection& sel = d->document->selection();
    const TriangleBuffer picked = s.level->select(
        [&sel](const ElementTag& tag) {
            switch (tag.kind) {
            case ElementKind::Sector: return Selection::contains(sel.sectors, tag.index);
            case ElementKind::Wall: return Selection::contains(sel.walls, tag.index);
            case ElementKind::Thing: return Selection::contains(sel.things, tag.index);
            case ElementKind::None: return false;
            }
            return false;
        },
        kHighlightColour);
    d->items[kHighlight].upload(picked);
}

void View3D::updateOverlayVisibility()
{
    auto& it = d->items;
    const auto on = [this](Overlay o) { return d->overlays[static_cast<int>(o)]; };
    it[kWireframe].wanted = on(Overlay::Wireframe);
    it[kCeilings].wanted = on(Overlay::Ceilings);
    // Walking, the camera stands inside the avatar: its volume would tint the whole view.
    const bool walking = d->walk.active();
    it[kAvatarStart].wanted = on(Overlay::AvatarVolume) && !walking;
    it[kAvatarElsewhere].wanted = on(Overlay::AvatarVolume) && !walking;
    it[kTracePaths].wanted = !walking;
    it[kContactMarkers].wanted = !walking;
    it[kContactHighlight].wanted = !walking;
    it[kContactOutline].wanted = !walking;
    d->labels.wanted = !walking;
    d->labels.applyEnabled();
    it[kThingVolumes].wanted = on(Overlay::ThingVolumes);
    it[kBspLeaves].wanted = on(Overlay::BspLeaves);
    it[kBspPartitions].wanted = on(Overlay::BspPartitions);
    it[kGrownWalls].wanted = on(Overlay::GrownWalls);
    it[kProblems].wanted = on(Overlay::Problems);
    for (DrawItem& item : it)
        item.applyEnabled();
}

void View3D::setOverlayVisible(Overlay overlay, bool visible)
{
    bool& flag = d->overlays[static_cast<int>(overlay)];
    if (flag == visible)
        return;
    flag = visible;
    if (overlay == Overlay::Problems && visible && d->document->hasMap()) {
        // The analysis runs only while its pins are wanted.
        scheduleRebuild();
    } else if (overlay == Overlay::Wireframe) {
        uploadOverlays();
    }
    updateOverlayVisibility();
    emitStats();
}

bool View3D::overlayVisible(Overlay overlay) const
{
    return d->overlays[static_cast<int>(overlay)];
}

void View3D::setColourBySector(bool bySector)
{
    if (d->colourBySector == bySector)
        return;
    d->colourBySector = bySector;
    scheduleRebuild();
}

void View3D::setLeavesByDepth(bool byDepth)
{
    if (d->leavesByDepth == byDepth)
        return;
    d->leavesByDepth = byDepth;
    scheduleRebuild();
}

void View3D::setSphereTreeLevel(int level)
{
    if (d->sphereTreeLevel == level)
        return;
    d->sphereTreeLevel = level;
    scheduleRebuild();
}

int View3D::sphereTreeLevel() const { return d->sphereTreeLevel; }

int View3D::deepestSphereTreeLevel() const { return d->scene.deepestSphereTreeLevel; }

void View3D::setAvatarFeet(std::optional<QVector3D> feet)
{
    d->avatarFeet = feet;
    uploadOverlays();
}

void View3D::setAvatarTrace(std::vector<TracePath> paths, std::vector<TraceContact> contacts)
{
    d->tracePaths = std::move(paths);
    d->traceContacts = std::move(contacts);
    uploadTrace();
}

void View3D::uploadTrace()
{
    const int before = drawCallCount();
    d->uploadTrace();
    // The draw call count in the stats line changes when the trace appears or goes.
    if (drawCallCount() != before)
        emitStats();
}

QStringList View3D::stopLabels() const
{
    return d->labels.drawn() ? d->labelsShown : QStringList();
}

QColor View3D::stopLabelBoxColour()
{
    return kLabelBox;
}

QVector3D View3D::contactMarkerPosition(const QVector3D& point)
{
    return point + QVector3D(0, 0, kContactMarkerLift);
}

void View3D::setContactHighlight(int wall, int sector, int thing)
{
    if (wall == d->highlightWall && sector == d->highlightSector && thing == d->highlightThing)
        return;
    d->highlightWall = wall;
    d->highlightSector = sector;
    d->highlightThing = thing;
    uploadContactHighlight();
}

void View3D::uploadContactHighlight()
{
    const SceneData& s = d->scene;
    const int drawCalls = drawCallCount();
    TriangleBuffer out;
    LineBuffer outline;
    if (s.level) {
        const Colour colour = toColour(contactHighlightColour());
        if (d->highlightWall >= 0) {
            addTagged(out, s.level->layer(LevelLayer::Walls), ElementKind::Wall, d->highlightWall,
                      colour);
            // The wall's frame, drawn over everything: the avatar often stands in front of it.
            const Map& map = d->document->map();
            if (!out.empty() && static_cast<std::size_t>(d->highlightWall) < map.walls.size()) {
                float low = out.positions.front().z, high = low;
                for (const Vec3f& p : out.positions) {
                    low = std::min(low, p.z);
                    high = std::max(high, p.z);
                }
                const Wall& w = map.walls[static_cast<std::size_t>(d->highlightWall)];
                const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
                outline.addLoop(
                    {Vec3f(float(a.x), float(a.y), low), Vec3f(float(b.x), float(b.y), low),
                     Vec3f(float(b.x), float(b.y), high), Vec3f(float(a.x), float(a.y), high)},
                    colour);
            }
        }
        // The floor only: the ceiling would cover the view from above.
        if (d->highlightSector >= 0)
            addTagged(out, s.level->layer(LevelLayer::Floors), ElementKind::Sector,
                      d->highlightSector, colour);
        if (d->highlightThing >= 0)
            addTagged(out, s.level->layer(LevelLayer::Things), ElementKind::Thing,
                      d->highlightThing, colour);
    }
    d->items[kContactHighlight].upload(out);
    d->items[kContactOutline].upload(outline);
    if (drawCallCount() != drawCalls)
        emitStats();
}

int View3D::contactHighlightTriangles() const
{
    return d->items[kContactHighlight].vertices / 3;
}

QColor View3D::contactHighlightColour()
{
    return QColor(PlanPalette::kContactHover);
}

void View3D::setCameraMode(CameraMode mode)
{
    if (d->mode == mode)
        return;
    // Switch in place: the fly camera starts where the orbit camera stood, looking the same way.
    if (mode == CameraMode::Fly)
        d->eye = d->target - float(d->distance) * d->forward();
    else
        d->target = d->eye + float(d->distance) * d->forward();
    d->mode = mode;
    d->applyCamera();
}

View3D::CameraMode View3D::cameraMode() const { return d->mode; }

void View3D::frameSelection()
{
    const SceneData& s = d->scene;
    if (!s.level)
        return;
    Aabb3f box;
    const Selection& sel = d->document->selection();
    const TriangleBuffer picked = s.level->select(
        [&sel](const ElementTag& tag) {
            return (tag.kind == ElementKind::Sector && Selection::contains(sel.sectors, tag.index)) ||
                   (tag.kind == ElementKind::Wall && Selection::contains(sel.walls, tag.index)) ||
                   (tag.kind == ElementKind::Thing && Selection::contains(sel.things, tag.index));
        },
        kHighlightColour);
    for (const Vec3f& p : picked.positions)
        box.add(p);
    if (box.empty())
        box = s.level->bounds();
    if (box.empty())
        return;
    const Vec3f c = box.centre();
    const double radius = std::max(64.0, double(glm::length(box.max - box.min)) / 2);
    d->target = QVector3D(c.x, c.y, c.z);
    d->distance = fittingDistance(radius) * 1.1;
    if (d->mode == CameraMode::Fly)
        d->eye = d->target - float(d->distance) * d->forward();
    d->applyCamera();
}

double View3D::fittingDistance(double radius) const
{
    // The narrower of the two fields of view decides: a tall, thin dock fits by its width.
    const double aspect = std::max(1, d->window->width()) / double(std::max(1, d->window->height()));
    const double halfV = qDegreesToRadians(kFieldOfView / 2);
    const double halfH = std::atan(std::tan(halfV) * aspect);
    return radius / std::tan(std::min(halfV, halfH));
}

void View3D::resetCamera()
{
    d->yaw = -60;
    d->pitch = 50;
    // Frames the whole level, whatever is selected.
    const SceneData& s = d->scene;
    const Aabb3f box = s.level ? s.level->bounds() : Aabb3f{};
    if (!box.empty()) {
        const Vec3f c = box.centre();
        d->target = QVector3D(c.x, c.y, box.min.z);
        d->distance = fittingDistance(d->sceneRadius) * 1.05;
    } else {
        d->target = QVector3D(0, 0, 0);
        d->distance = 1000;
    }
    d->mode = CameraMode::Orbit;
    d->applyCamera();
}

void View3D::orbitBy(double yawDegrees, double pitchDegrees)
{
    d->yaw = std::fmod(d->yaw + yawDegrees, 360.0);
    d->pitch = std::clamp(d->pitch + pitchDegrees, -89.0, 89.0);
    d->applyCamera();
}

void View3D::setOrbit(const QVector3D& target, double yawDegrees, double pitchDegrees,
                      double distance)
{
    d->mode = CameraMode::Orbit;
    d->target = target;
    d->yaw = yawDegrees;
    d->pitch = std::clamp(pitchDegrees, -89.0, 89.0);
    d->distance = std::max(1.0, distance);
    d->applyCamera();
}

QWindow* View3D::renderWindow() const { return d->window; }

QVector3D View3D::cameraPosition() const { return d->camera->position(); }

QVector3D View3D::cameraTarget() const { return d->camera->viewCenter(); }

int View3D::drawCallCount() const
{
    return static_cast<int>(std::count_if(d->items.begin(), d->items.end(),
                                          [](const DrawItem& i) { return i.drawn(); })) +
           (d->labels.drawn() ? 1 : 0);
}

std::size_t View3D::triangleCount() const
{
    return d->scene.level ? d->scene.level->triangleCount() : 0;
}

bool View3D::rebuilding() const { return d->workerBusy || d->rebuildQueued; }

double View3D::firstFrameMilliseconds() const { return d->firstFrameMs; }

std::shared_ptr<const Bsp> View3D::bsp() const { return d->scene.bsp; }

std::shared_ptr<const LevelGeometry> View3D::levelGeometry() const { return d->scene.level; }

QPointF View3D::project(const QVector3D& world) const
{
    const QVector4D clip = d->viewProjection() * QVector4D(world, 1.0f);
    if (clip.w() <= 0)
        return QPointF(-1, -1);
    const QSize size = d->window->size();
    return QPointF((double(clip.x() / clip.w()) + 1.0) / 2.0 * size.width(),
                   (1.0 - double(clip.y() / clip.w())) / 2.0 * size.height());
}

QImage View3D::captureFrame(int timeoutMs)
{
    // Qt3D loads new buffers while it renders the frame that first sees them, and that frame
    // may still lack them: the second frame after a change is the first known to show it.
    QImage image;
    for (int frame = 0; frame < 2; ++frame) {
        Qt3DRender::QRenderCaptureReply* reply = d->capture->requestCapture();
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &loop, &QEventLoop::quit);
        timeout.start(timeoutMs);
        if (!reply->isComplete())
            loop.exec();
        image = reply->isComplete() ? reply->image() : QImage();
        reply->deleteLater();
        if (image.isNull())
            break;
    }
    return image;
}

View3D::Ray View3D::rayAt(const QPointF& pixel) const
{
    return d->rayAt(pixel);
}

std::optional<QVector3D> View3D::levelPointAt(const QPointF& pixel) const
{
    const auto hit = d->castRay(pixel);
    if (!hit)
        return std::nullopt;
    return QVector3D(hit->point.x, hit->point.y, hit->point.z);
}

bool View3D::pickAt(const QPointF& pixel, bool additive)
{
    if (!d->scene.level)
        return false;
    const auto hit = d->castRay(pixel);
    Selection sel = additive ? d->document->selection() : Selection{};
    if (hit) {
        std::vector<Index>* list = hit->tag.kind == ElementKind::Sector ? &sel.sectors
                                   : hit->tag.kind == ElementKind::Wall ? &sel.walls
                                                                        : &sel.things;
        if (additive)
            Selection::toggle(*list, hit->tag.index);
        else
            list->push_back(hit->tag.index);
    }
    if (hit || !additive)
        d->document->setSelection(sel);
    return hit.has_value();
}

bool View3D::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != d->window)
        return QWidget::eventFilter(watched, event);
    if (d->walk.active())
        return walkEvent(event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        d->pressPos = d->lastPos = e->position().toPoint();
        d->pressButton = e->button();
        d->dragged = false;
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        const QPoint pos = e->position().toPoint();
        const QPoint delta = pos - d->lastPos;
        d->lastPos = pos;
        if (e->buttons() == Qt::NoButton)
            return true;
        if ((pos - d->pressPos).manhattanLength() > kClickSlop)
            d->dragged = true;
        if (e->buttons() & Qt::LeftButton) {
            // Turn round the target (orbit) or look around (fly): 0.3 degrees per pixel.
            d->yaw = std::fmod(d->yaw - delta.x() * 0.3, 360.0);
            d->pitch = std::clamp(d->pitch + delta.y() * 0.3, -89.0, 89.0);
        } else {
            // Pan in the view plane, by as much as the target moves under the cursor.
            const double perPixel = 2.0 * d->distance *
                                    std::tan(qDegreesToRadians(kFieldOfView / 2)) /
                                    std::max(1, d->window->height());
            QVector3D f = d->forward();
            QVector3D right = QVector3D::crossProduct(f, QVector3D(0, 0, 1)).normalized();
            const QVector3D up = QVector3D::crossProduct(right, f).normalized();
            const QVector3D move =
                float(perPixel) * (-float(delta.x()) * right + float(delta.y()) * up);
            if (d->mode == CameraMode::Orbit)
                d->target += move;
            else
                d->eye += move;
        }
        d->applyCamera();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (!d->dragged && e->button() == Qt::LeftButton && d->pressButton == Qt::LeftButton)
            pickAt(e->position(), (e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)) != 0);
        d->pressButton = Qt::NoButton;
        return true;
    }
    case QEvent::Wheel: {
        auto* e = static_cast<QWheelEvent*>(event);
        const double steps = e->angleDelta().y() / 120.0;
        if (d->mode == CameraMode::Orbit) {
            d->distance = std::clamp(d->distance * std::pow(0.85, steps), 16.0,
                                     d->sceneRadius * 20.0);
        } else {
            d->eye += d->forward() * float(steps * std::max(32.0, d->sceneRadius * 0.05));
        }
        d->applyCamera();
        return true;
    }
    case QEvent::KeyPress: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (e->key() == Qt::Key_F) {
            frameSelection();
            return true;
        }
        if (e->key() == Qt::Key_Home) {
            resetCamera();
            return true;
        }
        if (!e->isAutoRepeat()) {
            d->keysHeld.insert(e->key());
            if (!d->flyTimer->isActive()) {
                d->flyClock.start();
                d->flyTimer->start();
            }
        }
        return true;
    }
    case QEvent::KeyRelease: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (!e->isAutoRepeat()) {
            d->keysHeld.erase(e->key());
            // Nothing held: no timer, so an idle view costs nothing.
            if (d->keysHeld.empty())
                d->flyTimer->stop();
        }
        return true;
    }
    case QEvent::FocusOut:
        d->keysHeld.clear();
        d->flyTimer->stop();
        return false;
    default:
        return QWidget::eventFilter(watched, event);
    }
}

bool View3D::startWalk(std::shared_ptr<const CollisionWorld> world, const AvatarProfile& profile,
                       const QPointF& start, double yawDegrees, QString* error)
{
    stopWalk();
    const auto failed = d->walk.begin(std::move(world), profile, Vec2{start.x(), start.y()});
    if (failed) {
        if (error)
            *error = QString::fromStdString(*failed);
        return false;
    }
    d->saved = {d->mode, d->target, d->eye, d->yaw, d->pitch, d->distance};
    d->keysHeld.clear();
    d->flyTimer->stop();
    d->pressButton = Qt::NoButton;
    d->yaw = std::fmod(yawDegrees, 360.0);
    d->pitch = 0;
    d->trailUploaded = 0;
    uploadTrail();
    updateOverlayVisibility();
    d->applyCamera();
    d->walkClock.start();
    if (d->walkTimerEnabled)
        d->walkTimer->start();
    d->container->setFocus();
    emit walkStarted();
    return true;
}

void View3D::stopWalk()
{
    if (!d->walk.active())
        return;
    d->walkTimer->stop();
    d->walk.end();
    d->keysHeld.clear();
    d->pressButton = Qt::NoButton;
    d->mode = d->saved.mode;
    d->target = d->saved.target;
    d->eye = d->saved.eye;
    d->yaw = d->saved.yaw;
    d->pitch = d->saved.pitch;
    d->distance = d->saved.distance;
    updateOverlayVisibility();
    d->applyCamera();
    if (d->resetAfterWalk) {
        d->resetAfterWalk = false;
        resetCamera();
    }
    emit walkStopped();
}

bool View3D::walking() const { return d->walk.active(); }

void View3D::setWalkWorld(std::shared_ptr<const CollisionWorld> world)
{
    d->walk.setWorld(std::move(world));
}

void View3D::advanceWalk(double seconds)
{
    if (!d->walk.active())
        return;
    const auto held = [this](int key) { return d->keysHeld.count(key) > 0; };
    WalkController::Input input;
    input.forward = (held(Qt::Key_W) || held(Qt::Key_Up) ? 1.0 : 0.0) -
                    (held(Qt::Key_S) || held(Qt::Key_Down) ? 1.0 : 0.0);
    input.strafe = (held(Qt::Key_D) ? 1.0 : 0.0) - (held(Qt::Key_A) ? 1.0 : 0.0);
    input.fast = held(Qt::Key_Shift);
    const double turn = (held(Qt::Key_Left) ? 1.0 : 0.0) - (held(Qt::Key_Right) ? 1.0 : 0.0);
    const double turnSeconds = std::clamp(seconds, 0.0, WalkController::kMaxAdvanceSeconds);
    if (turn != 0)
        d->yaw = std::fmod(d->yaw + turn * kTurnSpeed * turnSeconds, 360.0);
    const AvatarState before = d->walk.state();
    const int ticks = d->walk.advance(seconds, input, d->yaw);
    const AvatarState& after = d->walk.state();
    const bool moved = before.pos != after.pos || before.viewZ != after.viewZ;
    if (ticks > 0 && d->walk.trail().size() != d->trailUploaded)
        uploadTrail();
    // Nothing changed on screen: no frame is asked for.
    if (moved || turn != 0)
        d->applyCamera();
}

void View3D::setWalkTimerEnabled(bool enabled)
{
    d->walkTimerEnabled = enabled;
    if (!enabled) {
        d->walkTimer->stop();
    } else if (d->walk.active() && !d->walkTimer->isActive()) {
        d->walkClock.start();
        d->walkTimer->start();
    }
}

const AvatarState& View3D::walkState() const { return d->walk.state(); }

double View3D::walkYaw() const { return d->yaw; }

std::vector<QVector3D> View3D::walkTrail() const
{
    std::vector<QVector3D> out;
    out.reserve(d->walk.trail().size());
    for (const glm::dvec3& p : d->walk.trail())
        out.emplace_back(float(p.x), float(p.y), float(p.z));
    return out;
}

void View3D::uploadTrail()
{
    const auto& trail = d->walk.trail();
    LineBuffer lines;
    for (std::size_t i = 1; i < trail.size(); ++i) {
        const glm::dvec3& a = trail[i - 1];
        const glm::dvec3& b = trail[i];
        lines.addLine(Vec3f(float(a.x), float(a.y), float(a.z) + kTrailLift),
                      Vec3f(float(b.x), float(b.y), float(b.z) + kTrailLift), kTrailColour);
    }
    const bool wasDrawn = d->items[kTrail].drawn();
    d->items[kTrail].upload(lines);
    d->trailUploaded = trail.size();
    // The draw call count in the stats line changes when the trail appears or goes.
    if (d->items[kTrail].drawn() != wasDrawn)
        emitStats();
}

bool View3D::walkEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride:
        // Every key steers the walk: none may trigger a window shortcut meanwhile.
        event->accept();
        return true;
    case QEvent::KeyPress: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (e->isAutoRepeat())
            return true;
        if (e->key() == Qt::Key_Escape)
            stopWalk();
        else if (e->key() == Qt::Key_Space)
            d->walk.jump();
        else
            d->keysHeld.insert(e->key());
        return true;
    }
    case QEvent::KeyRelease: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (!e->isAutoRepeat())
            d->keysHeld.erase(e->key());
        return true;
    }
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        d->pressPos = d->lastPos = e->position().toPoint();
        d->pressButton = e->button();
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        const QPoint pos = e->position().toPoint();
        const QPoint delta = pos - d->lastPos;
        d->lastPos = pos;
        if (e->buttons() & Qt::LeftButton) {
            // Look around: 0.3 degrees per pixel, as the fly camera.
            d->yaw = std::fmod(d->yaw - delta.x() * 0.3, 360.0);
            d->pitch = std::clamp(d->pitch + delta.y() * 0.3, -kWalkPitchLimit, kWalkPitchLimit);
            d->applyCamera();
        }
        return true;
    }
    case QEvent::MouseButtonRelease:
        d->pressButton = Qt::NoButton;
        return true;
    case QEvent::Wheel:
        return true;
    case QEvent::FocusOut:
        d->keysHeld.clear();
        return false;
    default:
        return QWidget::eventFilter(d->window, event);
    }
}

} // namespace sw::editor
