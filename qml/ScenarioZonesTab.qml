// Zones tab: each zone's id (renaming updates its references), hex list or edge, size, and a
// button that shows it on the map. Painting zones on the map goes through the zone tool.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: tab
    property var editor
    signal locateRequested(int index)
    spacing: 6
    RowLayout {
        Button { text: qsTr("Add zone"); onClicked: tab.editor.addZone() }
        Label { id: zoneError; objectName: "zoneError"; color: "#b3261e"; Layout.fillWidth: true; elide: Text.ElideRight }
    }
    RowLayout {
        spacing: 6
        Label { text: qsTr("Id"); Layout.preferredWidth: 130; font.bold: true }
        Label { text: qsTr("Hexes"); Layout.fillWidth: true; font.bold: true }
        Label { text: qsTr("Edge"); Layout.preferredWidth: 100; font.bold: true }
        Label { text: qsTr("Size"); Layout.preferredWidth: 40; font.bold: true; horizontalAlignment: Text.AlignRight }
        Item { Layout.preferredWidth: 64 }
    }
    ListView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 2
        model: tab.editor.zones
        ScrollBar.vertical: ScrollBar {}
        delegate: RowLayout {
            id: zoneRow
            required property var modelData
            width: ListView.view.width
            spacing: 6
            TextField {
                Layout.preferredWidth: 130
                text: zoneRow.modelData.id
                font.family: "monospace"
                onEditingFinished: if (text !== zoneRow.modelData.id) zoneError.text = tab.editor.renameZone(zoneRow.modelData.id, text)
            }
            TextField {
                Layout.fillWidth: true
                text: zoneRow.modelData.hexes
                placeholderText: zoneRow.modelData.edge ? "" : qsTr("e.g. A1:C4, F5")
                onEditingFinished: if (text !== zoneRow.modelData.hexes) zoneError.text = tab.editor.setZoneHexes(zoneRow.modelData.id, text)
            }
            ComboBox {
                Layout.preferredWidth: 100
                model: [""].concat(tab.editor.edges)
                displayText: currentText === "" ? qsTr("(none)") : currentText
                currentIndex: Math.max(0, model.indexOf(zoneRow.modelData.edge))
                onActivated: tab.editor.setZoneEdge(zoneRow.modelData.id, currentText)
            }
            Label { Layout.preferredWidth: 40; text: zoneRow.modelData.size; horizontalAlignment: Text.AlignRight }
            ToolButton {
                text: qsTr("Show")
                enabled: zoneRow.modelData.first >= 0
                onClicked: tab.locateRequested(zoneRow.modelData.first)
                ToolTip.visible: hovered; ToolTip.text: qsTr("Select on map")
            }
            ToolButton { text: "\u2715"; onClicked: tab.editor.removeZone(zoneRow.modelData.id)
                         ToolTip.visible: hovered; ToolTip.text: qsTr("Remove zone") }
        }
    }
}
