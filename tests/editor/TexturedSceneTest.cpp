// The textured scene's buffers, made on the scene's worker for the GPU: after an edit a chunk
// whose level is unchanged keeps the previous scene's buffers, the others get new ones, and all
// of them are what a fresh build of their chunk gives; the atlas grows from the previous
// scene's, so its pictures keep their places even when a view of other resources made an atlas
// in between.
#include "EditorTestSupport.h"

#include "views/3d/TexturedScene.h"

#include "bsp/Bsp.h"
#include "game/GameConfig.h"
#include "io/MapSource.h"
#include "resources/ResourceSet.h"
#include "scene/SceneChunks.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace sw;
using namespace sw::editor::view3d;

namespace {

bool sameItem(const ItemBuffers& a, const ItemBuffers& b)
{
    return a.vertices == b.vertices && a.indices == b.indices &&
           (a.indices.isEmpty() || a.shortIndices == b.shortIndices);
}

bool sameBuffers(const ChunkBuffers& a, const ChunkBuffers& b)
{
    const auto sameList = [](const std::vector<ItemBuffers>& x, const std::vector<ItemBuffers>& y) {
        if (x.size() != y.size())
            return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!sameItem(x[i], y[i]))
                return false;
        return true;
    };
    return sameList(a.solid, b.solid) && sameList(a.ceilings, b.ceilings) &&
           sameList(a.sprites, b.sprites) && sameItem(a.sky, b.sky);
}

} // namespace

class TexturedSceneTest : public QObject {
    Q_OBJECT

private slots:
    void editsKeepOrRemakeEachChunksBuffers();
};

void TexturedSceneTest::editsKeepOrRemakeEachChunksBuffers()
{
    SWTEST_FREEDOOM2(wad);
    const std::string path = wad.toStdString();
    auto loaded = loadMap(path, "MAP01");
    QVERIFY(loaded.ok());
    Map map = std::move(*loaded);
    auto bsp = Bsp::compile(map);
    QVERIFY(bsp.ok());
    const auto resources = std::make_shared<const ResourceSet>(ResourceSet::load({path}));
    auto game = GameConfig::load("doom2");
    QVERIFY(game.ok());
    ChunkSettings settings;
    settings.resources = resources.get();
    settings.game = &*game;

    // Every chunk's buffers, as a fresh build of the chunk alone gives them for the atlas.
    const auto checkFresh = [&](const Map& m, const Bsp& tree, const ChunkedLevel& level,
                                const TexturedScene& scene) {
        QCOMPARE(scene.chunks.size(), level.chunks().size());
        for (std::size_t i = 0; i < scene.chunks.size(); ++i) {
            const LevelChunk& chunk = level.chunks()[i];
            QCOMPARE(scene.chunks[i].key, chunk.key);
            QVERIFY(scene.chunks[i].level == chunk.textured);
            const TexturedLevel fresh(m, tree, *resources, &*game, chunk.elements->view());
            QVERIFY2(sameBuffers(*scene.chunks[i].buffers, *chunkBuffers(fresh, *scene.atlas)),
                     qPrintable(QStringLiteral("chunk %1").arg(i)));
        }
    };

    auto first = std::make_shared<ChunkedLevel>(map, *bsp, settings);
    const auto firstScene = texturedScene(map, *first, resources, nullptr);
    first->releaseBuiltTexturedBuffers();
    checkFresh(map, *bsp, *first, *firstScene);
    if (QTest::currentTestFailed())
        return;

    // A sector's light: the chunks that show it get new buffers, the others keep theirs.
    Map lighter = map;
    lighter.sectors[3].light += 16;
    ChunkedLevel second(lighter, *bsp, settings, first.get());
    const auto secondScene = texturedScene(lighter, second, resources, firstScene.get());
    second.releaseBuiltTexturedBuffers();
    int kept = 0, made = 0;
    for (std::size_t i = 0; i < secondScene->chunks.size(); ++i) {
        const bool sameLevel = secondScene->chunks[i].level == firstScene->chunks[i].level;
        const bool sameBuffers = secondScene->chunks[i].buffers == firstScene->chunks[i].buffers;
        QCOMPARE(sameBuffers, sameLevel);
        ++(sameLevel ? kept : made);
    }
    QVERIFY(kept > 0 && made > 0);
    checkFresh(lighter, *bsp, second, *secondScene);
    if (QTest::currentTestFailed())
        return;

    // Another view's scene of other resources in between, then a picture the atlas lacks:
    // the next scene's atlas extends the previous scene's, every picture keeps its place, and
    // the chunks kept from it (their levels' buffers released) are still right.
    const auto others = std::make_shared<const ResourceSet>(ResourceSet::load({path}));
    ChunkSettings otherSettings = settings;
    otherSettings.resources = others.get();
    const ChunkedLevel elsewhere(map, *bsp, otherSettings);
    const auto elsewhereScene = texturedScene(map, elsewhere, others, nullptr);
    QVERIFY(elsewhereScene->atlas->resources == others);
    Map dressed = lighter;
    const ImageEntry* unused = nullptr;
    for (const ImageEntry* e : resources->images(ImageKind::Texture))
        if (!secondScene->atlas->places.contains(e)) {
            unused = e;
            break;
        }
    QVERIFY(unused);
    const auto solid = std::find_if(dressed.walls.begin(), dressed.walls.end(),
                                    [](const Wall& w) { return !w.twoSided(); });
    QVERIFY(solid != dressed.walls.end());
    solid->front.middle = unused->name;      // a one-sided wall shows its middle
    auto dressedBsp = Bsp::compile(dressed); // walls changed: a tree of their own
    QVERIFY(dressedBsp.ok());
    ChunkedLevel third(dressed, *dressedBsp, settings, &second);
    const auto thirdScene = texturedScene(dressed, third, resources, secondScene.get());
    QVERIFY(thirdScene->atlas->places.contains(unused));
    for (const auto& [entry, place] : secondScene->atlas->places) {
        const AtlasRect& now = thirdScene->atlas->place(entry);
        QVERIFY(now.page == place.page && now.x == place.x && now.y == place.y);
    }
    kept = 0;
    for (std::size_t i = 0; i < thirdScene->chunks.size(); ++i)
        if (thirdScene->chunks[i].buffers == secondScene->chunks[i].buffers)
            ++kept;
    QVERIFY(kept > 0);
    checkFresh(dressed, *dressedBsp, third, *thirdScene);
}

QTEST_GUILESS_MAIN(TexturedSceneTest)

#include "TexturedSceneTest.moc"
