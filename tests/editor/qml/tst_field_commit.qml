// Qt Quick tests of the editor's window (qml/Main.qml, made as the application makes it) driven
// with the keyboard as a designer drives it: text typed into a multi-line, one-line or numeric
// field is never lost (Save, Close, Open another, New: it is saved, or the unsaved-changes
// prompt appears, and the title shows the change while it is typed); a field belongs to its
// document; the spin boxes take typed digits; and the keyboard-focus model: a tool key typed
// into a field is the field's, tool keys act when the map has the keyboard, Enter and Esc in a
// field give it back to the map.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable

Item {
    id: root
    width: 100
    height: 100

    MapDocument { id: reopened }
    ScenarioEditor { id: reopenedScenario; document: reopened }

    TestCase {
        name: "FieldCommit"
        when: windowShown

        property var win: null
        property var view: null
        property int serial: 0
        readonly property var doc: appDocument

        function initTestCase() {
            const component = Qt.createComponent(Qt.resolvedUrl("../../../qml/Main.qml"))
            verify(component.status === Component.Ready, component.errorString())
            win = component.createObject(null, { width: 1400, height: 900 })
            verify(win)
            view = findChild(win.contentItem, "mapView")
            verify(view)
        }
        function cleanupTestCase() { win.destroy() }

        // A fresh hex scenario in its own files (a new map, then New Scenario), the window
        // active and the map holding the keyboard.
        function newScenario() {
            doc.close()
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            const path = tempDir + "/fields-" + (++serial) + ".scenario.yaml"
            compare(doc.newScenario(path, "Fields", 8, ["us", "de"], ["US", "German"]), "")
            verify(doc.hasScenario && !doc.modified)
            activate()
            return path
        }
        function activate() {
            win.requestActivate()
            tryVerify(() => win.active)
            tryVerify(() => view.width > 0)
            win.focusMap()
        }
        function type(text) { for (const c of text) keyClick(c) }
        function focusField(field) {
            field.forceActiveFocus()
            keyClick(Qt.Key_End, Qt.ControlModifier)
        }
        function specialRulesArea() {
            win.showScenarioTab("scenario")
            const area = findChild(win.contentItem, "scenarioSpecialRules")
            verify(area)
            return area.textArea
        }
        function savedSpecialRules(path) {
            compare(reopened.open(path), "")
            return reopenedScenario.specialRules
        }
        function unsavedDialog() { return findChild(win, "unsavedDialog") }

        function test_specialRulesTypedThenSavedAreInTheFile() {
            const path = newScenario()
            focusField(specialRulesArea())
            type("Hold the bridge")
            verify(doc.modified, "typed text counts as an unsaved change")
            verify(win.title.indexOf("*") >= 0, win.title)
            keySequence(StandardKey.Save)
            compare(savedSpecialRules(path), "Hold the bridge")
            verify(!doc.modified)
            compare(doc.undoText, "Edit special rules")
            verify(specialRulesArea().activeFocus, "Save leaves the keyboard in the field")
        }

        // The minute's recovery file holds text still being typed in a field (a crash lost it),
        // and the field keeps the keyboard and what it shows.
        function test_autosaveKeepsTextStillInAField() {
            newScenario()
            focusField(specialRulesArea())
            type("Hold the ford")
            verify(doc.autosaveNow())
            verify(specialRulesArea().activeFocus, "the field keeps the keyboard")
            compare(specialRulesArea().text, "Hold the ford")
            compare(reopened.recover(doc.recoveryFileForCurrent()), "")
            compare(reopenedScenario.specialRules, "Hold the ford")
            type(" at dawn")
            compare(specialRulesArea().text, "Hold the ford at dawn")
        }

        function test_closeWithTypedTextAsksAndSaves() {
            const path = newScenario()
            focusField(specialRulesArea())
            type("No smoke")
            keySequence(StandardKey.Close)
            tryVerify(() => unsavedDialog().visible)
            verify(doc.hasMap, "not closed before the answer")
            unsavedDialog().accept()  // Save
            tryVerify(() => !doc.hasMap)
            compare(savedSpecialRules(path), "No smoke")
        }

        // The field belongs to its document: discarded text does not come back in the next one,
        // nor is it committed into it.
        function test_openingAnotherDocumentCarriesNoText() {
            const other = newScenario()
            newScenario()
            focusField(specialRulesArea())
            type("Lost on purpose")
            win.guarded("open:" + other)  // File > Open Recent
            tryVerify(() => unsavedDialog().visible)
            unsavedDialog().discarded()
            tryCompare(doc, "filePath", other)
            compare(specialRulesArea().text, "")
            verify(!doc.canUndo, doc.undoText)
            verify(!doc.modified)
            win.focusMap()
            compare(doc.undoText, "")
        }

        function test_newWithTypedNumberAsksAndSavesIt() {
            const path = newScenario()
            win.showScenarioTab("scenario")
            const turns = findChild(win.contentItem, "scenarioTurns")
            turns.contentItem.forceActiveFocus()
            turns.contentItem.selectAll()
            type("12")
            verify(doc.modified)
            keySequence(StandardKey.New)
            tryVerify(() => unsavedDialog().visible)
            unsavedDialog().accept()
            compare(reopened.open(path), "")
            compare(reopenedScenario.turns, 12)
            keyClick(Qt.Key_Escape)  // the New Map dialog that followed
        }

        function test_oneLineFieldEnterCommitsAndGivesTheMapTheKeyboard() {
            newScenario()
            win.showScenarioTab("scenario")
            const title = findChild(win.contentItem, "scenarioTitle")
            focusField(title)
            type(" at dawn")
            keyClick(Qt.Key_Return)
            compare(doc.undoText, "Edit scenario title")
            verify(view.activeFocus)
            keyClick(Qt.Key_T)
            compare(view.tool, "los")
        }

        function test_escCancelsAOneLineField() {
            newScenario()
            win.showScenarioTab("scenario")
            const title = findChild(win.contentItem, "scenarioTitle")
            focusField(title)
            type(" typo")
            verify(doc.modified)
            keyClick(Qt.Key_Escape)
            compare(title.text, "Fields")
            verify(!doc.modified)
            verify(view.activeFocus)
        }

        // "T" after a hex name: the name gets it, the tool stays.
        function test_aToolKeyTypedIntoAFieldIsTheFields() {
            newScenario()
            view.tool = "select"
            view.selectedIndex = 0
            findChild(win.contentItem, "sideTabs").currentIndex = 0  // the Inspector
            win.focusMap()
            const name = findChild(win.contentItem, "inspectorName")
            verify(name)
            focusField(name)
            type("The fort")
            compare(name.text, "The fort")
            compare(view.tool, "select")
            keyClick(Qt.Key_Return)
            compare(doc.locationInfo(0).name, "The fort")
            keyClick(Qt.Key_O)
            compare(view.tool, "objective")
        }

        // Esc on an OOB cell that is not being edited: the map gets the keyboard, and a tool
        // key typed next picks the tool (it went on to the table).
        function test_escOnAnOobCellGivesTheKeyboardToTheMap() {
            newScenario()
            view.tool = "select"
            win.showScenarioTab("oob")
            const table = findChild(win.contentItem, "oobTable")
            verify(table)
            table.model.addRow()
            tryVerify(() => table.model.rowCount() === 1)
            // The new row's cells are laid out on a later frame.
            tryVerify(() => { table.focusCell(0, 0); return win.activeFocusItem && win.activeFocusItem.objectName === "cell-0-0" })
            wait(50)  // the table settles its focus on a later frame
            keyClick(Qt.Key_F2)
            tryVerify(() => win.activeFocusItem.objectName === "cellEditor")
            keyClick(Qt.Key_Escape)  // the first cancels the cell's edit and stays on the cell
            compare(win.activeFocusItem.objectName, "cell-0-0")
            keyClick(Qt.Key_Escape)
            verify(view.activeFocus)
            keyClick(Qt.Key_T)
            compare(view.tool, "los")
        }

        // The reach overlay offers the selected hex only when one is selected (it drew nothing
        // and said nothing); with no hex selected and no zone there is nothing to reach from.
        function test_reachOffersTheSelectedHexOnlyWhenThereIsOne() {
            newScenario()
            view.selectedIndex = -1
            const dialog = findChild(win, "reachDialog")
            verify(dialog)
            dialog.open()
            tryVerify(() => dialog.opened)
            const from = findChild(dialog.contentItem, "reachFrom")
            compare(doc.zoneIds.length, 0)  // a new scenario has no zones yet
            compare(from.count, 0)
            verify(!dialog.standardButton(Dialog.Ok).enabled)
            verify(findChild(dialog.contentItem, "reachNothingToReachFrom").visible)
            dialog.close()
            view.selectedIndex = 11
            dialog.open()
            tryVerify(() => dialog.opened)
            compare(from.count, doc.zoneIds.length + 1)
            compare(from.currentText, "the selected hex (" + doc.labelOf(view.selectedIndex) + ")")
            verify(dialog.standardButton(Dialog.Ok).enabled)
            // Enter at once presses OK, as in the other dialogs (it did nothing: walk 12).
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(view.overlayMode, "reach")
            view.overlayMode = "none"
        }

        // The tool keys act unless the keyboard is in a field or a dialog: after a tab or a
        // button took it they act at once and give the map the keyboard; typed into a field
        // they are its letters; the frame round the map shows which.
        function test_toolKeysActUnlessAFieldHasTheKeyboard() {
            newScenario()
            view.tool = "select"
            const frame = findChild(win.contentItem, "mapKeyboardFrame")
            verify(frame.visible)
            findChild(win.contentItem, "sideTabs").forceActiveFocus()  // not the map, not a field
            verify(frame.visible)
            keyClick(Qt.Key_O)
            compare(view.tool, "objective")
            verify(view.activeFocus)  // the arrows and Del act on the map next

            win.showScenarioTab("scenario")
            const title = findChild(win.contentItem, "scenarioTitle")
            focusField(title)
            verify(!frame.visible)
            type("to")
            compare(view.tool, "objective")
            compare(title.text.replace("to", ""), "Fields")  // both letters typed into the title
            keyClick(Qt.Key_Return)  // committed: the map has the keyboard again
            verify(frame.visible)
            keyClick(Qt.Key_T)
            compare(view.tool, "los")

            const dialog = findChild(win, "mapPropertiesDialog")
            dialog.open()
            tryVerify(() => dialog.opened)
            verify(!frame.visible)  // a dialog has the keyboard
            keyClick(Qt.Key_O)
            compare(view.tool, "los")
            dialog.close()
            tryVerify(() => !dialog.visible)
        }

        // Ctrl+Y redoes as Ctrl+Shift+Z does (a designer's Ctrl+Y did nothing); in a field
        // it is the field's, and the document's redo stays to be done.
        function test_ctrlYRedoes() {
            newScenario()
            activate()
            view.tool = "raise"
            const p = view.viewPointOf(12)
            mouseClick(view, p.x, p.y)
            tryVerify(() => doc.canUndo)
            doc.undo()
            verify(doc.canRedo)
            win.showScenarioTab("scenario")
            const title = findChild(win.contentItem, "scenarioTitle")
            focusField(title)
            keyClick(Qt.Key_Y, Qt.ControlModifier)
            verify(doc.canRedo, "Ctrl+Y in a field redid the document")
            keyClick(Qt.Key_Escape)
            view.forceActiveFocus()
            keyClick(Qt.Key_Y, Qt.ControlModifier)
            verify(!doc.canRedo)
            verify(doc.canUndo)
        }

        // A click on an Issues panel finding about an OOB cell shows the OOB tab, the side and
        // the cell, with the keyboard on it (it only showed the fix's tooltip: walk 11).
        function test_anOobFindingGoesToItsCell() {
            newScenario()
            win.showScenarioTab("oob")
            const oob = findChild(win.contentItem, "scenarioPanel").oobTab
            oob.showCell("de", 0, 0)
            tryVerify(() => oob.table.model.side === "de")
            verify(oob.table.model.addRow() >= 0)
            win.showScenarioTab("scenario")
            const panel = findChild(win.contentItem, "issuesPanel")
            const issues = panel.issues
            let row = -1
            tryVerify(() => {
                // The speed of 0, in a column that scrolls (Id and Name are always in view).
                for (let i = 0; i < issues.rowCount(); ++i)
                    if (issues.oobCellOf(i).side === "de" && issues.oobCellOf(i).column >= 2) { row = i; return true }
                return false
            }, 5000)
            const cell = issues.oobCellOf(row)
            oob.showCell("us", 0, 0)  // the other side showing
            tryVerify(() => oob.table.model.side === "us")
            panel.activate(row)
            tryVerify(() => oob.visible && oob.table.model.side === "de")
            tryVerify(() => oob.table.focusedRow === cell.row && oob.table.focusedColumn === cell.column)
            // In view, with the keyboard (the row was current, the cell scrolled out of view).
            tryVerify(() => oob.table.cellShown(Qt.point(cell.column, cell.row)))
            doc.undo()
        }

        // Ctrl+N from the map, then Enter at once, before any field was clicked: OK (the
        // keyboard stayed on the map and Enter went nowhere).
        function test_enterAtOnceInNewMapPressesOk() {
            doc.close()
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            activate()
            verify(!doc.modified)
            keyClick(Qt.Key_N, Qt.ControlModifier)
            const dialog = findChild(win, "newMapDialog")
            tryVerify(() => dialog.opened)
            keyClick(Qt.Key_Return)
            tryVerify(() => !dialog.visible)
            compare(doc.columns, 20)  // the dialog's size, not the 10x8 open before
            compare(doc.rows, 15)
        }

        // The elevation profile shown on one map does not come with the next (an empty one
        // carried over, and the taller panel took rows from the next map).
        function test_theElevationProfileGoesWithItsDocument() {
            newScenario()
            const profile = findChild(win.contentItem, "losProfile")
            verify(profile)
            profile.visible = true  // Elevation profile, clicked
            doc.close()
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            verify(!profile.visible)
        }

        function test_paletteSpinBoxesTakeTypedDigits() {
            newScenario()
            keyClick(Qt.Key_K)
            compare(view.tool, "level")
            const level = findChild(win.contentItem, "levelValue")
            verify(level.visible)
            level.contentItem.forceActiveFocus()
            level.contentItem.selectAll()
            type("3")
            keyClick(Qt.Key_Return)
            compare(view.levelValue, 3)
            verify(view.activeFocus)
            level.contentItem.forceActiveFocus()
            level.contentItem.selectAll()
            type("2")
            keyClick(Qt.Key_Escape)
            compare(view.levelValue, 3)
            compare(level.contentItem.text, "3")
        }

        function test_lineWidthTakesTypedQuarters() {
            doc.close()
            compare(doc.newTable("force-on-force", 72, 48, "in"), "")
            activate()
            keyClick(Qt.Key_L)
            compare(view.tool, "polyline")
            const width = findChild(win.contentItem, "lineWidth")
            verify(width.visible)
            width.contentItem.forceActiveFocus()
            width.contentItem.selectAll()
            type("1.5")
            keyClick(Qt.Key_Return)
            compare(view.lineWidth, 1.5)
            width.contentItem.forceActiveFocus()
            width.contentItem.selectAll()
            type("0.3")  // not a quarter: rounded to one, when the field is left
            win.focusMap()
            compare(view.lineWidth, 0.25)
        }

        // A table feature's id the reader would refuse is refused at the field, with its message.
        function test_aFeatureIdTheReaderRefusesIsRefusedAtTheField() {
            doc.close()
            compare(doc.newTable("force-on-force", 72, 48, "in"), "")
            activate()
            view.tool = "rect"
            view.fitToWindow()
            const a = view.viewPointOfTable(10, 10), b = view.viewPointOfTable(14, 12)
            mouseDrag(view, a.x, a.y, b.x - a.x, b.y - a.y)
            compare(doc.featureCount(), 1)
            const id = findChild(win.contentItem, "featureId")
            verify(id && id.visible)
            const before = id.text
            focusField(id)
            keyClick(Qt.Key_A, Qt.ControlModifier)
            type("Big Wood")
            keyClick(Qt.Key_Return)
            compare(doc.featureInfo(0).id, before)
            compare(id.text, before)
            const problem = findChild(win.contentItem, "featureProblem")
            verify(problem.text.indexOf("feature id 'Big Wood' is not a valid id") >= 0, problem.text)
        }

        // Save As gives the document another file and keeps what is selected on the table, with
        // a name typed in the Inspector or not (the selection was dropped).
        function test_saveAsKeepsTheTablesSelection_data() {
            return [{tag: "map focused", typed: ""}, {tag: "name typed", typed: "Keep"}]
        }
        function test_saveAsKeepsTheTablesSelection(data) {
            doc.close()
            compare(doc.open(samplesDir + "/focused-firepower/cressonville.map.yaml"), "")
            activate()
            view.tool = "select"
            view.selectedFeature = 3
            const inspector = findChild(win.contentItem, "tableInspector")
            tryCompare(inspector, "index", 3)
            if (data.typed !== "") {
                focusField(findChild(inspector, "featureName"))
                type(data.typed)
            }
            const path = tempDir + "/save-as-" + (++serial) + ".map.yaml"
            compare(doc.saveAs(path), "")
            compare(doc.filePath, path)
            wait(50)
            compare(view.selectedFeature, 3)
            compare(inspector.index, 3)
            if (data.typed !== "") verify(doc.featureInfo(3).name.indexOf(data.typed) >= 0, doc.featureInfo(3).name)  // committed first
        }
    }
}
