#pragma once

#include <QString>
#include <QStringList>

namespace sw::editor {

// The interface languages the editor ships, as locale names ("de", "pl", "zh_CN").
QStringList availableLanguages();

// Installs the editor's and Qt's own translations for language (a locale name), or for the
// system locale when language is empty. Returns the language installed, empty for English.
QString installTranslations(const QString& language);

} // namespace sw::editor
