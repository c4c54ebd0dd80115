#pragma once

// What the open map's names mean: its pictures (textures, flats, sprites) read from its
// resource chain, and the game's vocabulary (thing types, specials). Every reader of the
// editor (Properties, the Textures dock, the plan, the 3D view, the analysis) asks here, so the
// chain is read once per map and each picture decoded once.

#include "game/GameConfig.h"
#include "resources/ResourceChain.h"
#include "resources/ResourceSet.h"

#include <QCache>
#include <QImage>
#include <QObject>
#include <QStringList>

#include <memory>

namespace sw::editor {

class Document;

class DocumentResources : public QObject {
    Q_OBJECT

public:
    explicit DocumentResources(Document& document);

    // Null when the chain is empty (no IWAD found and none listed).
    std::shared_ptr<const ResourceSet> set() const { return m_set; }
    // Null when no configuration could be read; the editor then shows numbers.
    std::shared_ptr<const GameConfig> game() const { return m_game; }
    const ResourceChain& chain() const { return m_chain; }
    // Sources that could not be read, damaged lumps: one sentence each.
    const QStringList& warnings() const { return m_warnings; }

    // The image a wall side's name shows (a texture or material), a floor's or ceiling's name
    // (a flat or material). Null image when the name is empty, "-", the sky, or not in the
    // resources.
    QImage wallTexture(const std::string& name) const;
    QImage flat(const std::string& name) const;
    QImage image(const ImageEntry& entry) const;

    // True when the name can be looked up and is missing: what Properties marks.
    bool wallTextureMissing(const std::string& name) const;
    bool flatMissing(const std::string& name) const;

    // A thing type's label for people: "Imp (3001)", or "Type 3001" without a configuration.
    QString thingLabel(std::int32_t type) const;
    QString lineSpecialLabel(std::int32_t special) const;
    QString sectorSpecialLabel(std::int32_t special) const;

    // Reads the chain again (after the map's resources list changed).
    void reload();

signals:
    // New pictures or a new game: every reader drops its cache.
    void changed();

private:
    QImage cached(const ImageEntry* entry) const;

    Document& m_document;
    ResourceChain m_chain;
    std::shared_ptr<const ResourceSet> m_set;
    std::shared_ptr<const GameConfig> m_game;
    QStringList m_warnings;
    // Decoded pictures by entry (kind and id); the cost is the byte size in KiB.
    mutable QCache<quint64, QImage> m_images;
};

} // namespace sw::editor
