#include "app/BspExport.h"

#include "bsp/Bsp.h"
#include "bsp/BspFile.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace sw::editor {

Status BspExport::run(QWidget* parent, const Map& map, const QString& path, bool showResult)
{
    // The worker compiles its own copy, so edits made meanwhile cannot race with it.
    auto input = std::make_shared<Map>(map);
    auto progress = std::make_shared<std::atomic<int>>(0);
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    auto warnings = std::make_shared<std::vector<BspWarning>>();
    auto result = std::make_shared<std::optional<Result<Bsp>>>();
    std::unique_ptr<QThread> worker(QThread::create([=] {
        *result = Bsp::compile(*input, {}, warnings.get(), [=](double fraction) {
            progress->store(static_cast<int>(fraction * 1000));
            return !cancelled->load();
        });
    }));

    QProgressDialog dialog(tr("Compiling the BSP of %n walls...", nullptr,
                              static_cast<int>(map.walls.size())),
                           tr("Cancel"), 0, 1000, parent);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(400);
    dialog.setValue(0);
    QObject::connect(&dialog, &QProgressDialog::canceled, [cancelled] { cancelled->store(true); });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &dialog, [&] { dialog.setValue(progress->load()); });
    QEventLoop loop;
    QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit);
    worker->start();
    poll.start(50);
    loop.exec();
    worker->wait();
    poll.stop();
    dialog.reset();

    const auto report = [&](const Status& status) {
        if (showResult && !status)
            QMessageBox::warning(parent, tr("Export Compiled BSP"),
                                 QString::fromStdString(status.error().message));
        return status;
    };
    if (!*result || !**result)
        return report(*result ? (*result)->error() : makeError("the compiler did not finish"));
    const Bsp& bsp = (*result)->value();
    const Status saved = saveSwbspFile(bsp, QFile::encodeName(path).toStdString());
    if (!saved)
        return report(saved);
    if (showResult) {
        const BspStats& s = bsp.stats();
        QMessageBox::information(
            parent, tr("Export Compiled BSP"),
            tr("Wrote %1.\n\nWalls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, "
               "warnings %8.")
                .arg(QFileInfo(path).fileName())
                .arg(s.walls)
                .arg(s.segs)
                .arg(s.splits)
                .arg(s.leaves)
                .arg(s.nodes)
                .arg(s.depth)
                .arg(warnings->size()));
    }
    return saved;
}

} // namespace sw::editor
