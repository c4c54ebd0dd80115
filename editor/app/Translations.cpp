#include "app/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace sw::editor {

QStringList availableLanguages()
{
    return {QStringLiteral("de"), QStringLiteral("pl"), QStringLiteral("zh_CN")};
}

QString installTranslations(const QString& language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // The .qm files are compiled into the binary (see editor/CMakeLists.txt), so the build
    // directory and an installed copy find them alike.
    auto* editor = new QTranslator(QCoreApplication::instance());
    if (!editor->load(locale, QStringLiteral("stepwise"), QStringLiteral("_"),
                      QStringLiteral(":/i18n"))) {
        delete editor;
        return {};
    }
    QCoreApplication::installTranslator(editor);
    // Qt's own strings (standard buttons, file dialogs) in the same language.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return locale.name();
}

} // namespace sw::editor
