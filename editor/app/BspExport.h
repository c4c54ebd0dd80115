#pragma once

#include "base/Result.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace sw {
struct Map;
}

namespace sw::editor {

struct BspExport {
    Q_DECLARE_TR_FUNCTIONS(BspExport)

public:
    // Compiles map on a worker thread while a progress dialog with Cancel shows (the core's
    // progress callback reports and cancels), then writes path atomically. With showResult the
    // statistics or the error appear in a message box. Cancelling returns an error too.
    static Status run(QWidget* parent, const Map& map, const QString& path, bool showResult);
};

} // namespace sw::editor
