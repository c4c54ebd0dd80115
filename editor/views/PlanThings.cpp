#include "views/PlanThings.h"

#include "document/DocumentResources.h"
#include "views/PlanPalette.h"
#include "views/ViewTransform.h"

#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <string_view>

namespace sw::editor {

namespace {

// A thing type the plan knows nothing about (no game configuration) gets Doom's player radius.
constexpr double kDefaultRadius = 16.0;
// Smallest marker on screen, in pixels, so far zoomed-out things stay visible.
constexpr double kMinScreenRadius = 2.5;
// From this radius on screen the shape gets an outline, a see-through fill and a facing arrow.
constexpr double kDetailRadius = 6.0;
// Scaled sprites kept: 16 MiB.
constexpr int kSpriteCacheKiB = 16 * 1024;

struct Category {
    std::string_view name;
    QRgb colour;
    PlanThings::Shape shape;
};

// Categories of resources/games/*.json, in drawing order: scenery first, so monsters and
// pickups are drawn over the decorations they stand among. Colours stay clear of the walls'
// white, grey and magenta and of the selection's yellow.
constexpr std::array kCategories = {
    Category{"decoration", qRgb(0x9a, 0x94, 0x78), PlanThings::Shape::Square},
    Category{"gore", qRgb(0xa8, 0x4a, 0x4a), PlanThings::Shape::Square},
    Category{"light", qRgb(0xf0, 0xe0, 0x9a), PlanThings::Shape::Square},
    Category{"obstacle", qRgb(0xb8, 0xb8, 0xc8), PlanThings::Shape::Square},
    Category{"marker", qRgb(0x5c, 0xe0, 0xd0), PlanThings::Shape::Circle},
    Category{"ammo", qRgb(0xc8, 0xa0, 0x3c), PlanThings::Shape::Diamond},
    Category{"health", qRgb(0x4c, 0x9a, 0xff), PlanThings::Shape::Diamond},
    Category{"armour", qRgb(0x3c, 0xd0, 0x8c), PlanThings::Shape::Diamond},
    Category{"powerup", qRgb(0xff, 0x7e, 0xc8), PlanThings::Shape::Diamond},
    Category{"weapon", qRgb(0xff, 0x9e, 0x3d), PlanThings::Shape::Diamond},
    Category{"key", qRgb(0xb4, 0x8c, 0xff), PlanThings::Shape::Diamond},
    Category{"monster", qRgb(0xff, 0x4c, 0x3c), PlanThings::Shape::Circle},
    Category{"player", qRgb(0x52, 0xf2, 0x7e), PlanThings::Shape::Circle},
};
// Every type while there is no game configuration (the plan's old orange), and types the
// configuration does not list (a warning colour, as the analysis reports them).
constexpr int kUnknownGroup = static_cast<int>(kCategories.size());
constexpr int kUnlistedGroup = kUnknownGroup + 1;
constexpr int kGroupCount = kUnlistedGroup + 1;

QColor groupColour(int group)
{
    if (group < kUnknownGroup)
        return QColor::fromRgb(kCategories[static_cast<std::size_t>(group)].colour);
    return group == kUnknownGroup ? QColor::fromRgb(PlanPalette::kThing) : QColor(0xff, 0x30, 0xff);
}

QPointF direction(double degrees)
{
    // Map angles run counter-clockwise with y up; on screen y runs down, hence the minus.
    const double a = degrees * std::numbers::pi / 180;
    return {std::cos(a), -std::sin(a)};
}

} // namespace

PlanThings::PlanThings(const DocumentResources& resources)
    : m_resources(resources), m_sprites(kSpriteCacheKiB)
{
}

void PlanThings::clear()
{
    m_styles.clear();
    m_sprites.clear();
    m_stamps.clear();
}

QPixmap PlanThings::stamp(const Style& style, double radius) const
{
    const int diameter = static_cast<int>(std::ceil(radius * 2));
    const quint64 key = (static_cast<quint64>(style.group) << 32) | static_cast<quint32>(diameter);
    if (auto it = m_stamps.find(key); it != m_stamps.end())
        return it->second;
    const double r = diameter / 2.0;
    QPixmap p(diameter + 2, diameter + 2);
    p.fill(Qt::transparent);
    QPainter painter(&p);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.colour);
    const QPointF c(r + 1, r + 1);
    switch (style.shape) {
    case Shape::Circle:
        painter.drawEllipse(c, r, r);
        break;
    case Shape::Square:
        painter.drawRect(QRectF(1, 1, diameter, diameter));
        break;
    case Shape::Diamond: {
        const QPointF d[] = {c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r),
                             c + QPointF(-r, 0)};
        painter.drawPolygon(d, 4);
        break;
    }
    }
    return m_stamps.emplace(key, p).first->second;
}

const PlanThings::Style& PlanThings::style(std::int32_t type) const
{
    if (auto it = m_styles.find(type); it != m_styles.end())
        return it->second;
    Style s;
    s.group = kUnknownGroup;
    s.radius = kDefaultRadius;
    if (const std::shared_ptr<const GameConfig> game = m_resources.game()) {
        if (const ThingType* t = game->thing(type)) {
            if (t->radius > 0)
                s.radius = t->radius;
            for (std::size_t i = 0; i < kCategories.size(); ++i)
                if (kCategories[i].name == t->category) {
                    s.shape = kCategories[i].shape;
                    s.group = static_cast<int>(i);
                }
            s.hasSprite = !t->sprite.empty() && m_resources.set();
        } else {
            s.group = kUnlistedGroup;
        }
    }
    s.colour = groupColour(s.group);
    return m_styles.emplace(type, s).first->second;
}

double PlanThings::screenRadius(std::int32_t type, double scale) const
{
    return std::max(style(type).radius * scale, kMinScreenRadius);
}

QPixmap PlanThings::sprite(std::int32_t type, int side) const
{
    const quint64 key = (static_cast<quint64>(static_cast<std::uint32_t>(type)) << 32) |
                        static_cast<quint32>(side);
    if (const QPixmap* hit = m_sprites.object(key))
        return *hit;
    QPixmap out;
    const std::shared_ptr<const ResourceSet> set = m_resources.set();
    const std::shared_ptr<const GameConfig> game = m_resources.game();
    const ThingType* t = game ? game->thing(type) : nullptr;
    if (set && t && !t->sprite.empty()) {
        // The frame the type shows (corpses show a late one), front view, else its first frame.
        const ImageEntry* entry = nullptr;
        for (char rotation : {'0', '1'})
            if (!entry)
                entry = set->findSprite(t->sprite + t->frame + rotation);
        if (!entry)
            entry = set->findSpriteFrame(t->sprite);
        if (entry) {
            const QImage image = m_resources.image(*entry);
            // Enlarged pictures keep their pixels sharp, as in the game; reduced ones are
            // smoothed so they stay readable.
            const bool enlarge = image.width() < side && image.height() < side;
            if (!image.isNull())
                out = QPixmap::fromImage(image.scaled(
                    side, side, Qt::KeepAspectRatio,
                    enlarge ? Qt::FastTransformation : Qt::SmoothTransformation));
        }
    }
    m_sprites.insert(key, new QPixmap(out),
                     std::max<qsizetype>(1, out.width() * out.height() * 4 / 1024));
    return out;
}

void PlanThings::paint(QPainter& painter, const ViewTransform& view,
                       const QList<PlanGeometry::Marker>& things, const QRectF& area) const
{
    const double scale = view.scale();
    // A shape's outline and arrow reach less than two pixels beyond its radius.
    constexpr double kOutline = 2.0;
    // Shapes by group, so each group's pen and brush are set once.
    struct Shapes {
        QList<QRectF> circles, squares;
        QList<QPolygonF> diamonds;
        QList<QLineF> arrows;
    };
    std::array<Shapes, kGroupCount> groups;
    struct SpriteAt {
        std::int32_t type;
        QPointF centre;
        double radius;
    };
    QList<SpriteAt> sprites;
    QList<std::pair<QPoint, QPixmap>> stamps;

    for (const PlanGeometry::Marker& t : things) {
        const Style& s = style(t.type);
        const double r = std::max(s.radius * scale, kMinScreenRadius);
        const QPointF c = view.toScreen(t.pos);
        if (c.x() + r + kOutline < area.left() || c.y() + r + kOutline < area.top() ||
            c.x() - r - kOutline > area.right() || c.y() - r - kOutline > area.bottom())
            continue;
        if (r < kDetailRadius) {
            // Far out every thing is a few pixels: a ready-made stamp is much cheaper than
            // filling a shape.
            const QPixmap p = stamp(s, r);
            // Whole pixels: a plain copy, no resampling.
            stamps.append({QPoint(static_cast<int>(std::lround(c.x() - p.width() / 2.0)),
                                  static_cast<int>(std::lround(c.y() - p.height() / 2.0))),
                           p});
            continue;
        }
        Shapes& g = groups[static_cast<std::size_t>(s.group)];
        const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
        switch (s.shape) {
        case Shape::Circle:
            g.circles.append(box);
            break;
        case Shape::Square:
            g.squares.append(box);
            break;
        case Shape::Diamond:
            g.diamonds.append(QPolygonF({QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                         QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())}));
            break;
        }
        // An arrow from the centre to the edge, with a head.
        const QPointF tip = c + direction(t.angle) * r;
        const double head = std::min(r * 0.35, 10.0);
        g.arrows.append(QLineF(c, tip));
        g.arrows.append(QLineF(tip, tip + direction(t.angle + 150) * head));
        g.arrows.append(QLineF(tip, tip + direction(t.angle - 150) * head));
        if (s.hasSprite && r >= kSpriteMinRadius)
            sprites.append({t.type, c, r});
    }

    painter.save();
    for (const auto& [at, p] : stamps)
        painter.drawPixmap(at, p);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (int i = 0; i < kGroupCount; ++i) {
        const Shapes& g = groups[static_cast<std::size_t>(i)];
        if (g.circles.isEmpty() && g.squares.isEmpty() && g.diamonds.isEmpty())
            continue;
        const QColor colour = groupColour(i);
        // See-through, so that the walls and vertices they cover stay readable.
        QColor fill = colour;
        fill.setAlpha(0x60);
        QPen outline(colour, 1.5);
        outline.setCosmetic(true);
        painter.setPen(outline);
        painter.setBrush(fill);
        for (const QRectF& c : g.circles)
            painter.drawEllipse(c);
        painter.drawRects(g.squares);
        for (const QPolygonF& d : g.diamonds)
            painter.drawPolygon(d);
    }
    // Sprites over the shapes, arrows over the sprites.
    if (!sprites.isEmpty()) {
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
        for (const SpriteAt& s : sprites) {
            // Within the shape: a diamond's inner square is smaller than its box.
            const double fill = style(s.type).shape == Shape::Diamond ? 0.75 : 0.9;
            const int side = static_cast<int>(std::lround(s.radius * 2 * fill));
            const QPixmap p = sprite(s.type, side);
            if (!p.isNull())
                painter.drawPixmap(QPointF(s.centre.x() - p.width() / 2.0,
                                           s.centre.y() - p.height() / 2.0),
                                   p);
        }
    }
    for (int i = 0; i < kGroupCount; ++i) {
        const Shapes& g = groups[static_cast<std::size_t>(i)];
        if (g.arrows.isEmpty())
            continue;
        QPen pen(groupColour(i).lighter(130), 1.5);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLines(g.arrows);
    }
    painter.restore();
}

} // namespace sw::editor
