#include "document/DocumentResources.h"

#include "document/Document.h"
#include "io/MapSource.h"

#include <QCoreApplication>
#include <QFile>

#include <filesystem>

namespace sw::editor {

namespace {

// Decoded pictures kept for the thumbnails and the 3D view: 64 MiB.
constexpr int kImageCacheKiB = 64 * 1024;

QImage toQImage(const Image& image)
{
    QImage out(image.width, image.height, QImage::Format_RGBA8888);
    if (out.isNull())
        return {};
    const std::size_t rowBytes = static_cast<std::size_t>(image.width) * 4;
    for (int y = 0; y < image.height; ++y)
        std::memcpy(out.scanLine(y), image.rgba.data() + static_cast<std::size_t>(y) * rowBytes,
                    rowBytes);
    return out;
}

} // namespace

DocumentResources::DocumentResources(Document& document)
    : QObject(&document), m_document(document), m_images(kImageCacheKiB)
{
    connect(&document, &Document::mapReplaced, this, &DocumentResources::reload);
    connect(&document, &Document::mapChanged, this, [this](const ChangeSet& changes) {
        if (changes.resources)
            reload();
    });
}

void DocumentResources::reload()
{
    const Map& map = m_document.map();
    // The file the map came from decides where stored paths are relative to and which WAD
    // comes last; an unsaved map's listed resources are taken as they are.
    QString path = m_document.filePath();
    if (path.isEmpty())
        path = m_document.importedFrom();
    const std::string nativePath = QFile::encodeName(path).toStdString();
    std::vector<std::string> given =
        path.isEmpty() ? map.resources : std::vector<std::string>{};
    // A map of a WAD has nowhere to store a list edited in Map > Resources; it is used while
    // the map is open (relative entries from the WAD's folder), the WAD itself still last.
    if (!path.isEmpty() && !map.resources.empty() &&
        detectFileKind(nativePath) != FileKind::Swmap) {
        const std::filesystem::path folder = std::filesystem::path(nativePath).parent_path();
        for (const std::string& r : map.resources)
            given.push_back(std::filesystem::path(r).is_absolute() ? r : (folder / r).string());
    }
    m_chain = resourceChainFor(nativePath, map, given);

    m_warnings.clear();
    m_set.reset();
    m_images.clear();
    if (!m_chain.paths.empty()) {
        auto set = std::make_shared<ResourceSet>(ResourceSet::load(m_chain.paths));
        for (const std::string& w : set->warnings())
            m_warnings << QString::fromStdString(w);
        m_set = std::move(set);
    }
    const std::string id = gameIdFor(m_set ? m_set->iwadGame() : std::string(), map.name);
    if (auto game = GameConfig::load(id))
        m_game = std::make_shared<GameConfig>(std::move(*game));
    else {
        m_game.reset();
        m_warnings << QString::fromStdString(game.error().message);
    }
    emit changed();
}

QImage DocumentResources::cached(const ImageEntry* entry) const
{
    if (!entry || !m_set)
        return {};
    const quint64 key = (static_cast<quint64>(entry->kind) << 56) | entry->id;
    if (const QImage* hit = m_images.object(key))
        return *hit;
    Result<Image> decoded = m_set->image(*entry);
    if (!decoded)
        return {};
    auto* image = new QImage(toQImage(*decoded));
    const QImage copy = *image;
    m_images.insert(key, image, std::max<qsizetype>(1, image->sizeInBytes() / 1024));
    return copy;
}

QImage DocumentResources::image(const ImageEntry& entry) const
{
    return cached(&entry);
}

QImage DocumentResources::wallTexture(const std::string& name) const
{
    if (!m_set || isNoTexture(name))
        return {};
    return cached(m_set->findWallTexture(name));
}

QImage DocumentResources::flat(const std::string& name) const
{
    if (!m_set || name.empty() || isSkyFlat(name))
        return {};
    return cached(m_set->findFlat(name));
}

bool DocumentResources::wallTextureMissing(const std::string& name) const
{
    return m_set && !isNoTexture(name) && !m_set->findWallTexture(name);
}

bool DocumentResources::flatMissing(const std::string& name) const
{
    return m_set && !name.empty() && !isSkyFlat(name) && !m_set->findFlat(name);
}

QString DocumentResources::thingLabel(std::int32_t type) const
{
    if (m_game)
        return QString::fromStdString(m_game->thingLabel(type));
    return QCoreApplication::translate("DocumentResources", "Type %1").arg(type);
}

QString DocumentResources::lineSpecialLabel(std::int32_t special) const
{
    if (special == 0)
        return QCoreApplication::translate("DocumentResources", "None");
    if (m_game)
        return QString::fromStdString(m_game->lineSpecialLabel(special));
    return QCoreApplication::translate("DocumentResources", "Special %1").arg(special);
}

QString DocumentResources::sectorSpecialLabel(std::int32_t special) const
{
    if (special == 0)
        return QCoreApplication::translate("DocumentResources", "None");
    if (m_game)
        return QString::fromStdString(m_game->sectorSpecialName(special));
    return QCoreApplication::translate("DocumentResources", "Special %1").arg(special);
}

} // namespace sw::editor
