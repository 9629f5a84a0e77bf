// Qt Quick tests of the tools as one registry (editor/tool_registry.cpp): the palette lists the
// tools of the open map's kind, the tool keys pick the registry's tool, a name that is no tool
// is refused; the table's Marker tool places, moves, deletes, undoes, saves and rereads a
// marker; the tape keeps its own mobility and measures a chain of legs, its length shown on
// the map beside it.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1200
    height: 760

    MapDocument { id: doc }
    MapDocument { id: reopened }
    MapView { id: view; x: 220; width: 700; height: 560; document: doc }
    ToolPalette { id: palette; width: 210; height: 740; view: view; document: doc }
    Component { id: inspectorComponent; TableInspector { x: 930; width: 260; height: 500; document: doc } }

    TestCase {
        name: "ToolRegistry"
        when: windowShown

        function init() {
            // Keys reach the map only in the active window (the window test below opens another).
            root.Window.window.requestActivate()
            tryVerify(() => root.Window.window.active)
            view.tool = "select"
        }

        // The ids of the palette's tool buttons, top to bottom.
        function paletteTools() {
            const buttons = []
            collect(palette, buttons)
            buttons.sort((a, b) => a.mapToItem(palette, 0, 0).y - b.mapToItem(palette, 0, 0).y)
            return buttons.map(b => b.objectName.substring(5))
        }
        function collect(item, out) {
            if (item.objectName && item.objectName.startsWith("tool-") && item.visible) out.push(item)
            for (let i = 0; i < (item.children || []).length; ++i) collect(item.children[i], out)
        }
        function waitForPalette(first, last) {
            tryVerify(() => { const t = paletteTools(); return t[0] === first && t[t.length - 1] === last }, 2000,
                      paletteTools().join(" "))
        }

        function test_thePaletteShowsTheToolsOfEachMapKind() {
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            waitForPalette("select", "zone")
            compare(paletteTools(), ["select", "terrain", "fill", "raise", "lower", "level", "hexside", "road",
                                     "objective", "marker", "eraser", "los", "zone"])
            compare(findChild(palette, "tool-terrain").text, "Terrain brush  (B)")
            compare(doc.newMap("field-of-fire", 4, 3, "flat", "odd", "letter-number"), "")
            waitForPalette("select", "zone")
            compare(paletteTools(), ["select", "terrain", "border", "hill", "marker", "eraser", "los", "zone"])
            compare(findChild(palette, "tool-terrain").text, "Card terrain  (B)")
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            waitForPalette("select", "los")
            compare(paletteTools(), ["select", "polygon", "polyline", "circle", "rect", "vertex", "tape", "marker", "los"])
            compare(findChild(palette, "tool-marker").text, "Marker (smoke, fire)  (S)")
            // A table scenario adds its places.
            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            waitForPalette("select", "point")
            compare(paletteTools(), ["select", "polygon", "polyline", "circle", "rect", "vertex", "tape", "marker", "los",
                                     "zone", "zone-polygon", "objective", "point"])
        }

        // Every tool's key, as the registry gives it, picks that tool while the map has the keyboard.
        function test_eachShortcutKeyPicksTheRegistrysTool() {
            for (const [kind, open] of [["hex", () => doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number")],
                                        ["cards", () => doc.newMap("field-of-fire", 4, 3, "flat", "odd", "letter-number")],
                                        ["table", () => doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml")]]) {
                compare(open(), "")
                const tools = ToolRegistry.tools(kind, true)
                verify(tools.length >= 8, kind)
                // The palette's shortcuts follow the document.
                tryVerify(() => paletteTools().join(" ") === tools.map(t => t.id).join(" "), 2000, kind)
                for (const tool of tools) {
                    view.forceActiveFocus()
                    view.tool = tool.id === "select" ? "los" : "select"
                    keyClick(tool.key)
                    compare(view.tool, tool.id, kind + ": key " + tool.key)
                }
            }
            // The table's marker key is S (M stays the tape, as before).
            view.forceActiveFocus()
            keyClick(Qt.Key_S)
            compare(view.tool, "marker")
            keyClick(Qt.Key_M)
            compare(view.tool, "tape")
        }

        // What the tool has to say: how to use it (a road needs a drag), the road being dragged,
        // and it follows a tool chosen with a key at once; a table tool's refusal goes with it.
        function test_theToolSaysHowToUseItAndFollowsTheTool() {
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            view.forceActiveFocus()
            keyClick(Qt.Key_D)
            compare(view.tool, "road")
            verify(view.toolStatus.startsWith("Drag along a chain of hexes"), view.toolStatus)
            const labelIndex = (label) => { for (let i = 0; i < doc.columns * doc.rows; ++i) if (doc.labelOf(i) === label) return i; return -1 }
            const a = view.viewPointOf(labelIndex("C3")), b = view.viewPointOf(labelIndex("F3"))
            mousePress(view, a.x, a.y)
            mouseMove(view, (a.x + b.x) / 2, (a.y + b.y) / 2)
            mouseMove(view, b.x, b.y)
            verify(/^Release the button to lay the road \(hexes so far: [3-5]\)$/.test(view.toolStatus), view.toolStatus)
            mouseRelease(view, b.x, b.y)
            verify(view.toolStatus.startsWith("Drag along a chain of hexes"), view.toolStatus)  // laid
            keyClick(Qt.Key_S)  // no mouse move between: the words follow the key
            verify(view.toolStatus.startsWith("Click near a hexside"), view.toolStatus)
            keyClick(Qt.Key_V)
            compare(view.toolStatus, "Click to select; the Inspector shows what is there")

            compare(doc.newTable("force-on-force", 72, 48, "in"), "")
            view.forceActiveFocus()
            keyClick(Qt.Key_P)
            compare(view.tool, "polygon")
            verify(view.toolStatus.startsWith("Click to place the first point"), view.toolStatus)
            for (const [x, y] of [[30, 20], [40, 20]]) {
                const at = view.viewPointOfTable(x, y)
                mouseClick(view, at.x, at.y)
            }
            keyClick(Qt.Key_Return)  // a polygon of two corners is refused
            verify(view.toolStatus.startsWith("Refused: "), view.toolStatus)
            keyClick(Qt.Key_R)
            verify(view.toolStatus.startsWith("Drag to draw"), view.toolStatus)
            // Where the pointer is goes with the pointer (the last point stayed in the status bar).
            const inside = view.viewPointOfTable(10, 10)
            mouseMove(view, inside.x, inside.y)
            verify(view.hoverText.startsWith("10.0, 10.0"), view.hoverText)
            mouseMove(root, 100, 700)
            compare(view.hoverText, "")
        }

        // On a table the second click fixes the sight line, as on a grid: the pointer going on
        // to the LOS panel's buttons moved it (Add as assertion recorded the wrong line), and
        // off the table an unfixed line stays where it was.
        function test_aClickFixesTheTablesSightLine() {
            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            view.forceActiveFocus()
            keyClick(Qt.Key_T)
            compare(view.tool, "los")
            const at = (x, y) => view.viewPointOfTable(x, y)
            mouseClick(view, at(13, 10).x, at(13, 10).y)
            mouseMove(view, at(30, 20).x, at(30, 20).y)
            compare(view.tableLosTo, Qt.point(30, 20))  // the target follows the pointer
            mouseMove(view, at(30, 20).x, view.height - 1)  // below the table
            compare(view.tableLosTo, Qt.point(30, 20))
            mouseClick(view, at(40, 14).x, at(40, 14).y)
            compare(view.tableLosTo, Qt.point(40, 14))
            mouseMove(view, at(20, 30).x, at(20, 30).y)
            compare(view.tableLosFrom, Qt.point(13, 10))
            compare(view.tableLosTo, Qt.point(40, 14))  // fixed
            mouseClick(view, at(20, 30).x, at(20, 30).y)  // a new line from here
            compare(view.tableLosFrom, Qt.point(20, 30))
        }

        function test_aNameThatIsNoToolIsRefused() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            view.tool = "tape"
            ignoreWarning(/MapView: 'nonsense' is not a tool of tables; they have: select, polygon/)
            view.tool = "nonsense"
            compare(view.tool, "tape")
            // A hex tool is no table tool either.
            ignoreWarning(/MapView: 'raise' is not a tool of tables/)
            view.tool = "raise"
            compare(view.tool, "tape")
            ignoreWarning(/ToolRegistry: 'round' is not a map kind/)
            compare(ToolRegistry.tools("round", false).length, 0)
        }

        // A hex tool left chosen when a table opens gives way to Select, not to nothing.
        function test_aToolTheNewMapHasNotGivesWayToSelect() {
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            view.tool = "raise"
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            compare(view.tool, "select")
            verify(findChild(palette, "tool-select").checked)
        }

        function clickAt(x, y) {
            const p = view.viewPointOfTable(x, y)
            mouseClick(view, p.x, p.y)
        }
        function markerIndex(id) {
            const types = doc.markerTypes
            for (let i = 0; i < types.length; ++i) if (types[i].id === id) return i
            return -1
        }

        function test_theTableMarkerToolPlacesUndoesSavesAndRereads() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            view.fitToWindow()
            view.forceActiveFocus()
            view.tool = "marker"
            verify(findChild(palette, "tool-marker").checked)
            view.marker = markerIndex("fire")
            verify(view.marker >= 0)
            clickAt(20.05, 19.9)
            compare(doc.markerCount(), 1)
            verify(doc.documentText().indexOf("markers:\n  - {id: fire-1, marker: fire, at: [20, 20]}") >= 0, doc.documentText())
            compare(doc.undoText, "Place fire-1")
            doc.undo()
            compare(doc.markerCount(), 0)
            doc.redo()
            compare(doc.markerInfo(0).id, "fire-1")
            // Selected, moved by a drag, shown in the Inspector.
            const inspector = createTemporaryObject(inspectorComponent, root, {view: view})
            view.tool = "select"
            const from = view.viewPointOfTable(20, 20), to = view.viewPointOfTable(30, 25)
            mouseDrag(view, from.x, from.y, to.x - from.x, to.y - from.y)
            compare(view.selectedMarker, 0)
            compare(view.selectedFeature, -1)
            verify(doc.documentText().indexOf("{id: fire-1, marker: fire, at: [30, 25]}") >= 0, doc.documentText())
            tryVerify(() => findChild(inspector, "tableInspectorMarker").text.startsWith("Marker fire-1: Fire template at 30, 25"),
                      1000, findChild(inspector, "tableInspectorMarker").text)
            // Saved and read back.
            const path = tempDir + "/markers.map.yaml"
            compare(doc.saveAs(path), "")
            compare(reopened.open(path), "")
            compare(reopened.markerCount(), 1)
            compare(reopened.markerInfo(0).type, "fire")
            compare(reopened.markerInfo(0).x, 30)
            compare(reopened.markerInfo(0).y, 25)
            // Del removes the marker clicked, undo brings it back.
            clickAt(30, 25)
            compare(view.selectedMarker, 0)
            keyClick(Qt.Key_Delete)
            compare(doc.markerCount(), 0)
            compare(view.selectedMarker, -1)
            doc.undo()
            compare(doc.markerCount(), 1)
            // A feature picked replaces the marker picked (the Inspector shows one thing).
            clickAt(30, 25)
            compare(view.selectedMarker, 0)
            view.tool = "rect"
            const c = view.viewPointOfTable(5, 5), d = view.viewPointOfTable(9, 8)
            mouseDrag(view, c.x, c.y, d.x - c.x, d.y - c.y)
            compare(view.selectedFeature, 0)
            compare(view.selectedMarker, -1)
        }

        // The line tool and the area tools each keep their terrain: the line tool starts at
        // the ruleset's first linear type, and a wood chosen for a polygon does not become the
        // next line's terrain, nor the wall chosen for a line the next polygon's.
        function test_theLineToolKeepsATerrainOfItsOwn() {
            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            const ids = doc.terrainTypes.map((t) => t.id)
            view.tool = "polygon"
            view.terrain = ids.indexOf("woods")
            view.tool = "polyline"
            compare(ids[view.terrain], "stream")  // the first linear type of Force on Force
            view.terrain = ids.indexOf("wall-low")
            view.tool = "select"
            view.tool = "rect"
            compare(ids[view.terrain], "woods")
            view.tool = "polyline"
            compare(ids[view.terrain], "wall-low")
            view.tool = "circle"
            compare(ids[view.terrain], "woods")
        }

        function test_theTapesMobilityIsItsOwn() {
            compare(doc.open(samplesDir + "/focused-firepower/cressonville.scenario.yaml"), "")
            view.fitToWindow()
            view.reachZone = doc.zoneIds[0]
            view.reachMobility = "wheeled"
            view.tool = "tape"
            const mobility = findChild(palette, "tapeMobility")
            tryVerify(() => mobility.visible)
            // The palette shows the tape's (the first, foot), not the reach overlay's.
            compare(mobility.currentText, "foot")
            mobility.activated(mobility.find("tracked"))
            compare(view.tapeMobility, "tracked")
            compare(view.reachMobility, "wheeled")
            view.reachMobility = "foot"
            compare(view.tapeMobility, "tracked")
            compare(mobility.currentText, "tracked")
            const a = view.viewPointOfTable(10, 10), b = view.viewPointOfTable(30, 10)
            mouseDrag(view, a.x, a.y, b.x - a.x, b.y - a.y)
            verify(view.toolStatus.indexOf("(tracked: ") > 0, view.toolStatus)
        }

        // Clicks lay the legs, a double-click ends the tape; Enter ends one at the last click, Esc drops it.
        function test_aThreeLegTapeShowsTheSumOfItsLegs() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            view.fitToWindow()
            view.forceActiveFocus()
            view.tool = "tape"
            clickAt(10, 10)
            clickAt(40, 10)   // 30
            clickAt(40, 30)   // 20
            const end = view.viewPointOfTable(55, 38)  // 17 (8, 15, 17)
            mouseMove(view, end.x, end.y)
            mouseDoubleClickSequence(view, end.x, end.y)
            compare(view.tapeLength, "67\"")
            verify(view.toolStatus.startsWith("67\" in 3 legs"), view.toolStatus)
            compare(Qt.point(view.tapeEndX, view.tapeEndY), end)
            // The mouse moving on does not stretch an ended tape.
            mouseMove(view, end.x + 40, end.y + 40)
            compare(view.tapeLength, "67\"")
            // A new tape: two legs, ended by Enter at the last click.
            clickAt(10, 40)
            clickAt(13, 44)   // 5
            clickAt(13, 47)   // 3
            mouseMove(view, view.viewPointOfTable(30, 47).x, view.viewPointOfTable(30, 47).y)
            keyClick(Qt.Key_Return)
            compare(view.tapeLength, "8\"")
            keyClick(Qt.Key_Escape)
            compare(view.tapeLength, "")
        }
    }

    // The window draws the tape's length on the map beside the tape's end.
    TestCase {
        name: "ToolWindow"
        when: windowShown

        function test_theTapesLengthIsDrawnOnTheMap() {
            const component = Qt.createComponent(Qt.resolvedUrl("../../../qml/Main.qml"))
            verify(component.status === Component.Ready, component.errorString())
            const win = component.createObject(null, { width: 1400, height: 900 })
            const winView = findChild(win.contentItem, "mapView")
            appDocument.close()
            compare(appDocument.newTable("focused-firepower", 72, 48, "in"), "")
            win.requestActivate()
            tryVerify(() => win.active && winView.width > 0)
            winView.fitToWindow()
            winView.tool = "tape"
            for (const [x, y] of [[10, 10], [40, 10], [40, 30]]) {
                const p = winView.viewPointOfTable(x, y)
                mouseClick(winView, p.x, p.y)
            }
            const end = winView.viewPointOfTable(55, 38)
            mouseMove(winView, end.x, end.y)
            mouseDoubleClickSequence(winView, end.x, end.y)
            const label = findChild(win.contentItem, "tapeLength")
            tryVerify(() => label.visible)
            compare(label.text, "67\"")
            // Beside the tape's last point.
            const at = label.mapToItem(winView, 0, 0)
            verify(Math.abs(at.x - end.x) < 30 && at.y < end.y && end.y - at.y < 60, at.x + "," + at.y + " vs " + end.x + "," + end.y)
            appDocument.close()
            win.destroy()
        }
    }
}
