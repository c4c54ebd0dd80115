<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <source>Compiling the BSP of %n walls...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[file]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one file to open, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <source>Draw Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawSector</name>
    <message>
        <source>A sector needs at least three corners that enclose an area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outline crosses itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outline crosses existing walls; draw along them or split them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <source>Flip Walls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <source>Join Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two sectors or more to join.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <source>Merge Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two sectors or more to merge.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <source>Merge Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two vertices or more to merge.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <source>Move Things</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <source>Move Vertices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <source>Place Thing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <source>Rotate Things</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <source>Change Avatar Profile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <source>Set Player Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <source>Change Sectors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <source>Change Things</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <source>Change Walls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <source>Split Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a wall to split it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <source>Flies (no gravity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact swept shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic (Doom-like)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <source>Choose a Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split Wall at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Sec&amp;tors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise Floor and Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Floor and Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insert Thing at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Things Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Things Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Player &amp;Start at Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Things</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw Sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select sectors to change their heights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Sector Heights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Floor Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Ceiling Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select things to rotate them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Doom Map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Compiled BSP...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avatar Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepwise maps (*.swmap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Doom Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has no walls yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiled BSP (*.swbsp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - Stepwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2[*] - Stepwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Things</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Drag as Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probe %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Avatar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Classic and Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Drag as Probe...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run Probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export 3D Geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no geometry to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ceilings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Avatar Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Thing Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BSP &amp;Leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BSP &amp;Partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grown Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem &amp;Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sphere Tree Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by &amp;Sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BSP Leaves by &amp;Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Orbit Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fly Camera (WASD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame &amp;Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export 3D Geometry...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies when Stepwise starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave unsaved changes every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <source>Ignore for This Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run Probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running probes...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Ignoring Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignored for this map (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probes: %1 of %2 need a look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed, depends on tick rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depends on tick rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 probe(s) changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Ignoring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks monsters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sectors</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Thing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n things</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vertices</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <source>&lt;opened map&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <source>Building the 3D view...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, first frame after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
