// Qt Quick tests that the window offers only what the scenario's ruleset has, and that a hot
// spot never takes a side: the point tool (K) lists the ruleset game's kinds of point and
// places a hot spot without the side the palette shows; a table's line-of-sight check row
// offers no "hindrance"; a Force on Force viewshed's legend lists neither smoke nor dead
// ground.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1300
    height: 800

    MapDocument { id: doc }
    ToolPalette { id: palette; width: 210; height: 780; view: view; document: doc }
    // The window's own wiring of the point tool (Main.qml): the click goes to the scenario editor.
    MapView {
        id: view; x: 220; width: 700; height: 600; document: doc
        onTablePointPicked: (tool, x, y) => panel.editor.addTablePoint(palette.pointKind, palette.pointSide, x, y)
    }
    ScenarioPanel { id: panel; x: 930; width: 370; height: 800; document: doc; view: view }

    TestCase {
        name: "RulesetOffers"
        when: windowShown

        function open(file) {
            compare(doc.open(samplesDir + "/" + file), "")
            view.fitToWindow()
        }

        function test_thePointToolOffersTheRulesetsKindsAndGivesAHotSpotNoSide() {
            open("force-on-force/khoshkab.scenario.yaml")
            view.tool = "point"
            const kind = findChild(palette, "pointKind")
            tryVerify(() => kind.visible)
            compare(Array.from(kind.model), ["hot-spot", "casevac", "exit"])
            compare(palette.pointKind, "hot-spot")
            compare(kind.currentText, "hot-spot")
            verify(!findChild(palette, "pointSide").visible, "a hot spot has no side to choose")
            verify(palette.pointSide !== "")  // the palette still holds a side for other kinds
            const before = panel.editor.points.length
            const p = view.viewPointOfTable(24, 30)
            mouseClick(view, p.x, p.y)
            compare(panel.editor.points.length, before + 1)
            const added = panel.editor.points[before]
            compare(added.kind, "hot-spot")
            compare(added.side, "")
            // Focused Firepower: ERPs first, no hot spots.
            open("focused-firepower/cressonville.scenario.yaml")
            compare(palette.pointKind, "erp")
            compare(doc.pointKinds.indexOf("hot-spot"), -1)
            verify(findChild(palette, "pointSide").visible)
        }

        // The Points tab's kind lists (the new point's and each point's) are the palette's:
        // the ruleset game's kinds only.
        function test_thePointsTabOffersTheRulesetsKinds() {
            open("force-on-force/khoshkab.scenario.yaml")
            panel.showTab("points")
            const newKind = findChild(panel, "newPointKind")
            compare(Array.from(newKind.model), ["hot-spot", "casevac", "exit"])
            const kinds = findChild(panel, "pointKind")
            verify(kinds)
            compare(Array.from(kinds.model), Array.from(doc.pointKinds))
            open("focused-firepower/cressonville.scenario.yaml")
            compare(Array.from(newKind.model), Array.from(doc.pointKinds))
            compare(newKind.model.indexOf("hot-spot"), -1)
            verify(newKind.model.indexOf("erp") >= 0)
        }

        function test_aTablesLosCheckRowOffersNoHindrance() {
            open("force-on-force/khoshkab.scenario.yaml")
            panel.showTab("checks")
            compare(panel.editor.addTableLosCheck(10, 10, 20, 20, "clear"), "")
            const expect = findChild(panel, "losExpect")
            verify(expect)
            compare(Array.from(expect.model), ["clear", "blocked"])
            open("fighting-formations/croix-fouquet.scenario.yaml")
            panel.editor.addLosCheck(0, 5, "clear")
            tryVerify(() => findChild(panel, "losExpect") && findChild(panel, "losExpect").model.length === 3)
        }

        function test_aViewshedsLegendListsOnlyWhatTheRulesetHas() {
            open("force-on-force/khoshkab.scenario.yaml")
            view.overlayMode = "viewshed"
            tryVerify(() => !view.overlayBusy && view.overlayLegend.length > 0, 10000)
            let labels = view.overlayLegend.map(e => e.label)
            compare(labels, ["clear", "blocked"])
            open("focused-firepower/cressonville.scenario.yaml")
            view.overlayMode = "viewshed"
            tryVerify(() => !view.overlayBusy && view.overlayLegend.length > 0, 10000)
            labels = view.overlayLegend.map(e => e.label)
            verify(labels.indexOf("dead ground") >= 0, labels)
            view.overlayMode = "none"
        }
    }
}
