<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BspExport</name>
    <message numerus="yes">
        <source>Compiling the BSP of %n walls...</source>
        <translation>
            <numerusform>正在编译 %n 面墙的 BSP...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation>导出编译后的 BSP</translation>
    </message>
    <message>
        <source>Wrote %1.

Walls %2, segs %3, splits %4, leaves %5, nodes %6, depth %7, warnings %8.</source>
        <translation>已写入 %1。

墙 %2，段 %3，分割 %4，叶 %5，节点 %6，深度 %7，警告 %8。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Stepwise, a level editor for 2.5D sector maps.</source>
        <translation>Stepwise，一款 2.5D 扇区地图关卡编辑器。</translation>
    </message>
    <message>
        <source>Open the map called &lt;name&gt; of a WAD.</source>
        <translation>打开 WAD 中名为 &lt;name&gt; 的地图。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>A Stepwise map (.swmap) or a Doom WAD to open.</source>
        <translation>要打开的 Stepwise 地图（.swmap）或 Doom WAD。</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[文件]</translation>
    </message>
    <message>
        <source>Give one file to open, not %1.</source>
        <translation>请只指定一个要打开的文件，而不是 %1 个。</translation>
    </message>
    <message>
        <source>--map needs a WAD file to choose the map from.</source>
        <translation>--map 需要一个用于选择地图的 WAD 文件。</translation>
    </message>
</context>
<context>
    <name>DeleteElements</name>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>DocumentResources</name>
    <message>
        <source>Type %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Special %1</source>
        <translation>特殊 %1</translation>
    </message>
</context>
<context>
    <name>DrawRectangleTool</name>
    <message>
        <source>Draw Rectangle</source>
        <translation>绘制矩形</translation>
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
        <translation>扇区至少需要三个围成一块区域的角点。</translation>
    </message>
    <message>
        <source>The outline crosses itself.</source>
        <translation>轮廓自相交。</translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation>绘制扇区</translation>
    </message>
    <message>
        <source>Cannot draw this: %1</source>
        <translation>无法绘制：%1</translation>
    </message>
    <message>
        <source>Draw Lines</source>
        <translation>绘制线段</translation>
    </message>
</context>
<context>
    <name>DrawSectorTool</name>
    <message>
        <source>%1 units, %2°</source>
        <extracomment>The length of the line being drawn (map units) and its angle (degrees, 0 = east).</extracomment>
        <translation>%1 单位，%2°</translation>
    </message>
</context>
<context>
    <name>FlipWalls</name>
    <message>
        <source>Flip Walls</source>
        <translation>翻转墙</translation>
    </message>
</context>
<context>
    <name>JoinSectors</name>
    <message>
        <source>Join Sectors</source>
        <translation>连接扇区</translation>
    </message>
    <message>
        <source>Select two sectors or more to join.</source>
        <translation>请选择两个或更多扇区进行连接。</translation>
    </message>
</context>
<context>
    <name>MakeDoor</name>
    <message>
        <source>Make Door</source>
        <translation>创建门</translation>
    </message>
    <message>
        <source>Select the sectors to make into doors.</source>
        <translation>请选择要做成门的扇区。</translation>
    </message>
    <message>
        <source>A door needs a two-sided wall to open from; the selected sectors have none.</source>
        <translation>门需要一面可从其打开的双面墙；所选扇区没有。</translation>
    </message>
</context>
<context>
    <name>MakeLift</name>
    <message>
        <source>Make Lift</source>
        <translation>创建升降台</translation>
    </message>
    <message>
        <source>Select the sectors to make into a lift.</source>
        <translation>请选择要做成升降台的扇区。</translation>
    </message>
    <message>
        <source>A lift needs two-sided walls to step onto it; the selected sectors have none.</source>
        <translation>升降台需要可踏上它的双面墙；所选扇区没有。</translation>
    </message>
</context>
<context>
    <name>MakeSector</name>
    <message>
        <source>Make Sector</source>
        <translation>创建扇区</translation>
    </message>
    <message>
        <source>No closed loop of walls surrounds this point.</source>
        <translation>此点周围没有闭合的墙壁环。</translation>
    </message>
</context>
<context>
    <name>MakeStairs</name>
    <message>
        <source>Make Stairs</source>
        <translation>创建楼梯</translation>
    </message>
    <message>
        <source>Select at least two sectors, in the order the stairs climb.</source>
        <translation>请按楼梯上升的顺序选择至少两个扇区。</translation>
    </message>
    <message>
        <source>A sector of the run is not in the map.</source>
        <translation>这段楼梯中有一个扇区不在地图中。</translation>
    </message>
    <message>
        <source>Sector %1 would have its ceiling below its floor.</source>
        <translation>扇区 %1 的天花板将低于其地板。</translation>
    </message>
    <message>
        <source>The sectors already have these heights.</source>
        <translation>这些扇区已经是这些高度。</translation>
    </message>
</context>
<context>
    <name>MergeDroppedVertices</name>
    <message>
        <source>Move and Merge Vertices</source>
        <translation>移动并合并顶点</translation>
    </message>
</context>
<context>
    <name>MergeSectors</name>
    <message>
        <source>Merge Sectors</source>
        <translation>合并扇区</translation>
    </message>
    <message>
        <source>Select two sectors or more to merge.</source>
        <translation>请选择两个或更多扇区进行合并。</translation>
    </message>
</context>
<context>
    <name>MergeVertices</name>
    <message>
        <source>Merge Vertices</source>
        <translation>合并顶点</translation>
    </message>
    <message>
        <source>Select two vertices or more to merge.</source>
        <translation>请选择两个或更多顶点进行合并。</translation>
    </message>
</context>
<context>
    <name>MoveThings</name>
    <message>
        <source>Move Things</source>
        <translation>移动物体</translation>
    </message>
</context>
<context>
    <name>MoveVertices</name>
    <message>
        <source>Move Vertices</source>
        <translation>移动顶点</translation>
    </message>
</context>
<context>
    <name>PasteElements</name>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
</context>
<context>
    <name>PasteProperties</name>
    <message>
        <source>Paste Properties</source>
        <translation>粘贴属性</translation>
    </message>
    <message>
        <source>Copy the properties of a wall, sector or thing first (Ctrl+Shift+C).</source>
        <translation>请先复制墙、扇区或物体的属性 (Ctrl+Shift+C)。</translation>
    </message>
    <message>
        <source>Select walls to paste onto.</source>
        <translation>请选择要粘贴到的墙。</translation>
    </message>
    <message>
        <source>Select sectors to paste onto.</source>
        <translation>请选择要粘贴到的扇区。</translation>
    </message>
    <message>
        <source>Select things to paste onto.</source>
        <translation>请选择要粘贴到的物体。</translation>
    </message>
    <message>
        <source>The selection already has these properties.</source>
        <translation>所选内容已具有这些属性。</translation>
    </message>
</context>
<context>
    <name>PlaceThing</name>
    <message>
        <source>Place Thing</source>
        <translation>放置物体</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>ReplaceValues</name>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Nothing matches.</source>
        <translation>没有匹配项。</translation>
    </message>
    <message>
        <source>The replacement is the same as what it replaces.</source>
        <translation>替换值与被替换的值相同。</translation>
    </message>
    <message>
        <source>Replace %1 with %2</source>
        <translation>将 %1 替换为 %2</translation>
    </message>
</context>
<context>
    <name>RotateThings</name>
    <message>
        <source>Rotate Things</source>
        <translation>旋转物体</translation>
    </message>
</context>
<context>
    <name>SetAvatarProfiles</name>
    <message>
        <source>Change Avatar Profile</source>
        <translation>更改化身配置</translation>
    </message>
</context>
<context>
    <name>SetMapResources</name>
    <message>
        <source>Change Resources</source>
        <translation>更改资源</translation>
    </message>
</context>
<context>
    <name>SetPlayerStart</name>
    <message>
        <source>Set Player Start</source>
        <translation>设置玩家起点</translation>
    </message>
</context>
<context>
    <name>SetSectorProperties</name>
    <message>
        <source>Change Sectors</source>
        <translation>更改扇区</translation>
    </message>
</context>
<context>
    <name>SetThingProperties</name>
    <message>
        <source>Change Things</source>
        <translation>更改物体</translation>
    </message>
</context>
<context>
    <name>SetWallProperties</name>
    <message>
        <source>Change Walls</source>
        <translation>更改墙</translation>
    </message>
</context>
<context>
    <name>SplitWall</name>
    <message>
        <source>Split Wall</source>
        <translation>分割墙</translation>
    </message>
    <message>
        <source>Point at a wall to split it.</source>
        <translation>将光标指向要分割的墙。</translation>
    </message>
    <message>
        <source>The split point must lie inside the wall, not at its ends.</source>
        <translation>分割点必须位于墙的内部，而不是端点。</translation>
    </message>
</context>
<context>
    <name>SurfaceEdits</name>
    <message>
        <source>Select floors or ceilings in the 3D view to raise or lower them.</source>
        <translation>在 3D 视图中选择地板或天花板以升高或降低它们。</translation>
    </message>
    <message>
        <source>Sector %1: its ceiling would go below its floor.</source>
        <translation>扇区 %1：其天花板将低于地板。</translation>
    </message>
    <message>
        <source>Raise Floors and Ceilings</source>
        <translation>升高地板和天花板</translation>
    </message>
    <message>
        <source>Lower Floors and Ceilings</source>
        <translation>降低地板和天花板</translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation>升高地板</translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation>降低地板</translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation>升高天花板</translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation>降低天花板</translation>
    </message>
    <message>
        <source>Select wall parts in the 3D view to move their textures.</source>
        <translation>在 3D 视图中选择墙面部分以移动其纹理。</translation>
    </message>
    <message>
        <source>Move Texture Offsets</source>
        <translation>移动纹理偏移</translation>
    </message>
    <message>
        <source>Select floors or ceilings to give them this flat.</source>
        <translation>选择地板或天花板以赋予它们此平面纹理。</translation>
    </message>
    <message>
        <source>The selected floors and ceilings have %1 already.</source>
        <translation>所选地板和天花板已是 %1。</translation>
    </message>
    <message>
        <source>Apply %1 to Floors and Ceilings</source>
        <translation>将 %1 应用到地板和天花板</translation>
    </message>
    <message>
        <source>Select wall parts to give them this texture.</source>
        <translation>选择墙面部分以赋予它们此纹理。</translation>
    </message>
    <message>
        <source>The selected wall parts have %1 already.</source>
        <translation>所选墙面部分已是 %1。</translation>
    </message>
    <message>
        <source>Apply %1 to Wall Parts</source>
        <translation>将 %1 应用到墙面部分</translation>
    </message>
</context>
<context>
    <name>sw::editor</name>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Present on skills 1 and 2</source>
        <translation>在难度 1 和 2 中出现</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Present on skill 3</source>
        <translation>在难度 3 中出现</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Present on skills 4 and 5</source>
        <translation>在难度 4 和 5 中出现</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>伏击</translation>
    </message>
    <message>
        <source>A monster waits until it sees the player (deaf)</source>
        <translation>怪物会等到看见玩家才行动（听不到声音）</translation>
    </message>
    <message>
        <source>Multiplayer only</source>
        <translation>仅多人游戏</translation>
    </message>
    <message>
        <source>Not in deathmatch</source>
        <translation>不在死亡竞赛中出现</translation>
    </message>
    <message>
        <source>Boom</source>
        <translation>Boom</translation>
    </message>
    <message>
        <source>Not in co-op</source>
        <translation>不在合作模式中出现</translation>
    </message>
    <message>
        <source>Friendly</source>
        <translation>友方</translation>
    </message>
    <message>
        <source>MBF</source>
        <translation>MBF</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>None (does not block)</source>
        <translation>无（不阻挡）</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>圆柱</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>方盒</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>OBJ, glTF, FBX, PLY or STL file, relative to the map</source>
        <translation>OBJ、glTF、FBX、PLY 或 STL 文件，相对于地图</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Bottom above floor</source>
        <translation>底部离地高度</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source>Model scale</source>
        <translation>模型缩放</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarPlanOverlay</name>
    <message>
        <source>exact (swept shape)</source>
        <translation>exact（扫掠形状）</translation>
    </message>
    <message>
        <source>classic (Doom-like)</source>
        <translation>classic（类似 Doom）</translation>
    </message>
    <message>
        <source>planes (sphere against triangles)</source>
        <translation>planes（球体对三角形）</translation>
    </message>
    <message>
        <source>teleport to (%1, %2)</source>
        <translation>传送到 (%1, %2)</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarProfilePanel</name>
    <message>
        <source>Flies (no gravity)</source>
        <translation>飞行（无重力）</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>方盒</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>圆柱</translation>
    </message>
    <message>
        <source>Exact swept shape</source>
        <translation>精确扫掠形状</translation>
    </message>
    <message>
        <source>Classic (Doom-like)</source>
        <translation>经典（类似 Doom）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Step height</source>
        <translation>台阶高度</translation>
    </message>
    <message>
        <source>Jump height</source>
        <translation>跳跃高度</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Doors and lifts open</source>
        <translation>门和升降台打开</translation>
    </message>
    <message>
        <source>Has all keys</source>
        <translation>拥有所有钥匙</translation>
    </message>
    <message>
        <source>The drag and the checks see every door open and every lift down, as a player who opened them would find them</source>
        <translation>拖动和检查把每扇门视为打开、每个升降台视为降下，就像打开过它们的玩家所看到的那样</translation>
    </message>
    <message>
        <source>In walk mode, locked doors open; off, they say which key they want</source>
        <translation>在行走模式中，上锁的门会打开；关闭此项时，门会说明需要哪把钥匙</translation>
    </message>
    <message>
        <source>Planes (sphere on the level&apos;s triangles)</source>
        <translation>平面（球体在关卡三角形上）</translation>
    </message>
</context>
<context>
    <name>sw::editor::AvatarTool3D</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation>碰撞预览仍在准备中。</translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation>化身无法站在当前位置。</translation>
    </message>
</context>
<context>
    <name>sw::editor::CameraKeyGuard</name>
    <message>
        <source>%1 - keys steer the camera here</source>
        <translation>%1 - 按键在此控制相机</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChooseMapDialog</name>
    <message>
        <source>Choose a Map</source>
        <translation>选择地图</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n maps. Which one do you want to open?</source>
        <translation>
            <numerusform>%1 包含 %n 张地图。要打开哪一张？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::DoorDialog</name>
    <message>
        <source>Make Door</source>
        <translation>创建门</translation>
    </message>
    <message>
        <source>DR Door: open, wait, close (%1)</source>
        <translation>DR 门：打开、等待、关闭（%1）</translation>
    </message>
    <message>
        <source>DR doors open again and again, D1 doors once and stay open; a keyed door needs its key.</source>
        <translation>DR 门可反复打开，D1 门只打开一次并保持打开；带钥匙的门需要对应的钥匙。</translation>
    </message>
    <message>
        <source>Door &amp;kind:</source>
        <translation>门类型(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Split Wall at Cursor</source>
        <translation>在光标处分割墙(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Flip Walls</source>
        <translation>翻转墙(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Merge Vertices</source>
        <translation>合并顶点(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Join Sectors</source>
        <translation>连接扇区(&amp;J)</translation>
    </message>
    <message>
        <source>Merge Sec&amp;tors</source>
        <translation>合并扇区(&amp;T)</translation>
    </message>
    <message>
        <source>Raise Floor</source>
        <translation>升高地板</translation>
    </message>
    <message>
        <source>Lower Floor</source>
        <translation>降低地板</translation>
    </message>
    <message>
        <source>Raise Ceiling</source>
        <translation>升高天花板</translation>
    </message>
    <message>
        <source>Lower Ceiling</source>
        <translation>降低天花板</translation>
    </message>
    <message>
        <source>Raise Floor and Ceiling</source>
        <translation>升高地板和天花板</translation>
    </message>
    <message>
        <source>Lower Floor and Ceiling</source>
        <translation>降低地板和天花板</translation>
    </message>
    <message>
        <source>&amp;Insert Thing at Cursor</source>
        <translation>在光标处插入物体(&amp;I)</translation>
    </message>
    <message>
        <source>Rotate Things Left</source>
        <translation>向左旋转物体</translation>
    </message>
    <message>
        <source>Rotate Things Right</source>
        <translation>向右旋转物体</translation>
    </message>
    <message>
        <source>Set Player &amp;Start at Cursor</source>
        <translation>在光标处设置玩家起点(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Vertices</source>
        <translation>顶点(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Walls</source>
        <translation>墙(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Sectors</source>
        <translation>扇区(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Things</source>
        <translation>物体(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Draw Sector</source>
        <translation>绘制扇区(&amp;D)</translation>
    </message>
    <message>
        <source>Draw &amp;Rectangle</source>
        <translation>绘制矩形(&amp;R)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>Select two-sided walls to flip; one-sided walls must face their sector.</source>
        <translation>请选择双面墙进行翻转；单面墙必须朝向其扇区。</translation>
    </message>
    <message>
        <source>Select sectors to change their heights.</source>
        <translation>请选择要更改高度的扇区。</translation>
    </message>
    <message>
        <source>Move Sector Heights</source>
        <translation>移动扇区高度</translation>
    </message>
    <message>
        <source>Change Floor Height</source>
        <translation>更改地板高度</translation>
    </message>
    <message>
        <source>Change Ceiling Height</source>
        <translation>更改天花板高度</translation>
    </message>
    <message>
        <source>Select things to rotate them.</source>
        <translation>请选择要旋转的物体。</translation>
    </message>
    <message>
        <source>Ma&amp;ke Sector at Cursor</source>
        <translation>在光标处创建扇区(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Auto-Merge</source>
        <translation>自动合并(&amp;A)</translation>
    </message>
    <message>
        <source>Vertices and walls dropped on others merge with them</source>
        <translation>拖放到其他顶点或墙上的顶点和墙会与之合并</translation>
    </message>
</context>
<context>
    <name>sw::editor::EngineTest</name>
    <message>
        <source>No engine is set: choose one in Preferences &gt; Engines.</source>
        <translation>未设置引擎：请在“首选项 &gt; 引擎”中选择一个。</translation>
    </message>
    <message>
        <source>The engine %1 cannot be run: it is not an executable file.</source>
        <translation>无法运行引擎 %1：它不是可执行文件。</translation>
    </message>
    <message>
        <source>The IWAD %1 does not exist.</source>
        <translation>IWAD %1 不存在。</translation>
    </message>
    <message>
        <source>Cannot make a temporary folder for the test map.</source>
        <translation>无法为测试地图创建临时文件夹。</translation>
    </message>
    <message>
        <source>The map cannot be written for the engine: %1</source>
        <translation>无法为引擎写入地图：%1</translation>
    </message>
    <message>
        <source>The engine %1 did not start: %2</source>
        <translation>引擎 %1 未能启动：%2</translation>
    </message>
</context>
<context>
    <name>sw::editor::FindReplaceDialog</name>
    <message>
        <source>Find and Replace</source>
        <translation>查找和替换</translation>
    </message>
    <message>
        <source>Wall texture</source>
        <translation>墙纹理</translation>
    </message>
    <message>
        <source>Flat (floor or ceiling)</source>
        <translation>平面纹理（地板或天花板）</translation>
    </message>
    <message>
        <source>Thing type</source>
        <translation>物体类型</translation>
    </message>
    <message>
        <source>Special (walls, sectors, things)</source>
        <translation>特殊（墙、扇区、物体）</translation>
    </message>
    <message>
        <source>Tag (walls, sectors; thing ids)</source>
        <translation>标签（墙、扇区；物体 ID）</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>所选内容</translation>
    </message>
    <message>
        <source>Whole map</source>
        <translation>整个地图</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>值：</translation>
    </message>
    <message>
        <source>Replace with:</source>
        <translation>替换为：</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>1 wall</source>
        <translation>1 面墙</translation>
    </message>
    <message>
        <source>%1 walls</source>
        <translation>%1 面墙</translation>
    </message>
    <message>
        <source>1 sector</source>
        <translation>1 个扇区</translation>
    </message>
    <message>
        <source>%1 sectors</source>
        <translation>%1 个扇区</translation>
    </message>
    <message>
        <source>1 thing</source>
        <translation>1 个物体</translation>
    </message>
    <message>
        <source>%1 things</source>
        <translation>%1 个物体</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>e.g. STARTAN3</source>
        <translation>例如 STARTAN3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>匹配：%1</translation>
    </message>
    <message>
        <source>Enter what to find.</source>
        <translation>请输入要查找的内容。</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Stepwise</source>
        <translation>关于 Stepwise(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Import Doom Map...</source>
        <translation>导入 Doom 地图(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Export Compiled BSP...</source>
        <translation>导出编译后的 BSP(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>缩放至适合(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Larger Grid</source>
        <translation>增大网格(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Smaller Grid</source>
        <translation>减小网格(&amp;S)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <source>Avatar Profile</source>
        <translation>化身配置</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The map has unsaved changes. Save them first?</source>
        <translation>地图有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>Cannot Open Map</source>
        <translation>无法打开地图</translation>
    </message>
    <message>
        <source>Opened %1 in %2 ms: walls %3, sectors %4, things %5.</source>
        <translation>已在 %2 毫秒内打开 %1：墙 %3，扇区 %4，物体 %5。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Cannot Save Map</source>
        <translation>无法保存地图</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Save Map As</source>
        <translation>地图另存为</translation>
    </message>
    <message>
        <source>Stepwise maps (*.swmap)</source>
        <translation>Stepwise 地图 (*.swmap)</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>打开地图</translation>
    </message>
    <message>
        <source>Maps (*.swmap *.wad *.WAD);;Stepwise maps (*.swmap);;Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>地图 (*.swmap *.wad *.WAD);;Stepwise 地图 (*.swmap);;Doom WAD (*.wad *.WAD);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Doom Map</source>
        <translation>导入 Doom 地图</translation>
    </message>
    <message>
        <source>Doom WADs (*.wad *.WAD);;All files (*)</source>
        <translation>Doom WAD (*.wad *.WAD);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Compiled BSP</source>
        <translation>导出编译后的 BSP</translation>
    </message>
    <message>
        <source>The map has no walls yet.</source>
        <translation>地图还没有墙。</translation>
    </message>
    <message>
        <source>Compiled BSP (*.swbsp)</source>
        <translation>编译后的 BSP (*.swbsp)</translation>
    </message>
    <message>
        <source>Stepwise %1 (revision %2)

A level editor for 2.5D sector maps that tests them with a real collision core.</source>
        <translation>Stepwise %1（修订版 %2）

一个用真实碰撞核心测试 2.5D 扇区地图的关卡编辑器。</translation>
    </message>
    <message>
        <source>About Stepwise</source>
        <translation>关于 Stepwise</translation>
    </message>
    <message>
        <source>a new map</source>
        <translation>一张新地图</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Stepwise did not shut down properly. Unsaved changes to %1 were kept (autosaved %2). Recover them?</source>
        <translation>Stepwise 未正常关闭。对 %1 的未保存更改已保留（自动保存于 %2）。要恢复吗？</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] - Stepwise</source>
        <translation>%1[*] - Stepwise</translation>
    </message>
    <message>
        <source>%1 - %2[*] - Stepwise</source>
        <translation>%1 - %2[*] - Stepwise</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1，y %2</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>缩放 %1%</translation>
    </message>
    <message>
        <source>Grid %1</source>
        <translation>网格 %1</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>顶点</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区</translation>
    </message>
    <message>
        <source>Things</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Draw Sector</source>
        <translation>绘制扇区</translation>
    </message>
    <message>
        <source>Draw Rectangle</source>
        <translation>绘制矩形</translation>
    </message>
    <message>
        <source>Mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <source>Save Drag as Probe</source>
        <translation>将拖动保存为探测</translation>
    </message>
    <message>
        <source>Drag the avatar first; the last drag is saved.</source>
        <translation>请先拖动化身；将保存最后一次拖动。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>probe %1</source>
        <translation>探测 %1</translation>
    </message>
    <message>
        <source>Save Probe</source>
        <translation>保存探测</translation>
    </message>
    <message>
        <source>&amp;Avatar</source>
        <translation>化身(&amp;A)</translation>
    </message>
    <message>
        <source>Drag the test avatar and see where and why it stops (A)</source>
        <translation>拖动测试化身，查看它在何处以及为何停下 (A)</translation>
    </message>
    <message>
        <source>&amp;Save Drag as Probe...</source>
        <translation>将拖动保存为探测(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Walk in 3D</source>
        <translation>在 3D 中行走(&amp;W)</translation>
    </message>
    <message>
        <source>the collision world is not ready</source>
        <translation>碰撞世界尚未就绪</translation>
    </message>
    <message>
        <source>Cannot walk here: %1</source>
        <translation>无法在此行走：%1</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>&amp;Run Probes</source>
        <translation>运行探测(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>Export 3D Geometry</source>
        <translation>导出 3D 几何</translation>
    </message>
    <message>
        <source>There is no geometry to export yet.</source>
        <translation>还没有可导出的几何。</translation>
    </message>
    <message>
        <source>glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2.0 (*.gltf);;glTF 2.0 二进制 (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <source>Choose a file ending in .gltf, .glb or .obj.</source>
        <translation>请选择扩展名为 .gltf、.glb 或 .obj 的文件。</translation>
    </message>
    <message>
        <source>3D View</source>
        <translation>3D 视图</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>3D 视图(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>线框(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Ceilings</source>
        <translation>天花板(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Avatar Volume</source>
        <translation>化身体积(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Thing Volumes</source>
        <translation>物体体积(&amp;T)</translation>
    </message>
    <message>
        <source>BSP &amp;Leaves</source>
        <translation>BSP 叶(&amp;L)</translation>
    </message>
    <message>
        <source>BSP &amp;Partitions</source>
        <translation>BSP 分区(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Grown Walls</source>
        <translation>扩展的墙(&amp;G)</translation>
    </message>
    <message>
        <source>Problem &amp;Markers</source>
        <translation>问题标记(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Sphere Tree Level</source>
        <translation>球树层级(&amp;S)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>层级 %1</translation>
    </message>
    <message>
        <source>BSP Leaves by &amp;Depth</source>
        <translation>按深度显示 BSP 叶(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Orbit Camera</source>
        <translation>环绕相机(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fly Camera (WASD)</source>
        <translation>飞行相机 (WASD)(&amp;F)</translation>
    </message>
    <message>
        <source>Frame &amp;Selection</source>
        <translation>框选所选(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>重置相机(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export 3D Geometry...</source>
        <translation>导出 3D 几何(&amp;E)...</translation>
    </message>
    <message>
        <source>3D View (needs OpenGL)</source>
        <translation>3D 视图（需要 OpenGL）</translation>
    </message>
    <message>
        <source>Walking: held by %1</source>
        <translation>行走：被%1挡住</translation>
    </message>
    <message>
        <source>&amp;Test Map</source>
        <translation>测试地图(&amp;T)</translation>
    </message>
    <message>
        <source>Play the map, unsaved edits included, in the engine set in Preferences (F9)</source>
        <translation>在首选项中设置的引擎中游玩地图，包括未保存的修改 (F9)</translation>
    </message>
    <message>
        <source>Test from &amp;Avatar</source>
        <translation>从化身处测试(&amp;A)</translation>
    </message>
    <message>
        <source>Show Engine &amp;Log</source>
        <translation>显示引擎日志(&amp;L)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>Doom WAD files (*.wad)</source>
        <translation>Doom WAD 文件 (*.wad)</translation>
    </message>
    <message>
        <source>Map name in the WAD (e.g. MAP01 or E1M1):</source>
        <translation>WAD 中的地图名称（例如 MAP01 或 E1M1）：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a map name a WAD can hold: use up to 8 letters, digits or _ (e.g. MAP01).</source>
        <translation>“%1”不是 WAD 可以容纳的地图名称：最多使用 8 个字母、数字或 _（例如 MAP01）。</translation>
    </message>
    <message>
        <source>Cannot Test Map</source>
        <translation>无法测试地图</translation>
    </message>
    <message>
        <source>Testing in %1: %2</source>
        <translation>正在 %1 中测试：%2</translation>
    </message>
    <message>
        <source>Engine Log</source>
        <translation>引擎日志</translation>
    </message>
    <message>
        <source>No engine has run yet.</source>
        <translation>尚未运行任何引擎。</translation>
    </message>
    <message>
        <source>The last test&apos;s command line and output (%1).</source>
        <translation>上次测试的命令行和输出（%1）。</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Play the avatar in the 3D view: W A S D move, drag to look, E uses doors and switches, Space jumps, Escape leaves (G)</source>
        <translation>在 3D 视图中操控化身：W A S D 移动，拖动以环顾，E 使用门和开关，Space 跳跃，Escape 退出 (G)</translation>
    </message>
    <message>
        <source>Walking: W A S D move, Shift runs, drag to look, E uses, Space jumps, Escape leaves</source>
        <translation>行走：W A S D 移动，Shift 奔跑，拖动以环顾，E 使用，Space 跳跃，Escape 退出</translation>
    </message>
    <message>
        <source>&amp;Compare Algorithms</source>
        <translation>比较算法(&amp;C)</translation>
    </message>
    <message>
        <source>Drag with exact, classic and planes side by side, each in its colour (Shift+A)</source>
        <translation>并排使用 exact、classic 和 planes 拖动，各用各自的颜色 (Shift+A)</translation>
    </message>
    <message>
        <source>Textures</source>
        <translation>纹理</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>地图(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Resources...</source>
        <translation>资源(&amp;R)...</translation>
    </message>
    <message>
        <source>The WAD files and image folders the map&apos;s pictures come from</source>
        <translation>地图图片所来自的 WAD 文件和图片文件夹</translation>
    </message>
    <message>
        <source>Te&amp;xtured</source>
        <translation>纹理(&amp;X)</translation>
    </message>
    <message>
        <source>Coloured by &amp;Height</source>
        <translation>按高度着色(&amp;H)</translation>
    </message>
    <message>
        <source>Coloured by &amp;Sector</source>
        <translation>按扇区着色(&amp;S)</translation>
    </message>
    <message>
        <source>Light &amp;Fading with Distance</source>
        <translation>光照随距离衰减(&amp;F)</translation>
    </message>
</context>
<context>
    <name>sw::editor::MixedSpinBox</name>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>sw::editor::PlanView</name>
    <message>
        <source>The collision preview is still being prepared.</source>
        <translation>碰撞预览仍在准备中。</translation>
    </message>
    <message>
        <source>Press on the avatar to drag it; Shift-click places it elsewhere.</source>
        <translation>按住化身即可拖动；Shift+单击将其放到别处。</translation>
    </message>
    <message>
        <source>The avatar cannot stand where it is.</source>
        <translation>化身无法站在当前位置。</translation>
    </message>
    <message>
        <source>Thing %1: %2</source>
        <translation>物体 %1：%2</translation>
    </message>
    <message>
        <source>Wall %1: %2</source>
        <translation>墙 %1：%2</translation>
    </message>
    <message>
        <source>Sector %1: %2</source>
        <translation>扇区 %1：%2</translation>
    </message>
</context>
<context>
    <name>sw::editor::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A new language applies when Stepwise starts again.</source>
        <translation>新语言将在 Stepwise 下次启动时生效。</translation>
    </message>
    <message>
        <source>Autosave unsaved changes every</source>
        <translation>自动保存未保存更改的间隔</translation>
    </message>
    <message>
        <source>Recent files listed</source>
        <translation>最近文件数量</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Choose a Doom Engine</source>
        <translation>选择 Doom 引擎</translation>
    </message>
    <message>
        <source>IWAD</source>
        <translation>IWAD</translation>
    </message>
    <message>
        <source>Choose an IWAD</source>
        <translation>选择 IWAD</translation>
    </message>
    <message>
        <source>WAD files (*.wad *.WAD)</source>
        <translation>WAD 文件 (*.wad *.WAD)</translation>
    </message>
    <message>
        <source>e.g. -skill 4 -nomonsters</source>
        <translation>例如 -skill 4 -nomonsters</translation>
    </message>
    <message>
        <source>Extra arguments</source>
        <translation>额外参数</translation>
    </message>
    <message>
        <source>File &gt; Test Map (F9) writes the map with its nodes to a temporary WAD and starts the engine at it with -iwad, -file and -warp.</source>
        <translation>“文件 &gt; 测试地图”(F9) 会将地图及其节点写入临时 WAD，并使用 -iwad、-file 和 -warp 在该地图上启动引擎。</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProblemsPanel</name>
    <message>
        <source>Ignore for This Map</source>
        <translation>在此地图中忽略</translation>
    </message>
    <message>
        <source>Run Probes</source>
        <translation>运行探测</translation>
    </message>
    <message>
        <source>Edited since the probes ran: run them again to check.</source>
        <translation>自上次运行探测后已编辑：请重新运行以检查。</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>正在分析...</translation>
    </message>
    <message>
        <source>Running probes...</source>
        <translation>正在运行探测...</translation>
    </message>
    <message>
        <source>Ignore Finding</source>
        <translation>忽略此发现</translation>
    </message>
    <message>
        <source>Stop Ignoring Finding</source>
        <translation>停止忽略此发现</translation>
    </message>
    <message>
        <source>Errors (%1)</source>
        <translation>错误 (%1)</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告 (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ignored for this map (%1)</source>
        <translation>此地图中已忽略 (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Probes: %1 of %2 need a look</source>
        <translation>探测：%2 个中有 %1 个需要查看</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>changed, depends on tick rate</source>
        <translation>已改变，取决于刻率</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已改变</translation>
    </message>
    <message>
        <source>depends on tick rate</source>
        <translation>取决于刻率</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>与记录一致</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 ignored</source>
        <translation>，已忽略 %1 个</translation>
    </message>
    <message>
        <source>, %1 probe(s) changed</source>
        <translation>，%1 个探测已改变</translation>
    </message>
    <message>
        <source>Stop Ignoring</source>
        <translation>停止忽略</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Previous Place</source>
        <translation>上一处</translation>
    </message>
    <message>
        <source>Next Place</source>
        <translation>下一处</translation>
    </message>
    <message>
        <source>Show the previous place (Shift+F8)</source>
        <translation>显示上一处位置 (Shift+F8)</translation>
    </message>
    <message>
        <source>Show the next place of this finding, then the next finding (F8)</source>
        <translation>显示此发现的下一处位置，然后是下一个发现 (F8)</translation>
    </message>
    <message>
        <source>%1 places: %2</source>
        <translation>%1 处：%2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>, place %1 of %2</source>
        <translation>，第 %1 处（共 %2 处）</translation>
    </message>
    <message>
        <source>, %1 places</source>
        <translation>，共 %1 处</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertiesPanel</name>
    <message>
        <source>Nothing selected. Click an element in the plan, or drag a box around several.</source>
        <translation>未选择任何内容。在平面图中点击一个元素，或拖出方框选择多个。</translation>
    </message>
    <message>
        <source>Floor height</source>
        <translation>地板高度</translation>
    </message>
    <message>
        <source>Ceiling height</source>
        <translation>天花板高度</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>光照</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Blocks everything</source>
        <translation>阻挡一切</translation>
    </message>
    <message>
        <source>Blocks monsters</source>
        <translation>阻挡怪物</translation>
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
        <translation>扇区 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sectors</source>
        <translation>
            <numerusform>%n 个扇区</numerusform>
        </translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>墙 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n walls</source>
        <translation>
            <numerusform>%n 面墙</numerusform>
        </translation>
    </message>
    <message>
        <source>Thing %1</source>
        <translation>物体 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n things</source>
        <translation>
            <numerusform>%n 个物体</numerusform>
        </translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation>顶点 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n vertices</source>
        <translation>
            <numerusform>%n 个顶点</numerusform>
        </translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>地板</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>天花板</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>未知类型</translation>
    </message>
    <message>
        <source>Players and monsters cannot cross, even when two-sided</source>
        <translation>玩家和怪物无法穿过，即使是双面墙</translation>
    </message>
    <message>
        <source>Upper unpegged</source>
        <translation>上部不固定</translation>
    </message>
    <message>
        <source>The upper picture hangs from the ceiling rather than the floor above</source>
        <translation>上部图片从天花板向下悬挂，而不是以上方地板为基准</translation>
    </message>
    <message>
        <source>Lower unpegged</source>
        <translation>下部不固定</translation>
    </message>
    <message>
        <source>The lower and middle pictures start at the ceiling</source>
        <translation>下部和中部图片从天花板开始</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>秘密</translation>
    </message>
    <message>
        <source>Shown as a one-sided wall on the automap</source>
        <translation>在自动地图上显示为单面墙</translation>
    </message>
    <message>
        <source>Blocks sound</source>
        <translation>阻挡声音</translation>
    </message>
    <message>
        <source>Two of these in a row stop monsters hearing through</source>
        <translation>连续两道这样的墙可阻止怪物听到另一侧的声音</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Never shown on the automap</source>
        <translation>从不在自动地图上显示</translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Shown on the automap from the start</source>
        <translation>从一开始就显示在自动地图上</translation>
    </message>
</context>
<context>
    <name>sw::editor::ResourcesDialog</name>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>Map Resources</source>
        <translation>地图资源</translation>
    </message>
    <message>
        <source>WAD files and image folders the map&apos;s textures, flats and sprites come from. Later entries override earlier ones; a map opened from a WAD reads that WAD last.</source>
        <translation>地图的纹理、平面纹理和精灵所来自的 WAD 文件和图片文件夹。后面的条目覆盖前面的条目；从 WAD 打开的地图最后读取该 WAD。</translation>
    </message>
    <message>
        <source>While the list is empty the map has no pictures: no IWAD was found (install freedoom, or set DOOMWADDIR).</source>
        <translation>列表为空时，地图没有图片：未找到 IWAD（请安装 freedoom，或设置 DOOMWADDIR）。</translation>
    </message>
    <message>
        <source>While the list is empty the map uses the detected IWAD: %1</source>
        <translation>列表为空时，地图使用检测到的 IWAD：%1</translation>
    </message>
    <message>
        <source>Add &amp;WAD...</source>
        <translation>添加 WAD(&amp;W)...</translation>
    </message>
    <message>
        <source>Add &amp;Folder...</source>
        <translation>添加文件夹(&amp;F)...</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>folder, readable</source>
        <translation>文件夹，可读取</translation>
    </message>
    <message>
        <source>readable</source>
        <translation>可读取</translation>
    </message>
    <message>
        <source>Add WAD Files</source>
        <translation>添加 WAD 文件</translation>
    </message>
    <message>
        <source>WAD files (*.wad *.WAD);;All files (*)</source>
        <translation>WAD 文件 (*.wad *.WAD);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Add Image Folder</source>
        <translation>添加图片文件夹</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>3D View</source>
        <translation>3D 视图</translation>
    </message>
    <message>
        <source>3D View &gt; Fly Camera</source>
        <translation>3D 视图 &gt; 飞行相机</translation>
    </message>
    <message>
        <source>3D View &gt; Walking</source>
        <translation>3D 视图 &gt; 行走</translation>
    </message>
    <message>
        <source>3D View &gt; Picked Surfaces</source>
        <translation>3D 视图 &gt; 选中的表面</translation>
    </message>
    <message>
        <source>Frame the selection</source>
        <translation>框显所选内容</translation>
    </message>
    <message>
        <source>Reset the camera</source>
        <translation>重置相机</translation>
    </message>
    <message>
        <source>Forward, back, left, right</source>
        <translation>前、后、左、右</translation>
    </message>
    <message>
        <source>Up, down</source>
        <translation>上、下</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>Forward, back</source>
        <translation>前进、后退</translation>
    </message>
    <message>
        <source>W S, Up Down</source>
        <translation>W S，上 下</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>横向移动</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>转向</translation>
    </message>
    <message>
        <source>Left Right</source>
        <translation>左 右</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>奔跑</translation>
    </message>
    <message>
        <source>Use a door, switch or teleporter</source>
        <translation>使用门、开关或传送器</translation>
    </message>
    <message>
        <source>Jump (Use for a profile that cannot jump)</source>
        <translation>跳跃（对不能跳跃的配置为使用）</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Stop walking</source>
        <translation>停止行走</translation>
    </message>
    <message>
        <source>Pick a floor, ceiling or wall part</source>
        <translation>选取地板、天花板或墙面部分</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>单击</translation>
    </message>
    <message>
        <source>Add or remove a surface</source>
        <translation>添加或移除表面</translation>
    </message>
    <message>
        <source>Shift+Click</source>
        <translation>Shift+单击</translation>
    </message>
    <message>
        <source>Raise or lower floors and ceilings by the grid</source>
        <translation>按网格升高或降低地板和天花板</translation>
    </message>
    <message>
        <source>PgUp PgDown, Ctrl+Wheel</source>
        <translation>PgUp PgDown，Ctrl+滚轮</translation>
    </message>
    <message>
        <source>Move texture offsets by 1</source>
        <translation>纹理偏移移动 1</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Move texture offsets by the grid</source>
        <translation>按网格移动纹理偏移</translation>
    </message>
    <message>
        <source>Shift+Arrows</source>
        <translation>Shift+方向键</translation>
    </message>
    <message>
        <source>Change them in File &gt; Preferences &gt; Shortcuts. The 3D view&apos;s own keys are fixed.</source>
        <translation>可在 文件 &gt; 首选项 &gt; 快捷键 中更改。3D 视图自身的按键是固定的。</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsEditor</name>
    <message>
        <source>Filter by action, menu or key</source>
        <translation>按操作、菜单或按键筛选</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Shortcut:</source>
        <translation>快捷键：</translation>
    </message>
    <message>
        <source>Used twice: %1</source>
        <translation>重复使用：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>sw::editor::StairsDialog</name>
    <message>
        <source>Make Stairs</source>
        <translation>创建楼梯</translation>
    </message>
    <message>
        <source>Change ceilings too</source>
        <translation>同时更改天花板</translation>
    </message>
    <message>
        <source>Allow steps higher than the avatar climbs</source>
        <translation>允许台阶高于化身可攀爬的高度</translation>
    </message>
    <message>
        <source>%1 sectors, in the order they were selected: the first keeps the start heights, each next one is a step further. A negative step goes down.</source>
        <translation>%1 个扇区，按选择顺序排列：第一个保持起始高度，之后每个依次增加一级台阶。台阶为负值时向下。</translation>
    </message>
    <message>
        <source>Avatar &quot;%1&quot; climbs steps up to %2 units and needs %3 units of headroom.</source>
        <translation>化身“%1”可攀爬最高 %2 单位的台阶，需要 %3 单位的头顶空间。</translation>
    </message>
    <message>
        <source>Start floor:</source>
        <translation>起始地板：</translation>
    </message>
    <message>
        <source>Floor step:</source>
        <translation>地板台阶：</translation>
    </message>
    <message>
        <source>Start ceiling:</source>
        <translation>起始天花板：</translation>
    </message>
    <message>
        <source>Ceiling step:</source>
        <translation>天花板台阶：</translation>
    </message>
    <message>
        <source>Floors: %1</source>
        <translation>地板：%1</translation>
    </message>
    <message>
        <source>A step of %1 is higher than the %2 the avatar climbs.</source>
        <translation>台阶高度 %1 超过了化身可攀爬的 %2。</translation>
    </message>
    <message>
        <source>Ceiling below the floor in sector(s) %1.</source>
        <translation>扇区 %1 中天花板低于地板。</translation>
    </message>
    <message>
        <source>The avatar does not fit under the ceiling in sector(s) %1.</source>
        <translation>扇区 %1 中化身无法容身于天花板之下。</translation>
    </message>
    <message>
        <source>Sectors %1 and %2 share no wall.</source>
        <translation>扇区 %1 和 %2 没有共用的墙。</translation>
    </message>
</context>
<context>
    <name>sw::editor::TextureField</name>
    <message>
        <source>Pick a picture in the Textures dock</source>
        <translation>在纹理面板中选择图片</translation>
    </message>
    <message>
        <source>%1: %2 x %3. Click to pick another in the Textures dock</source>
        <translation>%1：%2 x %3。点击可在纹理面板中选择其他图片</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>%1 is not in the resources</source>
        <translation>%1 不在资源中</translation>
    </message>
</context>
<context>
    <name>sw::editor::TextureListModel</name>
    <message>
        <source>%1
missing</source>
        <translation>%1
缺失</translation>
    </message>
    <message>
        <source>%1: not in the map&apos;s resources</source>
        <translation>%1：不在地图的资源中</translation>
    </message>
    <message>
        <source>%1, %2×%3, from %4</source>
        <translation>%1，%2×%3，来自 %4</translation>
    </message>
</context>
<context>
    <name>sw::editor::TexturesPanel</name>
    <message>
        <source>Walls</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>Flats</source>
        <translation>平面纹理</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Used in this map</source>
        <translation>本地图中使用的</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>最近使用</translation>
    </message>
    <message>
        <source>Which pictures to list</source>
        <translation>要列出哪些图片</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>按名称筛选</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>The side of the selected walls that gets the picture</source>
        <translation>所选墙中获得图片的一侧</translation>
    </message>
    <message>
        <source>The part that gets the picture</source>
        <translation>获得图片的部分</translation>
    </message>
    <message>
        <source>Apply to:</source>
        <translation>应用到：</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>地板</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>天花板</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>上部</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>中部</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>下部</translation>
    </message>
    <message>
        <source>Select sectors to give them this flat.</source>
        <translation>请选择扇区以赋予此平面纹理。</translation>
    </message>
    <message>
        <source>The selected sectors have %1 there already.</source>
        <translation>所选扇区在该处已是 %1。</translation>
    </message>
    <message>
        <source>Apply %1 to Floor</source>
        <translation>将 %1 应用到地板</translation>
    </message>
    <message>
        <source>Apply %1 to Ceiling</source>
        <translation>将 %1 应用到天花板</translation>
    </message>
    <message>
        <source>Select walls to give them this texture.</source>
        <translation>请选择墙以赋予此纹理。</translation>
    </message>
    <message>
        <source>None of the selected walls has a back side.</source>
        <translation>所选墙都没有背面。</translation>
    </message>
    <message>
        <source>The selected walls have %1 there already.</source>
        <translation>所选墙在该处已是 %1。</translation>
    </message>
    <message>
        <source>Apply %1 to Back %2</source>
        <translation>将 %1 应用到背面%2</translation>
    </message>
    <message>
        <source>Apply %1 to Front %2</source>
        <translation>将 %1 应用到正面%2</translation>
    </message>
    <message>
        <source>No resources: add an IWAD or image folder in Map &gt; Resources.</source>
        <translation>没有资源：请在“地图 &gt; 资源”中添加 IWAD 或图片文件夹。</translation>
    </message>
    <message>
        <source>Select sectors, then click a flat.</source>
        <translation>请选择扇区，然后点击平面纹理。</translation>
    </message>
    <message numerus="yes">
        <source>Click a flat to apply it to %n sector(s).</source>
        <translation>
            <numerusform>点击平面纹理将其应用到 %n 个扇区。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select walls, then click a texture.</source>
        <translation>请选择墙，然后点击纹理。</translation>
    </message>
    <message numerus="yes">
        <source>Click a texture to apply it to %n wall(s).</source>
        <translation>
            <numerusform>点击纹理将其应用到 %n 面墙。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a flat to apply it to the %n floor(s) and ceiling(s) picked in the 3D view.</source>
        <translation>
            <numerusform>单击平面纹理，将其应用到 3D 视图中选中的 %n 个地板和天花板。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a texture to apply it to the %n wall part(s) picked in the 3D view.</source>
        <translation>
            <numerusform>单击纹理，将其应用到 3D 视图中选中的 %n 个墙面部分。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::editor::ToolActions</name>
    <message>
        <source>Make &amp;Stairs...</source>
        <translation>创建楼梯(&amp;S)...</translation>
    </message>
    <message>
        <source>Make &amp;Lift</source>
        <translation>创建升降台(&amp;L)</translation>
    </message>
    <message>
        <source>Find and &amp;Replace...</source>
        <translation>查找和替换(&amp;R)...</translation>
    </message>
    <message>
        <source>Select Si&amp;milar</source>
        <translation>选择相似项(&amp;M)</translation>
    </message>
    <message>
        <source>Same &amp;Texture or Flat</source>
        <translation>相同纹理或平面纹理(&amp;T)</translation>
    </message>
    <message>
        <source>Same Thing T&amp;ype</source>
        <translation>相同物体类型(&amp;Y)</translation>
    </message>
    <message>
        <source>Same &amp;Special</source>
        <translation>相同特殊(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;opy Properties</source>
        <translation>复制属性(&amp;O)</translation>
    </message>
    <message>
        <source>Paste Propert&amp;ies</source>
        <translation>粘贴属性(&amp;I)</translation>
    </message>
    <message>
        <source>Select at least two sectors, in the order the stairs climb.</source>
        <translation>请按楼梯上升的顺序选择至少两个扇区。</translation>
    </message>
    <message>
        <source>Lift made with tag %1: special 88 on %2 walls.</source>
        <translation>已创建升降台，标签 %1：%2 面墙设为特殊 88。</translation>
    </message>
    <message>
        <source>Replaced in %1.</source>
        <translation>已在 %1 中替换。</translation>
    </message>
    <message>
        <source>Copied the wall&apos;s properties.</source>
        <translation>已复制墙的属性。</translation>
    </message>
    <message>
        <source>Copied the sector&apos;s properties.</source>
        <translation>已复制扇区的属性。</translation>
    </message>
    <message>
        <source>Copied the thing&apos;s properties.</source>
        <translation>已复制物体的属性。</translation>
    </message>
    <message>
        <source>Select a wall, sector or thing to copy its properties.</source>
        <translation>请选择墙、扇区或物体以复制其属性。</translation>
    </message>
    <message>
        <source>Select a wall, sector or thing to find ones like it.</source>
        <translation>请选择墙、扇区或物体以查找类似项。</translation>
    </message>
    <message>
        <source>Selected %1 like it.</source>
        <translation>已选择 %1 个类似项。</translation>
    </message>
    <message>
        <source>Make &amp;Door...</source>
        <translation>创建门(&amp;D)...</translation>
    </message>
    <message>
        <source>Select the sectors to make into doors.</source>
        <translation>选择要做成门的扇区。</translation>
    </message>
    <message>
        <source>Door made: special %1 on %2 walls facing out, %3 door tracks lower-unpegged.</source>
        <translation>门已创建：%2 面朝外的墙上设置特殊动作 %1，%3 条门轨设为下端不固定。</translation>
    </message>
</context>
<context>
    <name>sw::editor::UndoHistoryPanel</name>
    <message>
        <source>&lt;opened map&gt;</source>
        <translation>&lt;打开的地图&gt;</translation>
    </message>
</context>
<context>
    <name>sw::editor::View3D</name>
    <message>
        <source>Building the 3D view...</source>
        <translation>正在构建 3D 视图...</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s), %1 draw calls, built in %2 ms</source>
        <translation>
            <numerusform>%n 个三角形，%1 次绘制调用，构建用时 %2 毫秒</numerusform>
        </translation>
    </message>
    <message>
        <source>, first frame after %1 ms</source>
        <translation>，首帧耗时 %1 毫秒</translation>
    </message>
    <message>
        <source>the blue key</source>
        <translation>蓝色钥匙</translation>
    </message>
    <message>
        <source>the yellow key</source>
        <translation>黄色钥匙</translation>
    </message>
    <message>
        <source>the red key</source>
        <translation>红色钥匙</translation>
    </message>
    <message>
        <source>the blue card</source>
        <translation>蓝色钥匙卡</translation>
    </message>
    <message>
        <source>the yellow card</source>
        <translation>黄色钥匙卡</translation>
    </message>
    <message>
        <source>the red card</source>
        <translation>红色钥匙卡</translation>
    </message>
    <message>
        <source>the blue skull key</source>
        <translation>蓝色骷髅钥匙</translation>
    </message>
    <message>
        <source>the yellow skull key</source>
        <translation>黄色骷髅钥匙</translation>
    </message>
    <message>
        <source>the red skull key</source>
        <translation>红色骷髅钥匙</translation>
    </message>
    <message>
        <source>any key</source>
        <translation>任意钥匙</translation>
    </message>
    <message>
        <source>all six keys</source>
        <translation>全部六把钥匙</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>一把钥匙</translation>
    </message>
    <message>
        <source>Wall %1 opens sector %2</source>
        <translation>墙 %1 打开扇区 %2</translation>
    </message>
    <message>
        <source>Wall %1 opens sectors %2</source>
        <translation>墙 %1 打开扇区 %2</translation>
    </message>
    <message>
        <source>Wall %1 closes sector %2</source>
        <translation>墙 %1 关闭扇区 %2</translation>
    </message>
    <message>
        <source>Wall %1 closes sectors %2</source>
        <translation>墙 %1 关闭扇区 %2</translation>
    </message>
    <message>
        <source>Wall %1 lowers sector %2</source>
        <translation>墙 %1 降下扇区 %2</translation>
    </message>
    <message>
        <source>Wall %1 lowers sectors %2</source>
        <translation>墙 %1 降下扇区 %2</translation>
    </message>
    <message>
        <source>Wall %1 teleports the walker to (%2, %3)</source>
        <translation>墙 %1 将行走者传送到 (%2, %3)</translation>
    </message>
    <message>
        <source>Locked: wall %1 needs %2</source>
        <translation>已上锁：墙 %1 需要%2</translation>
    </message>
    <message>
        <source>Nothing happens: %1</source>
        <translation>没有发生任何事：%1</translation>
    </message>
    <message>
        <source>Drop %1 on Wall %2</source>
        <translation>将 %1 拖放到墙 %2</translation>
    </message>
    <message>
        <source>Drop %1 on Sector %2</source>
        <translation>将 %1 拖放到扇区 %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::VocabularyPicker</name>
    <message>
        <source>Type a name or a number</source>
        <translation>输入名称或数字</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>输入数字</translation>
    </message>
    <message>
        <source>None (0)</source>
        <translation>无 (0)</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>Special %1</source>
        <translation>特殊 %1</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>sw::editor::WallSideEditor</name>
    <message>
        <source>Back side</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>Front side</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>Upper</source>
        <translation>上部</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>中部</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>下部</translation>
    </message>
    <message>
        <source>Moves the pictures along the wall, in map units</source>
        <translation>沿墙移动图片，以地图单位计</translation>
    </message>
    <message>
        <source>Moves the pictures up or down, in map units</source>
        <translation>上下移动图片，以地图单位计</translation>
    </message>
    <message>
        <source>Offset X</source>
        <translation>偏移 X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
</context>
</TS>
