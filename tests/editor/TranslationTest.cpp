// The German translation is compiled into the editor and translates the window.

#include "app/MainWindow.h"
#include "app/Translations.h"

#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>

using namespace sw::editor;

class TranslationTest : public QObject {
    Q_OBJECT

private slots:
    void germanMenusAreTranslated()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de_DE"));
        MainWindow window;
        const QList<QAction*> menus = window.menuBar()->actions();
        QVERIFY(menus.size() >= 4);
        QCOMPARE(menus[0]->text(), QStringLiteral("&Datei"));
        QCOMPARE(menus[1]->text(), QStringLiteral("&Bearbeiten"));
    }

    void everyShippedLanguageLoads()
    {
        for (const QString& language : availableLanguages())
            QVERIFY2(!installTranslations(language).isEmpty(), qPrintable(language));
    }
};

QTEST_MAIN(TranslationTest)
#include "TranslationTest.moc"
