// Times the plan of MAP12 of freedoom2.wad (10,884 walls, the largest Freedoom map): loading,
// building the cached geometry, and painting a 1280 x 800 view at several zooms. Prints the
// numbers; asserts nothing.
#include "EditorTestSupport.h"

#include "document/Document.h"
#include "views/PlanView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace sw::editor;

namespace {

constexpr int kRuns = 40;

double millisecondsOf(const std::function<void()>& work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

void report(const char* what, std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    std::printf("%-34s min %7.2f ms   median %7.2f ms   max %7.2f ms   (%zu runs)\n", what,
                times.front(), times[times.size() / 2], times.back(), times.size());
}

void timePaint(const char* what, const PlanView& view)
{
    QImage image(view.size(), QImage::Format_RGB32);
    std::vector<double> times;
    for (int i = 0; i < kRuns; ++i)
        times.push_back(millisecondsOf([&] {
            QPainter painter(&image);
            view.paintPlan(painter);
        }));
    report(what, times);
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

    std::printf("load MAP12: %.1f ms\n", millisecondsOf([&] {
                    if (!document.open(wad, QStringLiteral("MAP12")))
                        std::abort();
                }));
    std::vector<double> builds;
    for (int i = 0; i < 10; ++i)
        builds.push_back(millisecondsOf([&] { (void)PlanGeometry::build(document.map()); }));
    report("build geometry", builds);

    std::printf("view %dx%d, fitted scale %.3f px/unit\n", view.width(), view.height(),
                view.view().scale());
    timePaint("paint, zoom to fit", view);
    view.zoomIn();
    view.zoomIn(); // 2x: vertices appear
    timePaint("paint, 2x fit (vertices shown)", view);
    view.zoomIn();
    view.zoomIn();
    view.zoomIn();
    view.zoomIn(); // 8x
    timePaint("paint, 8x fit", view);
    view.zoomToFit();
    for (int i = 0; i < 6; ++i)
        view.zoomOut();
    timePaint("paint, 1/8 of fit", view);
    return 0;
}
