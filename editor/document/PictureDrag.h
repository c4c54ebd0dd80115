#pragma once

// A picture dragged from the Textures dock: its name and whether it dresses walls or floors
// and ceilings, carried in the drag's data so that a view can take it without knowing the dock.

#include <QMimeData>
#include <QString>

#include <optional>

namespace sw::editor {

struct PictureDrag {
    QString name;
    bool flat = false; // a floor or ceiling picture; else a wall texture

    static QString mimeType() { return QStringLiteral("application/x-stepwise-picture"); }

    void store(QMimeData& data) const
    {
        data.setData(
            mimeType(),
            (flat ? QStringLiteral("flat\n") : QStringLiteral("wall\n")).append(name).toUtf8());
        data.setText(name);
    }

    static std::optional<PictureDrag> read(const QMimeData* data)
    {
        if (!data || !data->hasFormat(mimeType()))
            return std::nullopt;
        const QString text = QString::fromUtf8(data->data(mimeType()));
        const qsizetype cut = text.indexOf(QLatin1Char('\n'));
        if (cut < 0 || cut + 1 >= text.size())
            return std::nullopt;
        return PictureDrag{text.mid(cut + 1), text.left(cut) == QLatin1String("flat")};
    }
};

} // namespace sw::editor
