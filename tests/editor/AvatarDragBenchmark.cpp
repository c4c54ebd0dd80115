// Times one update of an avatar drag on MAP12 of freedoom2.wad (10,884 walls, the largest
// Freedoom map): the collision for 1/60 s of pointer motion (exact, and exact with classic
// beside it), then the preview painted into a 1280 x 800 image, alone and with the plan under
// it. Prints min and median over 200 updates; asserts nothing.
#include "EditorTestSupport.h"

#include "document/Document.h"
#include "tools/AvatarPreview.h"
#include "tools/AvatarPlanOverlay.h"
#include "views/PlanView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace sw::editor;

namespace {

constexpr int kUpdates = 200;
constexpr double kFrame = 1.0 / 60;

double since(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void report(const char* what, std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    std::printf("%-44s min %7.3f ms   median %7.3f ms   max %7.3f ms\n", what, times.front(),
                times[times.size() / 2], times.back());
}

// Drags the avatar from the player start with the pointer circling it (so it walks, slides
// along walls and climbs), kUpdates updates of one frame each, timing each part of an update.
void run(PlanView& view, AvatarPreview& preview, const AvatarPlanOverlay& overlay, bool compare)
{
    preview.setCompareAlgorithms(compare);
    preview.setHome(view.document().map().playerStart->pos);
    const sw::Vec2 start = preview.home();
    if (!preview.beginDrag(start))
        std::abort();
    QImage image(view.size(), QImage::Format_RGB32);
    std::vector<double> collision, overlayPaint, full;
    QElapsedTimer timer;
    for (int i = 0; i < kUpdates; ++i) {
        const double a = 2 * M_PI * i / kUpdates;
        const sw::Vec2 pointer = start + sw::Vec2(std::cos(a) - 1, std::sin(a)) * 384.0;
        timer.start();
        preview.dragTo(pointer, kFrame);
        collision.push_back(since(timer));
        timer.start();
        {
            QPainter painter(&image);
            overlay.paint(painter, view.view());
        }
        overlayPaint.push_back(since(timer));
        timer.start();
        {
            QPainter painter(&image);
            view.paintPlan(painter);
            overlay.paint(painter, view.view());
        }
        full.push_back(since(timer));
    }
    preview.endDrag();
    const char* label = compare ? "exact + classic" : "exact";
    std::printf("-- %s: %zu path points, %zu contacts after %d updates\n", label,
                preview.runs().front().trace.path.size(),
                preview.runs().front().trace.contacts.size(), kUpdates);
    report("collision, 1/60 s of pointer motion", collision);
    report("preview overlay paint 1280x800", overlayPaint);
    report("collision + overlay", [&] {
        std::vector<double> sum(collision.size());
        for (std::size_t i = 0; i < sum.size(); ++i)
            sum[i] = collision[i] + overlayPaint[i];
        return sum;
    }());
    report("plan + overlay paint 1280x800 (whole frame)", full);
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QString wad = swtest::freedoom2Path();
    if (wad.isEmpty()) {
        std::fprintf(stderr, "freedoom2.wad is missing: install the Debian package freedoom\n");
        return 1;
    }
    Document document;
    PlanView view(&document);
    view.resize(1280, 800);
    view.show();
    QApplication::processEvents();
    if (!document.open(wad, QStringLiteral("MAP12")) || !document.map().playerStart)
        std::abort();

    AvatarPreview preview(&document);
    AvatarPlanOverlay overlay(preview, document);
    QElapsedTimer timer;
    timer.start();
    preview.waitForWorld();
    std::printf("collision world for MAP12 (BSP on a worker thread): %.1f ms\n", since(timer));
    // The whole map in view: every part of the path and the plan is drawn.
    std::printf("view %dx%d, fitted scale %.3f px/unit\n", view.width(), view.height(),
                view.view().scale());
    run(view, preview, overlay, false);
    run(view, preview, overlay, true);
    return 0;
}
