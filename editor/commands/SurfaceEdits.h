#pragma once

#include "document/Selection.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace sw::editor {

class Document;

// Edits of the floors, ceilings and wall parts picked in the 3D view (Selection::surfaces), each
// pushed as one undo step of the plain property commands, so the plan, the 3D view and the
// docks follow through the document's usual change signal. Consecutive steps of one kind on
// the same elements merge, as the Properties dock's spin boxes do.
class SurfaceEdits {
    Q_DECLARE_TR_FUNCTIONS(SurfaceEdits)

public:
    // What an edit did: whether it pushed a command, else why not (one sentence for the
    // status line).
    struct Result {
        bool changed = false;
        QString why;
    };

    // Moves the selected floors and ceilings up by `by` map units (down when negative).
    // Refused, with the sector named, when a ceiling would go below its floor.
    static Result raise(Document& document, double by);
    // Moves the texture offsets of the sides holding the selected wall parts by dx, dy. Doom
    // keeps one offset pair per side: a side with two selected parts moves once, and its other
    // parts move with it.
    static Result shiftOffsets(Document& document, double dx, double dy);
    // Puts the picture `name` on the selected wall parts (flat false: exactly those parts of
    // those sides) or on the selected floors and ceilings (flat true).
    static Result applyPicture(Document& document, const std::string& name, bool flat);

    // How many selected surfaces a picture of that kind would go on.
    static int count(const Selection& selection, bool flat);
};

} // namespace sw::editor
