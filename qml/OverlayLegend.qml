// Legend of the viewshed or reach overlay, docked beside the map (never over it).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    objectName: "overlayLegend"
    property var view
    visible: view.overlayMode !== "none"
    padding: 6
    background: Rectangle { color: "#f7f5f0ee"; border.color: "#b8b2a6"; radius: 3 }
    ColumnLayout {
        spacing: 2
        Label {
            text: view.overlayMode === "viewshed" ? qsTr("Viewshed") : qsTr("Reach (%1)").arg(view.reachMobility)
            font.bold: true
        }
        Label { text: view.overlayBusy ? qsTr("computing…") : view.overlaySummary; color: "#555" }
        // Two entries a row: the legend stays within the room kept below the map for the LOS
        // panel (one entry a row was taller, and the map's bottom row went under it).
        GridLayout {
            columns: 2
            columnSpacing: 10
            rowSpacing: 2
            Repeater {
                model: view.overlayLegend
                RowLayout {
                    required property var modelData
                    Rectangle { width: 14; height: 14; color: modelData.color; opacity: 0.8; border.color: "#555" }
                    Label { text: modelData.label }
                }
            }
        }
    }
}
