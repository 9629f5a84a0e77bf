// Legend of the scenario's zones drawn on the map (each id in its side's colour, and the side),
// docked below the map beside the overlay legend (never over it). The Zones tab's check boxes
// choose which zones are drawn.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    objectName: "zoneLegend"
    property var view
    padding: 6
    background: Rectangle { color: "#f7f5f0ee"; border.color: "#b8b2a6"; radius: 3 }
    ColumnLayout {
        spacing: 2
        Label { text: qsTr("Zones"); font.bold: true }
        Flow {
            Layout.maximumWidth: 360
            Layout.preferredWidth: Math.min(360, implicitWidth)
            spacing: 8
            Repeater {
                model: view ? view.zoneLegend : []
                Row {
                    required property var modelData
                    spacing: 4
                    Rectangle { width: 14; height: 14; color: Qt.rgba(modelData.color.r, modelData.color.g, modelData.color.b, 0.3); border.color: modelData.color; border.width: 2 }
                    Label { text: modelData.side ? qsTr("%1 (%2)").arg(modelData.id).arg(modelData.side) : modelData.id }
                }
            }
        }
    }
}
