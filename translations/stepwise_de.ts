<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <location filename="../editor/app/BspExport.cpp" line="35"/>
        <source>Compiling the BSP of %n walls...</source>
        <translation>
            <numerusform>BSP aus %n Wand wird kompiliert...</numerusform>
            <numerusform>BSP aus %n Wänden wird kompiliert...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="37"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="55"/>
        <location filename="../editor/app/BspExport.cpp" line="68"/>
        <source>Export Compiled BSP</source>
        <translation>Kompiliertes BSP exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="69"/>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation>%1 geschrieben.

Wände %2, Segmente %3, Teilungen %4, Blätter %5, Knoten %6, Tiefe %7, Warnungen %8.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="12"/>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation>Stepwise, ein Level-Editor für 2,5D-Sektorkarten.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="16"/>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation>Die Karte &lt;name&gt; eines WADs öffnen.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="16"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="19"/>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation>Eine Stepwise-Karte (.swmap) oder ein Doom-WAD zum Öffnen.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="20"/>
        <source>[file]</source>
        <translation>[Datei]</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="33"/>
        <source>Give one file to open, not %1.</source>
        <translation>Bitte genau eine Datei angeben, nicht %1.</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="40"/>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation>--map braucht eine WAD-Datei, aus der die Karte gewählt wird.</translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <location filename="../editor/commands/DeleteElements.cpp" line="32"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <location filename="../editor/tools/DrawRectangleTool.cpp" line="42"/>
        <source>Draw Rectangle</source>
        <translation>Rechteck zeichnen</translation>
    </message>
</context>
<context>
    <name>DrawSector</name>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="106"/>
        <source>A sector needs at least three corners that enclose an area.</source>
        <translation>Ein Sektor braucht mindestens drei Ecken, die eine Fläche umschließen.</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="108"/>
        <source>The outline crosses itself.</source>
        <translation>Der Umriss schneidet sich selbst.</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="111"/>
        <source>The outline crosses existing walls; draw along them or split them first.</source>
        <translation>Der Umriss kreuzt vorhandene Wände; zeichnen Sie an ihnen entlang oder teilen Sie sie zuerst.</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="221"/>
        <source>Draw Sector</source>
        <translation>Sektor zeichnen</translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <location filename="../editor/commands/FlipWalls.cpp" line="9"/>
        <source>Flip Walls</source>
        <translation>Wände umdrehen</translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <location filename="../editor/commands/JoinSectors.cpp" line="10"/>
        <source>Join Sectors</source>
        <translation>Sektoren verbinden</translation>
    </message>
    <message>
        <location filename="../editor/commands/JoinSectors.cpp" line="40"/>
        <source>Select two sectors or more to join.</source>
        <translation>Wählen Sie zwei oder mehr Sektoren zum Verbinden.</translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <location filename="../editor/commands/MergeSectors.cpp" line="8"/>
        <source>Merge Sectors</source>
        <translation>Sektoren verschmelzen</translation>
    </message>
    <message>
        <location filename="../editor/commands/MergeSectors.cpp" line="16"/>
        <source>Select two sectors or more to merge.</source>
        <translation>Wählen Sie zwei oder mehr Sektoren zum Verschmelzen.</translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <location filename="../editor/commands/MergeVertices.cpp" line="10"/>
        <source>Merge Vertices</source>
        <translation>Eckpunkte verschmelzen</translation>
    </message>
    <message>
        <location filename="../editor/commands/MergeVertices.cpp" line="20"/>
        <source>Select two vertices or more to merge.</source>
        <translation>Wählen Sie zwei oder mehr Eckpunkte zum Verschmelzen.</translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <location filename="../editor/commands/MoveThings.cpp" line="7"/>
        <source>Move Things</source>
        <translation>Objekte verschieben</translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <location filename="../editor/commands/MoveVertices.cpp" line="7"/>
        <source>Move Vertices</source>
        <translation>Eckpunkte verschieben</translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <location filename="../editor/commands/PasteElements.cpp" line="10"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <location filename="../editor/commands/PlaceThing.cpp" line="8"/>
        <source>Place Thing</source>
        <translation>Objekt platzieren</translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <location filename="../editor/commands/RotateThings.cpp" line="22"/>
        <source>Rotate Things</source>
        <translation>Objekte drehen</translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <location filename="../editor/commands/SetAvatarProfiles.cpp" line="10"/>
        <source>Change Avatar Profile</source>
        <translation>Avatar-Profil ändern</translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <location filename="../editor/commands/SetPlayerStart.cpp" line="8"/>
        <source>Set Player Start</source>
        <translation>Spielerstart setzen</translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <location filename="../editor/commands/SetSectorProperties.cpp" line="7"/>
        <source>Change Sectors</source>
        <translation>Sektoren ändern</translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <location filename="../editor/commands/SetThingProperties.cpp" line="7"/>
        <source>Change Things</source>
        <translation>Objekte ändern</translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <location filename="../editor/commands/SetWallProperties.cpp" line="7"/>
        <source>Change Walls</source>
        <translation>Wände ändern</translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="8"/>
        <source>Split Wall</source>
        <translation>Wand teilen</translation>
    </message>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="16"/>
        <source>Point at a wall to split it.</source>
        <translation>Zeigen Sie auf eine Wand, um sie zu teilen.</translation>
    </message>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="27"/>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation>Der Teilungspunkt muss innerhalb der Wand liegen, nicht an ihren Enden.</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="30"/>
        <source>Flies (no gravity)</source>
        <translation>Fliegt (keine Schwerkraft)</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="32"/>
        <source>Box</source>
        <translation>Quader</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="33"/>
        <source>Cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="34"/>
        <source>Exact swept shape</source>
        <translation>Exakte überstrichene Form</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="35"/>
        <source>Classic (Doom-like)</source>
        <translation>Klassisch (wie Doom)</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="45"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="46"/>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="47"/>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="48"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="49"/>
        <source>Step height</source>
        <translation>Stufenhöhe</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="50"/>
        <source>Jump height</source>
        <translation>Sprunghöhe</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="51"/>
        <source>Gravity</source>
        <translation>Schwerkraft</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="53"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <location filename="../editor/dialogs/ChooseMapDialog.cpp" line="14"/>
        <source>Choose a Map</source>
        <translation>Karte wählen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/dialogs/ChooseMapDialog.cpp" line="17"/>
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation>
            <numerusform>%1 enthält %n Karte. Welche möchten Sie öffnen?</numerusform>
            <numerusform>%1 enthält %n Karten. Welche möchten Sie öffnen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="56"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="58"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="63"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="64"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="65"/>
        <source>&amp;Paste</source>
        <translation>Ein&amp;fügen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="66"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="67"/>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="69"/>
        <source>&amp;Split Wall at Cursor</source>
        <translation>Wand am Cursor &amp;teilen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="70"/>
        <source>&amp;Flip Walls</source>
        <translation>Wände &amp;umdrehen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="71"/>
        <source>&amp;Merge Vertices</source>
        <translation>Eckpunkte &amp;verschmelzen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="72"/>
        <source>&amp;Join Sectors</source>
        <translation>Sektoren ver&amp;binden</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="73"/>
        <source>Merge Sec&amp;tors</source>
        <translation>Sek&amp;toren verschmelzen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="80"/>
        <source>Raise Floor</source>
        <translation>Boden anheben</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="81"/>
        <source>Lower Floor</source>
        <translation>Boden absenken</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="82"/>
        <source>Raise Ceiling</source>
        <translation>Decke anheben</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="83"/>
        <source>Lower Ceiling</source>
        <translation>Decke absenken</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="84"/>
        <source>Raise Floor and Ceiling</source>
        <translation>Boden und Decke anheben</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="85"/>
        <source>Lower Floor and Ceiling</source>
        <translation>Boden und Decke absenken</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="87"/>
        <source>&amp;Insert Thing at Cursor</source>
        <translation>Objekt am Cursor &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="88"/>
        <source>Rotate Things Left</source>
        <translation>Objekte nach links drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="90"/>
        <source>Rotate Things Right</source>
        <translation>Objekte nach rechts drehen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="92"/>
        <source>Set Player &amp;Start at Cursor</source>
        <translation>&amp;Spielerstart am Cursor setzen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="106"/>
        <source>&amp;Vertices</source>
        <translation>&amp;Eckpunkte</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="107"/>
        <source>&amp;Walls</source>
        <translation>&amp;Wände</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="108"/>
        <source>&amp;Sectors</source>
        <translation>&amp;Sektoren</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="109"/>
        <source>&amp;Things</source>
        <translation>&amp;Objekte</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="110"/>
        <source>&amp;Draw Sector</source>
        <translation>Sektor &amp;zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="111"/>
        <source>Draw &amp;Rectangle</source>
        <translation>&amp;Rechteck zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="150"/>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="255"/>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation>Wählen Sie zweiseitige Wände zum Umdrehen; einseitige Wände müssen ihrem Sektor zugewandt bleiben.</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="262"/>
        <source>Select sectors to change their heights.</source>
        <translation>Wählen Sie Sektoren, um ihre Höhen zu ändern.</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="277"/>
        <source>Move Sector Heights</source>
        <translation>Sektorhöhen verschieben</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="278"/>
        <source>Change Floor Height</source>
        <translation>Bodenhöhe ändern</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="279"/>
        <source>Change Ceiling Height</source>
        <translation>Deckenhöhe ändern</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="294"/>
        <source>Select things to rotate them.</source>
        <translation>Wählen Sie Objekte, um sie zu drehen.</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="91"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="92"/>
        <source>&amp;About Stepwise</source>
        <translation>&amp;Über Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="112"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="113"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="114"/>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="117"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="118"/>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="120"/>
        <source>&amp;Import Doom Map...</source>
        <translation>Doom-Karte &amp;importieren...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="121"/>
        <source>&amp;Export Compiled BSP...</source>
        <translation>Kompiliertes BSP &amp;exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="123"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="126"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="128"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="129"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="135"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="136"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="137"/>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="140"/>
        <source>&amp;Larger Grid</source>
        <translation>&amp;Gröberes Raster</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="142"/>
        <source>&amp;Smaller Grid</source>
        <translation>&amp;Feineres Raster</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="145"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="147"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="148"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="149"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="151"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="152"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="159"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="175"/>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="176"/>
        <source>Undo History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="178"/>
        <source>Avatar Profile</source>
        <translation>Avatar-Profil</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="182"/>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="232"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="232"/>
        <source>The map has unsaved changes. Save them first?</source>
        <translation>Die Karte hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="259"/>
        <source>Cannot Open Map</source>
        <translation>Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="281"/>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation>%1 in %2 ms geöffnet: Wände %3, Sektoren %4, Objekte %5.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="299"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="310"/>
        <location filename="../editor/app/MainWindow.cpp" line="331"/>
        <source>Cannot Save Map</source>
        <translation>Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="319"/>
        <location filename="../editor/app/MainWindow.cpp" line="363"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="322"/>
        <source>Save Map As</source>
        <translation>Karte speichern unter</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="323"/>
        <source>Stepwise maps (*.swmap)</source>
        <translation>Stepwise-Karten (*.swmap)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="339"/>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="340"/>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Karten (*.swmap *.wad *.WAD);;Stepwise-Karten (*.swmap);;Doom-WADs (*.wad *.WAD);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="348"/>
        <source>Import Doom Map</source>
        <translation>Doom-Karte importieren</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="349"/>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Doom-WADs (*.wad *.WAD);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="357"/>
        <location filename="../editor/app/MainWindow.cpp" line="367"/>
        <source>Export Compiled BSP</source>
        <translation>Kompiliertes BSP exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="357"/>
        <source>The map has no walls yet.</source>
        <translation>Die Karte hat noch keine Wände.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="368"/>
        <source>Compiled BSP (*.swbsp)</source>
        <translation>Kompiliertes BSP (*.swbsp)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="378"/>
        <source>Stepwise %1 (revision %2)

A level editor for 2.5D sector maps that tests them with a real collision core.</source>
        <translation>Stepwise %1 (Revision %2)

Ein Level-Editor für 2,5D-Sektorkarten, der sie mit einem echten Kollisionskern testet.</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="385"/>
        <source>About Stepwise</source>
        <translation>Über Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="404"/>
        <source>a new map</source>
        <translation>eine neue Karte</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="406"/>
        <source>%1 of %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="408"/>
        <location filename="../editor/app/MainWindow.cpp" line="428"/>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="409"/>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation>Stepwise wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an %1 wurden aufbewahrt (automatisch gespeichert %2). Wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="413"/>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="414"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="456"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
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
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="476"/>
        <source>Grid %1</source>
        <translation>Raster %1</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="484"/>
        <source>Vertices</source>
        <translation>Eckpunkte</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="487"/>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="490"/>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="493"/>
        <source>Things</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="496"/>
        <source>Draw Sector</source>
        <translation>Sektor zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="499"/>
        <source>Draw Rectangle</source>
        <translation>Rechteck zeichnen</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="502"/>
        <source>Mode: %1</source>
        <translation>Modus: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="28"/>
        <source>Save Drag as Probe</source>
        <translation>Ziehen als Probe speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="31"/>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation>Ziehen Sie zuerst den Avatar; der letzte Zug wird gespeichert.</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="36"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="37"/>
        <source>probe %1</source>
        <translation>Probe %1</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="42"/>
        <source>Save Probe</source>
        <translation>Probe speichern</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="57"/>
        <source>&amp;Avatar</source>
        <translation>&amp;Avatar</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="61"/>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation>Test-Avatar ziehen und sehen, wo und warum er anhält (A)</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="78"/>
        <source>&amp;Compare Classic and Exact</source>
        <translation>Klassisch und exakt &amp;vergleichen</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="84"/>
        <source>&amp;Save Drag as Probe...</source>
        <translation>Ziehen als Probe &amp;speichern...</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="36"/>
        <source>&amp;Walk in 3D</source>
        <translation>&amp;Laufen in 3D</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="40"/>
        <source>Play the avatar in the 3D view: W A S D move, drag to look, Space jumps, Escape leaves (G)</source>
        <translation>Den Avatar in der 3D-Ansicht spielen: W A S D bewegen, Ziehen schaut umher, Leertaste springt, Escape beendet (G)</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="70"/>
        <source>the collision world is not ready</source>
        <translation>die Kollisionswelt ist noch nicht bereit</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="75"/>
        <source>Cannot walk here: %1</source>
        <translation>Hier kann nicht gelaufen werden: %1</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="80"/>
        <source>Walking: W A S D move, Shift runs, drag to look, Space jumps, Escape leaves</source>
        <translation>Laufen: W A S D bewegen, Umschalt rennt, Ziehen schaut umher, Leertaste springt, Escape beendet</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="91"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="103"/>
        <source>&amp;Run Probes</source>
        <translation>Proben &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="111"/>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="33"/>
        <location filename="../editor/app/View3DSetup.cpp" line="39"/>
        <location filename="../editor/app/View3DSetup.cpp" line="53"/>
        <location filename="../editor/app/View3DSetup.cpp" line="59"/>
        <source>Export 3D Geometry</source>
        <translation>3D-Geometrie exportieren</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="34"/>
        <source>There is no geometry to export yet.</source>
        <translation>Es gibt noch keine Geometrie zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="40"/>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2.0 (*.gltf);;glTF 2.0 binär (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="54"/>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation>Wählen Sie eine Datei mit der Endung .gltf, .glb oder .obj.</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="90"/>
        <source>3D View</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="110"/>
        <source>&amp;3D View</source>
        <translation>&amp;3D-Ansicht</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="119"/>
        <source>&amp;Wireframe</source>
        <translation>&amp;Drahtgitter</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="120"/>
        <source>&amp;Ceilings</source>
        <translation>De&amp;cken</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="121"/>
        <source>&amp;Avatar Volume</source>
        <translation>&amp;Avatar-Volumen</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="122"/>
        <source>&amp;Thing Volumes</source>
        <translation>&amp;Objekt-Volumen</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="123"/>
        <source>BSP &amp;Leaves</source>
        <translation>BSP-&amp;Blätter</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="124"/>
        <source>BSP &amp;Partitions</source>
        <translation>BSP-&amp;Teilungen</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="125"/>
        <source>&amp;Grown Walls</source>
        <translation>&amp;Vergrößerte Wände</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="126"/>
        <source>Problem &amp;Markers</source>
        <translation>Problem&amp;markierungen</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="146"/>
        <source>&amp;Sphere Tree Level</source>
        <translation>&amp;Kugelbaum-Ebene</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="151"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="152"/>
        <source>Level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="162"/>
        <source>Colour by &amp;Sector</source>
        <translation>Nach &amp;Sektor färben</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="165"/>
        <source>BSP Leaves by &amp;Depth</source>
        <translation>BSP-Blätter nach &amp;Tiefe</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="175"/>
        <source>&amp;Orbit Camera</source>
        <translation>&amp;Orbit-Kamera</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="176"/>
        <source>&amp;Fly Camera (WASD)</source>
        <translation>&amp;Flugkamera (WASD)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="186"/>
        <source>Frame &amp;Selection</source>
        <translation>&amp;Auswahl einpassen</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="187"/>
        <source>&amp;Reset Camera</source>
        <translation>Kamera &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="193"/>
        <source>&amp;Export 3D Geometry...</source>
        <translation>3D-Geometrie &amp;exportieren...</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="85"/>
        <source>3D View (needs OpenGL)</source>
        <translation>3D-Ansicht (benötigt OpenGL)</translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <location filename="../editor/panels/MixedSpinBox.cpp" line="43"/>
        <location filename="../editor/panels/MixedSpinBox.cpp" line="55"/>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="48"/>
        <source>The collision preview is still being prepared.</source>
        <translation>Die Kollisionsvorschau wird noch vorbereitet.</translation>
    </message>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="53"/>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation>Drücken Sie auf den Avatar, um ihn zu ziehen; Umschalt+Klick setzt ihn woandershin.</translation>
    </message>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="57"/>
        <source>The avatar cannot stand where it is.</source>
        <translation>Der Avatar kann dort nicht stehen.</translation>
    </message>
</context>
<context>
    <name>sw::editor::PreferencesDialog</name>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="19"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="20"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="29"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="35"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="36"/>
        <source>A new language applies when Stepwise starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Stepwise.</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="39"/>
        <source>Autosave unsaved changes every</source>
        <translation>Ungespeicherte Änderungen automatisch sichern alle</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="40"/>
        <source>Recent files listed</source>
        <translation>Anzahl zuletzt geöffneter Dateien</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="67"/>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="348"/>
        <source>Ignore for This Map</source>
        <translation>Für diese Karte ignorieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="75"/>
        <source>Run Probes</source>
        <translation>Proben ausführen</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="161"/>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation>Seit dem letzten Probenlauf bearbeitet: zum Prüfen erneut ausführen.</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="182"/>
        <source>Analysing...</source>
        <translation>Analysiere...</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="205"/>
        <source>Running probes...</source>
        <translation>Proben laufen...</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="236"/>
        <source>Ignore Finding</source>
        <translation>Befund ignorieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="236"/>
        <source>Stop Ignoring Finding</source>
        <translation>Befund nicht mehr ignorieren</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="268"/>
        <source>Errors (%1)</source>
        <translation>Fehler (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="269"/>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="276"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="285"/>
        <source>Ignored for this map (%1)</source>
        <translation>Für diese Karte ignoriert (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="288"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="300"/>
        <source>Probes: %1 of %2 need a look</source>
        <translation>Proben: %1 von %2 sollten geprüft werden</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="304"/>
        <source>cannot run</source>
        <translation>nicht ausführbar</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="305"/>
        <source>changed, depends on tick rate</source>
        <translation>geändert, abhängig von der Tickrate</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="306"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="307"/>
        <source>depends on tick rate</source>
        <translation>abhängig von der Tickrate</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="308"/>
        <source>as recorded</source>
        <translation>wie aufgezeichnet</translation>
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
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="317"/>
        <source>, %1 ignored</source>
        <translation>, %1 ignoriert</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="318"/>
        <source>, %1 probe(s) changed</source>
        <translation>, %1 Probe(n) geändert</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="347"/>
        <source>Stop Ignoring</source>
        <translation>Nicht mehr ignorieren</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="47"/>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="84"/>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation>Nichts ausgewählt. Klicken Sie ein Element im Grundriss an oder ziehen Sie einen Rahmen um mehrere.</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="123"/>
        <source>Floor height</source>
        <translation>Bodenhöhe</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="124"/>
        <source>Ceiling height</source>
        <translation>Deckenhöhe</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="125"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="126"/>
        <source>Floor material</source>
        <translation>Bodenmaterial</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="127"/>
        <source>Ceiling material</source>
        <translation>Deckenmaterial</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="128"/>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="174"/>
        <source>Special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="129"/>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="175"/>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="130"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="165"/>
        <source>Blocks everything</source>
        <translation>Blockiert alles</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="166"/>
        <source>Blocks monsters</source>
        <translation>Blockiert Monster</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="176"/>
        <source>Front middle</source>
        <translation>Vorne Mitte</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="177"/>
        <source>Front upper</source>
        <translation>Vorne oben</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="178"/>
        <source>Front lower</source>
        <translation>Vorne unten</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="218"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="219"/>
        <source>Angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="220"/>
        <source>Flags</source>
        <translation>Flags</translation>
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
            <numerusform>%n Sektor</numerusform>
            <numerusform>%n Sektoren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="363"/>
        <source>Wall %1</source>
        <translation>Wand %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="364"/>
        <source>%n walls</source>
        <translation>
            <numerusform>%n Wand</numerusform>
            <numerusform>%n Wände</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="376"/>
        <source>Thing %1</source>
        <translation>Objekt %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="377"/>
        <source>%n things</source>
        <translation>
            <numerusform>%n Objekt</numerusform>
            <numerusform>%n Objekte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="385"/>
        <source>Vertex %1</source>
        <translation>Eckpunkt %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="386"/>
        <source>%n vertices</source>
        <translation>
            <numerusform>%n Eckpunkt</numerusform>
            <numerusform>%n Eckpunkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="392"/>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <location filename="../editor/panels/UndoHistoryPanel.cpp" line="10"/>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;geöffnete Karte&gt;</translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <location filename="../editor/views/View3D.cpp" line="704"/>
        <source>Building the 3D view...</source>
        <translation>3D-Ansicht wird aufgebaut...</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/views/View3D.cpp" line="779"/>
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation>
            <numerusform>%n Dreieck, %1 Zeichenaufrufe, aufgebaut in %2 ms</numerusform>
            <numerusform>%n Dreiecke, %1 Zeichenaufrufe, aufgebaut in %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/views/View3D.cpp" line="784"/>
        <source>, first frame after %1 ms</source>
        <translation>, erstes Bild nach %1 ms</translation>
    </message>
</context>
</TS>
