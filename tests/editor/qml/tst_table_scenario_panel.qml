// Qt Quick tests of the scenario panel on the table samples: the Points tab (shown on tables
// only) lists the scenario points and edits and removes them, one undo step each, and a TRP's
// ETA; the LOS panel's "Add as assertion" hands a table line's two points over; the
// Objectives tab shows an objective's x and y and moves it; the Zones tab shows a rect's fields
// and names other shapes; nothing in these tabs runs past the panel's right edge at the width
// the window gives it at 1280x800 (430). The samples are opened, never saved.
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
        name: "TableScenarioPanel"
        when: windowShown

        property var panel: null

        function cleanup() { panel = null }
        function open(file, tab) {
            compare(doc.open(samplesDir + "/" + file), "")
            panel = createTemporaryObject(panelComponent, root, { document: doc })
            verify(panel)
            verify(panel.editor.hasScenario)
            panel.showTab(tab)
            wait(50)
        }
        // Every visible item named `name` under `item`.
        function named(item, name, out) {
            if (!out) out = []
            if (!item || !item.children) return out
            for (let i = 0; i < item.children.length; ++i) { const child = item.children[i]
                if (child.objectName === name && child.visible) out.push(child)
                named(child, name, out)
            }
            // A control's content item that is not among its children (a ScrollView's flickable).
            // Only a visible item is asked: asking for a content item runs its deferred creation,
            // which crashes Qt 6.4 on a delegate that an undo has just dropped.
            if (!item.visible) return out
            let listed = false
            for (let i = 0; i < item.children.length; ++i) if (item.children[i] === item.contentItem) listed = true
            if (item.contentItem && item.contentItem !== item && !listed) named(item.contentItem, name, out)
            return out
        }
        function withText(items, text) {
            for (const i of items) if (i.text === text) return i
            return null
        }
        function retype(field, text) {
            field.forceActiveFocus()
            field.selectAll()
            for (const c of text) keyClick(c)
            keyClick(Qt.Key_Return)
        }
        // Visible items whose right edge lies past the panel's. The tab bar scrolls sideways in
        // the test runner's default style (the window's style, Fusion, fits all eight tabs: run
        // with QT_QUICK_CONTROLS_STYLE=Fusion to check that too).
        function overflow(item, out) {
            if (!item || !item.children || !item.visible || item.opacity === 0) return out
            if (item.objectName === "scenarioTabs" && item.contentItem.interactive && item.contentWidth > item.width) return out
            const r = item.mapToItem(panel, 0, 0, item.width, item.height)
            if (item.width > 0 && (r.x + r.width > panel.width + 0.5 || r.x < -0.5)) {
                out.push((item.objectName || item.toString()) + " spans " + r.x + ".." + (r.x + r.width))
                return out
            }
            for (let i = 0; i < item.children.length; ++i) overflow(item.children[i], out)
            return out
        }
        function pointsTabButton() {
            const bar = findChild(panel, "scenarioTabs")
            return bar.itemAt(7)
        }

        function test_pointsTabIsATablesOnly() {
            open("fighting-formations/croix-fouquet.scenario.yaml", "scenario")
            verify(!pointsTabButton().visible)
            open("force-on-force/khoshkab.scenario.yaml", "points")
            verify(pointsTabButton().visible)
            compare(pointsTabButton().text, "Points")
        }

        function test_pointsAreListedEditedAndRemoved() {
            open("force-on-force/khoshkab.scenario.yaml", "points")
            const list = findChild(panel, "pointList")
            verify(list)
            compare(list.count, 7)
            tryVerify(() => withText(named(panel, "pointName"), "Caravanserai") !== null)
            // hs1's name, typed.
            retype(withText(named(panel, "pointName"), "Caravanserai"), "Old inn")
            compare(panel.editor.points[0].name, "Old inn")
            doc.undo()
            compare(panel.editor.points[0].name, "Caravanserai")
            // Its number and place.
            retype(withText(named(panel, "pointNumber"), "1"), "9")
            compare(panel.editor.points[0].number, 9)
            doc.undo()
            retype(withText(named(panel, "point_x"), "6"), "7.5")
            compare(panel.editor.points[0].x, 7.5)
            compare(panel.editor.points[0].y, 13)
            doc.undo()
            // Off the table: refused, with the reason naming the table.
            retype(withText(named(panel, "point_x"), "6"), "60")
            compare(panel.editor.points[0].x, 6)
            verify(findChild(panel, "pointError").text.indexOf("48 x 36 in") >= 0)
            // Remove, then undo.
            const removes = named(panel, "removePoint")
            verify(removes.length > 0)  // the list makes the delegates it shows
            mouseClick(removes[0])
            compare(panel.editor.points.length, 6)
            doc.undo()
            compare(panel.editor.points.length, 7)
            // Add a hot spot: next number, no side.
            const kind = findChild(panel, "newPointKind")
            kind.currentIndex = kind.model.indexOf("hot-spot")
            mouseClick(findChild(panel, "addPoint"))
            compare(panel.editor.points.length, 8)
            compare(panel.editor.points[7].id, "hot-spot-1")
            compare(panel.editor.points[7].number, 6)
            compare(panel.editor.points[7].side, "")
            doc.undo()
            compare(panel.editor.points.length, 7)
        }

        function test_trpsShowAndEditTheirEta() {
            open("focused-firepower/cressonville.scenario.yaml", "points")
            // Two TRPs (ETA turns 4 and 6); the ERPs and RSPs have no ETA field.
            tryVerify(() => named(panel, "pointEta").length === 2)
            compare(named(panel, "pointEta").map(f => f.text).join(" "), "4 6")
            const trp = () => panel.editor.points.find(p => p.id === "gb-trp")
            retype(withText(named(panel, "pointEta"), "4"), "5")
            compare(trp().eta, 5)
            doc.undo()
            compare(trp().eta, 4)
            // Emptied: no ETA.
            const field = withText(named(panel, "pointEta"), "4")
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            keyClick(Qt.Key_Return)
            compare(trp().eta, 0)
            compare(findChild(panel, "pointError").text, "")
            doc.undo()
            compare(trp().eta, 4)
            // A TRP made an ERP has no ETA, and no field for one.
            panel.editor.setTablePointKind("gb-trp", "erp")
            tryVerify(() => named(panel, "pointEta").length === 1)
            doc.undo()
            tryVerify(() => named(panel, "pointEta").length === 2)
        }

        function test_objectivesShowTheirPoint() {
            open("focused-firepower/cressonville.scenario.yaml", "objectives")
            tryVerify(() => named(panel, "objective_x").length === 6)
            // church-square is at 39.5, 20.5, radius 5.
            verify(withText(named(panel, "objective_x"), "39.5"))
            verify(withText(named(panel, "objective_radius"), "5"))
            retype(withText(named(panel, "objective_y"), "20.5"), "22")
            compare(panel.editor.objectives[0].y, 22)
            compare(panel.editor.objectives[0].x, 39.5)
            doc.undo()
            compare(panel.editor.objectives[0].y, 20.5)
        }

        // A side's break point, points limit, victory conditions and fire orders are made here.
        function test_sidesEditTheirTableFields() {
            open("focused-firepower/cressonville.scenario.yaml", "sides")
            tryVerify(() => named(panel, "sideBreakPoint").length === 2)
            const gb = () => panel.editor.sides[0]
            compare(named(panel, "sideBreakPoint")[0].text, "33")
            retype(named(panel, "sideBreakPoint")[0], "40")
            compare(gb().breakPoint, 40)
            retype(named(panel, "sidePointsLimit")[0], "650")
            compare(gb().pointsLimit, 650)
            const limit = named(panel, "sidePointsLimit")[0]
            limit.forceActiveFocus(); limit.selectAll(); keyClick(Qt.Key_Delete); keyClick(Qt.Key_Return)
            compare(gb().pointsLimit, -1)  // empty: no limit
            compare(panel.editor.sides[1].pointsLimit, 700)  // the other side's
            const victory = named(panel, "sideVictory")[0].textArea
            victory.forceActiveFocus()
            for (const c of "Hold the square at dusk") keyClick(c)
            named(panel, "sideBreakPoint")[1].forceActiveFocus()  // focus leaves: committed
            compare(gb().victory, "Hold the square at dusk")
            // Fire orders: two in the sample, one more added, one edited, one removed.
            tryVerify(() => named(panel, "fireOrder").length === 3)  // gb 2, de 1
            compare(gb().fireOrders.length, 2)
            mouseClick(named(panel, "addFireOrder")[0])
            compare(gb().fireOrders.length, 3)
            compare(gb().fireOrders[2].firer, gb().firers[0])
            compare(gb().fireOrders[2].turn, 1)
            tryVerify(() => named(panel, "fireOrderTurn").length === 4)
            retype(named(panel, "fireOrderTurn")[2], "5")
            compare(gb().fireOrders[2].turn, 5)
            retype(named(panel, "fireOrder_x")[2], "12.5")
            compare(gb().fireOrders[2].x, 12.5)
            retype(named(panel, "fireOrder_x")[2], "500")  // off the table: refused
            compare(gb().fireOrders[2].x, 12.5)
            compare(gb().fireOrders[2].y, 24)
            panel.editor.removeFireOrder("gb", 0)
            compare(gb().fireOrders.length, 2)
            compare(gb().fireOrders[0].turn, 3)
        }

        // An objective's level and side: a private level takes a side, and cannot lose it.
        function test_objectivesTakeALevelAndASide() {
            open("focused-firepower/cressonville.scenario.yaml", "objectives")
            tryVerify(() => named(panel, "objectiveLevel").length === 6)
            compare(named(panel, "objectiveLevel")[2].currentValue, "secondary")
            compare(named(panel, "objectiveSide")[2].currentValue, "gb")
            compare(named(panel, "objectiveSide")[0].currentValue, "")
            // The empty choice is named in the box and in its list, not a blank row.
            compare(named(panel, "objectiveSide")[0].currentText, "(none)")
            compare(named(panel, "objectiveLevel")[0].textAt(0), "(not set)")
            compare(named(panel, "objectiveControl")[0].textAt(0), "(not set)")
            compare(panel.editor.setObjectiveLevel("church-square", "tertiary"), "")
            compare(panel.editor.objectives[0].level, "tertiary")
            compare(panel.editor.objectives[0].side, "gb")  // the first side, until one is chosen
            tryVerify(() => named(panel, "objectiveLevel")[0].currentValue === "tertiary")
            tryVerify(() => named(panel, "objectiveSide")[0].currentValue === "gb")
            compare(panel.editor.setObjectiveSide("church-square", "de"), "")
            tryVerify(() => named(panel, "objectiveSide")[0].currentValue === "de")
            // Refused: a tertiary objective is private to a side.
            verify(panel.editor.setObjectiveSide("church-square", "").indexOf("belongs to one side") >= 0)
            compare(panel.editor.objectives[0].side, "de")
            verify(panel.editor.setObjectiveLevel("church-square", "first").indexOf("not a level") >= 0)
            compare(panel.editor.setObjectiveLevel("church-square", "primary"), "")
            compare(panel.editor.objectives[0].level, "primary")
            compare(panel.editor.objectives[0].side, "de")
            doc.undo(); doc.undo()
            compare(panel.editor.objectives[0].level, "tertiary")
            compare(panel.editor.objectives[0].side, "gb")
        }

        function test_zonesShowTheirShapes() {
            open("force-on-force/khoshkab.scenario.yaml", "zones")
            tryVerify(() => named(panel, "zoneRect_w").length === 2)
            // us-setup is rect 0, 30, 48 x 6; ins-setup 0, 0, 48 x 18.
            compare(named(panel, "zoneRect_y").map(f => f.text).sort().join(" "), "0 30")
            compare(named(panel, "zoneRect_w").map(f => f.text).join(" "), "48 48")
            retype(withText(named(panel, "zoneRect_h"), "6"), "5")
            compare(panel.editor.zones[0].h, 5)
            compare(panel.editor.zones[0].y, 30)
            doc.undo()
            compare(named(panel, "zoneDepth").length, 2)
            open("focused-firepower/cressonville.scenario.yaml", "zones")
            tryVerify(() => named(panel, "zoneShape").length === 1)
            compare(named(panel, "zoneShape")[0].text, "polygon of 8 points")
        }

        // A rect typed off the table (y + h past its 36 in, or a negative corner) is refused:
        // the field shows the stored value again and the reason stands under the rect's fields
        // (it went to the top of the panel, away from the field, and a negative value was
        // dropped by the field's validator without a word).
        function test_aRefusedRectSaysWhyAtItsFields() {
            open("force-on-force/khoshkab.scenario.yaml", "zones")
            tryVerify(() => named(panel, "zoneRect_y").length === 2)
            retype(withText(named(panel, "zoneRect_y"), "30"), "40")
            let reasons = named(panel, "zoneRectError")
            compare(reasons.length, 1)
            verify(reasons[0].text.indexOf("36") >= 0, reasons[0].text)  // names the table's size
            verify(withText(named(panel, "zoneRect_y"), "30") !== null)
            compare(panel.editor.zones[0].y, 30)
            verify(!doc.canUndo)
            retype(withText(named(panel, "zoneRect_x"), "0"), "-2")
            reasons = named(panel, "zoneRectError")
            compare(reasons.length, 1)
            verify(reasons[0].text !== "")
            compare(panel.editor.zones[0].x, 0)
            verify(!doc.canUndo)
            // A rect that fits clears the reason.
            retype(withText(named(panel, "zoneRect_y"), "30"), "29")
            compare(named(panel, "zoneRectError").length, 0)
            compare(panel.editor.zones[0].y, 29)
            doc.undo()
        }

        // The rect's fields typed in any order: y 32 on the 36 in table moves the 6 in band down
        // and cuts it to 4 deep, said under the fields (it was refused until h was made small
        // first); h too deep for the table from there is refused.
        function test_aRectsCornerMovedToTheEdgeCutsItsSize() {
            open("force-on-force/khoshkab.scenario.yaml", "zones")
            tryVerify(() => named(panel, "zoneRect_y").length === 2)
            const before = panel.editor.zones.findIndex((z) => z.y === 30)
            retype(withText(named(panel, "zoneRect_y"), "30"), "32")
            compare(panel.editor.zones[before].y, 32)
            compare(panel.editor.zones[before].h, 4)
            const said = named(panel, "zoneRectError")
            compare(said.length, 1)
            compare(said[0].text, "h cut to 4 to keep the zone on the table.")
            verify(said[0].note)
            compare(doc.undoText, "Set zone us-setup to a rectangle")
            retype(withText(named(panel, "zoneRect_h"), "4"), "5")
            compare(panel.editor.zones[before].h, 4)
            verify(!named(panel, "zoneRectError")[0].note)
            doc.undo()
            compare(panel.editor.zones[before].y, 30)
            compare(panel.editor.zones[before].h, 6)
        }

        // A table's line-of-sight checks have no hindrance: three titles, each over its field
        // (a fourth title, "Hindrance", stood over nothing and the others were off their fields).
        function test_aTablesLosCheckTitlesStandOverTheirFields() {
            open("force-on-force/khoshkab.scenario.yaml", "checks")
            const titles = named(panel, "losTitle")
            compare(titles.map((t) => t.text), ["From", "To", "Expect"])
            const expect = named(panel, "losExpect")
            verify(expect.length > 0, "the sample has a line-of-sight check")
            const titleX = titles[2].mapToItem(panel, 0, 0).x
            const fieldX = expect[0].mapToItem(panel, 0, 0).x
            verify(Math.abs(titleX - fieldX) < 1, "Expect at " + titleX + ", its field at " + fieldX)
        }

        function test_tableTabsFitThePanel_data() {
            const rows = []
            for (const file of ["focused-firepower/cressonville.scenario.yaml", "force-on-force/khoshkab.scenario.yaml"])
                for (const tab of ["zones", "objectives", "points"]) rows.push({ tag: file + " tab " + tab, file: file, tab: tab })
            return rows
        }
        function test_tableTabsFitThePanel(data) {
            open(data.file, data.tab)
            wait(100)
            const problems = overflow(panel, [])
            compare(problems.join("; "), "")
        }
    }

    // The LOS panel's "Add as assertion" on a view that has a line: on a table it hands over the
    // tool's two points (the view's table line), on a grid its two hexes.
    QtObject {
        id: fakeView
        property var document: ({ isTable: true })
        property string losText: "12.5,40 → 36,20 (24.9\"): blocked: the target is in the dead ground of Mont Brûlé"
        property string losReverseText: ""
        property string losExpectation: "blocked"
        property var losProfile: []
        property int losFrom: -1
        property int losTo: -1
        property bool hasTableLos: true
        property point tableLosFrom: Qt.point(12.5, 40)
        property point tableLosTo: Qt.point(36, 20)
    }
    Component { id: losPanelComponent; LosPanel { view: fakeView; width: 400; height: 160 } }
    SignalSpy { id: tableAssertions; signalName: "addTableAssertion" }
    SignalSpy { id: gridAssertions; signalName: "addAssertion" }

    TestCase {
        name: "LosPanelAssertion"
        when: windowShown

        function test_aTableLineBecomesAnAssertionBetweenItsPoints() {
            fakeView.document = { isTable: true }
            fakeView.losText = "12.5,40 \u2192 36,20: blocked: the target is in the dead ground of Mont Br\u00fbl\u00e9"
            fakeView.losExpectation = ""  // no target yet
            fakeView.hasTableLos = false
            const losPanel = createTemporaryObject(losPanelComponent, root)
            tableAssertions.target = losPanel
            gridAssertions.target = losPanel
            tableAssertions.clear()
            gridAssertions.clear()
            const button = findChild(losPanel, "losAddAssertion")
            verify(button)
            // No target yet: nothing to assert (the button is there, greyed: the panel keeps
            // its height while the tool is used).
            verify(button.visible && !button.enabled)
            fakeView.hasTableLos = true
            fakeView.losExpectation = "blocked"
            tryVerify(() => button.enabled)
            mouseClick(button)
            compare(tableAssertions.count, 1)
            compare(gridAssertions.count, 0)
            compare(tableAssertions.signalArguments[0][0], 12.5)
            compare(tableAssertions.signalArguments[0][1], 40)
            compare(tableAssertions.signalArguments[0][2], 36)
            compare(tableAssertions.signalArguments[0][3], 20)
            compare(tableAssertions.signalArguments[0][4], "blocked")
        }

        function test_aGridLineStillNamesItsHexes() {
            fakeView.document = { isTable: false }
            fakeView.losFrom = 3
            fakeView.losTo = 9
            fakeView.losText = "C1 → C7: clear, hindrance 1 from default hindrance"
            fakeView.losExpectation = "hindrance 1"
            const losPanel = createTemporaryObject(losPanelComponent, root)
            tableAssertions.target = losPanel
            gridAssertions.target = losPanel
            tableAssertions.clear()
            gridAssertions.clear()
            const button = findChild(losPanel, "losAddAssertion")
            tryVerify(() => button.visible)
            mouseClick(button)
            compare(gridAssertions.count, 1)
            compare(tableAssertions.count, 0)
            compare(gridAssertions.signalArguments[0][0], 3)
            compare(gridAssertions.signalArguments[0][1], 9)
            compare(gridAssertions.signalArguments[0][2], "hindrance 1")  // it was plain "clear"
        }
    }
}
