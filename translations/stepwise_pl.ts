<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <location filename="../editor/app/BspExport.cpp" line="35"/>
        <source>Compiling the BSP of %n walls...</source>
        <translation>
            <numerusform>Kompilowanie BSP z %n ściany...</numerusform>
            <numerusform>Kompilowanie BSP z %n ścian...</numerusform>
            <numerusform>Kompilowanie BSP z %n ścian...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="37"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="55"/>
        <location filename="../editor/app/BspExport.cpp" line="68"/>
        <source>Export Compiled BSP</source>
        <translation>Eksportuj skompilowany BSP</translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="69"/>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation>Zapisano %1.

Ściany %2, segmenty %3, podziały %4, liście %5, węzły %6, głębokość %7, ostrzeżenia %8.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="12"/>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation>Stepwise, edytor poziomów dla map sektorowych 2,5D.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="16"/>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation>Otwórz mapę o nazwie &lt;name&gt; z pliku WAD.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="16"/>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="19"/>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation>Mapa Stepwise (.swmap) lub plik WAD Dooma do otwarcia.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="20"/>
        <source>[file]</source>
        <translation>[plik]</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="33"/>
        <source>Give one file to open, not %1.</source>
        <translation>Podaj jeden plik do otwarcia, a nie %1.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="40"/>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation>--map wymaga pliku WAD, z którego wybiera się mapę.</translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <location filename="../editor/commands/DeleteElements.cpp" line="32"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <location filename="../editor/tools/DrawRectangleTool.cpp" line="42"/>
        <source>Draw Rectangle</source>
        <translation>Rysuj prostokąt</translation>
    </message>
</context>
<context>
    <name>DrawSector</name>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="106"/>
        <source>A sector needs at least three corners that enclose an area.</source>
        <translation>Sektor potrzebuje co najmniej trzech narożników obejmujących obszar.</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="108"/>
        <source>The outline crosses itself.</source>
        <translation>Obrys przecina sam siebie.</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="111"/>
        <source>The outline crosses existing walls; draw along them or split them first.</source>
        <translation>Obrys przecina istniejące ściany; rysuj wzdłuż nich albo najpierw je podziel.</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="221"/>
        <source>Draw Sector</source>
        <translation>Rysuj sektor</translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <location filename="../editor/commands/FlipWalls.cpp" line="9"/>
        <source>Flip Walls</source>
        <translation>Odwróć ściany</translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <location filename="../editor/commands/JoinSectors.cpp" line="10"/>
        <source>Join Sectors</source>
        <translation>Połącz sektory</translation>
    </message>
    <message>
        <location filename="../editor/commands/JoinSectors.cpp" line="40"/>
        <source>Select two sectors or more to join.</source>
        <translation>Zaznacz co najmniej dwa sektory do połączenia.</translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <location filename="../editor/commands/MergeSectors.cpp" line="8"/>
        <source>Merge Sectors</source>
        <translation>Scal sektory</translation>
    </message>
    <message>
        <location filename="../editor/commands/MergeSectors.cpp" line="16"/>
        <source>Select two sectors or more to merge.</source>
        <translation>Zaznacz co najmniej dwa sektory do scalenia.</translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <location filename="../editor/commands/MergeVertices.cpp" line="10"/>
        <source>Merge Vertices</source>
        <translation>Scal wierzchołki</translation>
    </message>
    <message>
        <location filename="../editor/commands/MergeVertices.cpp" line="20"/>
        <source>Select two vertices or more to merge.</source>
        <translation>Zaznacz co najmniej dwa wierzchołki do scalenia.</translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <location filename="../editor/commands/MoveThings.cpp" line="7"/>
        <source>Move Things</source>
        <translation>Przesuń obiekty</translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <location filename="../editor/commands/MoveVertices.cpp" line="7"/>
        <source>Move Vertices</source>
        <translation>Przesuń wierzchołki</translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <location filename="../editor/commands/PasteElements.cpp" line="10"/>
        <source>Paste</source>
        <translation>Wklej</translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <location filename="../editor/commands/PlaceThing.cpp" line="8"/>
        <source>Place Thing</source>
        <translation>Umieść obiekt</translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <location filename="../editor/commands/RotateThings.cpp" line="22"/>
        <source>Rotate Things</source>
        <translation>Obróć obiekty</translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <location filename="../editor/commands/SetAvatarProfiles.cpp" line="10"/>
        <source>Change Avatar Profile</source>
        <translation>Zmień profil awatara</translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <location filename="../editor/commands/SetPlayerStart.cpp" line="8"/>
        <source>Set Player Start</source>
        <translation>Ustaw start gracza</translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <location filename="../editor/commands/SetSectorProperties.cpp" line="7"/>
        <source>Change Sectors</source>
        <translation>Zmień sektory</translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <location filename="../editor/commands/SetThingProperties.cpp" line="7"/>
        <source>Change Things</source>
        <translation>Zmień obiekty</translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <location filename="../editor/commands/SetWallProperties.cpp" line="7"/>
        <source>Change Walls</source>
        <translation>Zmień ściany</translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="8"/>
        <source>Split Wall</source>
        <translation>Podziel ścianę</translation>
    </message>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="16"/>
        <source>Point at a wall to split it.</source>
        <translation>Wskaż ścianę, aby ją podzielić.</translation>
    </message>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="27"/>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation>Punkt podziału musi leżeć wewnątrz ściany, nie na jej końcach.</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="30"/>
        <source>Flies (no gravity)</source>
        <translation>Lata (bez grawitacji)</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="32"/>
        <source>Box</source>
        <translation>Prostopadłościan</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="33"/>
        <source>Cylinder</source>
        <translation>Walec</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="34"/>
        <source>Exact swept shape</source>
        <translation>Dokładny kształt przemiatany</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="35"/>
        <source>Classic (Doom-like)</source>
        <translation>Klasyczny (jak w Doomie)</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="45"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="46"/>
        <source>Shape</source>
        <translation>Kształt</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="47"/>
        <source>Radius</source>
        <translation>Promień</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="48"/>
        <source>Height</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="49"/>
        <source>Step height</source>
        <translation>Wysokość stopnia</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="50"/>
        <source>Jump height</source>
        <translation>Wysokość skoku</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="51"/>
        <source>Gravity</source>
        <translation>Grawitacja</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="53"/>
        <source>Algorithm</source>
        <translation>Algorytm</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <location filename="../editor/dialogs/ChooseMapDialog.cpp" line="14"/>
        <source>Choose a Map</source>
        <translation>Wybierz mapę</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/dialogs/ChooseMapDialog.cpp" line="17"/>
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation>
            <numerusform>%1 zawiera %n mapę. Którą chcesz otworzyć?</numerusform>
            <numerusform>%1 zawiera %n mapy. Którą chcesz otworzyć?</numerusform>
            <numerusform>%1 zawiera %n map. Którą chcesz otworzyć?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="56"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="58"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="63"/>
        <source>Cu&amp;t</source>
        <translation>Wy&amp;tnij</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="64"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="65"/>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="66"/>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="67"/>
        <source>Select &amp;All</source>
        <translation>Zaznacz &amp;wszystko</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="69"/>
        <source>&amp;Split Wall at Cursor</source>
        <translation>&amp;Podziel ścianę przy kursorze</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="70"/>
        <source>&amp;Flip Walls</source>
        <translation>&amp;Odwróć ściany</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="71"/>
        <source>&amp;Merge Vertices</source>
        <translation>&amp;Scal wierzchołki</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="72"/>
        <source>&amp;Join Sectors</source>
        <translation>&amp;Połącz sektory</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="73"/>
        <source>Merge Sec&amp;tors</source>
        <translation>Scal sek&amp;tory</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="80"/>
        <source>Raise Floor</source>
        <translation>Podnieś podłogę</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="81"/>
        <source>Lower Floor</source>
        <translation>Obniż podłogę</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="82"/>
        <source>Raise Ceiling</source>
        <translation>Podnieś sufit</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="83"/>
        <source>Lower Ceiling</source>
        <translation>Obniż sufit</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="84"/>
        <source>Raise Floor and Ceiling</source>
        <translation>Podnieś podłogę i sufit</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="85"/>
        <source>Lower Floor and Ceiling</source>
        <translation>Obniż podłogę i sufit</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="87"/>
        <source>&amp;Insert Thing at Cursor</source>
        <translation>&amp;Wstaw obiekt przy kursorze</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="88"/>
        <source>Rotate Things Left</source>
        <translation>Obróć obiekty w lewo</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="90"/>
        <source>Rotate Things Right</source>
        <translation>Obróć obiekty w prawo</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="92"/>
        <source>Set Player &amp;Start at Cursor</source>
        <translation>Ustaw &amp;start gracza przy kursorze</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="106"/>
        <source>&amp;Vertices</source>
        <translation>&amp;Wierzchołki</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="107"/>
        <source>&amp;Walls</source>
        <translation>Ś&amp;ciany</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="108"/>
        <source>&amp;Sectors</source>
        <translation>&amp;Sektory</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="109"/>
        <source>&amp;Things</source>
        <translation>&amp;Obiekty</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="110"/>
        <source>&amp;Draw Sector</source>
        <translation>&amp;Rysuj sektor</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="111"/>
        <source>Draw &amp;Rectangle</source>
        <translation>Rysuj &amp;prostokąt</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="150"/>
        <source>Cut</source>
        <translation>Wytnij</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="255"/>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation>Zaznacz dwustronne ściany do odwrócenia; ściany jednostronne muszą być zwrócone do swojego sektora.</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="262"/>
        <source>Select sectors to change their heights.</source>
        <translation>Zaznacz sektory, aby zmienić ich wysokości.</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="277"/>
        <source>Move Sector Heights</source>
        <translation>Przesuń wysokości sektorów</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="278"/>
        <source>Change Floor Height</source>
        <translation>Zmień wysokość podłogi</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="279"/>
        <source>Change Ceiling Height</source>
        <translation>Zmień wysokość sufitu</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="294"/>
        <source>Select things to rotate them.</source>
        <translation>Zaznacz obiekty, aby je obrócić.</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="91"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="92"/>
        <source>&amp;About Stepwise</source>
        <translation>&amp;O programie Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="112"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="113"/>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="114"/>
        <source>&amp;Open...</source>
        <translation>&amp;Otwórz...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>Otwórz &amp;ostatnie</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="117"/>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="118"/>
        <source>Save &amp;As...</source>
        <translation>Zapisz &amp;jako...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="120"/>
        <source>&amp;Import Doom Map...</source>
        <translation>&amp;Importuj mapę Dooma...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="121"/>
        <source>&amp;Export Compiled BSP...</source>
        <translation>&amp;Eksportuj skompilowany BSP...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="123"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencje...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="126"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="128"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="129"/>
        <source>&amp;Mode</source>
        <translation>&amp;Tryb</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="135"/>
        <source>Zoom &amp;In</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="136"/>
        <source>Zoom &amp;Out</source>
        <translation>Pom&amp;niejsz</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="137"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="140"/>
        <source>&amp;Larger Grid</source>
        <translation>&amp;Większa siatka</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="142"/>
        <source>&amp;Smaller Grid</source>
        <translation>&amp;Mniejsza siatka</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="145"/>
        <source>Main</source>
        <translation>Główny</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="147"/>
        <source>New</source>
        <translation>Nowy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="148"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="149"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="151"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="152"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="159"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="175"/>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="176"/>
        <source>Undo History</source>
        <translation>Historia zmian</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="178"/>
        <source>Avatar Profile</source>
        <translation>Profil awatara</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="182"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panele</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="232"/>
        <source>Unsaved Changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="232"/>
        <source>The map has unsaved changes. Save them first?</source>
        <translation>Mapa ma niezapisane zmiany. Zapisać je najpierw?</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="259"/>
        <source>Cannot Open Map</source>
        <translation>Nie można otworzyć mapy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="281"/>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation>Otwarto %1 w %2 ms: ściany %3, sektory %4, obiekty %5.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="299"/>
        <source>Saved %1.</source>
        <translation>Zapisano %1.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="310"/>
        <location filename="../editor/app/MainWindow.cpp" line="331"/>
        <source>Cannot Save Map</source>
        <translation>Nie można zapisać mapy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="319"/>
        <location filename="../editor/app/MainWindow.cpp" line="363"/>
        <source>untitled</source>
        <translation>bez_nazwy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="322"/>
        <source>Save Map As</source>
        <translation>Zapisz mapę jako</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="323"/>
        <source>Stepwise maps (*.swmap)</source>
        <translation>Mapy Stepwise (*.swmap)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="339"/>
        <source>Open Map</source>
        <translation>Otwórz mapę</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="340"/>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Mapy (*.swmap *.wad *.WAD);;Mapy Stepwise (*.swmap);;Pliki WAD Dooma (*.wad *.WAD);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="348"/>
        <source>Import Doom Map</source>
        <translation>Importuj mapę Dooma</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="349"/>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Pliki WAD Dooma (*.wad *.WAD);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="357"/>
        <location filename="../editor/app/MainWindow.cpp" line="367"/>
        <source>Export Compiled BSP</source>
        <translation>Eksportuj skompilowany BSP</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="357"/>
        <source>The map has no walls yet.</source>
        <translation>Mapa nie ma jeszcze ścian.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="368"/>
        <source>Compiled BSP (*.swbsp)</source>
        <translation>Skompilowany BSP (*.swbsp)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="378"/>
        <source>Stepwise %1 (revision %2)

A level editor for 2.5D sector maps that tests them with a real collision core.</source>
        <translation>Stepwise %1 (rewizja %2)

Edytor poziomów dla map sektorowych 2,5D, który sprawdza je prawdziwym rdzeniem kolizji.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="385"/>
        <source>About Stepwise</source>
        <translation>O programie Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="404"/>
        <source>a new map</source>
        <translation>nowej mapy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="406"/>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="408"/>
        <location filename="../editor/app/MainWindow.cpp" line="428"/>
        <source>Recover Unsaved Work</source>
        <translation>Odzyskaj niezapisaną pracę</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="409"/>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation>Stepwise nie zakończył pracy prawidłowo. Niezapisane zmiany %1 zostały zachowane (autozapis %2). Odzyskać je?</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="413"/>
        <source>Recover</source>
        <translation>Odzyskaj</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="414"/>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="456"/>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="459"/>
        <source>%1[*] - Stepwise</source>
        <translation>%1[*] – Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="460"/>
        <source>%1 - %2[*] - Stepwise</source>
        <translation>%1 – %2[*] – Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="469"/>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="475"/>
        <source>Zoom %1%</source>
        <translation>Powiększenie %1%</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="476"/>
        <source>Grid %1</source>
        <translation>Siatka %1</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="484"/>
        <source>Vertices</source>
        <translation>Wierzchołki</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="487"/>
        <source>Walls</source>
        <translation>Ściany</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="490"/>
        <source>Sectors</source>
        <translation>Sektory</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="493"/>
        <source>Things</source>
        <translation>Obiekty</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="496"/>
        <source>Draw Sector</source>
        <translation>Rysuj sektor</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="499"/>
        <source>Draw Rectangle</source>
        <translation>Rysuj prostokąt</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="502"/>
        <source>Mode: %1</source>
        <translation>Tryb: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="28"/>
        <source>Save Drag as Probe</source>
        <translation>Zapisz przeciągnięcie jako próbę</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="31"/>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation>Najpierw przeciągnij awatara; zapisywane jest ostatnie przeciągnięcie.</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="36"/>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="37"/>
        <source>probe %1</source>
        <translation>próba %1</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="42"/>
        <source>Save Probe</source>
        <translation>Zapisz próbę</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="57"/>
        <source>&amp;Avatar</source>
        <translation>&amp;Awatar</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="61"/>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation>Przeciągnij testowego awatara i zobacz, gdzie i dlaczego się zatrzymuje (A)</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="78"/>
        <source>&amp;Compare Classic and Exact</source>
        <translation>&amp;Porównaj klasyczny i dokładny</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="84"/>
        <source>&amp;Save Drag as Probe...</source>
        <translation>&amp;Zapisz przeciągnięcie jako próbę...</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="36"/>
        <source>&amp;Walk in 3D</source>
        <translation>&amp;Chodzenie w 3D</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="40"/>
        <source>Play the avatar in the 3D view: W A S D move, drag to look, Space jumps, Escape leaves (G)</source>
        <translation>Steruj awatarem w widoku 3D: W A S D ruch, przeciąganie rozgląda się, spacja skacze, Escape kończy (G)</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="70"/>
        <source>the collision world is not ready</source>
        <translation>świat kolizji nie jest jeszcze gotowy</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="75"/>
        <source>Cannot walk here: %1</source>
        <translation>Nie można tu chodzić: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="80"/>
        <source>Walking: W A S D move, Shift runs, drag to look, Space jumps, Escape leaves</source>
        <translation>Chodzenie: W A S D ruch, Shift biegnie, przeciąganie rozgląda się, spacja skacze, Escape kończy</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="91"/>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="103"/>
        <source>&amp;Run Probes</source>
        <translation>&amp;Uruchom próby</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="111"/>
        <source>&amp;Preview</source>
        <translation>&amp;Podgląd</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="33"/>
        <location filename="../editor/app/View3DSetup.cpp" line="39"/>
        <location filename="../editor/app/View3DSetup.cpp" line="53"/>
        <location filename="../editor/app/View3DSetup.cpp" line="59"/>
        <source>Export 3D Geometry</source>
        <translation>Eksportuj geometrię 3D</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="34"/>
        <source>There is no geometry to export yet.</source>
        <translation>Nie ma jeszcze geometrii do eksportu.</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="40"/>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2.0 (*.gltf);;glTF 2.0 binarny (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="54"/>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation>Wybierz plik z rozszerzeniem .gltf, .glb lub .obj.</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="90"/>
        <source>3D View</source>
        <translation>Widok 3D</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="110"/>
        <source>&amp;3D View</source>
        <translation>Widok &amp;3D</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="119"/>
        <source>&amp;Wireframe</source>
        <translation>&amp;Siatka</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="120"/>
        <source>&amp;Ceilings</source>
        <translation>&amp;Sufity</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="121"/>
        <source>&amp;Avatar Volume</source>
        <translation>Bryła &amp;awatara</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="122"/>
        <source>&amp;Thing Volumes</source>
        <translation>Bryły &amp;obiektów</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="123"/>
        <source>BSP &amp;Leaves</source>
        <translation>&amp;Liście BSP</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="124"/>
        <source>BSP &amp;Partitions</source>
        <translation>&amp;Podziały BSP</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="125"/>
        <source>&amp;Grown Walls</source>
        <translation>&amp;Poszerzone ściany</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="126"/>
        <source>Problem &amp;Markers</source>
        <translation>&amp;Znaczniki problemów</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="146"/>
        <source>&amp;Sphere Tree Level</source>
        <translation>Poziom &amp;drzewa sfer</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="151"/>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="152"/>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="162"/>
        <source>Colour by &amp;Sector</source>
        <translation>Koloruj według &amp;sektora</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="165"/>
        <source>BSP Leaves by &amp;Depth</source>
        <translation>Liście BSP według &amp;głębokości</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="175"/>
        <source>&amp;Orbit Camera</source>
        <translation>Kamera &amp;orbitalna</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="176"/>
        <source>&amp;Fly Camera (WASD)</source>
        <translation>Kamera &amp;swobodna (WASD)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="186"/>
        <source>Frame &amp;Selection</source>
        <translation>&amp;Pokaż zaznaczenie</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="187"/>
        <source>&amp;Reset Camera</source>
        <translation>&amp;Resetuj kamerę</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="193"/>
        <source>&amp;Export 3D Geometry...</source>
        <translation>&amp;Eksportuj geometrię 3D...</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="85"/>
        <source>3D View (needs OpenGL)</source>
        <translation>Widok 3D (wymaga OpenGL)</translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <location filename="../editor/panels/MixedSpinBox.cpp" line="43"/>
        <location filename="../editor/panels/MixedSpinBox.cpp" line="55"/>
        <source>mixed</source>
        <translation>różne</translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="48"/>
        <source>The collision preview is still being prepared.</source>
        <translation>Podgląd kolizji jest jeszcze przygotowywany.</translation>
    </message>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="53"/>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation>Naciśnij awatara, aby go przeciągnąć; Shift+klik umieszcza go w innym miejscu.</translation>
    </message>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="57"/>
        <source>The avatar cannot stand where it is.</source>
        <translation>Awatar nie może stać w tym miejscu.</translation>
    </message>
</context>
<context>
    <name>sw::editor::PreferencesDialog</name>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="19"/>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="20"/>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="29"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="35"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="36"/>
        <source>A new language applies when Stepwise starts again.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu Stepwise.</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="39"/>
        <source>Autosave unsaved changes every</source>
        <translation>Autozapis niezapisanych zmian co</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="40"/>
        <source>Recent files listed</source>
        <translation>Liczba ostatnich plików</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="67"/>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="348"/>
        <source>Ignore for This Map</source>
        <translation>Ignoruj dla tej mapy</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="75"/>
        <source>Run Probes</source>
        <translation>Uruchom próby</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="161"/>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation>Edytowano od uruchomienia prób: uruchom je ponownie, aby sprawdzić.</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="182"/>
        <source>Analysing...</source>
        <translation>Analizowanie...</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="205"/>
        <source>Running probes...</source>
        <translation>Uruchamianie prób...</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="236"/>
        <source>Ignore Finding</source>
        <translation>Ignoruj wynik</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="236"/>
        <source>Stop Ignoring Finding</source>
        <translation>Przestań ignorować wynik</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="268"/>
        <source>Errors (%1)</source>
        <translation>Błędy (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="269"/>
        <source>Warnings (%1)</source>
        <translation>Ostrzeżenia (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="276"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="285"/>
        <source>Ignored for this map (%1)</source>
        <translation>Ignorowane dla tej mapy (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="288"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="300"/>
        <source>Probes: %1 of %2 need a look</source>
        <translation>Próby: %1 z %2 wymaga sprawdzenia</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="304"/>
        <source>cannot run</source>
        <translation>nie można uruchomić</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="305"/>
        <source>changed, depends on tick rate</source>
        <translation>zmieniona, zależy od częstotliwości taktów</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="306"/>
        <source>changed</source>
        <translation>zmieniona</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="307"/>
        <source>depends on tick rate</source>
        <translation>zależy od częstotliwości taktów</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="308"/>
        <source>as recorded</source>
        <translation>jak nagrano</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="310"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/ProblemsPanel.cpp" line="316"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problemy</numerusform>
            <numerusform>%n problemów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="317"/>
        <source>, %1 ignored</source>
        <translation>, %1 zignorowanych</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="318"/>
        <source>, %1 probe(s) changed</source>
        <translation>, zmienione próby: %1</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="347"/>
        <source>Stop Ignoring</source>
        <translation>Przestań ignorować</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="47"/>
        <source>mixed</source>
        <translation>różne</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="84"/>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation>Nic nie zaznaczono. Kliknij element na planie lub przeciągnij ramkę wokół kilku.</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="123"/>
        <source>Floor height</source>
        <translation>Wysokość podłogi</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="124"/>
        <source>Ceiling height</source>
        <translation>Wysokość sufitu</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="125"/>
        <source>Light</source>
        <translation>Światło</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="126"/>
        <source>Floor material</source>
        <translation>Materiał podłogi</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="127"/>
        <source>Ceiling material</source>
        <translation>Materiał sufitu</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="128"/>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="174"/>
        <source>Special</source>
        <translation>Specjalny</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="129"/>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="175"/>
        <source>Tag</source>
        <translation>Znacznik</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="130"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="165"/>
        <source>Blocks everything</source>
        <translation>Blokuje wszystko</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="166"/>
        <source>Blocks monsters</source>
        <translation>Blokuje potwory</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="176"/>
        <source>Front middle</source>
        <translation>Przód, środek</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="177"/>
        <source>Front upper</source>
        <translation>Przód, góra</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="178"/>
        <source>Front lower</source>
        <translation>Przód, dół</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="218"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="219"/>
        <source>Angle</source>
        <translation>Kąt</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="220"/>
        <source>Flags</source>
        <translation>Flagi</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="247"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="248"/>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="349"/>
        <source>Sector %1</source>
        <translation>Sektor %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="350"/>
        <source>%n sectors</source>
        <translation>
            <numerusform>%n sektor</numerusform>
            <numerusform>%n sektory</numerusform>
            <numerusform>%n sektorów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="363"/>
        <source>Wall %1</source>
        <translation>Ściana %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="364"/>
        <source>%n walls</source>
        <translation>
            <numerusform>%n ściana</numerusform>
            <numerusform>%n ściany</numerusform>
            <numerusform>%n ścian</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="376"/>
        <source>Thing %1</source>
        <translation>Obiekt %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="377"/>
        <source>%n things</source>
        <translation>
            <numerusform>%n obiekt</numerusform>
            <numerusform>%n obiekty</numerusform>
            <numerusform>%n obiektów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="385"/>
        <source>Vertex %1</source>
        <translation>Wierzchołek %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="386"/>
        <source>%n vertices</source>
        <translation>
            <numerusform>%n wierzchołek</numerusform>
            <numerusform>%n wierzchołki</numerusform>
            <numerusform>%n wierzchołków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="392"/>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <location filename="../editor/panels/UndoHistoryPanel.cpp" line="10"/>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;otwarta mapa&gt;</translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <location filename="../editor/views/View3D.cpp" line="704"/>
        <source>Building the 3D view...</source>
        <translation>Budowanie widoku 3D...</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/views/View3D.cpp" line="779"/>
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation>
            <numerusform>%n trójkąt, %1 wywołań rysowania, zbudowano w %2 ms</numerusform>
            <numerusform>%n trójkąty, %1 wywołań rysowania, zbudowano w %2 ms</numerusform>
            <numerusform>%n trójkątów, %1 wywołań rysowania, zbudowano w %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/views/View3D.cpp" line="784"/>
        <source>, first frame after %1 ms</source>
        <translation>, pierwsza klatka po %1 ms</translation>
    </message>
</context>
</TS>
