// The LOS tool's readout: the line's result with its reason and rule, the reverse check, and
// an elevation profile of the hexes walked (ground level and the top of what stands on it),
// shown beside the text: the panel keeps one height with or without it, the height the window
// keeps below the map for it (the profile under the text made the panel taller, and it took the
// map's bottom rows when it came with the pointer on the map).
// "Add as assertion" hands the line to the scenario's designer checks: between two hexes on a
// grid (addAssertion), between the tool's two points on a table (addTableAssertion, in table
// units; a table has no hex walk, so no profile either).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: panel
    property var view
    signal addAssertion(int from, int to, string expect)
    signal addTableAssertion(real x1, real y1, real x2, real y2, string expect)
    readonly property bool onTable: !!(view.document && view.document.isTable)
    // The view's table line: its ends while the tool has a source and a target.
    // A line to somewhere else (not the source itself, right after its click).
    readonly property bool hasLine: view.losExpectation.length > 0
    // The view's reading of the line: blocked, hindrance N or clear (the hindrance was dropped).
    readonly property string expectation: view.losExpectation
    padding: 6
    background: Rectangle { color: "#f7f5f0"; border.color: "#b8b2a6"; radius: 3 }
    // The profile belongs to the line of one document: the window hides it when another is
    // opened (an empty profile carried over, and the taller panel took rows from the next map).
    function hideProfile() { profile.visible = false }
    // The least width that shows the buttons whole (and the profile, when it shows): the dock
    // gives the panel no less, and drops the zones' legend rather than squeeze it.
    readonly property real leastWidth: leftPadding + rightPadding + buttons.implicitWidth
                                       + (profile.visible ? 8 + profile.Layout.minimumWidth : 0)

    RowLayout {
        anchors.fill: parent
        spacing: 8
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4
            // Two lines, always: a long reason wrapping onto a second line grew the panel under
            // the map while the designer drew (the rest is in its tooltip).
            Label {
                id: losText
                objectName: "losText"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.ceil(2 * losTextMetrics.lineSpacing)
                verticalAlignment: Text.AlignTop
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                ToolTip.visible: truncated && losTextHover.hovered
                ToolTip.text: text
                HoverHandler { id: losTextHover }
                FontMetrics { id: losTextMetrics; font: losText.font }
                font.bold: true
                text: view.losText.length > 0 ? view.losText
                      : view.losFrom >= 0 ? (view.document && view.document.isCards ? qsTr("Point at a target card and click it.") : qsTr("Point at a target hex and click it."))
                      : view.document && view.document.isTable ? qsTr("Click the point to look from, then click a target.")
                      : view.document && view.document.isCards ? qsTr("Click a source card, then click a target.")
                      : qsTr("Click a source hex, then click a target.")
                color: view.losText.indexOf("blocked") >= 0 ? "#b00020" : "#1b5e20"
            }
            // The reverse line's row and the buttons' row are there with or without a line (the
            // buttons disabled): the panel keeps one height while the tool is used, so it never
            // takes room from the map under the cursor (docs/editor.md, "Panels and the view").
            Label { objectName: "losReverse"; text: view.losReverseText.length > 0 ? view.losReverseText : " "; color: "#555" }
            RowLayout {
                id: buttons
                enabled: panel.hasLine
                Button {
                    visible: !panel.onTable
                    text: profile.visible ? qsTr("Hide profile") : qsTr("Elevation profile")
                    onClicked: profile.visible = !profile.visible
                }
                Button {
                    objectName: "losAddAssertion"
                    text: qsTr("Add as assertion")
                    onClicked: {
                        if (panel.onTable)
                            panel.addTableAssertion(view.tableLosFrom.x, view.tableLosFrom.y,
                                                    view.tableLosTo.x, view.tableLosTo.y, panel.expectation)
                        else
                            panel.addAssertion(view.losFrom, view.losTo, panel.expectation)
                    }
                }
            }
        }
        Canvas {
            id: profile
            objectName: "losProfile"
            visible: false
            // Beside the text, sharing the panel's width with it (the dock shares the window's
            // with the legends).
            Layout.fillWidth: true
            Layout.preferredWidth: 320
            Layout.minimumWidth: 140
            Layout.maximumWidth: 420
            Layout.fillHeight: true
            property var steps: view.losProfile
            onStepsChanged: requestPaint()
            onVisibleChanged: requestPaint()
            onWidthChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                ctx.fillStyle = "#ffffff"
                ctx.fillRect(0, 0, width, height)
                if (!steps || steps.length === 0) return
                let lo = 0, hi = 1
                for (const s of steps) { lo = Math.min(lo, s.level); hi = Math.max(hi, s.top) }
                const w = width / steps.length
                // Every hex's name where they fit under their bars, else every second, third...
                // (a narrow panel ran them into each other).
                ctx.font = "9px sans-serif"
                let widest = 0
                for (const s of steps) widest = Math.max(widest, ctx.measureText(s.label).width)
                const labelEvery = Math.max(1, Math.ceil((widest + 3) / w))
                const y = (v) => height - 18 - (v - lo) / (hi - lo + 1) * (height - 30)
                for (let i = 0; i < steps.length; ++i) {
                    const s = steps[i]
                    ctx.fillStyle = "#b89a6a"   // ground
                    ctx.fillRect(i * w + 1, y(s.level), w - 2, height - 18 - y(s.level))
                    if (s.top > s.level) {      // an obstacle on it
                        ctx.fillStyle = "#4e8a3e"
                        ctx.fillRect(i * w + 1, y(s.top), w - 2, y(s.level) - y(s.top))
                    }
                    if (s.blocking) { ctx.strokeStyle = "#d21e1e"; ctx.lineWidth = 2; ctx.strokeRect(i * w + 1, y(s.top), w - 2, height - 18 - y(s.top)) }
                    ctx.fillStyle = "#333"
                    if (i % labelEvery === 0) ctx.fillText(s.label, i * w + 2, height - 5)
                }
                // The sight line from eye level at one end to the other.
                ctx.strokeStyle = view.losText.indexOf("blocked") >= 0 ? "#d21e1e" : "#2e7d32"
                ctx.lineWidth = 2
                ctx.beginPath()
                ctx.moveTo(w / 2, y(steps[0].level + 0.5))
                ctx.lineTo(width - w / 2, y(steps[steps.length - 1].level + 0.5))
                ctx.stroke()
            }
        }
    }
}
