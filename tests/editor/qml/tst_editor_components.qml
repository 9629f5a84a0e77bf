// Qt Quick tests of the editor's main QML components: the tool palette, the new-map dialog and
// Map > Properties.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1100
    height: 760

    MapDocument { id: doc }
    MapView { id: view; x: 220; width: 600; height: 500; document: doc }
    ToolPalette { id: palette; width: 210; height: 740; view: view; document: doc }
    NewMapDialog { id: dialog; document: doc; x: 300; y: 100 }
    MapPropertiesDialog { id: properties; document: doc; x: 300; y: 100 }

    TestCase {
        name: "ToolPalette"
        when: windowShown

        function init() {
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            view.tool = "select"
            view.brushRadius = 0
            // After a card map the palette swaps its buttons; let the old ones go first.
            tryVerify(() => findChild(palette, "tool-hexside") !== null)
            wait(20)
        }

        function test_clickingAToolButtonSelectsThatTool() {
            const button = findChild(palette, "tool-terrain")
            verify(button)
            mouseClick(button)
            compare(view.tool, "terrain")
            mouseClick(findChild(palette, "tool-hexside"))
            compare(view.tool, "hexside")
            verify(!findChild(palette, "tool-terrain").checked)
        }

        // Tool keys act while the map has the keyboard, and only then.
        function test_keyboardShortcutsSwitchTools() {
            mouseClick(findChild(palette, "tool-select"))  // a button has the keyboard
            keyClick(Qt.Key_R)
            compare(view.tool, "select")
            view.forceActiveFocus()
            keyClick(Qt.Key_R)
            compare(view.tool, "raise")
            keyClick(Qt.Key_E)
            compare(view.tool, "eraser")
            keyClick(Qt.Key_BracketRight)
            keyClick(Qt.Key_BracketRight)
            compare(view.brushRadius, 2)
            keyClick(Qt.Key_BracketLeft)
            compare(view.brushRadius, 1)
        }

        function test_brushRadiusSliderOnlyForBrushTools() {
            view.tool = "terrain"
            verify(findChild(palette, "brushRadius").visible)
            view.tool = "objective"
            verify(!findChild(palette, "brushRadius").visible)
        }

        // The terrain rows stay where they are when a tool's own options appear (the Line
        // tool's Width, the brush's radius): the next click lands on the terrain it aims at.
        // Where `item` settles once the layouts have run (a fixed wait read it half laid out
        // on a loaded machine).
        function settledY(item) {
            let last = NaN
            tryVerify(() => { const y = item.mapToItem(null, 0, 0).y; const same = y === last; last = y; return same }, 3000)
            return last
        }
        function test_terrainRowsStayPutWhenAToolsOptionsAppear() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            tryVerify(() => findChild(palette, "tool-polyline") !== null)
            view.tool = "polygon"
            const list = findChild(palette, "terrainList")
            tryVerify(() => list.visible && list.height > 0)
            const before = settledY(list)
            view.tool = "polyline"
            tryVerify(() => findChild(palette, "lineWidth").visible)
            compare(settledY(list), before)
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            // The table's buttons gone and the hex map's made: the palette has its new rows.
            tryVerify(() => findChild(palette, "tool-hexside") !== null && findChild(palette, "tool-polyline") === null)
            view.tool = "fill"
            tryVerify(() => list.visible)
            const hexBefore = settledY(list)
            view.tool = "terrain"
            tryVerify(() => findChild(palette, "brushRadius").visible)
            compare(settledY(list), hexBefore)
        }

        function test_cardRulesetsOfferCardTools() {
            compare(doc.newMap("field-of-fire", 4, 3, "flat", "odd", "letter-number"), "")
            tryVerify(() => findChild(palette, "tool-border") !== null)
            verify(findChild(palette, "tool-hill"))
            verify(findChild(palette, "tool-hexside") === null)
        }

        function test_paintingThroughTheViewIsUndoable() {
            view.tool = "terrain"
            view.terrain = 0
            const before = doc.locationInfo(0).terrain
            const p = view.viewPointOf(0)
            mouseClick(view, p.x, p.y)
            compare(doc.locationInfo(0).terrain, 0)
            verify(doc.canUndo)
            doc.undo()
            compare(doc.locationInfo(0).terrain, before)
        }
    }

    TestCase {
        name: "NewMapDialog"
        when: windowShown

        function init() {
            doc.close()  // no open document: the dialog starts on the first ruleset
            dialog.open()
            tryVerify(() => dialog.opened)
        }
        function cleanup() { dialog.close() }

        function test_sizeOutOfRangeIsRefused() {
            const columns = findChild(dialog, "newMapColumns")
            columns.value = 0
            verify(dialog.problem.length > 0)
            verify(!dialog.standardButton(Dialog.Ok).enabled)
            compare(findChild(dialog, "newMapProblem").text, dialog.problem)
            columns.value = 2500
            verify(dialog.problem.indexOf("2000") >= 0)
            columns.value = 20
            compare(dialog.problem, "")
            verify(dialog.standardButton(Dialog.Ok).enabled)
        }

        function test_acceptingCreatesTheMap() {
            findChild(dialog, "newMapColumns").value = 12
            findChild(dialog, "newMapRows").value = 9
            dialog.accept()
            compare(doc.columns, 12)
            compare(doc.rows, 9)
            verify(doc.hasMap)
        }

        // Enter in a field presses OK, with the value just typed; while the form has a problem
        // it does nothing.
        function test_enterInAFieldCreatesTheMap() {
            // Enter in an open list chooses its entry and leaves the dialog open.
            const ruleset = findChild(dialog, "newMapRuleset")
            ruleset.forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryVerify(() => ruleset.popup.opened)
            keyClick(Qt.Key_Return)
            tryVerify(() => !ruleset.popup.visible)
            verify(dialog.opened)
            const columns = findChild(dialog, "newMapColumns")
            columns.contentItem.forceActiveFocus()
            columns.contentItem.selectAll()
            keyClick(Qt.Key_0)
            keyClick(Qt.Key_Return)
            verify(dialog.opened)
            verify(!doc.hasMap)
            columns.contentItem.selectAll()
            keyClick(Qt.Key_1)
            keyClick(Qt.Key_3)
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            verify(doc.hasMap)
            compare(doc.columns, 13)
        }
    }

    TestCase {
        name: "MapProperties"
        when: windowShown

        function typeInto(objectName, owner, text) {
            const field = findChild(owner, objectName)
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            for (const c of text) keyClick(c)
        }
        function cleanup() { properties.close(); dialog.close(); doc.close() }

        // New Map offers the kind of map being worked on, not the first ruleset of the list.
        function test_newMapStartsWithTheOpenDocumentsRuleset() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            dialog.open()
            tryVerify(() => dialog.opened)
            compare(findChild(dialog, "newMapRuleset").currentText, "focused-firepower")
            verify(dialog.tableRuleset)
        }

        function test_newMapTakesTheMapsIdAndName() {
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            dialog.open()
            tryVerify(() => dialog.opened)
            typeInto("mapPropertiesId", dialog, "Bad Id")
            verify(dialog.problem.indexOf("not a valid id") >= 0)
            verify(!dialog.standardButton(Dialog.Ok).enabled)
            typeInto("mapPropertiesId", dialog, "hill-62")
            typeInto("mapPropertiesName", dialog, "Hill 62")
            verify(dialog.standardButton(Dialog.Ok).enabled)
            dialog.accept()
            compare(doc.mapId, "hill-62")
            compare(doc.mapName, "Hill 62")
            verify(!doc.modified)
        }

        // Map > Properties shows the map's id and name, changes them in one undo step, and they are saved.
        function test_propertiesDialogEditsIdAndNameInOneUndoStep() {
            compare(doc.newTable("focused-firepower", 72, 48, "in"), "")
            properties.open()
            tryVerify(() => properties.opened)
            compare(findChild(properties, "mapPropertiesId").text, "untitled")
            compare(findChild(properties, "mapPropertiesName").text, "Untitled table")
            typeInto("mapPropertiesId", properties, "9bad")
            compare(properties.problem, "")  // a digit may start an id, as the reader says
            typeInto("mapPropertiesId", properties, "-bad")
            verify(!properties.standardButton(Dialog.Ok).enabled)
            compare(findChild(properties, "mapPropertiesProblem").text, properties.problem)
            typeInto("mapPropertiesId", properties, "bocage")
            typeInto("mapPropertiesName", properties, "Bocage near Carentan")
            properties.accept()
            compare(doc.mapId, "bocage")
            compare(doc.mapName, "Bocage near Carentan")
            verify(doc.modified)
            compare(doc.undoText, "Map properties")
            const text = doc.documentText()
            verify(text.indexOf("id: bocage") >= 0, text)
            verify(text.indexOf("name: Bocage near Carentan") >= 0, text)
            doc.undo()
            compare(doc.mapId, "untitled")
            compare(doc.mapName, "Untitled table")
            verify(!doc.modified)
        }

        // The map's notes: shown and changed in the same dialog and undo step, and saved.
        function test_propertiesDialogEditsTheMapsNotes() {
            compare(doc.newTable("force-on-force", 48, 36, "in"), "")
            properties.open()
            tryVerify(() => properties.opened)
            const notes = findChild(properties, "mapPropertiesNotes")
            verify(notes)
            compare(notes.text, "")
            notes.forceActiveFocus()
            for (const c of "From the 1:50000 sheet") keyClick(c)
            properties.accept()
            compare(doc.mapNotes, "From the 1:50000 sheet")
            compare(doc.undoText, "Map properties")
            const text = doc.documentText()
            verify(text.indexOf("notes: \"From the 1:50000 sheet\"") >= 0, text)
            properties.open()
            tryVerify(() => properties.opened)
            compare(findChild(properties, "mapPropertiesNotes").text, "From the 1:50000 sheet")
            properties.close()
            doc.undo()
            compare(doc.mapNotes, "")
            verify(doc.documentText().indexOf("notes:") < 0)
        }
    }
}
