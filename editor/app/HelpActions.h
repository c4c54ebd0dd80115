#pragma once

#include <QString>

#include <vector>

class QMainWindow;
class QMenu;

namespace sw::editor {

class PreferencesDialog;
class ShortcutsEditor;
struct ShortcutEntry;

// Help > Keyboard Shortcuts and Help > User Guide, and the shortcuts the user changed
// (QSettings group "shortcuts"), applied to the menus' actions.
namespace help {

// Set to true on a menu whose actions come and go (Open Recent): they get no shortcuts.
inline constexpr const char* kDynamicMenuProperty = "stepwiseDynamicMenu";

// Adds Keyboard Shortcuts and User Guide to the Help menu, remembers every menu action's
// built-in shortcut and applies the ones the user chose. Call once the menus are complete.
void install(QMainWindow& window, QMenu* helpMenu);

// Every action of the window's menus, with its current and built-in shortcut.
std::vector<ShortcutEntry> shortcutEntries(const QMainWindow& window);

// Gives the actions these shortcuts and stores the ones that differ from the built-in ones.
void applyShortcuts(QMainWindow& window, const std::vector<ShortcutEntry>& entries);

// Adds the Shortcuts page to Preferences; the editor it returns holds the choice.
ShortcutsEditor* addShortcutsPage(QMainWindow& window, PreferencesDialog& dialog);

// The user guide: installed (share/doc/stepwise), or in the source tree; empty when neither.
QString userGuidePath();

} // namespace help
} // namespace sw::editor
