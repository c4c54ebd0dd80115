#include "views/3d/SceneRenderer.h"

#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFrustumCulling>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QNoDraw>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QPolygonOffset>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QSortPolicy>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QViewport>

#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <utility>

namespace sw::editor::view3d {

namespace {

using namespace Qt::StringLiterals;

const QColor kBackground = QColor::fromRgbF(0.16f, 0.17f, 0.20f);

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

Qt3DRender::QMaterial* makeMaterial(const MaterialStyle& style, Qt3DCore::QNode* parent)
{
    using namespace Qt3DRender;
    auto* material = new QMaterial(parent);
    QRenderPass* pass = makeShaderPass(material, vertexShader(), fragmentShader());

    auto* depth = new QDepthTest(pass);
    depth->setDepthFunction(style.depthAlways ? QDepthTest::Always : QDepthTest::LessOrEqual);
    pass->addRenderState(depth);
    auto* cull = new QCullFace(pass);
    cull->setMode(style.cullBack ? QCullFace::Back : QCullFace::NoCulling);
    pass->addRenderState(cull);
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

} // namespace

Colour toColour(const QColor& c)
{
    return Colour{float(c.redF()), float(c.greenF()), float(c.blueF())};
}

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

void DrawItem::upload(const TriangleBuffer& b)
{
    // Interleaved position, normal and colour: one buffer per draw call.
    QByteArray data;
    data.resize(static_cast<qsizetype>(b.positions.size() * 9 * sizeof(float)));
    auto* out = reinterpret_cast<float*>(data.data());
    Vec3f facing{0.0f}, shade{0.0f};
    for (std::size_t i = 0; i < b.positions.size(); ++i) {
        if (i % 3 == 0) {
            facing = b.normal(i / 3);
            shade = b.colour(i / 3);
        }
        for (const Vec3f* v : {&b.positions[i], &std::as_const(facing), &std::as_const(shade)}) {
            *out++ = v->x;
            *out++ = v->y;
            *out++ = v->z;
        }
    }
    setData(data, static_cast<int>(b.positions.size()));
}

void DrawItem::upload(const LineBuffer& b)
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

void DrawItem::setData(const QByteArray& data, int count)
{
    vertices = count;
    buffer->setData(data);
    for (Qt3DCore::QAttribute* a : {position, normal, colour})
        a->setCount(static_cast<uint>(count));
    renderer->setVertexCount(count);
    applyEnabled();
}

SceneRenderer::SceneRenderer()
{
    using namespace Qt3DRender;
    m_window = new Qt3DExtras::Qt3DWindow();
    m_root = new Qt3DCore::QEntity();
    m_camera = m_window->camera();
    m_camera->lens()->setPerspectiveProjection(float(kFieldOfView), 4.0f / 3.0f, 1.0f, 1e5f);

    // Frame graph: clear, then opaque entities, then the level's chunks in view, then
    // translucent entities back to front, then the lines drawn over everything. The capture sits
    // under the last branch: a capture node is served by the first branch it is on, so at the root
    // it would see only the cleared frame.
    auto* surface = new QRenderSurfaceSelector();
    surface->setSurface(m_window);
    auto* viewport = new QViewport(surface);
    viewport->setNormalizedRect(QRectF(0, 0, 1, 1));
    auto* cameraSelector = new QCameraSelector(viewport);
    cameraSelector->setCamera(m_camera);
    auto* clear = new QClearBuffers(cameraSelector);
    clear->setBuffers(QClearBuffers::ColorDepthBuffer);
    clear->setClearColor(kBackground);
    new QNoDraw(clear);
    auto* opaque = new QLayer(m_root);
    m_opaque = opaque;
    auto* translucent = new QLayer(m_root);
    m_onTop = new QLayer(m_root);
    auto* opaqueFilter = new QLayerFilter(cameraSelector);
    opaqueFilter->addLayer(opaque);
    m_culled = new QLayer(m_root);
    auto* culledFilter = new QLayerFilter(cameraSelector);
    culledFilter->addLayer(m_culled);
    m_culling = new QFrustumCulling(culledFilter);
    auto* translucentFilter = new QLayerFilter(cameraSelector);
    translucentFilter->addLayer(translucent);
    auto* sort = new QSortPolicy(translucentFilter);
    sort->setSortTypes(QList<QSortPolicy::SortType>{QSortPolicy::BackToFront});
    auto* onTopFilter = new QLayerFilter(cameraSelector);
    onTopFilter->addLayer(m_onTop);
    m_capture = new QRenderCapture(onTopFilter);
    m_window->setActiveFrameGraph(surface);
    m_window->renderSettings()->setRenderPolicy(QRenderSettings::OnDemand);

    auto* solid = makeMaterial({.cullBack = true}, m_root);
    auto* solidTwoSided = makeMaterial({}, m_root);
    auto* lines = makeMaterial({.lit = false, .offset = true}, m_root);
    auto* linesOnTop =
        makeMaterial({.lit = false, .depthWrite = false, .depthAlways = true}, m_root);
    auto* glass = makeMaterial({.alpha = 0.45f, .depthWrite = false}, m_root);
    auto* flat =
        makeMaterial({.lit = false, .alpha = 0.55f, .depthWrite = false, .offset = true}, m_root);
    auto* highlight =
        makeMaterial({.lit = false, .alpha = 0.7f, .depthWrite = false, .offset = true}, m_root);
    // Picked surfaces keep their texture readable under the tint (offsets are aligned by eye).
    auto* surfaceTint =
        makeMaterial({.lit = false, .alpha = 0.4f, .depthWrite = false, .offset = true}, m_root);
    auto* markersOnTop =
        makeMaterial({.lit = false, .depthWrite = false, .depthAlways = true}, m_root);
    auto& it = m_items;
    it[kFloors] = makeItem(m_root, solid, opaque, false);
    it[kCeilings] = makeItem(m_root, solid, opaque, false);
    it[kWalls] = makeItem(m_root, solid, opaque, false);
    it[kThings] = makeItem(m_root, solidTwoSided, opaque, false);
    it[kWireframe] = makeItem(m_root, lines, opaque, true);
    it[kProblems] = makeItem(m_root, solidTwoSided, opaque, false);
    it[kBspLeaves] = makeItem(m_root, flat, translucent, false);
    it[kGrownWalls] = makeItem(m_root, flat, translucent, false);
    it[kAvatarStart] = makeItem(m_root, glass, translucent, false);
    it[kAvatarElsewhere] = makeItem(m_root, glass, translucent, false);
    it[kHighlight] = makeItem(m_root, highlight, translucent, false);
    it[kThingVolumes] = makeItem(m_root, linesOnTop, m_onTop, true);
    it[kBspPartitions] = makeItem(m_root, linesOnTop, m_onTop, true);
    it[kTrail] = makeItem(m_root, lines, opaque, true);
    it[kContactHighlight] = makeItem(m_root, highlight, translucent, false);
    it[kTracePaths] = makeItem(m_root, linesOnTop, m_onTop, true);
    it[kContactMarkers] = makeItem(m_root, markersOnTop, m_onTop, false);
    it[kContactOutline] = makeItem(m_root, linesOnTop, m_onTop, true);
    it[kSurfaceHighlight] = makeItem(m_root, surfaceTint, translucent, false);
    it[kSurfaceOutline] = makeItem(m_root, lines, opaque, true);
}

void SceneRenderer::setFrustumCulling(bool on)
{
    // A disabled frame graph node is passed over: its layer filter's branch then draws all.
    m_culling->setEnabled(on);
}

int SceneRenderer::drawnItems() const
{
    return static_cast<int>(
        std::count_if(m_items.begin(), m_items.end(), [](const DrawItem& i) { return i.drawn(); }));
}

QImage SceneRenderer::captureFrame(int timeoutMs)
{
    // Qt3D loads new buffers while it renders the frame that first sees them, and that frame
    // may still lack them: the second frame after a change is the first known to show it.
    QImage image;
    for (int frame = 0; frame < 2; ++frame) {
        Qt3DRender::QRenderCaptureReply* reply = m_capture->requestCapture();
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &loop,
                         &QEventLoop::quit);
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

void SceneRenderer::afterNextFrames(QObject* context, std::function<void()> done)
{
    Qt3DRender::QRenderCaptureReply* first = m_capture->requestCapture();
    QObject::connect(first, &Qt3DRender::QRenderCaptureReply::completed, context,
                     [this, context, first, done = std::move(done)] {
                         first->deleteLater();
                         Qt3DRender::QRenderCaptureReply* second = m_capture->requestCapture();
                         QObject::connect(second, &Qt3DRender::QRenderCaptureReply::completed,
                                          context, [second, done] {
                                              second->deleteLater();
                                              done();
                                          });
                     });
}

} // namespace sw::editor::view3d
