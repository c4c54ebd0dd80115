#include "views/3d/StopLabels.h"

#include "views/3d/SceneRenderer.h"

#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTexture>

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace sw::editor::view3d {

namespace {

using namespace Qt::StringLiterals;

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

} // namespace

// Painted at once, empty: a painted image has no data for the renderer until its first paint,
// and the texture would be loaded without any.
LabelAtlas::LabelAtlas(Qt3DCore::QNode* parent) : QPaintedTextureImage(parent)
{
    setSize(QSize(1, 1));
    update();
}

bool LabelAtlas::setLabels(const std::vector<std::pair<QString, QColor>>& labels)
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
        const QRectF box =
            metrics.boundingRect(text).adjusted(-kLabelPadX, -kLabelPadY, kLabelPadX, kLabelPadY);
        const QRect rect(0, y, int(std::ceil(box.width())) + 2, int(std::ceil(box.height())) + 2);
        m_entries.push_back({text, border, rect});
        y += rect.height() + 1;
        width = std::max(width, rect.width());
    }
    setSize(QSize(width, std::max(1, y)));
    update();
    return true;
}

void LabelAtlas::paint(QPainter* painter)
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

void LabelItem::make(Qt3DCore::QEntity* root, Qt3DRender::QLayer* layer)
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

void LabelItem::setData(const std::vector<float>& data)
{
    vertices = static_cast<int>(data.size() / 5);
    buffer->setData(QByteArray(reinterpret_cast<const char*>(data.data()),
                               static_cast<qsizetype>(data.size() * sizeof(float))));
    for (Qt3DCore::QAttribute* a : attributes)
        a->setCount(static_cast<uint>(vertices));
    renderer->setVertexCount(vertices);
    applyEnabled();
}

} // namespace sw::editor::view3d
