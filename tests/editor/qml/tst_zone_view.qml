// Qt Quick tests of scenario zones on a hex map, driven as a designer would: every zone is drawn
// as a tint in its side's colour with its border; the Zones tab's check box hides and shows one;
// "Show" selects the zone and frames all of it without computing the overlay anew; the legend
// lists the zones drawn.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1200
    height: 700

    MapDocument { id: doc }
    MapView { id: view; width: 760; height: 600; document: doc }
    ScenarioPanel { id: panel; x: 770; width: 430; height: 700; document: doc; view: view }
    ZoneLegend { id: legend; y: 610; view: view }
    SignalSpy { id: busySpy; target: view; signalName: "overlayBusyChanged" }

    TestCase {
        name: "ZoneView"
        when: windowShown

        function init() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            view.fitToWindow()
            panel.showTab("zones")
        }

        // The locations of a rectangle of letter-number labels ("H8:L10").
        function locationsIn(firstColumn, lastColumn, firstRow, lastRow) {
            const out = []
            for (let i = 0; i < doc.columns * doc.rows; ++i) {
                const m = /^([A-Z]+)(\d+)$/.exec(doc.labelOf(i))
                verify(m, doc.labelOf(i))
                const row = Number(m[2])
                if (m[1] >= firstColumn && m[1] <= lastColumn && m[1].length === 1 && row >= firstRow && row <= lastRow) out.push(i)
            }
            return out
        }
        function pixelAt(index) {
            const p = view.viewPointOf(index)
            // Left of the centre: clear of the hex's id (top), level (bottom) and the zone's id.
            return grabImage(view).pixel(Math.round(p.x - 7), Math.round(p.y))
        }
        // A hex of the list with no name and away from the zone's middle (where its id is).
        function plainHex(list) {
            for (let k = 1; k < list.length; ++k)
                if (doc.locationInfo(list[k]).name === "" && Math.abs(k - list.length / 2) > 3) return list[k]
            return -1
        }
        function zoneShown(id) { return findChild(panel, "zoneShown_" + id) }

        function test_everyZoneIsDrawnInItsSidesColour() {
            const usSetup = locationsIn("A", "T", 12, 15)
            verify(usSetup.length > 0)
            const at = plainHex(usSetup)
            verify(at >= 0)
            waitForRendering(view)
            const drawn = pixelAt(at)
            view.hiddenZones = doc.zoneIds
            waitForRendering(view)
            const bare = pixelAt(at)
            verify(!Qt.colorEqual(drawn, bare), "the us-setup zone left its hex as it is: " + drawn + " " + bare)
            // The tint leans to the side's colour (the first side, us, is blue).
            verify(drawn.b - drawn.r > bare.b - bare.r, "not the side's colour: " + drawn + " over " + bare)
            view.hiddenZones = []
        }

        function test_theZonesTabsCheckBoxHidesAndShowsAZone() {
            const at = plainHex(locationsIn("A", "T", 12, 15))
            waitForRendering(view)
            const drawn = pixelAt(at)
            const box = zoneShown("us-setup")
            verify(box)
            tryVerify(() => box.visible && box.width > 0)
            verify(box.checked)
            mouseClick(box)
            compare(view.hiddenZones, ["us-setup"])
            verify(!box.checked)
            waitForRendering(view)
            verify(!Qt.colorEqual(pixelAt(at), drawn), "hidden, the zone is still drawn")
            compare(view.zoneLegend.map(z => z.id).indexOf("us-setup"), -1)
            mouseClick(box)
            compare(view.hiddenZones, [])
            waitForRendering(view)
            verify(Qt.colorEqual(pixelAt(at), drawn))
        }

        function test_showSelectsTheZoneAndFramesAllOfIt() {
            // Zoomed into the map's far corner, a viewshed shown from a selected hex.
            view.zoomBy(4, 0, 0)
            view.selectedIndex = 0
            view.overlayMode = "viewshed"
            tryVerify(() => !view.overlayBusy && view.overlayLegend.length > 0, 5000)
            const summary = view.overlaySummary
            busySpy.clear()
            const show = findChild(panel, "zoneShow_de-forward")
            verify(show)
            tryVerify(() => show.visible && show.enabled)
            mouseClick(show)
            compare(view.selectedZone, "de-forward")
            compare(view.selectedIndex, -1)
            const zone = locationsIn("H", "L", 8, 10)
            compare(zone.length, 15)
            for (const i of zone) {
                const p = view.viewPointOf(i)
                verify(p.x > 0 && p.x < view.width && p.y > 0 && p.y < view.height, doc.labelOf(i) + " is out of the view")
            }
            // Framed, not merely centred: the zone fills a good part of the view.
            const a = view.viewPointOf(zone[0]), b = view.viewPointOf(zone[zone.length - 1])
            verify(Math.abs(b.x - a.x) > view.width / 4, "the zone is not framed: " + a + " " + b)
            // The overlay was not computed anew from the hex no longer selected.
            wait(100)
            compare(busySpy.count, 0)
            compare(view.overlaySummary, summary)
            view.overlayMode = "none"
            // Picking a hex replaces the zone as the selection.
            view.selectedIndex = 3
            compare(view.selectedZone, "")
        }

        function test_theLegendListsTheZonesDrawnWithTheirSides() {
            const ids = view.zoneLegend.map(z => z.id)
            compare(ids.length, doc.zoneIds.length)
            const us = view.zoneLegend[ids.indexOf("us-setup")]
            compare(us.side, "us")
            const de = view.zoneLegend[ids.indexOf("de-setup")]
            compare(de.side, "de")
            verify(!Qt.colorEqual(us.color, de.color))
            tryVerify(() => legend.implicitHeight > 0)
            const labels = []
            const collect = (item) => {
                if (!item || !item.children) return
                for (let k = 0; k < item.children.length; ++k) {
                    const c = item.children[k]
                    if (c.text !== undefined) labels.push(c.text)
                    collect(c)
                }
            }
            collect(legend)
            verify(labels.indexOf("us-setup (us)") >= 0, labels)
        }
    }
}
