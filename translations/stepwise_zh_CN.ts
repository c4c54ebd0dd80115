<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <location filename="../editor/app/BspExport.cpp" line="35"/>
        <source>Compiling the BSP of %n walls...</source>
        <translation>
            <numerusform>正在编译 %n 面墙的 BSP...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="37"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="55"/>
        <location filename="../editor/app/BspExport.cpp" line="68"/>
        <source>Export Compiled BSP</source>
        <translation>导出编译后的 BSP</translation>
    </message>
    <message>
        <location filename="../editor/app/BspExport.cpp" line="69"/>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation>已写入 %1。

墙 %2，段 %3，分割 %4，叶 %5，节点 %6，深度 %7，警告 %8。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="12"/>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation>Stepwise，一款 2.5D 扇区地图关卡编辑器。</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="16"/>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation>打开 WAD 中名为 &lt;name&gt; 的地图。</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="16"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="19"/>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation>要打开的 Stepwise 地图（.swmap）或 Doom WAD。</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="20"/>
        <source>[file]</source>
        <translation>[文件]</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="33"/>
        <source>Give one file to open, not %1.</source>
        <translation>请只指定一个要打开的文件，而不是 %1 个。</translation>
    </message>
    <message>
        <location filename="../editor/app/CommandLine.cpp" line="40"/>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation>--map 需要一个用于选择地图的 WAD 文件。</translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <location filename="../editor/commands/DeleteElements.cpp" line="32"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <location filename="../editor/tools/DrawRectangleTool.cpp" line="42"/>
        <source>Draw Rectangle</source>
        <translation>绘制矩形</translation>
    </message>
</context>
<context>
    <name>DrawSector</name>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="106"/>
        <source>A sector needs at least three corners that enclose an area.</source>
        <translation>扇区至少需要三个围成一块区域的角点。</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="108"/>
        <source>The outline crosses itself.</source>
        <translation>轮廓自相交。</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="111"/>
        <source>The outline crosses existing walls; draw along them or split them first.</source>
        <translation>轮廓与现有的墙相交；请沿墙绘制，或先分割它们。</translation>
    </message>
    <message>
        <location filename="../editor/commands/DrawSector.cpp" line="221"/>
        <source>Draw Sector</source>
        <translation>绘制扇区</translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <location filename="../editor/commands/FlipWalls.cpp" line="9"/>
        <source>Flip Walls</source>
        <translation>翻转墙</translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <location filename="../editor/commands/JoinSectors.cpp" line="10"/>
        <source>Join Sectors</source>
        <translation>连接扇区</translation>
    </message>
    <message>
        <location filename="../editor/commands/JoinSectors.cpp" line="40"/>
        <source>Select two sectors or more to join.</source>
        <translation>请选择两个或更多扇区进行连接。</translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <location filename="../editor/commands/MergeSectors.cpp" line="8"/>
        <source>Merge Sectors</source>
        <translation>合并扇区</translation>
    </message>
    <message>
        <location filename="../editor/commands/MergeSectors.cpp" line="16"/>
        <source>Select two sectors or more to merge.</source>
        <translation>请选择两个或更多扇区进行合并。</translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <location filename="../editor/commands/MergeVertices.cpp" line="10"/>
        <source>Merge Vertices</source>
        <translation>合并顶点</translation>
    </message>
    <message>
        <location filename="../editor/commands/MergeVertices.cpp" line="20"/>
        <source>Select two vertices or more to merge.</source>
        <translation>请选择两个或更多顶点进行合并。</translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <location filename="../editor/commands/MoveThings.cpp" line="7"/>
        <source>Move Things</source>
        <translation>移动物体</translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <location filename="../editor/commands/MoveVertices.cpp" line="7"/>
        <source>Move Vertices</source>
        <translation>移动顶点</translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <location filename="../editor/commands/PasteElements.cpp" line="10"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <location filename="../editor/commands/PlaceThing.cpp" line="8"/>
        <source>Place Thing</source>
        <translation>放置物体</translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <location filename="../editor/commands/RotateThings.cpp" line="22"/>
        <source>Rotate Things</source>
        <translation>旋转物体</translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <location filename="../editor/commands/SetAvatarProfiles.cpp" line="10"/>
        <source>Change Avatar Profile</source>
        <translation>更改化身配置</translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <location filename="../editor/commands/SetPlayerStart.cpp" line="8"/>
        <source>Set Player Start</source>
        <translation>设置玩家起点</translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <location filename="../editor/commands/SetSectorProperties.cpp" line="7"/>
        <source>Change Sectors</source>
        <translation>更改扇区</translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <location filename="../editor/commands/SetThingProperties.cpp" line="7"/>
        <source>Change Things</source>
        <translation>更改物体</translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <location filename="../editor/commands/SetWallProperties.cpp" line="7"/>
        <source>Change Walls</source>
        <translation>更改墙</translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="8"/>
        <source>Split Wall</source>
        <translation>分割墙</translation>
    </message>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="16"/>
        <source>Point at a wall to split it.</source>
        <translation>将光标指向要分割的墙。</translation>
    </message>
    <message>
        <location filename="../editor/commands/SplitWall.cpp" line="27"/>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation>分割点必须位于墙的内部，而不是端点。</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="30"/>
        <source>Flies (no gravity)</source>
        <translation>飞行（无重力）</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="32"/>
        <source>Box</source>
        <translation>方盒</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="33"/>
        <source>Cylinder</source>
        <translation>圆柱</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="34"/>
        <source>Exact swept shape</source>
        <translation>精确扫掠形状</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="35"/>
        <source>Classic (Doom-like)</source>
        <translation>经典（类似 Doom）</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="45"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="46"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="47"/>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="48"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="49"/>
        <source>Step height</source>
        <translation>台阶高度</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="50"/>
        <source>Jump height</source>
        <translation>跳跃高度</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="51"/>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <location filename="../editor/panels/AvatarProfilePanel.cpp" line="53"/>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <location filename="../editor/dialogs/ChooseMapDialog.cpp" line="14"/>
        <source>Choose a Map</source>
        <translation>选择地图</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/dialogs/ChooseMapDialog.cpp" line="17"/>
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation>
            <numerusform>%1 包含 %n 张地图。要打开哪一张？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="56"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="58"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="63"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="64"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="65"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="66"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="67"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="69"/>
        <source>&amp;Split Wall at Cursor</source>
        <translation>在光标处分割墙(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="70"/>
        <source>&amp;Flip Walls</source>
        <translation>翻转墙(&amp;F)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="71"/>
        <source>&amp;Merge Vertices</source>
        <translation>合并顶点(&amp;M)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="72"/>
        <source>&amp;Join Sectors</source>
        <translation>连接扇区(&amp;J)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="73"/>
        <source>Merge Sec&amp;tors</source>
        <translation>合并扇区(&amp;T)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="80"/>
        <source>Raise Floor</source>
        <translation>升高地板</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="81"/>
        <source>Lower Floor</source>
        <translation>降低地板</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="82"/>
        <source>Raise Ceiling</source>
        <translation>升高天花板</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="83"/>
        <source>Lower Ceiling</source>
        <translation>降低天花板</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="84"/>
        <source>Raise Floor and Ceiling</source>
        <translation>升高地板和天花板</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="85"/>
        <source>Lower Floor and Ceiling</source>
        <translation>降低地板和天花板</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="87"/>
        <source>&amp;Insert Thing at Cursor</source>
        <translation>在光标处插入物体(&amp;I)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="88"/>
        <source>Rotate Things Left</source>
        <translation>向左旋转物体</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="90"/>
        <source>Rotate Things Right</source>
        <translation>向右旋转物体</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="92"/>
        <source>Set Player &amp;Start at Cursor</source>
        <translation>在光标处设置玩家起点(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="106"/>
        <source>&amp;Vertices</source>
        <translation>顶点(&amp;V)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="107"/>
        <source>&amp;Walls</source>
        <translation>墙(&amp;W)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="108"/>
        <source>&amp;Sectors</source>
        <translation>扇区(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="109"/>
        <source>&amp;Things</source>
        <translation>物体(&amp;T)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="110"/>
        <source>&amp;Draw Sector</source>
        <translation>绘制扇区(&amp;D)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="111"/>
        <source>Draw &amp;Rectangle</source>
        <translation>绘制矩形(&amp;R)</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="150"/>
        <source>Cut</source>
        <translation>剪切</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="255"/>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation>请选择双面墙进行翻转；单面墙必须朝向其扇区。</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="262"/>
        <source>Select sectors to change their heights.</source>
        <translation>请选择要更改高度的扇区。</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="277"/>
        <source>Move Sector Heights</source>
        <translation>移动扇区高度</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="278"/>
        <source>Change Floor Height</source>
        <translation>更改地板高度</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="279"/>
        <source>Change Ceiling Height</source>
        <translation>更改天花板高度</translation>
    </message>
    <message>
        <location filename="../editor/app/EditActions.cpp" line="294"/>
        <source>Select things to rotate them.</source>
        <translation>请选择要旋转的物体。</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="91"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="92"/>
        <source>&amp;About Stepwise</source>
        <translation>关于 Stepwise(&amp;A)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="112"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="113"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="114"/>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="115"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="117"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="118"/>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="120"/>
        <source>&amp;Import Doom Map...</source>
        <translation>导入 Doom 地图(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="121"/>
        <source>&amp;Export Compiled BSP...</source>
        <translation>导出编译后的 BSP(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="123"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="126"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="128"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="129"/>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="135"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="136"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="137"/>
        <source>Zoom to &amp;Fit</source>
        <translation>缩放至适合(&amp;F)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="140"/>
        <source>&amp;Larger Grid</source>
        <translation>增大网格(&amp;L)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="142"/>
        <source>&amp;Smaller Grid</source>
        <translation>减小网格(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="145"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="147"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="148"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="149"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="151"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="152"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="159"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="175"/>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="176"/>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="178"/>
        <source>Avatar Profile</source>
        <translation>化身配置</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="182"/>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="232"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="232"/>
        <source>The map has unsaved changes. Save them first?</source>
        <translation>地图有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="259"/>
        <source>Cannot Open Map</source>
        <translation>无法打开地图</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="281"/>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation>已在 %2 毫秒内打开 %1：墙 %3，扇区 %4，物体 %5。</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="299"/>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="310"/>
        <location filename="../editor/app/MainWindow.cpp" line="331"/>
        <source>Cannot Save Map</source>
        <translation>无法保存地图</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="319"/>
        <location filename="../editor/app/MainWindow.cpp" line="363"/>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="322"/>
        <source>Save Map As</source>
        <translation>地图另存为</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="323"/>
        <source>Stepwise maps (*.swmap)</source>
        <translation>Stepwise 地图 (*.swmap)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="339"/>
        <source>Open Map</source>
        <translation>打开地图</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="340"/>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>地图 (*.swmap *.wad *.WAD);;Stepwise 地图 (*.swmap);;Doom WAD (*.wad *.WAD);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="348"/>
        <source>Import Doom Map</source>
        <translation>导入 Doom 地图</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="349"/>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Doom WAD (*.wad *.WAD);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="357"/>
        <location filename="../editor/app/MainWindow.cpp" line="367"/>
        <source>Export Compiled BSP</source>
        <translation>导出编译后的 BSP</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="357"/>
        <source>The map has no walls yet.</source>
        <translation>地图还没有墙。</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="368"/>
        <source>Compiled BSP (*.swbsp)</source>
        <translation>编译后的 BSP (*.swbsp)</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="378"/>
        <source>Stepwise %1 (revision %2)

A level editor for 2.5D sector maps that tests them with a real collision core.</source>
        <translation>Stepwise %1（修订版 %2）

一个用真实碰撞核心测试 2.5D 扇区地图的关卡编辑器。</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="385"/>
        <source>About Stepwise</source>
        <translation>关于 Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="404"/>
        <source>a new map</source>
        <translation>一张新地图</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="406"/>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="408"/>
        <location filename="../editor/app/MainWindow.cpp" line="428"/>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="409"/>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation>Stepwise 未正常关闭。对 %1 的未保存更改已保留（自动保存于 %2）。要恢复吗？</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="413"/>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="414"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="456"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="459"/>
        <source>%1[*] - Stepwise</source>
        <translation>%1[*] - Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="460"/>
        <source>%1 - %2[*] - Stepwise</source>
        <translation>%1 - %2[*] - Stepwise</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="469"/>
        <source>x %1, y %2</source>
        <translation>x %1，y %2</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="475"/>
        <source>Zoom %1%</source>
        <translation>缩放 %1%</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="476"/>
        <source>Grid %1</source>
        <translation>网格 %1</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="484"/>
        <source>Vertices</source>
        <translation>顶点</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="487"/>
        <source>Walls</source>
        <translation>墙</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="490"/>
        <source>Sectors</source>
        <translation>扇区</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="493"/>
        <source>Things</source>
        <translation>物体</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="496"/>
        <source>Draw Sector</source>
        <translation>绘制扇区</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="499"/>
        <source>Draw Rectangle</source>
        <translation>绘制矩形</translation>
    </message>
    <message>
        <location filename="../editor/app/MainWindow.cpp" line="502"/>
        <source>Mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="28"/>
        <source>Save Drag as Probe</source>
        <translation>将拖动保存为探测</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="31"/>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation>请先拖动化身；将保存最后一次拖动。</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="36"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="37"/>
        <source>probe %1</source>
        <translation>探测 %1</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="42"/>
        <source>Save Probe</source>
        <translation>保存探测</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="57"/>
        <source>&amp;Avatar</source>
        <translation>化身(&amp;A)</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="61"/>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation>拖动测试化身，查看它在何处以及为何停下 (A)</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="78"/>
        <source>&amp;Compare Classic and Exact</source>
        <translation>比较经典与精确(&amp;C)</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="84"/>
        <source>&amp;Save Drag as Probe...</source>
        <translation>将拖动保存为探测(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="36"/>
        <source>&amp;Walk in 3D</source>
        <translation>在 3D 中行走(&amp;W)</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="40"/>
        <source>Play the avatar in the 3D view: W A S D move, drag to look, Space jumps, Escape leaves (G)</source>
        <translation>在 3D 视图中操控化身：W A S D 移动，拖动环视，空格跳跃，Esc 退出 (G)</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="70"/>
        <source>the collision world is not ready</source>
        <translation>碰撞世界尚未就绪</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="75"/>
        <source>Cannot walk here: %1</source>
        <translation>无法在此行走：%1</translation>
    </message>
    <message>
        <location filename="../editor/app/Preview3D.cpp" line="80"/>
        <source>Walking: W A S D move, Shift runs, drag to look, Space jumps, Escape leaves</source>
        <translation>行走中：W A S D 移动，Shift 加速，拖动环视，空格跳跃，Esc 退出</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="91"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="103"/>
        <source>&amp;Run Probes</source>
        <translation>运行探测(&amp;R)</translation>
    </message>
    <message>
        <location filename="../editor/app/PreviewSetup.cpp" line="111"/>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="33"/>
        <location filename="../editor/app/View3DSetup.cpp" line="39"/>
        <location filename="../editor/app/View3DSetup.cpp" line="53"/>
        <location filename="../editor/app/View3DSetup.cpp" line="59"/>
        <source>Export 3D Geometry</source>
        <translation>导出 3D 几何</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="34"/>
        <source>There is no geometry to export yet.</source>
        <translation>还没有可导出的几何。</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="40"/>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2.0 (*.gltf);;glTF 2.0 二进制 (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="54"/>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation>请选择扩展名为 .gltf、.glb 或 .obj 的文件。</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="90"/>
        <source>3D View</source>
        <translation>3D 视图</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="110"/>
        <source>&amp;3D View</source>
        <translation>3D 视图(&amp;3)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="119"/>
        <source>&amp;Wireframe</source>
        <translation>线框(&amp;W)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="120"/>
        <source>&amp;Ceilings</source>
        <translation>天花板(&amp;C)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="121"/>
        <source>&amp;Avatar Volume</source>
        <translation>化身体积(&amp;A)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="122"/>
        <source>&amp;Thing Volumes</source>
        <translation>物体体积(&amp;T)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="123"/>
        <source>BSP &amp;Leaves</source>
        <translation>BSP 叶(&amp;L)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="124"/>
        <source>BSP &amp;Partitions</source>
        <translation>BSP 分区(&amp;P)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="125"/>
        <source>&amp;Grown Walls</source>
        <translation>扩展的墙(&amp;G)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="126"/>
        <source>Problem &amp;Markers</source>
        <translation>问题标记(&amp;M)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="146"/>
        <source>&amp;Sphere Tree Level</source>
        <translation>球树层级(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="151"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="152"/>
        <source>Level %1</source>
        <translation>层级 %1</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="162"/>
        <source>Colour by &amp;Sector</source>
        <translation>按扇区着色(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="165"/>
        <source>BSP Leaves by &amp;Depth</source>
        <translation>按深度显示 BSP 叶(&amp;D)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="175"/>
        <source>&amp;Orbit Camera</source>
        <translation>环绕相机(&amp;O)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="176"/>
        <source>&amp;Fly Camera (WASD)</source>
        <translation>飞行相机 (WASD)(&amp;F)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="186"/>
        <source>Frame &amp;Selection</source>
        <translation>框选所选(&amp;S)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="187"/>
        <source>&amp;Reset Camera</source>
        <translation>重置相机(&amp;R)</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="193"/>
        <source>&amp;Export 3D Geometry...</source>
        <translation>导出 3D 几何(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../editor/app/View3DSetup.cpp" line="85"/>
        <source>3D View (needs OpenGL)</source>
        <translation>3D 视图（需要 OpenGL）</translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <location filename="../editor/panels/MixedSpinBox.cpp" line="43"/>
        <location filename="../editor/panels/MixedSpinBox.cpp" line="55"/>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="48"/>
        <source>The collision preview is still being prepared.</source>
        <translation>碰撞预览仍在准备中。</translation>
    </message>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="53"/>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation>按住化身即可拖动；Shift+单击将其放到别处。</translation>
    </message>
    <message>
        <location filename="../editor/tools/AvatarTool.cpp" line="57"/>
        <source>The avatar cannot stand where it is.</source>
        <translation>化身无法站在当前位置。</translation>
    </message>
</context>
<context>
    <name>sw::editor::PreferencesDialog</name>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="19"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="20"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="29"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="35"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="36"/>
        <source>A new language applies when Stepwise starts again.</source>
        <translation>新语言将在 Stepwise 下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="39"/>
        <source>Autosave unsaved changes every</source>
        <translation>自动保存未保存更改的间隔</translation>
    </message>
    <message>
        <location filename="../editor/dialogs/PreferencesDialog.cpp" line="40"/>
        <source>Recent files listed</source>
        <translation>最近文件数量</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="67"/>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="348"/>
        <source>Ignore for This Map</source>
        <translation>在此地图中忽略</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="75"/>
        <source>Run Probes</source>
        <translation>运行探测</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="161"/>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation>自上次运行探测后已编辑：请重新运行以检查。</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="182"/>
        <source>Analysing...</source>
        <translation>正在分析...</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="205"/>
        <source>Running probes...</source>
        <translation>正在运行探测...</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="236"/>
        <source>Ignore Finding</source>
        <translation>忽略此发现</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="236"/>
        <source>Stop Ignoring Finding</source>
        <translation>停止忽略此发现</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="268"/>
        <source>Errors (%1)</source>
        <translation>错误 (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="269"/>
        <source>Warnings (%1)</source>
        <translation>警告 (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="276"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="285"/>
        <source>Ignored for this map (%1)</source>
        <translation>此地图中已忽略 (%1)</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="288"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="300"/>
        <source>Probes: %1 of %2 need a look</source>
        <translation>探测：%2 个中有 %1 个需要查看</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="304"/>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="305"/>
        <source>changed, depends on tick rate</source>
        <translation>已改变，取决于刻率</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="306"/>
        <source>changed</source>
        <translation>已改变</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="307"/>
        <source>depends on tick rate</source>
        <translation>取决于刻率</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="308"/>
        <source>as recorded</source>
        <translation>与记录一致</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="310"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)：%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/ProblemsPanel.cpp" line="316"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="317"/>
        <source>, %1 ignored</source>
        <translation>，已忽略 %1 个</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="318"/>
        <source>, %1 probe(s) changed</source>
        <translation>，%1 个探测已改变</translation>
    </message>
    <message>
        <location filename="../editor/panels/ProblemsPanel.cpp" line="347"/>
        <source>Stop Ignoring</source>
        <translation>停止忽略</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="47"/>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="84"/>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation>未选择任何内容。在平面图中点击一个元素，或拖出方框选择多个。</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="123"/>
        <source>Floor height</source>
        <translation>地板高度</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="124"/>
        <source>Ceiling height</source>
        <translation>天花板高度</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="125"/>
        <source>Light</source>
        <translation>光照</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="126"/>
        <source>Floor material</source>
        <translation>地板材质</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="127"/>
        <source>Ceiling material</source>
        <translation>天花板材质</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="128"/>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="174"/>
        <source>Special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="129"/>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="175"/>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="130"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="165"/>
        <source>Blocks everything</source>
        <translation>阻挡一切</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="166"/>
        <source>Blocks monsters</source>
        <translation>阻挡怪物</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="176"/>
        <source>Front middle</source>
        <translation>正面中部</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="177"/>
        <source>Front upper</source>
        <translation>正面上部</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="178"/>
        <source>Front lower</source>
        <translation>正面下部</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="218"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="219"/>
        <source>Angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="220"/>
        <source>Flags</source>
        <translation>标志</translation>
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
        <translation>扇区 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="350"/>
        <source>%n sectors</source>
        <translation>
            <numerusform>%n 个扇区</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="363"/>
        <source>Wall %1</source>
        <translation>墙 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="364"/>
        <source>%n walls</source>
        <translation>
            <numerusform>%n 面墙</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="376"/>
        <source>Thing %1</source>
        <translation>物体 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="377"/>
        <source>%n things</source>
        <translation>
            <numerusform>%n 个物体</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="385"/>
        <source>Vertex %1</source>
        <translation>顶点 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/panels/PropertiesPanel.cpp" line="386"/>
        <source>%n vertices</source>
        <translation>
            <numerusform>%n 个顶点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/panels/PropertiesPanel.cpp" line="392"/>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <location filename="../editor/panels/UndoHistoryPanel.cpp" line="10"/>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;打开的地图&gt;</translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <location filename="../editor/views/View3D.cpp" line="704"/>
        <source>Building the 3D view...</source>
        <translation>正在构建 3D 视图...</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/views/View3D.cpp" line="779"/>
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation>
            <numerusform>%n 个三角形，%1 次绘制调用，构建用时 %2 毫秒</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/views/View3D.cpp" line="784"/>
        <source>, first frame after %1 ms</source>
        <translation>，首帧耗时 %1 毫秒</translation>
    </message>
</context>
</TS>
