// Qt Quick tests of the map view on a miniatures table, driven with the mouse and keys as a
// designer would: a polygon drawn by clicks and closed with Enter (or a double-click) is
// saved as exactly those corners; a drag moves the selection; the LOS tool reads the line.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1000
    height: 700

    MapDocument { id: doc }
    MapDocument { id: reopened }
    MapView { id: view; width: 1000; height: 700; document: doc }
    NewMapDialog { id: newMap; document: doc }
    NewScenarioDialog { id: newScenario; document: doc }
    Component { id: panelComponent; ScenarioPanel { width: 10; height: 10; visible: false } }
    Component { id: inspectorComponent; TableInspector { width: 320; height: 700; document: doc } }
    SignalSpy { id: outlineSpy; target: view; signalName: "tableZoneOutlined" }

    function terrainIndex(id) {
        const types = doc.terrainTypes
        for (let i = 0; i < types.length; ++i) if (types[i].id === id) return i
        return -1
    }
    TestCase {
        name: "TableView"
        when: windowShown

        function clickAt(x, y) {
            const p = view.viewPointOfTable(x, y)
            mouseClick(view, p.x, p.y)
        }

        function init() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            view.fitToWindow()
            view.forceActiveFocus()
        }

        function test_aPolygonDrawnWithTheMouseIsSavedAsItsCorners() {
            view.tool = "polygon"
            view.terrain = terrainIndex("woods")
            verify(view.terrain >= 0)
            // Clicks a little off the quarter grid snap to it.
            clickAt(10.05, 10)
            clickAt(20, 9.96)
            clickAt(20, 20)
            clickAt(10, 20.04)
            compare(doc.featureCount(), 0)
            keyClick(Qt.Key_Return)
            compare(doc.featureCount(), 1)
            compare(view.selectedFeature, 0)
            const path = tempDir + "/drawn.map.yaml"
            compare(doc.saveAs(path), "")
            compare(reopened.open(path), "")
            compare(reopened.featureCount(), 1)
            const info = reopened.featureInfo(0)
            compare(info.id, "woods-1")
            compare(info.shape, "polygon")
            compare(info.vertices, 4)
            verify(reopened.documentText().indexOf("{id: woods-1, terrain: woods, shape: {polygon: [[10, 10], [20, 10], [20, 20], [10, 20]]}}") >= 0,
                   reopened.documentText())
            doc.undo()
            compare(doc.featureCount(), 0)
        }

        function test_aDoubleClickClosesALine() {
            view.tool = "polyline"
            clickAt(5, 30)
            const p = view.viewPointOfTable(25, 30)
            mouseDoubleClickSequence(view, p.x, p.y)
            compare(doc.featureCount(), 1)
            compare(doc.featureInfo(0).shape, "polyline")
            compare(doc.featureInfo(0).vertices, 2)
        }

        function retype(field, text) {
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            for (const c of text) keyClick(c)
            keyClick(Qt.Key_Return)
        }

        // After drawing, the Inspector sets a line's width and types a vertex's coordinates.
        function test_theInspectorSetsALinesWidthAndTypesAVertex() {
            view.tool = "polyline"
            clickAt(5, 30)
            const p = view.viewPointOfTable(25, 30)
            mouseDoubleClickSequence(view, p.x, p.y)
            compare(doc.featureCount(), 1)
            view.tool = "select"
            view.selectedFeature = 0
            const inspector = createTemporaryObject(inspectorComponent, root, {view: view})
            const width = findChild(inspector, "featureLineWidth")
            tryVerify(() => width.visible)
            compare(width.text, "")
            retype(width, "1.5")
            verify(doc.documentText().indexOf("polyline: [[5, 30], [25, 30]], width: 1.5") >= 0, doc.documentText())
            retype(width, "0")
            compare(findChild(inspector, "featureProblem").text.indexOf("above 0") >= 0, true)
            verify(doc.documentText().indexOf("width: 1.5") >= 0)
            // The second vertex's y, typed.
            tryVerify(() => inspector.info.handles.length === 2)
            const ys = []
            for (const item of findChildrenNamed(inspector, "vertex_y")) ys.push(item)
            compare(ys.length, 2)
            retype(ys[1], "34.25")
            verify(doc.documentText().indexOf("polyline: [[5, 30], [25, 34.25]], width: 1.5") >= 0, doc.documentText())
            compare(inspector.info.handles[1].y, 34.25)
            doc.undo()
            verify(doc.documentText().indexOf("polyline: [[5, 30], [25, 30]], width: 1.5") >= 0)
            retype(width, "")
            verify(doc.documentText().indexOf("{polyline: [[5, 30], [25, 30]]}}") >= 0, doc.documentText())
        }
        function findChildrenNamed(item, name, out) {
            if (!out) out = []
            if (!item) return out
            if (item.objectName === name) out.push(item)
            for (let i = 0; i < (item.children || []).length; ++i) findChildrenNamed(item.children[i], name, out)
            return out
        }

        function test_aDragMovesTheSelectedFeature() {
            view.tool = "rect"
            const a = view.viewPointOfTable(10, 10), b = view.viewPointOfTable(14, 12)
            mouseDrag(view, a.x, a.y, b.x - a.x, b.y - a.y)
            compare(doc.featureCount(), 1)
            view.tool = "select"
            const from = view.viewPointOfTable(12, 11), to = view.viewPointOfTable(17, 21)
            mouseDrag(view, from.x, from.y, to.x - from.x, to.y - from.y)
            verify(doc.documentText().indexOf("rect: [15, 20, 4, 2]") >= 0, doc.documentText())
            keyClick(Qt.Key_Delete)
            compare(doc.featureCount(), 0)
        }

        function test_newMapAsksATableRulesetForItsPreferredSize() {
            newMap.open()
            const ruleset = findChild(newMap, "newMapRuleset")
            ruleset.currentIndex = ruleset.find("field-of-fire")
            ruleset.currentIndex = ruleset.find("focused-firepower")
            tryCompare(findChild(newMap, "newTableWidth"), "value", 96)
            compare(findChild(newMap, "newTableHeight").value, 72)
            verify(findChild(newMap, "newTableWidth").visible)
            verify(!findChild(newMap, "newMapColumns").visible)
            newMap.accept()
            verify(doc.isTable)
            compare(doc.tableWidth, 96)
        }

        // From New Map to a scenario without leaving the editor: the dialog is refused until
        // it has a file name, then makes the scenario on the new table, saved with its map.
        function test_newScenarioMakesAScenarioForTheNewTable() {
            newMap.open()
            const ruleset = findChild(newMap, "newMapRuleset")
            ruleset.currentIndex = ruleset.find("force-on-force")
            tryVerify(() => findChild(newMap, "newTableWidth").visible)
            newMap.accept()
            verify(doc.isTable && !doc.hasScenario)
            newScenario.open()
            const file = findChild(newScenario, "newScenarioFile")
            compare(file.text, "")
            verify(findChild(newScenario, "newScenarioProblem").text.indexOf("file name") >= 0)
            // Typing the file shows where the map goes; the fields below stay where they were
            // (a line appearing there moved Title under the designer's click).
            const title = findChild(newScenario, "newScenarioTitle")
            const titleY = title.mapToItem(null, 0, 0).y
            file.text = tempDir + "/ambush"
            wait(100)  // the layout is redone at the next polish
            verify(findChild(newScenario, "newScenarioMapPath").text.indexOf("ambush") >= 0)
            compare(title.mapToItem(null, 0, 0).y, titleY)
            findChild(newScenario, "newScenarioSideA").text = "us"
            findChild(newScenario, "newScenarioSideB").text = "ins"
            findChild(newScenario, "newScenarioTitle").text = "Ambush at the well"
            compare(findChild(newScenario, "newScenarioProblem").text, "")
            newScenario.accept()
            verify(doc.hasScenario)
            compare(doc.filePath, tempDir + "/ambush.scenario.yaml")
            compare(doc.sideIds, ["us", "ins"])
            compare(reopened.open(tempDir + "/ambush.scenario.yaml"), "")
            verify(reopened.hasScenario && reopened.isTable)
            compare(reopened.tableWidth, doc.tableWidth)
            // Opened again, the dialog starts blank: nothing of the scenario just made.
            newScenario.open()
            compare(findChild(newScenario, "newScenarioTitle").text, "")
            compare(findChild(newScenario, "newScenarioFile").text, "")
            compare(findChild(newScenario, "newScenarioSideA").text, "side-a")
            newScenario.reject()
        }

        // The zone polygon tool's corners, through QML as the window passes them, become the
        // zone's shape; a corner clicked past the table's edge lies on it.
        function test_aZoneOutlinedWithThePolygonToolBecomesTheZonesShape() {
            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            view.fitToWindow()
            const panel = createTemporaryObject(panelComponent, root, { document: doc })
            view.tool = "zone-polygon"
            outlineSpy.clear()
            clickAt(2, -1)
            clickAt(20, 2)
            clickAt(20, 10)
            keyClick(Qt.Key_Return)
            compare(outlineSpy.count, 1)
            const zone = doc.zoneIds[0]
            compare(panel.editor.setZonePolygon(zone, outlineSpy.signalArguments[0][0]), "")
            verify(doc.documentText().indexOf(zone + ": {shape: {polygon: [[2, 0], [20, 2], [20, 10]]}}") >= 0)
        }

        function test_theLosToolReadsTheLineUnderTheCursor() {
            compare(doc.open(samplesDir + "/focused-firepower/cressonville.scenario.yaml"), "")
            view.fitToWindow()
            view.tool = "los"
            clickAt(10, 40)
            const q = view.viewPointOfTable(45, 20)
            mouseMove(view, q.x, q.y)
            tryVerify(() => view.losText.startsWith("10,40 → 45,20"), 2000, view.losText)
            verify(view.losText.indexOf("blocked") > 0 && view.losText.indexOf("[FF ") > 0, view.losText)
            compare(view.losReverseText, "reverse 45,20 → 10,40: same")
            // The ends the LOS panel's "Add as assertion" writes.
            verify(view.hasTableLos)
            compare(view.tableLosFrom, Qt.point(10, 40))
            compare(view.tableLosTo, Qt.point(45, 20))
        }

        // A building's Height field shows, while empty, the height the program uses: its storeys
        // times the type's storey height (the LOS reads the same), else the type's height. It
        // showed the type's height whatever the storeys (a 2-storey house: "1 (the terrain's)").
        function test_aBuildingsHeightPlaceholderFollowsItsStoreys() {
            compare(doc.open(samplesDir + "/focused-firepower/cressonville.map.yaml"), "")
            let mairie = -1
            for (let i = 0; i < doc.featureCount(); ++i) if (doc.featureInfo(i).id === "mairie") mairie = i
            verify(mairie >= 0)
            view.selectedFeature = mairie
            const inspector = createTemporaryObject(inspectorComponent, root, {view: view})
            const height = findChild(inspector, "featureHeight")
            tryVerify(() => height.visible)
            compare(height.text, "")
            compare(height.placeholderText, "2 (2 storeys)")  // building-small: 1 a storey
            compare(doc.setFeatureStoreys(mairie, 3), "")
            tryCompare(height, "placeholderText", "3 (3 storeys)")
            compare(doc.setFeatureStoreys(mairie, 0), "")  // not given: the type's height
            tryCompare(height, "placeholderText", "1 (the terrain's)")
            compare(doc.setFeatureHeight(mairie, "4.5"), "")  // typed: it is the field's text
            tryCompare(height, "text", "4.5")
            doc.undo(); doc.undo(); doc.undo()
            tryCompare(height, "placeholderText", "2 (2 storeys)")
        }

        // Save As gives the document another file; the map and what is selected on it stay
        // (the selection was dropped as if another document had been opened).
        function test_saveAsKeepsTheSelection_data() {
            return [{tag: "map", file: "cressonville.map.yaml", saved: "/save-as-keeps-selection.map.yaml"},
                    {tag: "scenario", file: "cressonville.scenario.yaml", saved: "/save-as-keeps-selection.scenario.yaml"},
                    {tag: "new table", file: "", saved: "/save-as-keeps-selection-new.map.yaml"}]
        }
        function test_saveAsKeepsTheSelection(data) {
            if (data.file !== "") {
                compare(doc.open(samplesDir + "/focused-firepower/" + data.file), "")
            } else {
                view.tool = "rect"
                for (let i = 0; i < 4; ++i) {
                    const a = view.viewPointOfTable(10 + 6 * i, 10), b = view.viewPointOfTable(14 + 6 * i, 12)
                    mouseDrag(view, a.x, a.y, b.x - a.x, b.y - a.y)
                }
                compare(doc.featureCount(), 4)
            }
            view.tool = "select"
            view.selectedFeature = 3
            compare(view.selectionCount, 1)
            const inspector = createTemporaryObject(inspectorComponent, root, {view: view})
            compare(inspector.index, 3)
            compare(doc.saveAs(tempDir + data.saved), "")
            compare(doc.filePath, tempDir + data.saved)
            compare(view.selectedFeature, 3)
            compare(view.selectionCount, 1)
            compare(inspector.index, 3)
        }
    }
}
