#include "app/CommandLine.h"

#include <QTest>

using namespace sw::editor;

namespace {

CommandLine parse(std::initializer_list<const char*> args)
{
    QStringList list{QStringLiteral("stepwise")};
    for (const char* a : args)
        list.append(QString::fromUtf8(a));
    return parseCommandLine(list);
}

} // namespace

class CommandLineTest : public QObject {
    Q_OBJECT

private slots:
    void noArgumentsOpensNothing()
    {
        const CommandLine c = parse({});
        QVERIFY(c.error.isEmpty());
        QVERIFY(c.path.isEmpty());
        QVERIFY(!c.mapName);
    }

    void fileAlone()
    {
        const CommandLine c = parse({"maps/e1.swmap"});
        QVERIFY(c.error.isEmpty());
        QCOMPARE(c.path, QStringLiteral("maps/e1.swmap"));
        QVERIFY(!c.mapName);
    }

    void wadWithMapName()
    {
        for (const CommandLine& c :
             {parse({"doom2.wad", "--map", "MAP12"}), parse({"--map=MAP12", "doom2.wad"})}) {
            QVERIFY(c.error.isEmpty());
            QCOMPARE(c.path, QStringLiteral("doom2.wad"));
            QCOMPARE(c.mapName.value_or(QString()), QStringLiteral("MAP12"));
        }
    }

    void mistakesAreErrors()
    {
        QVERIFY(!parse({"--map", "MAP12"}).error.isEmpty()); // no file to choose from
        QVERIFY(!parse({"a.wad", "b.wad"}).error.isEmpty());
        QVERIFY(!parse({"a.wad", "--frobnicate"}).error.isEmpty());
        QVERIFY(!parse({"a.wad", "--map"}).error.isEmpty()); // --map without its value
    }

    void helpAndVersion()
    {
        const CommandLine help = parse({"--help"});
        QVERIFY(help.showHelp);
        QVERIFY(help.helpText.contains(QStringLiteral("--map")));
        QVERIFY(parse({"--help-all"}).showHelp);
        QVERIFY(parse({"--version"}).showVersion);
        QVERIFY(!parse({"a.wad"}).showHelp);
    }
};

QTEST_GUILESS_MAIN(CommandLineTest)
#include "CommandLineTest.moc"
