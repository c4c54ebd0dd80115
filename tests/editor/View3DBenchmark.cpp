// Times the 3D view's first frame of MAP12 of freedoom2.wad (10,884 walls), coloured by height
// and textured, alternating in one run with a fresh document and view each time (so every
// textured run decodes and packs its pictures anew). Prints medians, their ratio and the draw
// calls; asserts nothing. Needs an X server: run under xvfb-run.
#include "EditorTestSupport.h"

#include "document/Document.h"
#include "views/View3D.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace sw::editor;

namespace {

struct Run {
    double firstFrameMs = -1;
    int drawCalls = 0;
    std::size_t triangles = 0;
};

Run firstFrame(const QString& wad, View3D::ColourMode mode, int width, int height)
{
    Document document;
    View3D view(&document);
    view.setColourMode(mode);
    view.resize(width, height);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return Run{};
    Run run;
    if (!document.open(wad, QStringLiteral("MAP12")).ok())
        return run;
    QElapsedTimer timeout;
    timeout.start();
    while (view.firstFrameMilliseconds() < 0 && timeout.elapsed() < 120000)
        QTest::qWait(2);
    run.firstFrameMs = view.firstFrameMilliseconds();
    run.drawCalls = view.drawCallCount();
    run.triangles = view.triangleCount();
    if (mode == View3D::ColourMode::Textured && !view.texturedShown())
        run.firstFrameMs = -1;
    return run;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? -1 : v[v.size() / 2];
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT3D_RENDERER", "opengl");
    QApplication app(argc, argv);
    const QString wad = swtest::freedoom2Path();
    if (wad.isEmpty()) {
        std::fprintf(stderr, "freedoom2.wad is missing: install the Debian package freedoom\n");
        return 1;
    }
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int width = 640, height = 480;
    std::vector<double> plain, textured;
    int plainCalls = 0, texturedCalls = 0;
    for (int i = 0; i < runs; ++i) {
        for (auto mode : {View3D::ColourMode::ByHeight, View3D::ColourMode::Textured}) {
            const Run r = firstFrame(wad, mode, width, height);
            const bool isTextured = mode == View3D::ColourMode::Textured;
            std::printf("run %d %-10s first frame %8.1f ms, %d draw calls, %zu triangles\n", i + 1,
                        isTextured ? "textured" : "by height", r.firstFrameMs, r.drawCalls,
                        r.triangles);
            std::fflush(stdout);
            if (r.firstFrameMs < 0) {
                std::fprintf(stderr, "no first frame\n");
                return 1;
            }
            (isTextured ? textured : plain).push_back(r.firstFrameMs);
            (isTextured ? texturedCalls : plainCalls) = r.drawCalls;
        }
    }
    const double a = median(plain), b = median(textured);
    std::printf("MAP12 at %dx%d, %d runs each: by height median %.1f ms (%d draw calls), textured "
                "median %.1f ms (%d draw calls), ratio %.2f\n",
                width, height, runs, a, plainCalls, b, texturedCalls, b / a);
    return 0;
}
