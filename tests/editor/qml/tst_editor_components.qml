// Qt Quick tests of the editor's main QML components: the tool palette and the new-map dialog.
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
    }
}
