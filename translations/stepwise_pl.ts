<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <source>Compiling the BSP of %n walls...</source>
        <translation>
            <numerusform>Kompilowanie BSP z %n ściany...</numerusform>
            <numerusform>Kompilowanie BSP z %n ścian...</numerusform>
            <numerusform>Kompilowanie BSP z %n ścian...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation>Eksportuj skompilowany BSP</translation>
    </message>
    <message>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation>Zapisano %1.

Ściany %2, segmenty %3, podziały %4, liście %5, węzły %6, głębokość %7, ostrzeżenia %8.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation>Stepwise, edytor poziomów dla map sektorowych 2,5D.</translation>
    </message>
    <message>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation>Otwórz mapę o nazwie &lt;name&gt; z pliku WAD.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation>Mapa Stepwise (.swmap) lub plik WAD Dooma do otwarcia.</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[plik]</translation>
    </message>
    <message>
        <source>Give one file to open, not %1.</source>
        <translation>Podaj jeden plik do otwarcia, a nie %1.</translation>
    </message>
    <message>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation>--map wymaga pliku WAD, z którego wybiera się mapę.</translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
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
        <translation>Brak</translation>
    </message>
    <message>
        <source>Special %1</source>
        <translation>Specjalny %1</translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <source>Draw Rectangle</source>
        <translation>Rysuj prostokąt</translation>
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
        <translation>Sektor potrzebuje co najmniej trzech narożników obejmujących obszar.</translation>
    </message>
    <message>
        <source>The outline crosses itself.</source>
        <translation>Obrys przecina sam siebie.</translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation>Rysuj sektor</translation>
    </message>
    <message>
        <source>Cannot draw this: %1</source>
        <translation>Nie można tego narysować: %1</translation>
    </message>
    <message>
        <source>Draw Lines</source>
        <translation>Rysuj linie</translation>
    </message>
</context>
<context>
    <name>DrawSectorTool</name>
    <message>
        <source>%1 units, %2°</source>
        <extracomment>The length of the line being drawn (map units) and its angle (degrees, 0 = east).</extracomment>
        <translation>%1 jedn., %2°</translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <source>Flip Walls</source>
        <translation>Odwróć ściany</translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <source>Join Sectors</source>
        <translation>Połącz sektory</translation>
    </message>
    <message>
        <source>Select two sectors or more to join.</source>
        <translation>Zaznacz co najmniej dwa sektory do połączenia.</translation>
    </message>
</context>
<context>
    <name>MakeDoor</name>
    <message>
        <source>Make Door</source>
        <translation>Utwórz drzwi</translation>
    </message>
    <message>
        <source>Select the sectors to make into doors.</source>
        <translation>Zaznacz sektory, z których mają powstać drzwi.</translation>
    </message>
    <message>
        <source>A door needs a two-sided wall to open from; the selected sectors have none.</source>
        <translation>Drzwi wymagają dwustronnej ściany, od której można je otworzyć; zaznaczone sektory jej nie mają.</translation>
    </message>
</context>
<context>
    <name>MakeLift</name>
    <message>
        <source>Make Lift</source>
        <translation>Utwórz windę</translation>
    </message>
    <message>
        <source>Select the sectors to make into a lift.</source>
        <translation>Zaznacz sektory, z których ma powstać winda.</translation>
    </message>
    <message>
        <source>A lift needs two-sided walls to step onto it; the selected sectors have none.</source>
        <translation>Winda wymaga dwustronnych ścian, z których można na nią wejść; zaznaczone sektory ich nie mają.</translation>
    </message>
</context>
<context>
    <name>MakeSector</name>
    <message>
        <source>Make Sector</source>
        <translation>Utwórz sektor</translation>
    </message>
    <message>
        <source>No closed loop of walls surrounds this point.</source>
        <translation>Ten punkt nie jest otoczony zamkniętą pętlą ścian.</translation>
    </message>
</context>
<context>
    <name>MakeStairs</name>
    <message>
        <source>Make Stairs</source>
        <translation>Utwórz schody</translation>
    </message>
    <message>
        <source>Select at least two sectors, in the order the stairs climb.</source>
        <translation>Zaznacz co najmniej dwa sektory w kolejności, w jakiej wznoszą się schody.</translation>
    </message>
    <message>
        <source>A sector of the run is not in the map.</source>
        <translation>Jednego z sektorów ciągu nie ma na mapie.</translation>
    </message>
    <message>
        <source>Sector %1 would have its ceiling below its floor.</source>
        <translation>Sektor %1 miałby sufit poniżej podłogi.</translation>
    </message>
    <message>
        <source>The sectors already have these heights.</source>
        <translation>Sektory mają już te wysokości.</translation>
    </message>
</context>
<context>
    <name>MergeDroppedVertices</name>
    <message>
        <source>Move and Merge Vertices</source>
        <translation>Przesuń i scal wierzchołki</translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <source>Merge Sectors</source>
        <translation>Scal sektory</translation>
    </message>
    <message>
        <source>Select two sectors or more to merge.</source>
        <translation>Zaznacz co najmniej dwa sektory do scalenia.</translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <source>Merge Vertices</source>
        <translation>Scal wierzchołki</translation>
    </message>
    <message>
        <source>Select two vertices or more to merge.</source>
        <translation>Zaznacz co najmniej dwa wierzchołki do scalenia.</translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <source>Move Things</source>
        <translation>Przesuń obiekty</translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <source>Move Vertices</source>
        <translation>Przesuń wierzchołki</translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <source>Paste</source>
        <translation>Wklej</translation>
    </message>
</context>
<context>
    <name>PasteProperties</name>
    <message>
        <source>Paste Properties</source>
        <translation>Wklej właściwości</translation>
    </message>
    <message>
        <source>Copy the properties of a wall, sector or thing first (Ctrl+Shift+C).</source>
        <translation>Najpierw skopiuj właściwości ściany, sektora lub obiektu (Ctrl+Shift+C).</translation>
    </message>
    <message>
        <source>Select walls to paste onto.</source>
        <translation>Zaznacz ściany, na które chcesz wkleić.</translation>
    </message>
    <message>
        <source>Select sectors to paste onto.</source>
        <translation>Zaznacz sektory, na które chcesz wkleić.</translation>
    </message>
    <message>
        <source>Select things to paste onto.</source>
        <translation>Zaznacz obiekty, na które chcesz wkleić.</translation>
    </message>
    <message>
        <source>The selection already has these properties.</source>
        <translation>Zaznaczenie ma już te właściwości.</translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <source>Place Thing</source>
        <translation>Umieść obiekt</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>mixed</source>
        <translation>różne</translation>
    </message>
</context>
<context>
    <name>ReplaceValues</name>
    <message>
        <source>Replace</source>
        <translation>Zamień</translation>
    </message>
    <message>
        <source>Nothing matches.</source>
        <translation>Nic nie pasuje.</translation>
    </message>
    <message>
        <source>The replacement is the same as what it replaces.</source>
        <translation>Zamiennik jest taki sam jak zastępowana wartość.</translation>
    </message>
    <message>
        <source>Replace %1 with %2</source>
        <translation>Zamień %1 na %2</translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <source>Rotate Things</source>
        <translation>Obróć obiekty</translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <source>Change Avatar Profile</source>
        <translation>Zmień profil awatara</translation>
    </message>
</context>
<context>
    <name>SetMapResources</name>
    <message>
        <source>Change Resources</source>
        <translation>Zmień zasoby</translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <source>Set Player Start</source>
        <translation>Ustaw start gracza</translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <source>Change Sectors</source>
        <translation>Zmień sektory</translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <source>Change Things</source>
        <translation>Zmień obiekty</translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <source>Change Walls</source>
        <translation>Zmień ściany</translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <source>Split Wall</source>
        <translation>Podziel ścianę</translation>
    </message>
    <message>
        <source>Point at a wall to split it.</source>
        <translation>Wskaż ścianę, aby ją podzielić.</translation>
    </message>
    <message>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation>Punkt podziału musi leżeć wewnątrz ściany, nie na jej końcach.</translation>
    </message>
</context>
<context>
    <name>SurfaceEdits</name>
    <message>
        <source>Select floors or ceilings in the 3D view to raise or lower them.</source>
        <translation>Zaznacz podłogi lub sufity w widoku 3D, aby je podnieść lub obniżyć.</translation>
    </message>
    <message>
        <source>Sector %1: its ceiling would go below its floor.</source>
        <translation>Sektor %1: jego sufit znalazłby się poniżej podłogi.</translation>
    </message>
    <message>
        <source>Raise Floors and Ceilings</source>
        <translation>Podnieś podłogi i sufity</translation>
    </message>
    <message>
        <source>Lower Floors and Ceilings</source>
        <translation>Obniż podłogi i sufity</translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation>Podnieś podłogę</translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation>Obniż podłogę</translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation>Podnieś sufit</translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation>Obniż sufit</translation>
    </message>
    <message>
        <source>Select wall parts in the 3D view to move their textures.</source>
        <translation>Zaznacz części ścian w widoku 3D, aby przesunąć ich tekstury.</translation>
    </message>
    <message>
        <source>Move Texture Offsets</source>
        <translation>Przesuń przesunięcia tekstur</translation>
    </message>
    <message>
        <source>Select floors or ceilings to give them this flat.</source>
        <translation>Zaznacz podłogi lub sufity, aby nadać im ten flat.</translation>
    </message>
    <message>
        <source>The selected floors and ceilings have %1 already.</source>
        <translation>Zaznaczone podłogi i sufity mają już %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Floors and Ceilings</source>
        <translation>Zastosuj %1 do podłóg i sufitów</translation>
    </message>
    <message>
        <source>Select wall parts to give them this texture.</source>
        <translation>Zaznacz części ścian, aby nadać im tę teksturę.</translation>
    </message>
    <message>
        <source>The selected wall parts have %1 already.</source>
        <translation>Zaznaczone części ścian mają już %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Wall Parts</source>
        <translation>Zastosuj %1 do części ścian</translation>
    </message>
</context>
<context>
    <name>sw::editor</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Present on skills 1 and 2</source>
        <translation>Występuje na poziomach trudności 1 i 2</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Present on skill 3</source>
        <translation>Występuje na poziomie trudności 3</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Present on skills 4 and 5</source>
        <translation>Występuje na poziomach trudności 4 i 5</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Zasadzka</translation>
    </message>
    <message>
        <source>A monster waits until it sees the player (deaf)</source>
        <translation>Potwór czeka, aż zobaczy gracza (głuchy)</translation>
    </message>
    <message>
        <source>Multiplayer only</source>
        <translation>Tylko gra wieloosobowa</translation>
    </message>
    <message>
        <source>Not in deathmatch</source>
        <translation>Nie w deathmatchu</translation>
    </message>
    <message>
        <source>Boom</source>
        <translation>Boom</translation>
    </message>
    <message>
        <source>Not in co-op</source>
        <translation>Nie w kooperacji</translation>
    </message>
    <message>
        <source>Friendly</source>
        <translation>Przyjazny</translation>
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
        <translation>Kategoria</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>Kąt</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flagi</translation>
    </message>
    <message>
        <source>None (does not block)</source>
        <translation>Brak (nie blokuje)</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Walec</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Prostopadłościan</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>OBJ, glTF, FBX, PLY or STL file, relative to the map</source>
        <translation>Plik OBJ, glTF, FBX, PLY lub STL, względem mapy</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Kształt</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Promień</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Bottom above floor</source>
        <translation>Spód nad podłogą</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>Plik modelu</translation>
    </message>
    <message>
        <source>Model scale</source>
        <translation>Skala modelu</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarPlanOverlay</name>
    <message>
        <source>exact (swept shape)</source>
        <translation>exact (kształt przemiatany)</translation>
    </message>
    <message>
        <source>classic (Doom-like)</source>
        <translation>classic (jak w Doomie)</translation>
    </message>
    <message>
        <source>planes (sphere against triangles)</source>
        <translation>planes (kula na trójkątach)</translation>
    </message>
    <message>
        <source>teleport to (%1, %2)</source>
        <translation>teleport do (%1, %2)</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <source>Flies (no gravity)</source>
        <translation>Lata (bez grawitacji)</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Prostopadłościan</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Walec</translation>
    </message>
    <message>
        <source>Exact swept shape</source>
        <translation>Dokładny kształt przemiatany</translation>
    </message>
    <message>
        <source>Classic (Doom-like)</source>
        <translation>Klasyczny (jak w Doomie)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Kształt</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Promień</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Step height</source>
        <translation>Wysokość stopnia</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>Wysokość skoku</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>Grawitacja</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorytm</translation>
    </message>
    <message>
        <source>Doors and lifts open</source>
        <translation>Drzwi i windy otwarte</translation>
    </message>
    <message>
        <source>Has all keys</source>
        <translation>Ma wszystkie klucze</translation>
    </message>
    <message>
        <source>The drag and the checks see every door open and every lift down, as a player who opened them would find them</source>
        <translation>Przeciąganie i kontrole widzą wszystkie drzwi otwarte i wszystkie windy opuszczone, tak jak zastałby je gracz, który je otworzył</translation>
    </message>
    <message>
        <source>In walk mode, locked doors open; off, they say which key they want</source>
        <translation>W trybie chodzenia zamknięte na klucz drzwi się otwierają; gdy wyłączone, mówią, jakiego klucza wymagają</translation>
    </message>
    <message>
        <source>Planes (sphere on the level&apos;s triangles)</source>
        <translation>Płaszczyzny (kula na trójkątach poziomu)</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarTool3D</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation>Podgląd kolizji jest jeszcze przygotowywany.</translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation>Awatar nie może stać w tym miejscu.</translation>
    </message>
</context>
<context>
    <name>sw::editor::CameraKeyGuard</name>
    <message>
        <source>%1 - keys steer the camera here</source>
        <translation>%1 – tutaj klawisze sterują kamerą</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <source>Choose a Map</source>
        <translation>Wybierz mapę</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation>
            <numerusform>%1 zawiera %n mapę. Którą chcesz otworzyć?</numerusform>
            <numerusform>%1 zawiera %n mapy. Którą chcesz otworzyć?</numerusform>
            <numerusform>%1 zawiera %n map. Którą chcesz otworzyć?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::DoorDialog</name>
    <message>
        <source>Make Door</source>
        <translation>Utwórz drzwi</translation>
    </message>
    <message>
        <source>DR Door: open, wait, close (%1)</source>
        <translation>Drzwi DR: otwórz, czekaj, zamknij (%1)</translation>
    </message>
    <message>
        <source>DR doors open again and again, D1 doors once and stay open; a keyed door needs its key.</source>
        <translation>Drzwi DR otwierają się wielokrotnie, drzwi D1 raz i pozostają otwarte; drzwi z kluczem wymagają klucza.</translation>
    </message>
    <message>
        <source>Door &amp;kind:</source>
        <translation>&amp;Rodzaj drzwi:</translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Wy&amp;tnij</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Zaznacz &amp;wszystko</translation>
    </message>
    <message>
        <source>&amp;Split Wall at Cursor</source>
        <translation>&amp;Podziel ścianę przy kursorze</translation>
    </message>
    <message>
        <source>&amp;Flip Walls</source>
        <translation>&amp;Odwróć ściany</translation>
    </message>
    <message>
        <source>&amp;Merge Vertices</source>
        <translation>&amp;Scal wierzchołki</translation>
    </message>
    <message>
        <source>&amp;Join Sectors</source>
        <translation>&amp;Połącz sektory</translation>
    </message>
    <message>
        <source>Merge Sec&amp;tors</source>
        <translation>Scal sek&amp;tory</translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation>Podnieś podłogę</translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation>Obniż podłogę</translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation>Podnieś sufit</translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation>Obniż sufit</translation>
    </message>
    <message>
        <source>Raise Floor and Ceiling</source>
        <translation>Podnieś podłogę i sufit</translation>
    </message>
    <message>
        <source>Lower Floor and Ceiling</source>
        <translation>Obniż podłogę i sufit</translation>
    </message>
    <message>
        <source>&amp;Insert Thing at Cursor</source>
        <translation>&amp;Wstaw obiekt przy kursorze</translation>
    </message>
    <message>
        <source>Rotate Things Left</source>
        <translation>Obróć obiekty w lewo</translation>
    </message>
    <message>
        <source>Rotate Things Right</source>
        <translation>Obróć obiekty w prawo</translation>
    </message>
    <message>
        <source>Set Player &amp;Start at Cursor</source>
        <translation>Ustaw &amp;start gracza przy kursorze</translation>
    </message>
    <message>
        <source>&amp;Vertices</source>
        <translation>&amp;Wierzchołki</translation>
    </message>
    <message>
        <source>&amp;Walls</source>
        <translation>Ś&amp;ciany</translation>
    </message>
    <message>
        <source>&amp;Sectors</source>
        <translation>&amp;Sektory</translation>
    </message>
    <message>
        <source>&amp;Things</source>
        <translation>&amp;Obiekty</translation>
    </message>
    <message>
        <source>&amp;Draw Sector</source>
        <translation>&amp;Rysuj sektor</translation>
    </message>
    <message>
        <source>Draw &amp;Rectangle</source>
        <translation>Rysuj &amp;prostokąt</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Wytnij</translation>
    </message>
    <message>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation>Zaznacz dwustronne ściany do odwrócenia; ściany jednostronne muszą być zwrócone do swojego sektora.</translation>
    </message>
    <message>
        <source>Select sectors to change their heights.</source>
        <translation>Zaznacz sektory, aby zmienić ich wysokości.</translation>
    </message>
    <message>
        <source>Move Sector Heights</source>
        <translation>Przesuń wysokości sektorów</translation>
    </message>
    <message>
        <source>Change Floor Height</source>
        <translation>Zmień wysokość podłogi</translation>
    </message>
    <message>
        <source>Change Ceiling Height</source>
        <translation>Zmień wysokość sufitu</translation>
    </message>
    <message>
        <source>Select things to rotate them.</source>
        <translation>Zaznacz obiekty, aby je obrócić.</translation>
    </message>
    <message>
        <source>Ma&amp;ke Sector at Cursor</source>
        <translation>Utwórz se&amp;ktor pod kursorem</translation>
    </message>
    <message>
        <source>&amp;Auto-Merge</source>
        <translation>&amp;Automatyczne scalanie</translation>
    </message>
    <message>
        <source>Vertices and walls dropped on others merge with them</source>
        <translation>Wierzchołki i ściany upuszczone na inne scalają się z nimi</translation>
    </message>
</context>
<context>
    <name>sw::editor::EngineTest</name>
    <message>
        <source>No engine is set: choose one in Preferences &gt; Engines.</source>
        <translation>Nie ustawiono silnika: wybierz go w Preferencje &gt; Silniki.</translation>
    </message>
    <message>
        <source>The engine %1 cannot be run: it is not an executable file.</source>
        <translation>Nie można uruchomić silnika %1: to nie jest plik wykonywalny.</translation>
    </message>
    <message>
        <source>The IWAD %1 does not exist.</source>
        <translation>Plik IWAD %1 nie istnieje.</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder for the test map.</source>
        <translation>Nie można utworzyć folderu tymczasowego dla mapy testowej.</translation>
    </message>
    <message>
        <source>The map cannot be written for the engine: %1</source>
        <translation>Nie można zapisać mapy dla silnika: %1</translation>
    </message>
    <message>
        <source>The engine %1 did not start: %2</source>
        <translation>Silnik %1 nie uruchomił się: %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::FindReplaceDialog</name>
    <message>
        <source>Find and Replace</source>
        <translation>Znajdź i zamień</translation>
    </message>
    <message>
        <source>Wall texture</source>
        <translation>Tekstura ściany</translation>
    </message>
    <message>
        <source>Flat (floor or ceiling)</source>
        <translation>Flat (podłoga lub sufit)</translation>
    </message>
    <message>
        <source>Thing type</source>
        <translation>Typ obiektu</translation>
    </message>
    <message>
        <source>Special (walls, sectors, things)</source>
        <translation>Specjalny (ściany, sektory, obiekty)</translation>
    </message>
    <message>
        <source>Tag (walls, sectors; thing ids)</source>
        <translation>Znacznik (ściany, sektory; identyfikatory obiektów)</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Zaznaczenie</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>Cała mapa</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Zamień wszystko</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Znajdź:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Wartość:</translation>
    </message>
    <message>
        <source>Replace with:</source>
        <translation>Zamień na:</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>W:</translation>
    </message>
    <message>
        <source>1 wall</source>
        <translation>ściany: 1</translation>
    </message>
    <message>
        <source>%1 walls</source>
        <translation>ściany: %1</translation>
    </message>
    <message>
        <source>1 sector</source>
        <translation>sektory: 1</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>sektory: %1</translation>
    </message>
    <message>
        <source>1 thing</source>
        <translation>obiekty: 1</translation>
    </message>
    <message>
        <source>%1 things</source>
        <translation>obiekty: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>e.g. STARTAN3</source>
        <translation>np. STARTAN3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Dopasowania – %1</translation>
    </message>
    <message>
        <source>Enter what to find.</source>
        <translation>Wpisz, czego szukać.</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;About Stepwise</source>
        <translation>&amp;O programie Stepwise</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Otwórz...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otwórz &amp;ostatnie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Zapisz &amp;jako...</translation>
    </message>
    <message>
        <source>&amp;Import Doom Map...</source>
        <translation>&amp;Importuj mapę Dooma...</translation>
    </message>
    <message>
        <source>&amp;Export Compiled BSP...</source>
        <translation>&amp;Eksportuj skompilowany BSP...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencje...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Tryb</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Pom&amp;niejsz</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>&amp;Larger Grid</source>
        <translation>&amp;Większa siatka</translation>
    </message>
    <message>
        <source>&amp;Smaller Grid</source>
        <translation>&amp;Mniejsza siatka</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Główny</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nowy</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historia zmian</translation>
    </message>
    <message>
        <source>Avatar Profile</source>
        <translation>Profil awatara</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panele</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>The map has unsaved changes. Save them first?</source>
        <translation>Mapa ma niezapisane zmiany. Zapisać je najpierw?</translation>
    </message>
    <message>
        <source>Cannot Open Map</source>
        <translation>Nie można otworzyć mapy</translation>
    </message>
    <message>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation>Otwarto %1 w %2 ms: ściany %3, sektory %4, obiekty %5.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Zapisano %1.</translation>
    </message>
    <message>
        <source>Cannot Save Map</source>
        <translation>Nie można zapisać mapy</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>bez_nazwy</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>Zapisz mapę jako</translation>
    </message>
    <message>
        <source>Stepwise maps (*.swmap)</source>
        <translation>Mapy Stepwise (*.swmap)</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Otwórz mapę</translation>
    </message>
    <message>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Mapy (*.swmap *.wad *.WAD);;Mapy Stepwise (*.swmap);;Pliki WAD Dooma (*.wad *.WAD);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Import Doom Map</source>
        <translation>Importuj mapę Dooma</translation>
    </message>
    <message>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Pliki WAD Dooma (*.wad *.WAD);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation>Eksportuj skompilowany BSP</translation>
    </message>
    <message>
        <source>The map has no walls yet.</source>
        <translation>Mapa nie ma jeszcze ścian.</translation>
    </message>
    <message>
        <source>Compiled BSP (*.swbsp)</source>
        <translation>Skompilowany BSP (*.swbsp)</translation>
    </message>
    <message>
        <source>Stepwise %1 (revision %2)

A level editor for 2.5D sector maps that tests them with a real collision core.</source>
        <translation>Stepwise %1 (rewizja %2)

Edytor poziomów dla map sektorowych 2,5D, który sprawdza je prawdziwym rdzeniem kolizji.</translation>
    </message>
    <message>
        <source>About Stepwise</source>
        <translation>O programie Stepwise</translation>
    </message>
    <message>
        <source>a new map</source>
        <translation>nowej mapy</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Odzyskaj niezapisaną pracę</translation>
    </message>
    <message>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation>Stepwise nie zakończył pracy prawidłowo. Niezapisane zmiany %1 zostały zachowane (autozapis %2). Odzyskać je?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Odzyskaj</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
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
        <translation>Powiększenie %1%</translation>
    </message>
    <message>
        <source>Grid %1</source>
        <translation>Siatka %1</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Wierzchołki</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Ściany</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektory</translation>
    </message>
    <message>
        <source>Things</source>
        <translation>Obiekty</translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation>Rysuj sektor</translation>
    </message>
    <message>
        <source>Draw Rectangle</source>
        <translation>Rysuj prostokąt</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>Tryb: %1</translation>
    </message>
    <message>
        <source>Save Drag as Probe</source>
        <translation>Zapisz przeciągnięcie jako próbę</translation>
    </message>
    <message>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation>Najpierw przeciągnij awatara; zapisywane jest ostatnie przeciągnięcie.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>probe %1</source>
        <translation>próba %1</translation>
    </message>
    <message>
        <source>Save Probe</source>
        <translation>Zapisz próbę</translation>
    </message>
    <message>
        <source>&amp;Avatar</source>
        <translation>&amp;Awatar</translation>
    </message>
    <message>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation>Przeciągnij testowego awatara i zobacz, gdzie i dlaczego się zatrzymuje (A)</translation>
    </message>
    <message>
        <source>&amp;Save Drag as Probe...</source>
        <translation>&amp;Zapisz przeciągnięcie jako próbę...</translation>
    </message>
    <message>
        <source>&amp;Walk in 3D</source>
        <translation>&amp;Chodzenie w 3D</translation>
    </message>
    <message>
        <source>the collision world is not ready</source>
        <translation>świat kolizji nie jest jeszcze gotowy</translation>
    </message>
    <message>
        <source>Cannot walk here: %1</source>
        <translation>Nie można tu chodzić: %1</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>&amp;Run Probes</source>
        <translation>&amp;Uruchom próby</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Podgląd</translation>
    </message>
    <message>
        <source>Export 3D Geometry</source>
        <translation>Eksportuj geometrię 3D</translation>
    </message>
    <message>
        <source>There is no geometry to export yet.</source>
        <translation>Nie ma jeszcze geometrii do eksportu.</translation>
    </message>
    <message>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2.0 (*.gltf);;glTF 2.0 binarny (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation>Wybierz plik z rozszerzeniem .gltf, .glb lub .obj.</translation>
    </message>
    <message>
        <source>3D View</source>
        <translation>Widok 3D</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>Widok &amp;3D</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>&amp;Siatka</translation>
    </message>
    <message>
        <source>&amp;Ceilings</source>
        <translation>&amp;Sufity</translation>
    </message>
    <message>
        <source>&amp;Avatar Volume</source>
        <translation>Bryła &amp;awatara</translation>
    </message>
    <message>
        <source>&amp;Thing Volumes</source>
        <translation>Bryły &amp;obiektów</translation>
    </message>
    <message>
        <source>BSP &amp;Leaves</source>
        <translation>&amp;Liście BSP</translation>
    </message>
    <message>
        <source>BSP &amp;Partitions</source>
        <translation>&amp;Podziały BSP</translation>
    </message>
    <message>
        <source>&amp;Grown Walls</source>
        <translation>&amp;Poszerzone ściany</translation>
    </message>
    <message>
        <source>Problem &amp;Markers</source>
        <translation>&amp;Znaczniki problemów</translation>
    </message>
    <message>
        <source>&amp;Sphere Tree Level</source>
        <translation>Poziom &amp;drzewa sfer</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <source>BSP Leaves by &amp;Depth</source>
        <translation>Liście BSP według &amp;głębokości</translation>
    </message>
    <message>
        <source>&amp;Orbit Camera</source>
        <translation>Kamera &amp;orbitalna</translation>
    </message>
    <message>
        <source>&amp;Fly Camera (WASD)</source>
        <translation>Kamera &amp;swobodna (WASD)</translation>
    </message>
    <message>
        <source>Frame &amp;Selection</source>
        <translation>&amp;Pokaż zaznaczenie</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>&amp;Resetuj kamerę</translation>
    </message>
    <message>
        <source>&amp;Export 3D Geometry...</source>
        <translation>&amp;Eksportuj geometrię 3D...</translation>
    </message>
    <message>
        <source>3D View (needs OpenGL)</source>
        <translation>Widok 3D (wymaga OpenGL)</translation>
    </message>
    <message>
        <source>Walking: held by %1</source>
        <translation>Chodzenie: zatrzymany przez %1</translation>
    </message>
    <message>
        <source>&amp;Test Map</source>
        <translation>&amp;Testuj mapę</translation>
    </message>
    <message>
        <source>Play the map, unsaved edits included, in the engine set in Preferences (F9)</source>
        <translation>Zagraj na mapie, z niezapisanymi zmianami, w silniku wybranym w Preferencjach (F9)</translation>
    </message>
    <message>
        <source>Test from &amp;Avatar</source>
        <translation>Testuj od &amp;awatara</translation>
    </message>
    <message>
        <source>Show Engine &amp;Log</source>
        <translation>Pokaż &amp;dziennik silnika</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Cofnij: %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Ponów: %1</translation>
    </message>
    <message>
        <source>Doom WAD files (*.wad)</source>
        <translation>Pliki WAD Dooma (*.wad)</translation>
    </message>
    <message>
        <source>Map name in the WAD (e.g. MAP01 or E1M1):</source>
        <translation>Nazwa mapy w pliku WAD (np. MAP01 lub E1M1):</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a map name a WAD can hold: use up to 8 letters, digits or _ (e.g. MAP01).</source>
        <translation>„%1” nie jest nazwą mapy, którą może zawierać WAD: użyj do 8 liter, cyfr lub _ (np. MAP01).</translation>
    </message>
    <message>
        <source>Cannot Test Map</source>
        <translation>Nie można przetestować mapy</translation>
    </message>
    <message>
        <source>Testing in %1: %2</source>
        <translation>Test w %1: %2</translation>
    </message>
    <message>
        <source>Engine Log</source>
        <translation>Dziennik silnika</translation>
    </message>
    <message>
        <source>No engine has run yet.</source>
        <translation>Żaden silnik jeszcze nie działał.</translation>
    </message>
    <message>
        <source>The last test&apos;s command line and output (%1).</source>
        <translation>Wiersz poleceń i wyjście ostatniego testu (%1).</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Podręcznik użytkownika</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Podręcznik użytkownika</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Skróty</translation>
    </message>
    <message>
        <source>Play the avatar in the 3D view: W A S D move, drag to look, E uses doors and switches, Space jumps, Escape leaves (G)</source>
        <translation>Steruj awatarem w widoku 3D: W A S D – ruch, przeciąganie – rozglądanie się, E – użycie drzwi i przełączników, Space – skok, Escape – wyjście (G)</translation>
    </message>
    <message>
        <source>Walking: W A S D move, Shift runs, drag to look, E uses, Space jumps, Escape leaves</source>
        <translation>Chodzenie: W A S D – ruch, Shift – bieg, przeciąganie – rozglądanie się, E – użycie, Space – skok, Escape – wyjście</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms</source>
        <translation>&amp;Porównaj algorytmy</translation>
    </message>
    <message>
        <source>Drag with exact, classic and planes side by side, each in its colour (Shift+A)</source>
        <translation>Przeciągaj jednocześnie algorytmami exact, classic i planes, każdym w jego kolorze (Shift+A)</translation>
    </message>
    <message>
        <source>Textures</source>
        <translation>Tekstury</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>&amp;Resources...</source>
        <translation>&amp;Zasoby...</translation>
    </message>
    <message>
        <source>The WAD files and image folders the map&apos;s pictures come from</source>
        <translation>Pliki WAD i foldery obrazów, z których pochodzą obrazy mapy</translation>
    </message>
    <message>
        <source>Te&amp;xtured</source>
        <translation>Te&amp;ksturowany</translation>
    </message>
    <message>
        <source>Coloured by &amp;Height</source>
        <translation>Kolory według &amp;wysokości</translation>
    </message>
    <message>
        <source>Coloured by &amp;Sector</source>
        <translation>Kolory według &amp;sektora</translation>
    </message>
    <message>
        <source>Light &amp;Fading with Distance</source>
        <translation>&amp;Zanikanie światła z odległością</translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <source>mixed</source>
        <translation>różne</translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation>Podgląd kolizji jest jeszcze przygotowywany.</translation>
    </message>
    <message>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation>Naciśnij awatara, aby go przeciągnąć; Shift+klik umieszcza go w innym miejscu.</translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation>Awatar nie może stać w tym miejscu.</translation>
    </message>
    <message>
        <source>Thing %1: %2</source>
        <translation>Obiekt %1: %2</translation>
    </message>
    <message>
        <source>Wall %1: %2</source>
        <translation>Ściana %1: %2</translation>
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
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>A new language applies when Stepwise starts again.</source>
        <translation>Nowy język zacznie obowiązywać po ponownym uruchomieniu Stepwise.</translation>
    </message>
    <message>
        <source>Autosave unsaved changes every</source>
        <translation>Autozapis niezapisanych zmian co</translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation>Liczba ostatnich plików</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Ogólne</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Silnik</translation>
    </message>
    <message>
        <source>Choose a Doom Engine</source>
        <translation>Wybierz silnik Dooma</translation>
    </message>
    <message>
        <source>IWAD</source>
        <translation>IWAD</translation>
    </message>
    <message>
        <source>Choose an IWAD</source>
        <translation>Wybierz IWAD</translation>
    </message>
    <message>
        <source>WAD files (*.wad *.WAD)</source>
        <translation>Pliki WAD (*.wad *.WAD)</translation>
    </message>
    <message>
        <source>e.g. -skill 4 -nomonsters</source>
        <translation>np. -skill 4 -nomonsters</translation>
    </message>
    <message>
        <source>Extra arguments</source>
        <translation>Dodatkowe argumenty</translation>
    </message>
    <message>
        <source>File &gt; Test Map (F9) writes the map with its nodes to a temporary WAD and starts the engine at it with -iwad, -file and -warp.</source>
        <translation>Plik &gt; Testuj mapę (F9) zapisuje mapę z węzłami do tymczasowego pliku WAD i uruchamia na niej silnik z -iwad, -file i -warp.</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Silniki</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <source>Ignore for This Map</source>
        <translation>Ignoruj dla tej mapy</translation>
    </message>
    <message>
        <source>Run Probes</source>
        <translation>Uruchom próby</translation>
    </message>
    <message>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation>Edytowano od uruchomienia prób: uruchom je ponownie, aby sprawdzić.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analizowanie...</translation>
    </message>
    <message>
        <source>Running probes...</source>
        <translation>Uruchamianie prób...</translation>
    </message>
    <message>
        <source>Ignore Finding</source>
        <translation>Ignoruj wynik</translation>
    </message>
    <message>
        <source>Stop Ignoring Finding</source>
        <translation>Przestań ignorować wynik</translation>
    </message>
    <message>
        <source>Errors (%1)</source>
        <translation>Błędy (%1)</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Ostrzeżenia (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ignored for this map (%1)</source>
        <translation>Ignorowane dla tej mapy (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Probes: %1 of %2 need a look</source>
        <translation>Próby: %1 z %2 wymaga sprawdzenia</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>nie można uruchomić</translation>
    </message>
    <message>
        <source>changed, depends on tick rate</source>
        <translation>zmieniona, zależy od częstotliwości taktów</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>zmieniona</translation>
    </message>
    <message>
        <source>depends on tick rate</source>
        <translation>zależy od częstotliwości taktów</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>jak nagrano</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problemy</numerusform>
            <numerusform>%n problemów</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 ignored</source>
        <translation>, %1 zignorowanych</translation>
    </message>
    <message>
        <source>, %1 probe(s) changed</source>
        <translation>, zmienione próby: %1</translation>
    </message>
    <message>
        <source>Stop Ignoring</source>
        <translation>Przestań ignorować</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Poprzedni</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Następny</translation>
    </message>
    <message>
        <source>Previous Place</source>
        <translation>Poprzednie miejsce</translation>
    </message>
    <message>
        <source>Next Place</source>
        <translation>Następne miejsce</translation>
    </message>
    <message>
        <source>Show the previous place (Shift+F8)</source>
        <translation>Pokaż poprzednie miejsce (Shift+F8)</translation>
    </message>
    <message>
        <source>Show the next place of this finding, then the next finding (F8)</source>
        <translation>Pokaż następne miejsce tego wyniku, a potem następny wynik (F8)</translation>
    </message>
    <message>
        <source>%1 places: %2</source>
        <translation>Miejsca (%1): %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>, place %1 of %2</source>
        <translation>, miejsce %1 z %2</translation>
    </message>
    <message>
        <source>, %1 places</source>
        <translation>, miejsca: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation>Nic nie zaznaczono. Kliknij element na planie lub przeciągnij ramkę wokół kilku.</translation>
    </message>
    <message>
        <source>Floor height</source>
        <translation>Wysokość podłogi</translation>
    </message>
    <message>
        <source>Ceiling height</source>
        <translation>Wysokość sufitu</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Światło</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Specjalny</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Znacznik</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Blocks everything</source>
        <translation>Blokuje wszystko</translation>
    </message>
    <message>
        <source>Blocks monsters</source>
        <translation>Blokuje potwory</translation>
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
            <numerusform>%n sektor</numerusform>
            <numerusform>%n sektory</numerusform>
            <numerusform>%n sektorów</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Ściana %1</translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n ściana</numerusform>
            <numerusform>%n ściany</numerusform>
            <numerusform>%n ścian</numerusform>
        </translation>
    </message>
    <message>
        <source>Thing %1</source>
        <translation>Obiekt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n things</source>
        <translation>
            <numerusform>%n obiekt</numerusform>
            <numerusform>%n obiekty</numerusform>
            <numerusform>%n obiektów</numerusform>
        </translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation>Wierzchołek %1</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices</source>
        <translation>
            <numerusform>%n wierzchołek</numerusform>
            <numerusform>%n wierzchołki</numerusform>
            <numerusform>%n wierzchołków</numerusform>
        </translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Właściwości</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Podłoga</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>Sufit</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>nieznany typ</translation>
    </message>
    <message>
        <source>Players and monsters cannot cross, even when two-sided</source>
        <translation>Gracze i potwory nie mogą przejść, nawet gdy ściana jest dwustronna</translation>
    </message>
    <message>
        <source>Upper unpegged</source>
        <translation>Górna nieprzypięta</translation>
    </message>
    <message>
        <source>The upper picture hangs from the ceiling rather than the floor above</source>
        <translation>Górny obraz zwisa od sufitu, a nie od wyższej podłogi</translation>
    </message>
    <message>
        <source>Lower unpegged</source>
        <translation>Dolna nieprzypięta</translation>
    </message>
    <message>
        <source>The lower and middle pictures start at the ceiling</source>
        <translation>Dolny i środkowy obraz zaczynają się od sufitu</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Sekretna</translation>
    </message>
    <message>
        <source>Shown as a one-sided wall on the automap</source>
        <translation>Na automapie widoczna jako ściana jednostronna</translation>
    </message>
    <message>
        <source>Blocks sound</source>
        <translation>Blokuje dźwięk</translation>
    </message>
    <message>
        <source>Two of these in a row stop monsters hearing through</source>
        <translation>Dwie takie z rzędu nie pozwalają potworom słyszeć przez nie</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Ukryta</translation>
    </message>
    <message>
        <source>Never shown on the automap</source>
        <translation>Nigdy niewidoczna na automapie</translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation>Odkryta</translation>
    </message>
    <message>
        <source>Shown on the automap from the start</source>
        <translation>Widoczna na automapie od początku</translation>
    </message>
</context>
<context>
    <name>sw::editor::ResourcesDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Przesuń w &amp;górę</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Przesuń w &amp;dół</translation>
    </message>
    <message>
        <source>Map Resources</source>
        <translation>Zasoby mapy</translation>
    </message>
    <message>
        <source>WAD files and image folders the map&apos;s textures, flats and sprites come from. Later entries override earlier ones; a map opened from a WAD reads that WAD last.</source>
        <translation>Pliki WAD i foldery obrazów, z których pochodzą tekstury, flaty i sprite&apos;y mapy. Późniejsze wpisy zastępują wcześniejsze; mapa otwarta z pliku WAD odczytuje ten WAD jako ostatni.</translation>
    </message>
    <message>
        <source>While the list is empty the map has no pictures: no IWAD was found (install freedoom, or set DOOMWADDIR).</source>
        <translation>Dopóki lista jest pusta, mapa nie ma obrazów: nie znaleziono IWAD (zainstaluj freedoom lub ustaw DOOMWADDIR).</translation>
    </message>
    <message>
        <source>While the list is empty the map uses the detected IWAD: %1</source>
        <translation>Dopóki lista jest pusta, mapa używa wykrytego IWAD: %1</translation>
    </message>
    <message>
        <source>Add &amp;WAD...</source>
        <translation>Dodaj &amp;WAD...</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>Dodaj &amp;folder...</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>nie można odczytać</translation>
    </message>
    <message>
        <source>folder, readable</source>
        <translation>folder, można odczytać</translation>
    </message>
    <message>
        <source>readable</source>
        <translation>można odczytać</translation>
    </message>
    <message>
        <source>Add WAD Files</source>
        <translation>Dodaj pliki WAD</translation>
    </message>
    <message>
        <source>WAD files (*.wad *.WAD);;All files (*)</source>
        <translation>Pliki WAD (*.wad *.WAD);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Add Image Folder</source>
        <translation>Dodaj folder obrazów</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>3D View</source>
        <translation>Widok 3D</translation>
    </message>
    <message>
        <source>3D View &gt; Fly Camera</source>
        <translation>Widok 3D &gt; Kamera swobodna</translation>
    </message>
    <message>
        <source>3D View &gt; Walking</source>
        <translation>Widok 3D &gt; Chodzenie</translation>
    </message>
    <message>
        <source>3D View &gt; Picked Surfaces</source>
        <translation>Widok 3D &gt; Wybrane powierzchnie</translation>
    </message>
    <message>
        <source>Frame the selection</source>
        <translation>Pokaż zaznaczenie</translation>
    </message>
    <message>
        <source>Reset the camera</source>
        <translation>Przywróć kamerę</translation>
    </message>
    <message>
        <source>Forward, back, left, right</source>
        <translation>Naprzód, wstecz, w lewo, w prawo</translation>
    </message>
    <message>
        <source>Up, down</source>
        <translation>W górę, w dół</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Szybciej</translation>
    </message>
    <message>
        <source>Forward, back</source>
        <translation>Naprzód, wstecz</translation>
    </message>
    <message>
        <source>W S, Up Down</source>
        <translation>W S, Góra Dół</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>Na boki</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Obrót</translation>
    </message>
    <message>
        <source>Left Right</source>
        <translation>Lewo Prawo</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Bieg</translation>
    </message>
    <message>
        <source>Use a door, switch or teleporter</source>
        <translation>Użyj drzwi, przełącznika lub teleportu</translation>
    </message>
    <message>
        <source>Jump (Use for a profile that cannot jump)</source>
        <translation>Skok (Użyj dla profilu bez skoku)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spacja</translation>
    </message>
    <message>
        <source>Stop walking</source>
        <translation>Zakończ chodzenie</translation>
    </message>
    <message>
        <source>Pick a floor, ceiling or wall part</source>
        <translation>Wybierz podłogę, sufit lub część ściany</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Kliknięcie</translation>
    </message>
    <message>
        <source>Add or remove a surface</source>
        <translation>Dodaj lub usuń powierzchnię</translation>
    </message>
    <message>
        <source>Shift+Click</source>
        <translation>Shift+kliknięcie</translation>
    </message>
    <message>
        <source>Raise or lower floors and ceilings by the grid</source>
        <translation>Podnieś lub obniż podłogi i sufity o krok siatki</translation>
    </message>
    <message>
        <source>PgUp PgDown, Ctrl+Wheel</source>
        <translation>PgUp PgDown, Ctrl+kółko</translation>
    </message>
    <message>
        <source>Move texture offsets by 1</source>
        <translation>Przesuń przesunięcia tekstur o 1</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <source>Move texture offsets by the grid</source>
        <translation>Przesuń przesunięcia tekstur o krok siatki</translation>
    </message>
    <message>
        <source>Shift+Arrows</source>
        <translation>Shift+strzałki</translation>
    </message>
    <message>
        <source>Change them in File &gt; Preferences &gt; Shortcuts. The 3D view&apos;s own keys are fixed.</source>
        <translation>Zmień je w Plik &gt; Preferencje &gt; Skróty. Klawisze samego widoku 3D są stałe.</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsEditor</name>
    <message>
        <source>Filter by action, menu or key</source>
        <translation>Filtruj według akcji, menu lub klawisza</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Skrót</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Domyślny</translation>
    </message>
    <message>
        <source>Shortcut:</source>
        <translation>Skrót:</translation>
    </message>
    <message>
        <source>Used twice: %1</source>
        <translation>Użyty dwukrotnie: %1</translation>
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
        <translation>Utwórz schody</translation>
    </message>
    <message>
        <source>Change ceilings too</source>
        <translation>Zmień także sufity</translation>
    </message>
    <message>
        <source>Allow steps higher than the avatar climbs</source>
        <translation>Zezwalaj na stopnie wyższe, niż może pokonać awatar</translation>
    </message>
    <message>
        <source>%1 sectors, in the order they were selected: the first keeps the start heights, each next one is a step further. A negative step goes down.</source>
        <translation>Sektory (%1) w kolejności zaznaczenia: pierwszy zachowuje wysokości początkowe, każdy następny jest o stopień dalej. Ujemny stopień prowadzi w dół.</translation>
    </message>
    <message>
        <source>Avatar &quot;%1&quot; climbs steps up to %2 units and needs %3 units of headroom.</source>
        <translation>Awatar „%1” pokonuje stopnie do %2 jedn. i potrzebuje %3 jedn. wolnej przestrzeni nad głową.</translation>
    </message>
    <message>
        <source>Start floor:</source>
        <translation>Podłoga początkowa:</translation>
    </message>
    <message>
        <source>Floor step:</source>
        <translation>Stopień podłogi:</translation>
    </message>
    <message>
        <source>Start ceiling:</source>
        <translation>Sufit początkowy:</translation>
    </message>
    <message>
        <source>Ceiling step:</source>
        <translation>Stopień sufitu:</translation>
    </message>
    <message>
        <source>Floors: %1</source>
        <translation>Podłogi: %1</translation>
    </message>
    <message>
        <source>A step of %1 is higher than the %2 the avatar climbs.</source>
        <translation>Stopień %1 jest wyższy niż %2, które pokonuje awatar.</translation>
    </message>
    <message>
        <source>Ceiling below the floor in sector(s) %1.</source>
        <translation>Sufit poniżej podłogi w sektorach: %1.</translation>
    </message>
    <message>
        <source>The avatar does not fit under the ceiling in sector(s) %1.</source>
        <translation>Awatar nie mieści się pod sufitem w sektorach: %1.</translation>
    </message>
    <message>
        <source>Sectors %1 and %2 share no wall.</source>
        <translation>Sektory %1 i %2 nie mają wspólnej ściany.</translation>
    </message>
</context>
<context>
    <name>sw::editor::TextureField</name>
    <message>
        <source>Pick a picture in the Textures dock</source>
        <translation>Wybierz obraz w panelu Tekstury</translation>
    </message>
    <message>
        <source>%1: %2 x %3. Click to pick another in the Textures dock</source>
        <translation>%1: %2 x %3. Kliknij, aby wybrać inny w panelu Tekstury</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>różne</translation>
    </message>
    <message>
        <source>%1 is not in the resources</source>
        <translation>%1 nie ma w zasobach</translation>
    </message>
</context>
<context>
    <name>sw::editor::TextureListModel</name>
    <message>
        <source>%1
missing</source>
        <translation>%1
brak</translation>
    </message>
    <message>
        <source>%1: not in the map&apos;s resources</source>
        <translation>%1: brak w zasobach mapy</translation>
    </message>
    <message>
        <source>%1, %2×%3, from %4</source>
        <translation>%1, %2×%3, z %4</translation>
    </message>
</context>
<context>
    <name>sw::editor::TexturesPanel</name>
    <message>
        <source>Walls</source>
        <translation>Ściany</translation>
    </message>
    <message>
        <source>Flats</source>
        <translation>Flaty</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Wszystkie</translation>
    </message>
    <message>
        <source>Used in this map</source>
        <translation>Użyte na tej mapie</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Ostatnie</translation>
    </message>
    <message>
        <source>Which pictures to list</source>
        <translation>Które obrazy wyświetlać</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Filtruj według nazwy</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Przód</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tył</translation>
    </message>
    <message>
        <source>The side of the selected walls that gets the picture</source>
        <translation>Strona zaznaczonych ścian, która otrzyma obraz</translation>
    </message>
    <message>
        <source>The part that gets the picture</source>
        <translation>Część, która otrzyma obraz</translation>
    </message>
    <message>
        <source>Apply to:</source>
        <translation>Zastosuj do:</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Podłoga</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>Sufit</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>Góra</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Środek</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Dół</translation>
    </message>
    <message>
        <source>Select sectors to give them this flat.</source>
        <translation>Zaznacz sektory, aby nadać im ten flat.</translation>
    </message>
    <message>
        <source>The selected sectors have %1 there already.</source>
        <translation>Zaznaczone sektory mają już tam %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Floor</source>
        <translation>Zastosuj %1 na podłodze</translation>
    </message>
    <message>
        <source>Apply %1 to Ceiling</source>
        <translation>Zastosuj %1 na suficie</translation>
    </message>
    <message>
        <source>Select walls to give them this texture.</source>
        <translation>Zaznacz ściany, aby nadać im tę teksturę.</translation>
    </message>
    <message>
        <source>None of the selected walls has a back side.</source>
        <translation>Żadna z zaznaczonych ścian nie ma tylnej strony.</translation>
    </message>
    <message>
        <source>The selected walls have %1 there already.</source>
        <translation>Zaznaczone ściany mają już tam %1.</translation>
    </message>
    <message>
        <source>Apply %1 to Back %2</source>
        <translation>Zastosuj %1 na tylnej stronie (%2)</translation>
    </message>
    <message>
        <source>Apply %1 to Front %2</source>
        <translation>Zastosuj %1 na przedniej stronie (%2)</translation>
    </message>
    <message>
        <source>No resources: add an IWAD or image folder in Map &gt; Resources.</source>
        <translation>Brak zasobów: dodaj IWAD lub folder obrazów w Mapa &gt; Zasoby.</translation>
    </message>
    <message>
        <source>Select sectors, then click a flat.</source>
        <translation>Zaznacz sektory, a potem kliknij flat.</translation>
    </message>
    <message numerus="yes">
        <source>Click a flat to apply it to %n sector(s).</source>
        <translation>
            <numerusform>Kliknij flat, aby zastosować go do %n sektora.</numerusform>
            <numerusform>Kliknij flat, aby zastosować go do %n sektorów.</numerusform>
            <numerusform>Kliknij flat, aby zastosować go do %n sektorów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select walls, then click a texture.</source>
        <translation>Zaznacz ściany, a potem kliknij teksturę.</translation>
    </message>
    <message numerus="yes">
        <source>Click a texture to apply it to %n wall(s).</source>
        <translation>
            <numerusform>Kliknij teksturę, aby zastosować ją do %n ściany.</numerusform>
            <numerusform>Kliknij teksturę, aby zastosować ją do %n ścian.</numerusform>
            <numerusform>Kliknij teksturę, aby zastosować ją do %n ścian.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a flat to apply it to the %n floor(s) and ceiling(s) picked in the 3D view.</source>
        <translation>
            <numerusform>Kliknij flat, aby zastosować go do %n podłogi lub sufitu zaznaczonego w widoku 3D.</numerusform>
            <numerusform>Kliknij flat, aby zastosować go do %n podłóg i sufitów zaznaczonych w widoku 3D.</numerusform>
            <numerusform>Kliknij flat, aby zastosować go do %n podłóg i sufitów zaznaczonych w widoku 3D.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a texture to apply it to the %n wall part(s) picked in the 3D view.</source>
        <translation>
            <numerusform>Kliknij teksturę, aby zastosować ją do %n części ściany zaznaczonej w widoku 3D.</numerusform>
            <numerusform>Kliknij teksturę, aby zastosować ją do %n części ścian zaznaczonych w widoku 3D.</numerusform>
            <numerusform>Kliknij teksturę, aby zastosować ją do %n części ścian zaznaczonych w widoku 3D.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::ToolActions</name>
    <message>
        <source>Make &amp;Stairs...</source>
        <translation>Utwórz &amp;schody...</translation>
    </message>
    <message>
        <source>Make &amp;Lift</source>
        <translation>Utwórz &amp;windę</translation>
    </message>
    <message>
        <source>Find and &amp;Replace...</source>
        <translation>Znajdź i &amp;zamień...</translation>
    </message>
    <message>
        <source>Select Si&amp;milar</source>
        <translation>Zaznacz &amp;podobne</translation>
    </message>
    <message>
        <source>Same &amp;Texture or Flat</source>
        <translation>Ta sama &amp;tekstura lub flat</translation>
    </message>
    <message>
        <source>Same Thing T&amp;ype</source>
        <translation>Ten sam t&amp;yp obiektu</translation>
    </message>
    <message>
        <source>Same &amp;Special</source>
        <translation>Ta sama akcja &amp;specjalna</translation>
    </message>
    <message>
        <source>C&amp;opy Properties</source>
        <translation>K&amp;opiuj właściwości</translation>
    </message>
    <message>
        <source>Paste Propert&amp;ies</source>
        <translation>Wklej właśc&amp;iwości</translation>
    </message>
    <message>
        <source>Select at least two sectors, in the order the stairs climb.</source>
        <translation>Zaznacz co najmniej dwa sektory w kolejności, w jakiej wznoszą się schody.</translation>
    </message>
    <message>
        <source>Lift made with tag %1: special 88 on %2 walls.</source>
        <translation>Utworzono windę ze znacznikiem %1: akcja specjalna 88 na ścianach (%2).</translation>
    </message>
    <message>
        <source>Replaced in %1.</source>
        <translation>Zamieniono – %1.</translation>
    </message>
    <message>
        <source>Copied the wall&apos;s properties.</source>
        <translation>Skopiowano właściwości ściany.</translation>
    </message>
    <message>
        <source>Copied the sector&apos;s properties.</source>
        <translation>Skopiowano właściwości sektora.</translation>
    </message>
    <message>
        <source>Copied the thing&apos;s properties.</source>
        <translation>Skopiowano właściwości obiektu.</translation>
    </message>
    <message>
        <source>Select a wall, sector or thing to copy its properties.</source>
        <translation>Zaznacz ścianę, sektor lub obiekt, aby skopiować jego właściwości.</translation>
    </message>
    <message>
        <source>Select a wall, sector or thing to find ones like it.</source>
        <translation>Zaznacz ścianę, sektor lub obiekt, aby znaleźć podobne.</translation>
    </message>
    <message>
        <source>Selected %1 like it.</source>
        <translation>Zaznaczono podobne: %1.</translation>
    </message>
    <message>
        <source>Make &amp;Door...</source>
        <translation>Utwórz &amp;drzwi...</translation>
    </message>
    <message>
        <source>Select the sectors to make into doors.</source>
        <translation>Zaznacz sektory, z których mają powstać drzwi.</translation>
    </message>
    <message>
        <source>Door made: special %1 on %2 walls facing out, %3 door tracks lower-unpegged.</source>
        <translation>Utworzono drzwi: akcja specjalna %1 na %2 ścianach skierowanych na zewnątrz, %3 prowadnic drzwi z dolnym odpięciem.</translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;otwarta mapa&gt;</translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <source>Building the 3D view...</source>
        <translation>Budowanie widoku 3D...</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation>
            <numerusform>%n trójkąt, %1 wywołań rysowania, zbudowano w %2 ms</numerusform>
            <numerusform>%n trójkąty, %1 wywołań rysowania, zbudowano w %2 ms</numerusform>
            <numerusform>%n trójkątów, %1 wywołań rysowania, zbudowano w %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>, first frame after %1 ms</source>
        <translation>, pierwsza klatka po %1 ms</translation>
    </message>
    <message>
        <source>the blue key</source>
        <translation>niebieskiego klucza</translation>
    </message>
    <message>
        <source>the yellow key</source>
        <translation>żółtego klucza</translation>
    </message>
    <message>
        <source>the red key</source>
        <translation>czerwonego klucza</translation>
    </message>
    <message>
        <source>the blue card</source>
        <translation>niebieskiej karty</translation>
    </message>
    <message>
        <source>the yellow card</source>
        <translation>żółtej karty</translation>
    </message>
    <message>
        <source>the red card</source>
        <translation>czerwonej karty</translation>
    </message>
    <message>
        <source>the blue skull key</source>
        <translation>niebieskiego klucza-czaszki</translation>
    </message>
    <message>
        <source>the yellow skull key</source>
        <translation>żółtego klucza-czaszki</translation>
    </message>
    <message>
        <source>the red skull key</source>
        <translation>czerwonego klucza-czaszki</translation>
    </message>
    <message>
        <source>any key</source>
        <translation>dowolnego klucza</translation>
    </message>
    <message>
        <source>all six keys</source>
        <translation>wszystkich sześciu kluczy</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>klucza</translation>
    </message>
    <message>
        <source>Wall %1 opens sector %2</source>
        <translation>Ściana %1 otwiera sektor %2</translation>
    </message>
    <message>
        <source>Wall %1 opens sectors %2</source>
        <translation>Ściana %1 otwiera sektory %2</translation>
    </message>
    <message>
        <source>Wall %1 closes sector %2</source>
        <translation>Ściana %1 zamyka sektor %2</translation>
    </message>
    <message>
        <source>Wall %1 closes sectors %2</source>
        <translation>Ściana %1 zamyka sektory %2</translation>
    </message>
    <message>
        <source>Wall %1 lowers sector %2</source>
        <translation>Ściana %1 opuszcza sektor %2</translation>
    </message>
    <message>
        <source>Wall %1 lowers sectors %2</source>
        <translation>Ściana %1 opuszcza sektory %2</translation>
    </message>
    <message>
        <source>Wall %1 teleports the walker to (%2, %3)</source>
        <translation>Ściana %1 teleportuje awatara do (%2, %3)</translation>
    </message>
    <message>
        <source>Locked: wall %1 needs %2</source>
        <translation>Zamknięte na klucz: ściana %1 wymaga %2</translation>
    </message>
    <message>
        <source>Nothing happens: %1</source>
        <translation>Nic się nie dzieje: %1</translation>
    </message>
    <message>
        <source>Drop %1 on Wall %2</source>
        <translation>Upuść %1 na ścianę %2</translation>
    </message>
    <message>
        <source>Drop %1 on Sector %2</source>
        <translation>Upuść %1 na sektor %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::VocabularyPicker</name>
    <message>
        <source>Type a name or a number</source>
        <translation>Wpisz nazwę lub numer</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Wpisz numer</translation>
    </message>
    <message>
        <source>None (0)</source>
        <translation>Brak (0)</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>Special %1</source>
        <translation>Specjalny %1</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>różne</translation>
    </message>
</context>
<context>
    <name>sw::editor::WallSideEditor</name>
    <message>
        <source>Back side</source>
        <translation>Tylna strona</translation>
    </message>
    <message>
        <source>Front side</source>
        <translation>Przednia strona</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>Górna</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Środkowa</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Dolna</translation>
    </message>
    <message>
        <source>Moves the pictures along the wall, in map units</source>
        <translation>Przesuwa obrazy wzdłuż ściany, w jednostkach mapy</translation>
    </message>
    <message>
        <source>Moves the pictures up or down, in map units</source>
        <translation>Przesuwa obrazy w górę lub w dół, w jednostkach mapy</translation>
    </message>
    <message>
        <source>Offset X</source>
        <translation>Przesunięcie X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
</context>
</TS>
