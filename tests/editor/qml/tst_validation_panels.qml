// Qt Quick tests of the validation side of the editor: the LOS tool's readout on a sample and
// the Issues panel (a click selects and centres the issue's hex; its "?" opens the code's
// section of docs/checks.md).
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1200
    height: 800

    MapDocument { id: doc }
    ValidationScheduler { id: scheduler; document: doc; delay: 0 }
    MapView { id: view; width: 800; height: 560; document: doc }
    LosPanel { id: losPanel; view: view; x: 0; y: 560; width: 800; height: 200 }
    IssuesPanel { id: issuesPanel; scheduler: scheduler; view: view; x: 800; width: 400; height: 800 }

    function labelIndex(label) {
        for (let i = 0; i < doc.columns * doc.rows; ++i) if (doc.labelOf(i) === label) return i
        return -1
    }

    TestCase {
        name: "LosTool"
        when: windowShown

        function init() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            view.tool = "los"
        }

        function sightLine(from, to) {
            const a = view.viewPointOf(labelIndex(from))
            const b = view.viewPointOf(labelIndex(to))
            mouseClick(view, a.x, a.y)
            mouseMove(view, b.x, b.y)
        }

        function test_aBlockedLineNamesItsReasonAndRule() {
            sightLine("I3", "I8")   // one of the sample's designer assertions: blocked
            tryVerify(() => view.losText.startsWith("I3 → I8: blocked by"))
            verify(view.losText.indexOf("[FF ") > 0, view.losText)
            compare(findChild(losPanel, "losText").text, view.losText)
            compare(view.losReverseText, "reverse I8 → I3: same")
            compare(view.losExpectation, "blocked")
        }

        // Right after the source click the cursor is still on it: the panel says what to do next
        // instead of a line from the hex to itself (which read "clear, hindrance 1").
        function test_theSourceHexUnderTheCursorAsksForATarget() {
            sightLine("K1", "K1")
            tryVerify(() => view.losText.startsWith("K1 → point at the target hex and click it"), 2000, view.losText)
            compare(view.losReverseText, "")
        }

        // The second click fixes the target: the line stays as the pointer leaves for the panel
        // (it followed the pointer, and a click on the target started a new line from it).
        function test_aClickOnTheTargetFixesTheLine() {
            sightLine("I3", "I8")
            const b = view.viewPointOf(labelIndex("I8"))
            mouseClick(view, b.x, b.y)
            tryVerify(() => view.losText.startsWith("I3 → I8: blocked by"))
            const c = view.viewPointOf(labelIndex("K4"))
            mouseMove(view, c.x, c.y)
            mouseMove(view, 2, view.height - 2)  // the background, on the way to the panel
            verify(view.losText.startsWith("I3 → I8: blocked by"), view.losText)
            compare(view.losExpectation, "blocked")
            // A click after that starts again from a new source.
            mouseClick(view, c.x, c.y)
            tryVerify(() => view.losText.startsWith("K4 → point at the target hex and click it"), 2000, view.losText)
            compare(view.losExpectation, "")
        }

        // Esc takes a fixed line away, and the panel asks for a source again (the line stayed
        // until another source was clicked).
        function test_escapeTakesTheLineAway() {
            sightLine("I3", "I8")
            const b = view.viewPointOf(labelIndex("I8"))
            mouseClick(view, b.x, b.y)
            tryVerify(() => view.losText.startsWith("I3 → I8: blocked by"))
            view.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            compare(view.losFrom, -1)
            compare(view.losText, "")
            compare(view.losExpectation, "")
            compare(findChild(losPanel, "losText").text, "Click a source hex, then click a target.")
        }

        // On a card map the words say card, not hex.
        function test_onACardMapTheLineAsksForACard() {
            compare(doc.open(samplesDir + "/field-of-fire/mill-hamlet.scenario.yaml"), "")
            view.tool = "los"
            const a = view.viewPointOf(0)
            mouseClick(view, a.x, a.y)
            tryVerify(() => view.losText.indexOf("point at the target card and click it") > 0, 2000, view.losText)
            verify(view.losText.indexOf("hex") < 0, view.losText)
        }

        function test_aClearLineAcrossOpenGround() {
            sightLine("K1", "K4")
            tryVerify(() => view.losText.startsWith("K1 → K4: clear"))
            // The expectation an assertion takes reads the line as the panel does, hindrance too.
            const hindrance = view.losText.match(/hindrance (\d+)/)
            compare(view.losExpectation, hindrance ? "hindrance " + hindrance[1] : "clear")
        }

        function test_theProfileListsEveryHexWalked() {
            sightLine("I3", "I8")
            tryVerify(() => view.losProfile.length >= 6)
            compare(view.losProfile[0].label, "I3")
            compare(view.losProfile[view.losProfile.length - 1].label, "I8")
            verify(view.losProfile.some(s => s.blocking))
        }
    }

    TestCase {
        name: "IssuesPanel"
        when: windowShown

        function test_clickingAnIssueSelectsItsHex() {
            // The sample map has notes about bocage fields wheeled units cannot leave.
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.map.yaml"), "")
            tryVerify(() => scheduler.issues.count > 0 && !scheduler.running, 20000)
            const plural = (n, noun) => n + " " + noun + (n === 1 ? "" : "s")
            compare(findChild(issuesPanel, "issueCounts").text,
                    plural(scheduler.errors, "error") + ", " + plural(scheduler.warnings, "warning") + ", " + plural(scheduler.notes, "note"))
            let row = -1
            for (let i = 0; i < scheduler.issues.count; ++i) if (scheduler.issues.locationOf(i) >= 0) { row = i; break }
            verify(row >= 0)
            const list = findChild(issuesPanel, "issueList")
            list.positionViewAtIndex(row, ListView.Beginning)
            wait(50)
            const item = list.itemAtIndex(row)
            verify(item)
            view.selectedIndex = -1
            mouseClick(item)
            compare(view.selectedIndex, scheduler.issues.locationOf(row))
        }

        function test_eachIssueLinksToItsSectionOfTheDocs() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.map.yaml"), "")
            tryVerify(() => scheduler.issues.count > 0 && !scheduler.running, 20000)
            let row = -1
            for (let i = 0; i < scheduler.issues.count; ++i) if (scheduler.issues.locationOf(i) >= 0) { row = i; break }
            verify(row >= 0)
            const list = findChild(issuesPanel, "issueList")
            list.positionViewAtIndex(row, ListView.Beginning)
            wait(50)
            const item = list.itemAtIndex(row)
            verify(item)
            const help = findChild(item, "issueHelp")
            verify(help && help.visible && help.enabled)
            const url = scheduler.issues.helpUrl(row).toString()
            verify(url.startsWith("file:///") && url.endsWith("/docs/checks.md#" + item.code), url)
            compare(item.help, "docs/checks.md#" + item.code)
            view.selectedIndex = -1
            mouseClick(help)
            tryCompare(openedUrls, "last", scheduler.issues.helpUrl(row))
            compare(view.selectedIndex, -1)  // the link opens the docs; only the row selects
            mouseClick(item, 10, item.height / 2)
            compare(view.selectedIndex, scheduler.issues.locationOf(row))
        }
    }
}
