#include "views/3d/AvatarLayer.h"

#include "views/3d/SceneBuild.h"
#include "views/PlanPalette.h"

#include "map/Map.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace sw::editor::view3d {

namespace {

// The path floats this far above the feet; a contact's diamond sits this far above the feet of
// its contact, this many pixels across (half), whatever the zoom.
constexpr float kTraceLift = 1.0f;
constexpr float kContactMarkerLift = 8.0f;
constexpr double kContactMarkerPixels = 5.0;
constexpr double kHoveredMarkerPixels = 7.5;
// A stop's label: its box's bottom edge this many pixels above the diamond's centre.
constexpr double kLabelGapPixels = 10.0;
const Colour kContactColour{1.0f, 0.27f, 0.27f};

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
void addTagged(TriangleBuffer& out, const LevelGeometry& level, LevelLayer layer, ElementKind kind,
               Index index, const Colour& colour)
{
    out.append(level.select(
        [kind, index](const ElementTag& tag) { return tag.kind == kind && tag.index == index; },
        colour, 1u << static_cast<unsigned>(layer)));
}

} // namespace

AvatarLayer::AvatarLayer(SceneRenderer& renderer) : m_renderer(renderer)
{
    m_labels.make(renderer.root(), renderer.onTopLayer());
}

QVector3D AvatarLayer::contactMarkerPosition(const QVector3D& point)
{
    return point + QVector3D(0, 0, kContactMarkerLift);
}

void AvatarLayer::setTrace(std::vector<View3D::TracePath> paths,
                           std::vector<View3D::TraceContact> contacts)
{
    m_paths = std::move(paths);
    m_contacts = std::move(contacts);
    upload();
}

void AvatarLayer::setWalking(bool walking)
{
    for (ItemIndex i : {kContactHighlight, kContactOutline})
        m_renderer.item(i).wanted = !walking;
    if (walking == m_walking)
        return;
    m_walking = walking;
    m_walkContacts.clear();
    upload();
}

void AvatarLayer::setWalkContact(std::optional<View3D::TraceContact> contact)
{
    m_walkContacts.clear();
    if (contact)
        m_walkContacts.push_back(std::move(*contact));
    if (m_walking)
        upload();
}

void AvatarLayer::upload()
{
    const Qt3DRender::QCamera& camera = *m_renderer.camera();
    LineBuffer lines;
    // The drag's paths are not drawn while walking: the camera stands inside the avatar.
    static const std::vector<View3D::TracePath> kNoPaths;
    for (const View3D::TracePath& path : m_walking ? kNoPaths : m_paths) {
        const Colour c = toColour(path.colour);
        for (std::size_t i = 1; i < path.points.size(); ++i) {
            const QVector3D& a = path.points[i - 1];
            const QVector3D& b = path.points[i];
            lines.addLine(Vec3f(a.x(), a.y(), a.z() + kTraceLift),
                          Vec3f(b.x(), b.y(), b.z() + kTraceLift), c);
        }
    }
    TriangleBuffer diamonds;
    const QVector3D eyePosition = camera.position();
    const double perPixelAtUnitDistance = 2.0 * std::tan(qDegreesToRadians(kFieldOfView / 2)) /
                                          std::max(1, m_renderer.window()->height());
    const Colour hover = toColour(QColor(PlanPalette::kContactHover));
    for (const View3D::TraceContact& contact : shownContacts()) {
        const QVector3D at = contactMarkerPosition(contact.point);
        const double pixels = contact.hovered ? kHoveredMarkerPixels : kContactMarkerPixels;
        // At least a tenth of a unit: a walker's contact is only a radius from the eyes.
        const float r = std::max(
            0.1f, float(pixels * perPixelAtUnitDistance * double((at - eyePosition).length())));
        const Colour c = contact.hovered ? hover : kContactColour;
        const Vec3f centre(at.x(), at.y(), at.z());
        addDiamond(diamonds, centre, r, c);
        const Vec3f n(contact.normal.x(), contact.normal.y(), 0.0f);
        lines.addLine(centre, centre + n * (3.0f * r),
                      contact.hovered ? hover : toColour(contact.colour));
    }
    m_renderer.item(kTracePaths).upload(lines);
    m_renderer.item(kContactMarkers).upload(diamonds);
    uploadLabels(perPixelAtUnitDistance);
}

// The contacts' labels as quads facing the camera, a constant size in pixels: made again, like
// the diamonds, whenever the camera moves; the texture only when the texts change.
void AvatarLayer::uploadLabels(double perPixelAtUnitDistance)
{
    const Qt3DRender::QCamera& camera = *m_renderer.camera();
    const QVector3D eyePosition = camera.position();
    const QVector3D forwardAxis = (camera.viewCenter() - eyePosition).normalized();
    QVector3D right = QVector3D::crossProduct(forwardAxis, camera.upVector()).normalized();
    if (right.isNull())
        right = QVector3D(1, 0, 0);
    const QVector3D up = QVector3D::crossProduct(right, forwardAxis).normalized();

    // Which contacts get a label: the first of the same text at about the same place.
    std::vector<std::pair<QString, QColor>> texts;
    std::vector<QVector3D> anchors;
    std::vector<double> scales;
    for (const View3D::TraceContact& contact : shownContacts()) {
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
    m_labelsShown.clear();
    for (const auto& t : texts)
        m_labelsShown << t.first;
    m_labels.atlas->setLabels(texts);

    const std::vector<LabelAtlas::Entry>& entries = m_labels.atlas->entries();
    const QSize atlasSize = m_labels.atlas->size();
    std::vector<float> data;
    data.reserve(entries.size() * 30);
    for (std::size_t i = 0; i < entries.size() && i < anchors.size(); ++i) {
        const QRect r = entries[i].rect;
        const float s = float(scales[i]);
        const QVector3D bottomLeft =
            anchors[i] + up * float(kLabelGapPixels) * s - right * (float(r.width()) / 2.0f) * s;
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
    m_labels.setData(data);
}

bool AvatarLayer::setHighlight(int wall, int sector, int thing)
{
    if (wall == m_wall && sector == m_sector && thing == m_thing)
        return false;
    m_wall = wall;
    m_sector = sector;
    m_thing = thing;
    return true;
}

void AvatarLayer::uploadHighlight(const SceneData& scene, const Map& map)
{
    TriangleBuffer out;
    LineBuffer outline;
    if (scene.level) {
        const Colour colour = toColour(View3D::contactHighlightColour());
        if (m_wall >= 0) {
            addTagged(out, *scene.level, LevelLayer::Walls, ElementKind::Wall, m_wall, colour);
            // The wall's frame, drawn over everything: the avatar often stands in front of it.
            if (!out.empty() && static_cast<std::size_t>(m_wall) < map.walls.size()) {
                float low = out.positions.front().z, high = low;
                for (const Vec3f& p : out.positions) {
                    low = std::min(low, p.z);
                    high = std::max(high, p.z);
                }
                const Wall& w = map.walls[static_cast<std::size_t>(m_wall)];
                const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
                outline.addLoop(
                    {Vec3f(float(a.x), float(a.y), low), Vec3f(float(b.x), float(b.y), low),
                     Vec3f(float(b.x), float(b.y), high), Vec3f(float(a.x), float(a.y), high)},
                    colour);
            }
        }
        // The floor only: the ceiling would cover the view from above.
        if (m_sector >= 0)
            addTagged(out, *scene.level, LevelLayer::Floors, ElementKind::Sector, m_sector, colour);
        if (m_thing >= 0)
            addTagged(out, *scene.level, LevelLayer::Things, ElementKind::Thing, m_thing, colour);
    }
    m_renderer.item(kContactHighlight).upload(out);
    m_renderer.item(kContactOutline).upload(outline);
}

int AvatarLayer::highlightTriangles() const
{
    return m_renderer.item(kContactHighlight).vertices / 3;
}

} // namespace sw::editor::view3d
