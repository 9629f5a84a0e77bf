// Qt Quick tests of the scenario panel on the samples: "First side" shows the scenario's own
// value and edits it (one undo step), and keeps showing it through unrelated edits; a value too
// long for its field shows its start. The panel is made
// after the document is open, as the editor's window is when it starts with a file.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 430
    height: 700

    MapDocument { id: doc }
    Component { id: panelComponent; ScenarioPanel { anchors.fill: parent } }

    TestCase {
        name: "ScenarioGeneralTab"
        when: windowShown

        property var panel: null

        function cleanup() { panel = null }  // createTemporaryObject destroys it
        function open(file) {
            compare(doc.open(samplesDir + "/" + file), "")
            panel = createTemporaryObject(panelComponent, root, { document: doc })
            verify(panel)
            verify(panel.editor.hasScenario)
        }
        function sideName(id) {
            for (const s of panel.editor.sides) if (s.id === id) return s.name
            return undefined
        }

        function test_firstSideShowsTheScenarioValue_data() {
            return [
                { tag: "fighting-formations", file: "fighting-formations/croix-fouquet.scenario.yaml", first: "us" },
                { tag: "overlay-hexes", file: "overlay-hexes/dolny-jar.scenario.yaml", first: "su" },
                { tag: "field-of-fire", file: "field-of-fire/mill-hamlet.scenario.yaml", first: "us" },
            ]
        }
        function test_firstSideShowsTheScenarioValue(data) {
            open(data.file)
            compare(panel.editor.first, data.first)
            const combo = findChild(panel, "scenarioFirst")
            verify(combo)
            tryCompare(combo, "currentValue", data.first)
            compare(combo.displayText, sideName(data.first))
        }

        // Chosen with the keyboard as a user would: assigning currentIndex from a test would
        // replace the binding under test.
        function test_choosingAFirstSideEditsTheScenarioAndUndoes() {
            open("fighting-formations/croix-fouquet.scenario.yaml")
            const combo = findChild(panel, "scenarioFirst")
            tryCompare(combo, "currentValue", "us")
            compare(combo.indexOfValue("de"), combo.currentIndex + 1)
            combo.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(panel.editor.first, "de")
            compare(combo.displayText, sideName("de"))
            verify(doc.canUndo)
            doc.undo()
            compare(panel.editor.first, "us")
            tryCompare(combo, "currentValue", "us")
            // "(not set)" clears it.
            keyClick(Qt.Key_Up)
            compare(combo.currentIndex, 0)
            compare(panel.editor.first, "")
            doc.undo()
            tryCompare(combo, "currentValue", "us")
        }

        function test_firstSideSurvivesOtherEdits() {
            open("fighting-formations/croix-fouquet.scenario.yaml")
            const combo = findChild(panel, "scenarioFirst")
            tryCompare(combo, "currentValue", "us")
            // A new side changes the combo's list; the shown value must stay the scenario's.
            panel.editor.addSide()
            tryCompare(combo, "currentValue", "us")
            panel.editor.setTitle("Another title")
            compare(combo.currentValue, "us")
            doc.undo()
            doc.undo()
            tryCompare(combo, "currentValue", "us")
        }

        // "US 29th Infantry Division (rifle company, ...)" is wider than its field: the field
        // shows "US 29th", not the end of the name, also after it has been edited.
        function test_aLongValueShowsItsStart() {
            open("fighting-formations/croix-fouquet.scenario.yaml")
            findChild(panel, "scenarioTabs").currentIndex = 1
            const name = findChild(panel, "sideName")
            verify(name)
            compare(name.text, sideName("us"))
            verify(name.contentWidth > name.width)
            compare(name.cursorPosition, 0)
            name.forceActiveFocus()
            name.cursorPosition = name.text.length
            keyClick(Qt.Key_Exclam)
            findChild(panel, "scenarioTabs").forceActiveFocus()
            verify(sideName("us").endsWith("!"))
            // The sides list changed: the field may be a new one.
            const edited = findChild(panel, "sideName")
            compare(edited.text, sideName("us"))
            compare(edited.cursorPosition, 0)
        }

        // Every visible item named `name` under `item`, in order (children only).
        function named(item, name, out) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.objectName === name && child.visible) out.push(child)
                named(child, name, out)
            }
            return out
        }

        // A designer clicks from one card's field straight into the next card's and types: the
        // click commits the field left, and the field clicked keeps the focus and the typing
        // (the panel's lists used to be rebuilt by that commit, their fields with them).
        function test_typingAfterClickingFromOneSideToTheNextIsKept_data() {
            return [ { tag: "sideName", tab: "sides", field: "sideName", list: "sides", key: "name" },
                     { tag: "sideBriefing", tab: "sides", field: "sideBriefing", list: "sides", key: "briefing" },
                     { tag: "zoneId", tab: "zones", field: "zoneId", list: "zones", key: "id" } ]
        }
        // The end of a one-line field (End) or of a text (Ctrl+End).
        function toEnd() {
            keyClick(Qt.Key_End, Qt.ControlModifier)
            keyClick(Qt.Key_End)
        }
        function test_typingAfterClickingFromOneSideToTheNextIsKept(data) {
            open("fighting-formations/croix-fouquet.scenario.yaml")
            panel.showTab(data.tab)
            wait(50)
            let fields = named(panel, data.field, [])
            verify(fields.length >= 2, "two " + data.field + " fields")
            const before = [panel.editor[data.list][0][data.key], panel.editor[data.list][1][data.key]]
            mouseClick(fields[0])
            toEnd()
            keyClick(Qt.Key_X)
            mouseClick(fields[1])
            wait(300)
            toEnd()
            keyClick(Qt.Key_Y)
            keyClick(Qt.Key_Z)
            mouseClick(named(panel, data.field, [])[0])  // leaves the second field: commits it
            compare(panel.editor[data.list][0][data.key], before[0] + "x")
            compare(panel.editor[data.list][1][data.key], before[1] + "yz")
        }

        // An objective's starting control: its list names the empty choice "(not set)" (a blank
        // first row read as a broken list), and choosing it by key clears the control.
        function test_objectiveControlListNamesItsEmptyChoice() {
            open("fighting-formations/croix-fouquet.scenario.yaml")
            panel.showTab("objectives")
            wait(50)
            const combo = named(panel, "objectiveControl", [])[0]
            compare(combo.currentText, "de")
            compare(combo.textAt(0), "(not set)")
            compare(combo.textAt(1), "none")
            combo.forceActiveFocus()
            keyClick(Qt.Key_Home)
            compare(panel.editor.objectives[0].control, "")
            compare(combo.currentText, "(not set)")
            doc.undo()
            tryCompare(combo, "currentText", "de")
        }

        // A panel's refusal belongs to its document: opening another clears it.
        function test_aRefusalGoesWithItsDocument() {
            open("fighting-formations/croix-fouquet.scenario.yaml")
            panel.showTab("zones")
            wait(50)
            const hexes = named(panel, "zoneHexes", [])[0]
            mouseClick(hexes)
            keyClick(Qt.Key_A, Qt.ControlModifier)
            for (const c of "btvz") keyClick(c)
            keyClick(Qt.Key_Return)
            // Under the zone's own fields.
            const error = named(panel, "zoneRowError", [])[0]
            verify(error && error.text.indexOf("btvz") >= 0, error ? error.text : "no reason under the zone")
            compare(doc.open(samplesDir + "/field-of-fire/mill-hamlet.scenario.yaml"), "")
            wait(50)
            compare(named(panel, "zoneRowError", []).length, 0)  // none shown for the next document
        }
    }
}
