<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <source>Compiling the BSP of %n walls...</source>
        <translation>
            <numerusform>BSP aus %n Wand wird kompiliert...</numerusform>
            <numerusform>BSP aus %n Wänden wird kompiliert...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation>Kompiliertes BSP exportieren</translation>
    </message>
    <message>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation>%1 geschrieben.

Wände %2, Segmente %3, Teilungen %4, Blätter %5, Knoten %6, Tiefe %7, Warnungen %8.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation>Stepwise, ein Level-Editor für 2,5D-Sektorkarten.</translation>
    </message>
    <message>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation>Die Karte &lt;name&gt; eines WADs öffnen.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation>Eine Stepwise-Karte (.swmap) oder ein Doom-WAD zum Öffnen.</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[Datei]</translation>
    </message>
    <message>
        <source>Give one file to open, not %1.</source>
        <translation>Bitte genau eine Datei angeben, nicht %1.</translation>
    </message>
    <message>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation>--map braucht eine WAD-Datei, aus der die Karte gewählt wird.</translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>DocumentResources</name>
    <message>
        <source>Type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Special %1</source>
        <translation>Spezial %1</translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <source>Draw Rectangle</source>
        <translation>Rechteck zeichnen</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>The size of the rectangle being drawn, in map units: width by height.</extracomment>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>DrawSector</name>
    <message>
        <source>A sector needs at least three corners that enclose an area.</source>
        <translation>Ein Sektor braucht mindestens drei Ecken, die eine Fläche umschließen.</translation>
    </message>
    <message>
        <source>The outline crosses itself.</source>
        <translation>Der Umriss schneidet sich selbst.</translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation>Sektor zeichnen</translation>
    </message>
    <message>
        <source>Cannot draw this: %1</source>
        <translation>Das lässt sich nicht zeichnen: %1</translation>
    </message>
    <message>
        <source>Draw Lines</source>
        <translation>Linien zeichnen</translation>
    </message>
</context>
<context>
    <name>DrawSectorTool</name>
    <message>
        <source>%1 units, %2°</source>
        <extracomment>The length of the line being drawn (map units) and its angle (degrees, 0 = east).</extracomment>
        <translation>%1 Einheiten, %2°</translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <source>Flip Walls</source>
        <translation>Wände umdrehen</translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <source>Join Sectors</source>
        <translation>Sektoren verbinden</translation>
    </message>
    <message>
        <source>Select two sectors or more to join.</source>
        <translation>Wählen Sie zwei oder mehr Sektoren zum Verbinden.</translation>
    </message>
</context>
<context>
    <name>MakeDoor</name>
    <message>
        <source>Make Door</source>
        <translation>Tür erstellen</translation>
    </message>
    <message>
        <source>Select the sectors to make into doors.</source>
        <translation>Wählen Sie die Sektoren, die zu Türen werden sollen.</translation>
    </message>
    <message>
        <source>A door needs a two-sided wall to open from; the selected sectors have none.</source>
        <translation>Eine Tür braucht eine zweiseitige Wand, von der aus sie geöffnet wird; die gewählten Sektoren haben keine.</translation>
    </message>
</context>
<context>
    <name>MakeLift</name>
    <message>
        <source>Make Lift</source>
        <translation>Aufzug erstellen</translation>
    </message>
    <message>
        <source>Select the sectors to make into a lift.</source>
        <translation>Wählen Sie die Sektoren, die zu einem Aufzug werden sollen.</translation>
    </message>
    <message>
        <source>A lift needs two-sided walls to step onto it; the selected sectors have none.</source>
        <translation>Ein Aufzug braucht zweiseitige Wände, über die man ihn betritt; die gewählten Sektoren haben keine.</translation>
    </message>
</context>
<context>
    <name>MakeSector</name>
    <message>
        <source>Make Sector</source>
        <translation>Sektor erstellen</translation>
    </message>
    <message>
        <source>No closed loop of walls surrounds this point.</source>
        <translation>Dieser Punkt ist von keinem geschlossenen Ring aus Wänden umgeben.</translation>
    </message>
</context>
<context>
    <name>MakeStairs</name>
    <message>
        <source>Make Stairs</source>
        <translation>Treppe erstellen</translation>
    </message>
    <message>
        <source>Select at least two sectors, in the order the stairs climb.</source>
        <translation>Wählen Sie mindestens zwei Sektoren in der Reihenfolge, in der die Treppe ansteigt.</translation>
    </message>
    <message>
        <source>A sector of the run is not in the map.</source>
        <translation>Ein Sektor der Treppe ist nicht in der Karte.</translation>
    </message>
    <message>
        <source>Sector %1 would have its ceiling below its floor.</source>
        <translation>Bei Sektor %1 läge die Decke unter dem Boden.</translation>
    </message>
    <message>
        <source>The sectors already have these heights.</source>
        <translation>Die Sektoren haben diese Höhen bereits.</translation>
    </message>
</context>
<context>
    <name>MergeDroppedVertices</name>
    <message>
        <source>Move and Merge Vertices</source>
        <translation>Eckpunkte verschieben und verschmelzen</translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <source>Merge Sectors</source>
        <translation>Sektoren verschmelzen</translation>
    </message>
    <message>
        <source>Select two sectors or more to merge.</source>
        <translation>Wählen Sie zwei oder mehr Sektoren zum Verschmelzen.</translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <source>Merge Vertices</source>
        <translation>Eckpunkte verschmelzen</translation>
    </message>
    <message>
        <source>Select two vertices or more to merge.</source>
        <translation>Wählen Sie zwei oder mehr Eckpunkte zum Verschmelzen.</translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <source>Move Things</source>
        <translation>Objekte verschieben</translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <source>Move Vertices</source>
        <translation>Eckpunkte verschieben</translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
</context>
<context>
    <name>PasteProperties</name>
    <message>
        <source>Paste Properties</source>
        <translation>Eigenschaften einfügen</translation>
    </message>
    <message>
        <source>Copy the properties of a wall, sector or thing first (Ctrl+Shift+C).</source>
        <translation>Kopieren Sie zuerst die Eigenschaften einer Wand, eines Sektors oder eines Objekts (Strg+Umschalt+C).</translation>
    </message>
    <message>
        <source>Select walls to paste onto.</source>
        <translation>Wählen Sie die Wände, in die eingefügt werden soll.</translation>
    </message>
    <message>
        <source>Select sectors to paste onto.</source>
        <translation>Wählen Sie die Sektoren, in die eingefügt werden soll.</translation>
    </message>
    <message>
        <source>Select things to paste onto.</source>
        <translation>Wählen Sie die Objekte, in die eingefügt werden soll.</translation>
    </message>
    <message>
        <source>The selection already has these properties.</source>
        <translation>Die Auswahl hat diese Eigenschaften bereits.</translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <source>Place Thing</source>
        <translation>Objekt platzieren</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
</context>
<context>
    <name>ReplaceValues</name>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Nothing matches.</source>
        <translation>Keine Treffer.</translation>
    </message>
    <message>
        <source>The replacement is the same as what it replaces.</source>
        <translation>Die Ersetzung ist identisch mit dem Gesuchten.</translation>
    </message>
    <message>
        <source>Replace %1 with %2</source>
        <translation>%1 durch %2 ersetzen</translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <source>Rotate Things</source>
        <translation>Objekte drehen</translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <source>Change Avatar Profile</source>
        <translation>Avatar-Profil ändern</translation>
    </message>
</context>
<context>
    <name>SetMapResources</name>
    <message>
        <source>Change Resources</source>
        <translation>Ressourcen ändern</translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <source>Set Player Start</source>
        <translation>Spielerstart setzen</translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <source>Change Sectors</source>
        <translation>Sektoren ändern</translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <source>Change Things</source>
        <translation>Objekte ändern</translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <source>Change Walls</source>
        <translation>Wände ändern</translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <source>Split Wall</source>
        <translation>Wand teilen</translation>
    </message>
    <message>
        <source>Point at a wall to split it.</source>
        <translation>Zeigen Sie auf eine Wand, um sie zu teilen.</translation>
    </message>
    <message>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation>Der Teilungspunkt muss innerhalb der Wand liegen, nicht an ihren Enden.</translation>
    </message>
</context>
<context>
    <name>SurfaceEdits</name>
    <message>
        <source>Select floors or ceilings in the 3D view to raise or lower them.</source>
        <translation>Wähle Böden oder Decken in der 3D-Ansicht, um sie anzuheben oder abzusenken.</translation>
    </message>
    <message>
        <source>Sector %1: its ceiling would go below its floor.</source>
        <translation>Sektor %1: Seine Decke läge unter seinem Boden.</translation>
    </message>
    <message>
        <source>Raise Floors and Ceilings</source>
        <translation>Böden und Decken anheben</translation>
    </message>
    <message>
        <source>Lower Floors and Ceilings</source>
        <translation>Böden und Decken absenken</translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation>Boden anheben</translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation>Boden absenken</translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation>Decke anheben</translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation>Decke absenken</translation>
    </message>
    <message>
        <source>Select wall parts in the 3D view to move their textures.</source>
        <translation>Wähle Wandteile in der 3D-Ansicht, um ihre Texturen zu verschieben.</translation>
    </message>
    <message>
        <source>Move Texture Offsets</source>
        <translation>Texturversatz verschieben</translation>
    </message>
    <message>
        <source>Select floors or ceilings to give them this flat.</source>
        <translation>Wähle Böden oder Decken, um ihnen diesen Flat zu geben.</translation>
    </message>
    <message>
        <source>The selected floors and ceilings have %1 already.</source>
        <translation>Die gewählten Böden und Decken haben bereits %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Floors and Ceilings</source>
        <translation>%1 auf Böden und Decken anwenden</translation>
    </message>
    <message>
        <source>Select wall parts to give them this texture.</source>
        <translation>Wähle Wandteile, um ihnen diese Textur zu geben.</translation>
    </message>
    <message>
        <source>The selected wall parts have %1 already.</source>
        <translation>Die gewählten Wandteile haben bereits %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Wall Parts</source>
        <translation>%1 auf Wandteile anwenden</translation>
    </message>
</context>
<context>
    <name>sw::editor</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Present on skills 1 and 2</source>
        <translation>Auf Schwierigkeitsgrad 1 und 2 vorhanden</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Present on skill 3</source>
        <translation>Auf Schwierigkeitsgrad 3 vorhanden</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Present on skills 4 and 5</source>
        <translation>Auf Schwierigkeitsgrad 4 und 5 vorhanden</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <source>A monster waits until it sees the player (deaf)</source>
        <translation>Ein Monster wartet, bis es den Spieler sieht (taub)</translation>
    </message>
    <message>
        <source>Multiplayer only</source>
        <translation>Nur Mehrspieler</translation>
    </message>
    <message>
        <source>Not in deathmatch</source>
        <translation>Nicht im Deathmatch</translation>
    </message>
    <message>
        <source>Boom</source>
        <translation>Boom</translation>
    </message>
    <message>
        <source>Not in co-op</source>
        <translation>Nicht im Koop-Modus</translation>
    </message>
    <message>
        <source>Friendly</source>
        <translation>Freundlich</translation>
    </message>
    <message>
        <source>MBF</source>
        <translation>MBF</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>None (does not block)</source>
        <translation>Keine (blockiert nicht)</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Quader</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>OBJ, glTF, FBX, PLY or STL file, relative to the map</source>
        <translation>OBJ-, glTF-, FBX-, PLY- oder STL-Datei, relativ zur Karte</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Bottom above floor</source>
        <translation>Unterkante über dem Boden</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source>Model scale</source>
        <translation>Modellmaßstab</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarPlanOverlay</name>
    <message>
        <source>exact (swept shape)</source>
        <translation>exact (überstrichene Form)</translation>
    </message>
    <message>
        <source>classic (Doom-like)</source>
        <translation>classic (wie Doom)</translation>
    </message>
    <message>
        <source>planes (sphere against triangles)</source>
        <translation>planes (Kugel gegen Dreiecke)</translation>
    </message>
    <message>
        <source>teleport to (%1, %2)</source>
        <translation>Teleport nach (%1, %2)</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <source>Flies (no gravity)</source>
        <translation>Fliegt (keine Schwerkraft)</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Quader</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>Exact swept shape</source>
        <translation>Exakte überstrichene Form</translation>
    </message>
    <message>
        <source>Classic (Doom-like)</source>
        <translation>Klassisch (wie Doom)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Step height</source>
        <translation>Stufenhöhe</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>Sprunghöhe</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>Schwerkraft</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Doors and lifts open</source>
        <translation>Türen und Aufzüge offen</translation>
    </message>
    <message>
        <source>Has all keys</source>
        <translation>Hat alle Schlüssel</translation>
    </message>
    <message>
        <source>The drag and the checks see every door open and every lift down, as a player who opened them would find them</source>
        <translation>Das Ziehen und die Prüfungen sehen jede Tür offen und jeden Aufzug unten, so wie ein Spieler sie vorfände, der sie geöffnet hat</translation>
    </message>
    <message>
        <source>In walk mode, locked doors open; off, they say which key they want</source>
        <translation>Im Gehmodus öffnen sich verschlossene Türen; ausgeschaltet sagen sie, welchen Schlüssel sie verlangen</translation>
    </message>
    <message>
        <source>Planes (sphere on the level&apos;s triangles)</source>
        <translation>Ebenen (Kugel auf den Dreiecken des Levels)</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarTool3D</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation>Die Kollisionsvorschau wird noch vorbereitet.</translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation>Der Avatar kann dort nicht stehen.</translation>
    </message>
</context>
<context>
    <name>sw::editor::CameraKeyGuard</name>
    <message>
        <source>%1 - keys steer the camera here</source>
        <translation>%1 – Tasten steuern hier die Kamera</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <source>Choose a Map</source>
        <translation>Karte wählen</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation>
            <numerusform>%1 enthält %n Karte. Welche möchten Sie öffnen?</numerusform>
            <numerusform>%1 enthält %n Karten. Welche möchten Sie öffnen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::DoorDialog</name>
    <message>
        <source>Make Door</source>
        <translation>Tür erstellen</translation>
    </message>
    <message>
        <source>DR Door: open, wait, close (%1)</source>
        <translation>DR-Tür: öffnen, warten, schließen (%1)</translation>
    </message>
    <message>
        <source>DR doors open again and again, D1 doors once and stay open; a keyed door needs its key.</source>
        <translation>DR-Türen öffnen sich immer wieder, D1-Türen einmal und bleiben offen; eine Schlüsseltür braucht ihren Schlüssel.</translation>
    </message>
    <message>
        <source>Door &amp;kind:</source>
        <translation>Tür&amp;art:</translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Ein&amp;fügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>&amp;Split Wall at Cursor</source>
        <translation>Wand am Cursor &amp;teilen</translation>
    </message>
    <message>
        <source>&amp;Flip Walls</source>
        <translation>Wände &amp;umdrehen</translation>
    </message>
    <message>
        <source>&amp;Merge Vertices</source>
        <translation>Eckpunkte &amp;verschmelzen</translation>
    </message>
    <message>
        <source>&amp;Join Sectors</source>
        <translation>Sektoren ver&amp;binden</translation>
    </message>
    <message>
        <source>Merge Sec&amp;tors</source>
        <translation>Sek&amp;toren verschmelzen</translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation>Boden anheben</translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation>Boden absenken</translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation>Decke anheben</translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation>Decke absenken</translation>
    </message>
    <message>
        <source>Raise Floor and Ceiling</source>
        <translation>Boden und Decke anheben</translation>
    </message>
    <message>
        <source>Lower Floor and Ceiling</source>
        <translation>Boden und Decke absenken</translation>
    </message>
    <message>
        <source>&amp;Insert Thing at Cursor</source>
        <translation>Objekt am Cursor &amp;einfügen</translation>
    </message>
    <message>
        <source>Rotate Things Left</source>
        <translation>Objekte nach links drehen</translation>
    </message>
    <message>
        <source>Rotate Things Right</source>
        <translation>Objekte nach rechts drehen</translation>
    </message>
    <message>
        <source>Set Player &amp;Start at Cursor</source>
        <translation>&amp;Spielerstart am Cursor setzen</translation>
    </message>
    <message>
        <source>&amp;Vertices</source>
        <translation>&amp;Eckpunkte</translation>
    </message>
    <message>
        <source>&amp;Walls</source>
        <translation>&amp;Wände</translation>
    </message>
    <message>
        <source>&amp;Sectors</source>
        <translation>&amp;Sektoren</translation>
    </message>
    <message>
        <source>&amp;Things</source>
        <translation>&amp;Objekte</translation>
    </message>
    <message>
        <source>&amp;Draw Sector</source>
        <translation>Sektor &amp;zeichnen</translation>
    </message>
    <message>
        <source>Draw &amp;Rectangle</source>
        <translation>&amp;Rechteck zeichnen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation>Wählen Sie zweiseitige Wände zum Umdrehen; einseitige Wände müssen ihrem Sektor zugewandt bleiben.</translation>
    </message>
    <message>
        <source>Select sectors to change their heights.</source>
        <translation>Wählen Sie Sektoren, um ihre Höhen zu ändern.</translation>
    </message>
    <message>
        <source>Move Sector Heights</source>
        <translation>Sektorhöhen verschieben</translation>
    </message>
    <message>
        <source>Change Floor Height</source>
        <translation>Bodenhöhe ändern</translation>
    </message>
    <message>
        <source>Change Ceiling Height</source>
        <translation>Deckenhöhe ändern</translation>
    </message>
    <message>
        <source>Select things to rotate them.</source>
        <translation>Wählen Sie Objekte, um sie zu drehen.</translation>
    </message>
    <message>
        <source>Ma&amp;ke Sector at Cursor</source>
        <translation>Se&amp;ktor am Cursor erstellen</translation>
    </message>
    <message>
        <source>&amp;Auto-Merge</source>
        <translation>&amp;Automatisch verschmelzen</translation>
    </message>
    <message>
        <source>Vertices and walls dropped on others merge with them</source>
        <translation>Auf andere gezogene Eckpunkte und Wände verschmelzen mit ihnen</translation>
    </message>
</context>
<context>
    <name>sw::editor::EngineTest</name>
    <message>
        <source>No engine is set: choose one in Preferences &gt; Engines.</source>
        <translation>Keine Engine eingestellt: wählen Sie eine unter Einstellungen &gt; Engines.</translation>
    </message>
    <message>
        <source>The engine %1 cannot be run: it is not an executable file.</source>
        <translation>Die Engine %1 kann nicht ausgeführt werden: Sie ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <source>The IWAD %1 does not exist.</source>
        <translation>Das IWAD %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder for the test map.</source>
        <translation>Für die Testkarte kann kein temporärer Ordner angelegt werden.</translation>
    </message>
    <message>
        <source>The map cannot be written for the engine: %1</source>
        <translation>Die Karte kann für die Engine nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The engine %1 did not start: %2</source>
        <translation>Die Engine %1 ist nicht gestartet: %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::FindReplaceDialog</name>
    <message>
        <source>Find and Replace</source>
        <translation>Suchen und Ersetzen</translation>
    </message>
    <message>
        <source>Wall texture</source>
        <translation>Wandtextur</translation>
    </message>
    <message>
        <source>Flat (floor or ceiling)</source>
        <translation>Flat (Boden oder Decke)</translation>
    </message>
    <message>
        <source>Thing type</source>
        <translation>Objekttyp</translation>
    </message>
    <message>
        <source>Special (walls, sectors, things)</source>
        <translation>Spezial (Wände, Sektoren, Objekte)</translation>
    </message>
    <message>
        <source>Tag (walls, sectors; thing ids)</source>
        <translation>Tag (Wände, Sektoren; Objekt-IDs)</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Ganze Karte</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>Replace with:</source>
        <translation>Ersetzen durch:</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>In:</translation>
    </message>
    <message>
        <source>1 wall</source>
        <translation>1 Wand</translation>
    </message>
    <message>
        <source>%1 walls</source>
        <translation>%1 Wände</translation>
    </message>
    <message>
        <source>1 sector</source>
        <translation>1 Sektor</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 Sektoren</translation>
    </message>
    <message>
        <source>1 thing</source>
        <translation>1 Objekt</translation>
    </message>
    <message>
        <source>%1 things</source>
        <translation>%1 Objekte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>e.g. STARTAN3</source>
        <translation>z. B. STARTAN3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Treffer: %1</translation>
    </message>
    <message>
        <source>Enter what to find.</source>
        <translation>Geben Sie ein, wonach gesucht werden soll.</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Stepwise</source>
        <translation>&amp;Über Stepwise</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Import Doom Map...</source>
        <translation>Doom-Karte &amp;importieren...</translation>
    </message>
    <message>
        <source>&amp;Export Compiled BSP...</source>
        <translation>Kompiliertes BSP &amp;exportieren...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <source>&amp;Larger Grid</source>
        <translation>&amp;Gröberes Raster</translation>
    </message>
    <message>
        <source>&amp;Smaller Grid</source>
        <translation>&amp;Feineres Raster</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Avatar Profile</source>
        <translation>Avatar-Profil</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The map has unsaved changes. Save them first?</source>
        <translation>Die Karte hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Cannot Open Map</source>
        <translation>Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation>%1 in %2 ms geöffnet: Wände %3, Sektoren %4, Objekte %5.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Cannot Save Map</source>
        <translation>Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>Karte speichern unter</translation>
    </message>
    <message>
        <source>Stepwise maps (*.swmap)</source>
        <translation>Stepwise-Karten (*.swmap)</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Karten (*.swmap *.wad *.WAD);;Stepwise-Karten (*.swmap);;Doom-WADs (*.wad *.WAD);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Doom Map</source>
        <translation>Doom-Karte importieren</translation>
    </message>
    <message>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Doom-WADs (*.wad *.WAD);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation>Kompiliertes BSP exportieren</translation>
    </message>
    <message>
        <source>The map has no walls yet.</source>
        <translation>Die Karte hat noch keine Wände.</translation>
    </message>
    <message>
        <source>Compiled BSP (*.swbsp)</source>
        <translation>Kompiliertes BSP (*.swbsp)</translation>
    </message>
    <message>
        <source>Stepwise %1 (revision %2)

A level editor for 2.5D sector maps that tests them with a real collision core.</source>
        <translation>Stepwise %1 (Revision %2)

Ein Level-Editor für 2,5D-Sektorkarten, der sie mit einem echten Kollisionskern testet.</translation>
    </message>
    <message>
        <source>About Stepwise</source>
        <translation>Über Stepwise</translation>
    </message>
    <message>
        <source>a new map</source>
        <translation>eine neue Karte</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation>Stepwise wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an %1 wurden aufbewahrt (automatisch gespeichert %2). Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] - Stepwise</source>
        <translation>%1[*] – Stepwise</translation>
    </message>
    <message>
        <source>%1 - %2[*] - Stepwise</source>
        <translation>%1 – %2[*] – Stepwise</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>Grid %1</source>
        <translation>Raster %1</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Eckpunkte</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Things</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation>Sektor zeichnen</translation>
    </message>
    <message>
        <source>Draw Rectangle</source>
        <translation>Rechteck zeichnen</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>Modus: %1</translation>
    </message>
    <message>
        <source>Save Drag as Probe</source>
        <translation>Ziehen als Probe speichern</translation>
    </message>
    <message>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation>Ziehen Sie zuerst den Avatar; der letzte Zug wird gespeichert.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>probe %1</source>
        <translation>Probe %1</translation>
    </message>
    <message>
        <source>Save Probe</source>
        <translation>Probe speichern</translation>
    </message>
    <message>
        <source>&amp;Avatar</source>
        <translation>&amp;Avatar</translation>
    </message>
    <message>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation>Test-Avatar ziehen und sehen, wo und warum er anhält (A)</translation>
    </message>
    <message>
        <source>&amp;Save Drag as Probe...</source>
        <translation>Ziehen als Probe &amp;speichern...</translation>
    </message>
    <message>
        <source>&amp;Walk in 3D</source>
        <translation>&amp;Laufen in 3D</translation>
    </message>
    <message>
        <source>the collision world is not ready</source>
        <translation>die Kollisionswelt ist noch nicht bereit</translation>
    </message>
    <message>
        <source>Cannot walk here: %1</source>
        <translation>Hier kann nicht gelaufen werden: %1</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&amp;Run Probes</source>
        <translation>Proben &amp;ausführen</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>Export 3D Geometry</source>
        <translation>3D-Geometrie exportieren</translation>
    </message>
    <message>
        <source>There is no geometry to export yet.</source>
        <translation>Es gibt noch keine Geometrie zum Exportieren.</translation>
    </message>
    <message>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2.0 (*.gltf);;glTF 2.0 binär (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation>Wählen Sie eine Datei mit der Endung .gltf, .glb oder .obj.</translation>
    </message>
    <message>
        <source>3D View</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>&amp;3D-Ansicht</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>&amp;Drahtgitter</translation>
    </message>
    <message>
        <source>&amp;Ceilings</source>
        <translation>De&amp;cken</translation>
    </message>
    <message>
        <source>&amp;Avatar Volume</source>
        <translation>&amp;Avatar-Volumen</translation>
    </message>
    <message>
        <source>&amp;Thing Volumes</source>
        <translation>&amp;Objekt-Volumen</translation>
    </message>
    <message>
        <source>BSP &amp;Leaves</source>
        <translation>BSP-&amp;Blätter</translation>
    </message>
    <message>
        <source>BSP &amp;Partitions</source>
        <translation>BSP-&amp;Teilungen</translation>
    </message>
    <message>
        <source>&amp;Grown Walls</source>
        <translation>&amp;Vergrößerte Wände</translation>
    </message>
    <message>
        <source>Problem &amp;Markers</source>
        <translation>Problem&amp;markierungen</translation>
    </message>
    <message>
        <source>&amp;Sphere Tree Level</source>
        <translation>&amp;Kugelbaum-Ebene</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>BSP Leaves by &amp;Depth</source>
        <translation>BSP-Blätter nach &amp;Tiefe</translation>
    </message>
    <message>
        <source>&amp;Orbit Camera</source>
        <translation>&amp;Orbit-Kamera</translation>
    </message>
    <message>
        <source>&amp;Fly Camera (WASD)</source>
        <translation>&amp;Flugkamera (WASD)</translation>
    </message>
    <message>
        <source>Frame &amp;Selection</source>
        <translation>&amp;Auswahl einpassen</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>Kamera &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Export 3D Geometry...</source>
        <translation>3D-Geometrie &amp;exportieren...</translation>
    </message>
    <message>
        <source>3D View (needs OpenGL)</source>
        <translation>3D-Ansicht (benötigt OpenGL)</translation>
    </message>
    <message>
        <source>Walking: held by %1</source>
        <translation>Gehen: aufgehalten durch %1</translation>
    </message>
    <message>
        <source>&amp;Test Map</source>
        <translation>Karte &amp;testen</translation>
    </message>
    <message>
        <source>Play the map, unsaved edits included, in the engine set in Preferences (F9)</source>
        <translation>Die Karte samt ungespeicherter Änderungen in der in den Einstellungen gewählten Engine spielen (F9)</translation>
    </message>
    <message>
        <source>Test from &amp;Avatar</source>
        <translation>Ab &amp;Avatar testen</translation>
    </message>
    <message>
        <source>Show Engine &amp;Log</source>
        <translation>Engine-&amp;Protokoll anzeigen</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Doom WAD files (*.wad)</source>
        <translation>Doom-WAD-Dateien (*.wad)</translation>
    </message>
    <message>
        <source>Map name in the WAD (e.g. MAP01 or E1M1):</source>
        <translation>Kartenname im WAD (z. B. MAP01 oder E1M1):</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a map name a WAD can hold: use up to 8 letters, digits or _ (e.g. MAP01).</source>
        <translation>„%1“ ist kein Kartenname, den ein WAD enthalten kann: höchstens 8 Buchstaben, Ziffern oder _ (z. B. MAP01).</translation>
    </message>
    <message>
        <source>Cannot Test Map</source>
        <translation>Karte kann nicht getestet werden</translation>
    </message>
    <message>
        <source>Testing in %1: %2</source>
        <translation>Test in %1: %2</translation>
    </message>
    <message>
        <source>Engine Log</source>
        <translation>Engine-Protokoll</translation>
    </message>
    <message>
        <source>No engine has run yet.</source>
        <translation>Es lief noch keine Engine.</translation>
    </message>
    <message>
        <source>The last test&apos;s command line and output (%1).</source>
        <translation>Befehlszeile und Ausgabe des letzten Tests (%1).</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Play the avatar in the 3D view: W A S D move, drag to look, E uses doors and switches, Space jumps, Escape leaves (G)</source>
        <translation>Den Avatar in der 3D-Ansicht spielen: W A S D bewegen, Ziehen zum Umsehen, E benutzt Türen und Schalter, Leertaste springt, Esc beendet (G)</translation>
    </message>
    <message>
        <source>Walking: W A S D move, Shift runs, drag to look, E uses, Space jumps, Escape leaves</source>
        <translation>Gehen: W A S D bewegen, Umschalt rennt, Ziehen zum Umsehen, E benutzt, Leertaste springt, Esc beendet</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms</source>
        <translation>Algorithmen &amp;vergleichen</translation>
    </message>
    <message>
        <source>Drag with exact, classic and planes side by side, each in its colour (Shift+A)</source>
        <translation>Mit exact, classic und planes nebeneinander ziehen, jeweils in eigener Farbe (Umschalt+A)</translation>
    </message>
    <message>
        <source>Textures</source>
        <translation>Texturen</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;Resources...</source>
        <translation>&amp;Ressourcen...</translation>
    </message>
    <message>
        <source>The WAD files and image folders the map&apos;s pictures come from</source>
        <translation>Die WAD-Dateien und Bildordner, aus denen die Bilder der Karte stammen</translation>
    </message>
    <message>
        <source>Te&amp;xtured</source>
        <translation>Te&amp;xturiert</translation>
    </message>
    <message>
        <source>Coloured by &amp;Height</source>
        <translation>Nach &amp;Höhe eingefärbt</translation>
    </message>
    <message>
        <source>Coloured by &amp;Sector</source>
        <translation>Nach &amp;Sektor eingefärbt</translation>
    </message>
    <message>
        <source>Light &amp;Fading with Distance</source>
        <translation>&amp;Lichtabfall mit der Entfernung</translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation>Die Kollisionsvorschau wird noch vorbereitet.</translation>
    </message>
    <message>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation>Drücken Sie auf den Avatar, um ihn zu ziehen; Umschalt+Klick setzt ihn woandershin.</translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation>Der Avatar kann dort nicht stehen.</translation>
    </message>
    <message>
        <source>Thing %1: %2</source>
        <translation>Objekt %1: %2</translation>
    </message>
    <message>
        <source>Wall %1: %2</source>
        <translation>Wand %1: %2</translation>
    </message>
    <message>
        <source>Sector %1: %2</source>
        <translation>Sektor %1: %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language applies when Stepwise starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Stepwise.</translation>
    </message>
    <message>
        <source>Autosave unsaved changes every</source>
        <translation>Ungespeicherte Änderungen automatisch sichern alle</translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation>Anzahl zuletzt geöffneter Dateien</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Choose a Doom Engine</source>
        <translation>Doom-Engine wählen</translation>
    </message>
    <message>
        <source>IWAD</source>
        <translation>IWAD</translation>
    </message>
    <message>
        <source>Choose an IWAD</source>
        <translation>IWAD wählen</translation>
    </message>
    <message>
        <source>WAD files (*.wad *.WAD)</source>
        <translation>WAD-Dateien (*.wad *.WAD)</translation>
    </message>
    <message>
        <source>e.g. -skill 4 -nomonsters</source>
        <translation>z. B. -skill 4 -nomonsters</translation>
    </message>
    <message>
        <source>Extra arguments</source>
        <translation>Zusätzliche Argumente</translation>
    </message>
    <message>
        <source>File &gt; Test Map (F9) writes the map with its nodes to a temporary WAD and starts the engine at it with -iwad, -file and -warp.</source>
        <translation>Datei &gt; Karte testen (F9) schreibt die Karte mit ihren Knoten in ein temporäres WAD und startet die Engine darauf mit -iwad, -file und -warp.</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <source>Ignore for This Map</source>
        <translation>Für diese Karte ignorieren</translation>
    </message>
    <message>
        <source>Run Probes</source>
        <translation>Proben ausführen</translation>
    </message>
    <message>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation>Seit dem letzten Probenlauf bearbeitet: zum Prüfen erneut ausführen.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analysiere...</translation>
    </message>
    <message>
        <source>Running probes...</source>
        <translation>Proben laufen...</translation>
    </message>
    <message>
        <source>Ignore Finding</source>
        <translation>Befund ignorieren</translation>
    </message>
    <message>
        <source>Stop Ignoring Finding</source>
        <translation>Befund nicht mehr ignorieren</translation>
    </message>
    <message>
        <source>Errors (%1)</source>
        <translation>Fehler (%1)</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ignored for this map (%1)</source>
        <translation>Für diese Karte ignoriert (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Probes: %1 of %2 need a look</source>
        <translation>Proben: %1 von %2 sollten geprüft werden</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>nicht ausführbar</translation>
    </message>
    <message>
        <source>changed, depends on tick rate</source>
        <translation>geändert, abhängig von der Tickrate</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>depends on tick rate</source>
        <translation>abhängig von der Tickrate</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>wie aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 ignored</source>
        <translation>, %1 ignoriert</translation>
    </message>
    <message>
        <source>, %1 probe(s) changed</source>
        <translation>, %1 Probe(n) geändert</translation>
    </message>
    <message>
        <source>Stop Ignoring</source>
        <translation>Nicht mehr ignorieren</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Previous Place</source>
        <translation>Vorherige Stelle</translation>
    </message>
    <message>
        <source>Next Place</source>
        <translation>Nächste Stelle</translation>
    </message>
    <message>
        <source>Show the previous place (Shift+F8)</source>
        <translation>Vorherige Stelle zeigen (Umschalt+F8)</translation>
    </message>
    <message>
        <source>Show the next place of this finding, then the next finding (F8)</source>
        <translation>Nächste Stelle dieses Befunds zeigen, danach den nächsten Befund (F8)</translation>
    </message>
    <message>
        <source>%1 places: %2</source>
        <translation>%1 Stellen: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>, place %1 of %2</source>
        <translation>, Stelle %1 von %2</translation>
    </message>
    <message>
        <source>, %1 places</source>
        <translation>, %1 Stellen</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation>Nichts ausgewählt. Klicken Sie ein Element im Grundriss an oder ziehen Sie einen Rahmen um mehrere.</translation>
    </message>
    <message>
        <source>Floor height</source>
        <translation>Bodenhöhe</translation>
    </message>
    <message>
        <source>Ceiling height</source>
        <translation>Deckenhöhe</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Blocks everything</source>
        <translation>Blockiert alles</translation>
    </message>
    <message>
        <source>Blocks monsters</source>
        <translation>Blockiert Monster</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Sector %1</source>
        <translation>Sektor %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sectors</source>
        <translation>
            <numerusform>%n Sektor</numerusform>
            <numerusform>%n Sektoren</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Wand %1</translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n Wand</numerusform>
            <numerusform>%n Wände</numerusform>
        </translation>
    </message>
    <message>
        <source>Thing %1</source>
        <translation>Objekt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n things</source>
        <translation>
            <numerusform>%n Objekt</numerusform>
            <numerusform>%n Objekte</numerusform>
        </translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation>Eckpunkt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices</source>
        <translation>
            <numerusform>%n Eckpunkt</numerusform>
            <numerusform>%n Eckpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>Decke</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <source>Players and monsters cannot cross, even when two-sided</source>
        <translation>Spieler und Monster können nicht hindurch, auch wenn zweiseitig</translation>
    </message>
    <message>
        <source>Upper unpegged</source>
        <translation>Oben nicht verankert</translation>
    </message>
    <message>
        <source>The upper picture hangs from the ceiling rather than the floor above</source>
        <translation>Das obere Bild hängt an der Decke statt am Boden darüber</translation>
    </message>
    <message>
        <source>Lower unpegged</source>
        <translation>Unten nicht verankert</translation>
    </message>
    <message>
        <source>The lower and middle pictures start at the ceiling</source>
        <translation>Das untere und das mittlere Bild beginnen an der Decke</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <source>Shown as a one-sided wall on the automap</source>
        <translation>Auf der Automap als einseitige Wand dargestellt</translation>
    </message>
    <message>
        <source>Blocks sound</source>
        <translation>Blockiert Schall</translation>
    </message>
    <message>
        <source>Two of these in a row stop monsters hearing through</source>
        <translation>Zwei davon hintereinander verhindern, dass Monster hindurchhören</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verborgen</translation>
    </message>
    <message>
        <source>Never shown on the automap</source>
        <translation>Nie auf der Automap angezeigt</translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation>Kartiert</translation>
    </message>
    <message>
        <source>Shown on the automap from the start</source>
        <translation>Von Anfang an auf der Automap angezeigt</translation>
    </message>
</context>
<context>
    <name>sw::editor::ResourcesDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Map Resources</source>
        <translation>Kartenressourcen</translation>
    </message>
    <message>
        <source>WAD files and image folders the map&apos;s textures, flats and sprites come from. Later entries override earlier ones; a map opened from a WAD reads that WAD last.</source>
        <translation>WAD-Dateien und Bildordner, aus denen die Texturen, Flats und Sprites der Karte stammen. Spätere Einträge überschreiben frühere; eine aus einem WAD geöffnete Karte liest dieses WAD zuletzt.</translation>
    </message>
    <message>
        <source>While the list is empty the map has no pictures: no IWAD was found (install freedoom, or set DOOMWADDIR).</source>
        <translation>Solange die Liste leer ist, hat die Karte keine Bilder: Es wurde kein IWAD gefunden (installieren Sie freedoom oder setzen Sie DOOMWADDIR).</translation>
    </message>
    <message>
        <source>While the list is empty the map uses the detected IWAD: %1</source>
        <translation>Solange die Liste leer ist, verwendet die Karte das erkannte IWAD: %1</translation>
    </message>
    <message>
        <source>Add &amp;WAD...</source>
        <translation>&amp;WAD hinzufügen...</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>&amp;Ordner hinzufügen...</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>folder, readable</source>
        <translation>Ordner, lesbar</translation>
    </message>
    <message>
        <source>readable</source>
        <translation>lesbar</translation>
    </message>
    <message>
        <source>Add WAD Files</source>
        <translation>WAD-Dateien hinzufügen</translation>
    </message>
    <message>
        <source>WAD files (*.wad *.WAD);;All files (*)</source>
        <translation>WAD-Dateien (*.wad *.WAD);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add Image Folder</source>
        <translation>Bildordner hinzufügen</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>3D View</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>3D View &gt; Fly Camera</source>
        <translation>3D-Ansicht &gt; Flugkamera</translation>
    </message>
    <message>
        <source>3D View &gt; Walking</source>
        <translation>3D-Ansicht &gt; Gehen</translation>
    </message>
    <message>
        <source>3D View &gt; Picked Surfaces</source>
        <translation>3D-Ansicht &gt; Gewählte Flächen</translation>
    </message>
    <message>
        <source>Frame the selection</source>
        <translation>Auswahl einpassen</translation>
    </message>
    <message>
        <source>Reset the camera</source>
        <translation>Kamera zurücksetzen</translation>
    </message>
    <message>
        <source>Forward, back, left, right</source>
        <translation>Vorwärts, rückwärts, links, rechts</translation>
    </message>
    <message>
        <source>Up, down</source>
        <translation>Hoch, runter</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Forward, back</source>
        <translation>Vorwärts, rückwärts</translation>
    </message>
    <message>
        <source>W S, Up Down</source>
        <translation>W S, Hoch Runter</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>Seitwärts</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Left Right</source>
        <translation>Links Rechts</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Use a door, switch or teleporter</source>
        <translation>Tür, Schalter oder Teleporter benutzen</translation>
    </message>
    <message>
        <source>Jump (Use for a profile that cannot jump)</source>
        <translation>Springen (Benutzen bei einem Profil ohne Sprung)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Stop walking</source>
        <translation>Gehen beenden</translation>
    </message>
    <message>
        <source>Pick a floor, ceiling or wall part</source>
        <translation>Boden, Decke oder Wandteil wählen</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>Add or remove a surface</source>
        <translation>Fläche hinzufügen oder entfernen</translation>
    </message>
    <message>
        <source>Shift+Click</source>
        <translation>Umschalt+Klick</translation>
    </message>
    <message>
        <source>Raise or lower floors and ceilings by the grid</source>
        <translation>Böden und Decken um das Raster anheben oder absenken</translation>
    </message>
    <message>
        <source>PgUp PgDown, Ctrl+Wheel</source>
        <translation>Bild↑ Bild↓, Strg+Mausrad</translation>
    </message>
    <message>
        <source>Move texture offsets by 1</source>
        <translation>Texturversatz um 1 verschieben</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move texture offsets by the grid</source>
        <translation>Texturversatz um das Raster verschieben</translation>
    </message>
    <message>
        <source>Shift+Arrows</source>
        <translation>Umschalt+Pfeiltasten</translation>
    </message>
    <message>
        <source>Change them in File &gt; Preferences &gt; Shortcuts. The 3D view&apos;s own keys are fixed.</source>
        <translation>Ändern unter Datei &gt; Einstellungen &gt; Tastenkürzel. Die eigenen Tasten der 3D-Ansicht sind fest.</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsEditor</name>
    <message>
        <source>Filter by action, menu or key</source>
        <translation>Nach Aktion, Menü oder Taste filtern</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Shortcut:</source>
        <translation>Tastenkürzel:</translation>
    </message>
    <message>
        <source>Used twice: %1</source>
        <translation>Doppelt belegt: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::StairsDialog</name>
    <message>
        <source>Make Stairs</source>
        <translation>Treppe erstellen</translation>
    </message>
    <message>
        <source>Change ceilings too</source>
        <translation>Auch Decken ändern</translation>
    </message>
    <message>
        <source>Allow steps higher than the avatar climbs</source>
        <translation>Stufen erlauben, die höher sind, als der Avatar steigen kann</translation>
    </message>
    <message>
        <source>%1 sectors, in the order they were selected: the first keeps the start heights, each next one is a step further. A negative step goes down.</source>
        <translation>%1 Sektoren in der Reihenfolge ihrer Auswahl: Der erste behält die Starthöhen, jeder weitere liegt eine Stufe weiter. Eine negative Stufe führt nach unten.</translation>
    </message>
    <message>
        <source>Avatar &quot;%1&quot; climbs steps up to %2 units and needs %3 units of headroom.</source>
        <translation>Avatar „%1“ steigt Stufen bis %2 Einheiten hoch und braucht %3 Einheiten Kopffreiheit.</translation>
    </message>
    <message>
        <source>Start floor:</source>
        <translation>Startboden:</translation>
    </message>
    <message>
        <source>Floor step:</source>
        <translation>Bodenstufe:</translation>
    </message>
    <message>
        <source>Start ceiling:</source>
        <translation>Startdecke:</translation>
    </message>
    <message>
        <source>Ceiling step:</source>
        <translation>Deckenstufe:</translation>
    </message>
    <message>
        <source>Floors: %1</source>
        <translation>Böden: %1</translation>
    </message>
    <message>
        <source>A step of %1 is higher than the %2 the avatar climbs.</source>
        <translation>Eine Stufe von %1 ist höher als die %2, die der Avatar steigen kann.</translation>
    </message>
    <message>
        <source>Ceiling below the floor in sector(s) %1.</source>
        <translation>Decke unter dem Boden in Sektor(en) %1.</translation>
    </message>
    <message>
        <source>The avatar does not fit under the ceiling in sector(s) %1.</source>
        <translation>Der Avatar passt in Sektor(en) %1 nicht unter die Decke.</translation>
    </message>
    <message>
        <source>Sectors %1 and %2 share no wall.</source>
        <translation>Die Sektoren %1 und %2 haben keine gemeinsame Wand.</translation>
    </message>
</context>
<context>
    <name>sw::editor::TextureField</name>
    <message>
        <source>Pick a picture in the Textures dock</source>
        <translation>Ein Bild im Bereich „Texturen“ wählen</translation>
    </message>
    <message>
        <source>%1: %2 x %3. Click to pick another in the Textures dock</source>
        <translation>%1: %2 x %3. Klicken, um im Bereich „Texturen“ ein anderes zu wählen</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>%1 is not in the resources</source>
        <translation>%1 ist nicht in den Ressourcen</translation>
    </message>
</context>
<context>
    <name>sw::editor::TextureListModel</name>
    <message>
        <source>%1
missing</source>
        <translation>%1
fehlt</translation>
    </message>
    <message>
        <source>%1: not in the map&apos;s resources</source>
        <translation>%1: nicht in den Ressourcen der Karte</translation>
    </message>
    <message>
        <source>%1, %2×%3, from %4</source>
        <translation>%1, %2×%3, aus %4</translation>
    </message>
</context>
<context>
    <name>sw::editor::TexturesPanel</name>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <source>Flats</source>
        <translation>Flats</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Used in this map</source>
        <translation>In dieser Karte verwendet</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Which pictures to list</source>
        <translation>Welche Bilder aufgelistet werden</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Nach Name filtern</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Rückseite</translation>
    </message>
    <message>
        <source>The side of the selected walls that gets the picture</source>
        <translation>Die Seite der gewählten Wände, die das Bild erhält</translation>
    </message>
    <message>
        <source>The part that gets the picture</source>
        <translation>Der Teil, der das Bild erhält</translation>
    </message>
    <message>
        <source>Apply to:</source>
        <translation>Anwenden auf:</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>Decke</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Select sectors to give them this flat.</source>
        <translation>Wählen Sie Sektoren, um ihnen dieses Flat zuzuweisen.</translation>
    </message>
    <message>
        <source>The selected sectors have %1 there already.</source>
        <translation>Die gewählten Sektoren haben dort bereits %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Floor</source>
        <translation>%1 auf Boden anwenden</translation>
    </message>
    <message>
        <source>Apply %1 to Ceiling</source>
        <translation>%1 auf Decke anwenden</translation>
    </message>
    <message>
        <source>Select walls to give them this texture.</source>
        <translation>Wählen Sie Wände, um ihnen diese Textur zuzuweisen.</translation>
    </message>
    <message>
        <source>None of the selected walls has a back side.</source>
        <translation>Keine der gewählten Wände hat eine Rückseite.</translation>
    </message>
    <message>
        <source>The selected walls have %1 there already.</source>
        <translation>Die gewählten Wände haben dort bereits %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Back %2</source>
        <translation>%1 auf Rückseite (%2) anwenden</translation>
    </message>
    <message>
        <source>Apply %1 to Front %2</source>
        <translation>%1 auf Vorderseite (%2) anwenden</translation>
    </message>
    <message>
        <source>No resources: add an IWAD or image folder in Map &gt; Resources.</source>
        <translation>Keine Ressourcen: Fügen Sie unter Karte &gt; Ressourcen ein IWAD oder einen Bildordner hinzu.</translation>
    </message>
    <message>
        <source>Select sectors, then click a flat.</source>
        <translation>Wählen Sie Sektoren und klicken Sie dann auf ein Flat.</translation>
    </message>
    <message numerus="yes">
        <source>Click a flat to apply it to %n sector(s).</source>
        <translation>
            <numerusform>Klicken Sie auf ein Flat, um es auf %n Sektor anzuwenden.</numerusform>
            <numerusform>Klicken Sie auf ein Flat, um es auf %n Sektoren anzuwenden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select walls, then click a texture.</source>
        <translation>Wählen Sie Wände und klicken Sie dann auf eine Textur.</translation>
    </message>
    <message numerus="yes">
        <source>Click a texture to apply it to %n wall(s).</source>
        <translation>
            <numerusform>Klicken Sie auf eine Textur, um sie auf %n Wand anzuwenden.</numerusform>
            <numerusform>Klicken Sie auf eine Textur, um sie auf %n Wände anzuwenden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a flat to apply it to the %n floor(s) and ceiling(s) picked in the 3D view.</source>
        <translation>
            <numerusform>Klicke auf einen Flat, um ihn auf den %n in der 3D-Ansicht gewählten Boden oder die Decke anzuwenden.</numerusform>
            <numerusform>Klicke auf einen Flat, um ihn auf die %n in der 3D-Ansicht gewählten Böden und Decken anzuwenden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a texture to apply it to the %n wall part(s) picked in the 3D view.</source>
        <translation>
            <numerusform>Klicke auf eine Textur, um sie auf das %n in der 3D-Ansicht gewählte Wandteil anzuwenden.</numerusform>
            <numerusform>Klicke auf eine Textur, um sie auf die %n in der 3D-Ansicht gewählten Wandteile anzuwenden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::ToolActions</name>
    <message>
        <source>Make &amp;Stairs...</source>
        <translation>T&amp;reppe erstellen...</translation>
    </message>
    <message>
        <source>Make &amp;Lift</source>
        <translation>Auf&amp;zug erstellen</translation>
    </message>
    <message>
        <source>Find and &amp;Replace...</source>
        <translation>Suchen und &amp;Ersetzen...</translation>
    </message>
    <message>
        <source>Select Si&amp;milar</source>
        <translation>Ä&amp;hnliches auswählen</translation>
    </message>
    <message>
        <source>Same &amp;Texture or Flat</source>
        <translation>Gleiche &amp;Textur oder gleiches Flat</translation>
    </message>
    <message>
        <source>Same Thing T&amp;ype</source>
        <translation>Gleicher &amp;Objekttyp</translation>
    </message>
    <message>
        <source>Same &amp;Special</source>
        <translation>Gleiches &amp;Spezial</translation>
    </message>
    <message>
        <source>C&amp;opy Properties</source>
        <translation>Eigenschaften k&amp;opieren</translation>
    </message>
    <message>
        <source>Paste Propert&amp;ies</source>
        <translation>Eigenschaften e&amp;infügen</translation>
    </message>
    <message>
        <source>Select at least two sectors, in the order the stairs climb.</source>
        <translation>Wählen Sie mindestens zwei Sektoren in der Reihenfolge, in der die Treppe ansteigt.</translation>
    </message>
    <message>
        <source>Lift made with tag %1: special 88 on %2 walls.</source>
        <translation>Aufzug mit Tag %1 erstellt: Spezial 88 auf %2 Wänden.</translation>
    </message>
    <message>
        <source>Replaced in %1.</source>
        <translation>Ersetzt: %1.</translation>
    </message>
    <message>
        <source>Copied the wall&apos;s properties.</source>
        <translation>Eigenschaften der Wand kopiert.</translation>
    </message>
    <message>
        <source>Copied the sector&apos;s properties.</source>
        <translation>Eigenschaften des Sektors kopiert.</translation>
    </message>
    <message>
        <source>Copied the thing&apos;s properties.</source>
        <translation>Eigenschaften des Objekts kopiert.</translation>
    </message>
    <message>
        <source>Select a wall, sector or thing to copy its properties.</source>
        <translation>Wählen Sie eine Wand, einen Sektor oder ein Objekt, um die Eigenschaften zu kopieren.</translation>
    </message>
    <message>
        <source>Select a wall, sector or thing to find ones like it.</source>
        <translation>Wählen Sie eine Wand, einen Sektor oder ein Objekt, um ähnliche zu finden.</translation>
    </message>
    <message>
        <source>Selected %1 like it.</source>
        <translation>Ähnliche ausgewählt: %1.</translation>
    </message>
    <message>
        <source>Make &amp;Door...</source>
        <translation>&amp;Tür erstellen...</translation>
    </message>
    <message>
        <source>Select the sectors to make into doors.</source>
        <translation>Wähle die Sektoren, die zu Türen werden sollen.</translation>
    </message>
    <message>
        <source>Door made: special %1 on %2 walls facing out, %3 door tracks lower-unpegged.</source>
        <translation>Tür erstellt: Spezial %1 an %2 nach außen zeigenden Wänden, %3 Türschienen unten ungepinnt.</translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;geöffnete Karte&gt;</translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <source>Building the 3D view...</source>
        <translation>3D-Ansicht wird aufgebaut...</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation>
            <numerusform>%n Dreieck, %1 Zeichenaufrufe, aufgebaut in %2 ms</numerusform>
            <numerusform>%n Dreiecke, %1 Zeichenaufrufe, aufgebaut in %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>, first frame after %1 ms</source>
        <translation>, erstes Bild nach %1 ms</translation>
    </message>
    <message>
        <source>the blue key</source>
        <translation>den blauen Schlüssel</translation>
    </message>
    <message>
        <source>the yellow key</source>
        <translation>den gelben Schlüssel</translation>
    </message>
    <message>
        <source>the red key</source>
        <translation>den roten Schlüssel</translation>
    </message>
    <message>
        <source>the blue card</source>
        <translation>die blaue Schlüsselkarte</translation>
    </message>
    <message>
        <source>the yellow card</source>
        <translation>die gelbe Schlüsselkarte</translation>
    </message>
    <message>
        <source>the red card</source>
        <translation>die rote Schlüsselkarte</translation>
    </message>
    <message>
        <source>the blue skull key</source>
        <translation>den blauen Schädelschlüssel</translation>
    </message>
    <message>
        <source>the yellow skull key</source>
        <translation>den gelben Schädelschlüssel</translation>
    </message>
    <message>
        <source>the red skull key</source>
        <translation>den roten Schädelschlüssel</translation>
    </message>
    <message>
        <source>any key</source>
        <translation>einen beliebigen Schlüssel</translation>
    </message>
    <message>
        <source>all six keys</source>
        <translation>alle sechs Schlüssel</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>einen Schlüssel</translation>
    </message>
    <message>
        <source>Wall %1 opens sector %2</source>
        <translation>Wand %1 öffnet Sektor %2</translation>
    </message>
    <message>
        <source>Wall %1 opens sectors %2</source>
        <translation>Wand %1 öffnet die Sektoren %2</translation>
    </message>
    <message>
        <source>Wall %1 closes sector %2</source>
        <translation>Wand %1 schließt Sektor %2</translation>
    </message>
    <message>
        <source>Wall %1 closes sectors %2</source>
        <translation>Wand %1 schließt die Sektoren %2</translation>
    </message>
    <message>
        <source>Wall %1 lowers sector %2</source>
        <translation>Wand %1 senkt Sektor %2 ab</translation>
    </message>
    <message>
        <source>Wall %1 lowers sectors %2</source>
        <translation>Wand %1 senkt die Sektoren %2 ab</translation>
    </message>
    <message>
        <source>Wall %1 teleports the walker to (%2, %3)</source>
        <translation>Wand %1 teleportiert den Läufer nach (%2, %3)</translation>
    </message>
    <message>
        <source>Locked: wall %1 needs %2</source>
        <translation>Verschlossen: Wand %1 braucht %2</translation>
    </message>
    <message>
        <source>Nothing happens: %1</source>
        <translation>Nichts passiert: %1</translation>
    </message>
    <message>
        <source>Drop %1 on Wall %2</source>
        <translation>%1 auf Wand %2 ziehen</translation>
    </message>
    <message>
        <source>Drop %1 on Sector %2</source>
        <translation>%1 auf Sektor %2 ziehen</translation>
    </message>
</context>
<context>
    <name>sw::editor::VocabularyPicker</name>
    <message>
        <source>Type a name or a number</source>
        <translation>Namen oder Zahl eingeben</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <source>None (0)</source>
        <translation>Keine (0)</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>Special %1</source>
        <translation>Spezial %1</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
</context>
<context>
    <name>sw::editor::WallSideEditor</name>
    <message>
        <source>Back side</source>
        <translation>Rückseite</translation>
    </message>
    <message>
        <source>Front side</source>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Moves the pictures along the wall, in map units</source>
        <translation>Verschiebt die Bilder entlang der Wand, in Karteneinheiten</translation>
    </message>
    <message>
        <source>Moves the pictures up or down, in map units</source>
        <translation>Verschiebt die Bilder nach oben oder unten, in Karteneinheiten</translation>
    </message>
    <message>
        <source>Offset X</source>
        <translation>Versatz X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
</context>
</TS>
