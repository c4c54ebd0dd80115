// The textured scene's buffers, made on the scene's worker for the GPU: after an edit a chunk
// whose level is unchanged keeps the previous scene's buffers, the others get new ones, and all
// of them are what a fresh build of their chunk gives; a chunk whose pictures moved on the atlas
// gets new buffers even though its level kept none (it is built again from its elements).
#include "EditorTestSupport.h"

#include "views/3d/TexturedScene.h"

#include "bsp/Bsp.h"
#include "game/GameConfig.h"
#include "io/MapSource.h"
#include "resources/ResourceSet.h"
#include "scene/SceneChunks.h"

#include <QTest>

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
    const auto firstScene = texturedScene(map, *bsp, *first, resources, &*game, nullptr);
    first->releaseBuiltTexturedBuffers();
    checkFresh(map, *bsp, *first, *firstScene);
    if (QTest::currentTestFailed())
        return;

    // A sector's light: the chunks that show it get new buffers, the others keep theirs.
    Map lighter = map;
    lighter.sectors[3].light += 16;
    ChunkedLevel second(lighter, *bsp, settings, first.get());
    const auto secondScene =
        texturedScene(lighter, *bsp, second, resources, &*game, firstScene.get());
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

    // The previous scene's pictures elsewhere on its atlas (as a scene of another atlas would
    // have them): no chunk can keep its buffers, and the released levels are built again.
    TexturedScene moved = *firstScene;
    auto otherAtlas = std::make_shared<TextureAtlasData>(*firstScene->atlas);
    for (auto& [entry, rect] : otherAtlas->places)
        rect.x += 1;
    otherAtlas->missing.x += 1;
    moved.atlas = otherAtlas;
    ChunkedLevel third(map, *bsp, settings, first.get());
    const auto thirdScene = texturedScene(map, *bsp, third, resources, &*game, &moved);
    for (std::size_t i = 0; i < thirdScene->chunks.size(); ++i) {
        QVERIFY(thirdScene->chunks[i].level == firstScene->chunks[i].level);
        QVERIFY(thirdScene->chunks[i].level->buffersReleased());
        QVERIFY(thirdScene->chunks[i].buffers != firstScene->chunks[i].buffers);
    }
    checkFresh(map, *bsp, third, *thirdScene);
}

QTEST_GUILESS_MAIN(TexturedSceneTest)

#include "TexturedSceneTest.moc"
