// Qt Quick tests of what the view shows about one document when another replaces it (File >
// Open, New Map, Close): the overlay and its legend, the sight line and its panel, the tape,
// the selection and the tool's status all go with the document; a new selection computes no
// overlay from the old one, and a computation still running for the old map is not shown.
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
    MapView { id: view; width: 1000; height: 560; document: doc }
    OverlayLegend { id: legend; view: view; x: 700; y: 560 }  // beside, as in the window
    LosPanel { id: losPanel; view: view; y: 560; width: 600 }
    ToolPalette { id: palette; document: doc; view: view; x: 620; y: 560; width: 370; height: 140 }
    ValidationScheduler { id: validation; document: doc }
    IssuesPanel { id: issuesPanel; scheduler: validation; view: view; hasDocument: doc.hasMap; y: 600; width: 600; height: 100 }

    TestCase {
        name: "DocumentSwitch"
        when: windowShown

        function init() {
            view.tool = "select"
            view.forceActiveFocus()
        }

        // Nothing of the document before is shown or remembered.
        function verifyNothingCarriedOver() {
            compare(view.overlayMode, "none")
            compare(view.overlayLegend.length, 0)
            compare(view.overlaySummary, "")
            verify(!legend.visible)
            compare(view.losFrom, -1)
            compare(view.losTo, -1)
            compare(view.losText, "")
            compare(view.losProfile.length, 0)
            verify(!view.hasTableLos)
            compare(view.selectedIndex, -1)
            compare(view.selectedFeature, -1)
            compare(view.hoverText, "")
        }

        // A grid with a viewshed from a selected hex and a sight line drawn.
        function showGridWork() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            view.fitToWindow()
            view.selectedIndex = 20
            view.overlayMode = "viewshed"
            tryVerify(() => !view.overlayBusy && view.overlayLegend.length > 0, 5000)
            verify(legend.visible)
            view.showSightLine(20, 45)
            verify(view.losText.length > 0)
            verify(view.losProfile.length > 0)
        }

        function test_openingAnotherDocumentDropsTheOverlayLineAndSelection() {
            showGridWork()
            compare(doc.open(samplesDir + "/overlay-hexes/dolny-jar.scenario.yaml"), "")
            verifyNothingCarriedOver()
            // The LOS panel asks for a source again.
            compare(findChild(losPanel, "losText").text, "Click a source hex, then click a target.")
            // A new selection does not compute a viewshed from the old overlay.
            view.selectedIndex = 5
            verify(!view.overlayBusy)
            wait(50)
            compare(view.overlayLegend.length, 0)
            verify(!legend.visible)
        }

        function test_newMapAndCloseDropTheOverlayAndLine() {
            showGridWork()
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            verifyNothingCarriedOver()
            showGridWork()
            view.tool = "los"
            doc.close()
            verifyNothingCarriedOver()  // no empty "Viewshed" box on "No map open"
            // No tool lit and nothing said to pass a check with no document open.
            verify(!findChild(palette, "tool-los").checked)
            compare(findChild(issuesPanel, "issuesNone").text, "No document is open.")
        }

        // A viewshed still being worked out for the old map is not shown on the new one (its
        // tints index the old map's hexes).
        function test_aViewshedStillRunningIsNotShownOnTheNextDocument() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            view.selectedIndex = 20
            view.overlayMode = "viewshed"
            compare(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), "")
            tryVerify(() => !view.overlayBusy, 5000)
            wait(50)
            compare(view.overlayLegend.length, 0)
            verifyNothingCarriedOver()
        }

        // On a table: the tape, the reach overlay (and its mobility), the LOS line and the
        // selected feature go; the tape's status reads as for a fresh table.
        function test_theTapeReachAndLineOfATableDoNotCarryOver() {
            compare(doc.open(samplesDir + "/focused-firepower/cressonville.scenario.yaml"), "")
            view.fitToWindow()
            view.reachZone = doc.zoneIds[0]
            view.reachMobility = doc.mobilityClasses[0]
            view.overlayMode = "reach"
            tryVerify(() => !view.overlayBusy && view.overlayLegend.length > 0, 5000)
            view.showTableSightLine(10, 40, 45, 20)
            verify(view.hasTableLos)
            verify(view.selectFeatureById(doc.featureInfo(0).id))
            view.tool = "tape"
            const a = view.viewPointOfTable(10, 10), b = view.viewPointOfTable(30, 10)
            mousePress(view, a.x, a.y)
            mouseMove(view, (a.x + b.x) / 2, a.y, -1, Qt.LeftButton)
            mouseMove(view, b.x, b.y, -1, Qt.LeftButton)
            mouseRelease(view, b.x, b.y)
            verify(view.toolStatus.startsWith("20\""), "status: " + view.toolStatus)

            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            verify(view.toolStatus.startsWith("Drag to measure"), view.toolStatus)
            verifyNothingCarriedOver()
            compare(view.reachZone, "")
            compare(view.reachMobility, "")
        }

        // The zone painter's zone and the point tool's side chosen on one scenario: another
        // scenario without them paints its own first zone and shows it (the palette showed the
        // new document's first zone while the tool kept painting the old one's).
        function test_aPaletteChoiceGoesWithItsDocument() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            view.tool = "zone"
            const zones = findChild(palette, "zoneChoice")
            const deSetup = zones.model.indexOf("de-setup")
            verify(deSetup > 0)
            zones.currentIndex = deSetup
            zones.activated(deSetup)
            compare(palette.zone, "de-setup")
            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            compare(palette.zone, "us-setup")
            compare(zones.currentText, "us-setup")
            const sides = findChild(palette, "pointSide")
            sides.currentIndex = 1
            sides.activated(1)
            compare(palette.pointSide, doc.sideIds[1])
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            verify(doc.sideIds.indexOf(palette.pointSide) >= 0)
            compare(sides.currentText, palette.pointSide)
        }
    }
}
