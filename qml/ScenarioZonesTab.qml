// Zones tab: each zone's id (renaming updates its references), edge, hex or card list and size,
// and a button that shows it on the map. Painting zones on the map goes through the zone tool.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: tab
    property var editor
    signal locateRequested(int index)
    // Card maps' zones are lists of cards.
    readonly property bool cards: editor.document ? editor.document.isCards : false
    spacing: 6
    RowLayout {
        Button { text: qsTr("Add zone"); onClicked: tab.editor.addZone() }
        Label { id: zoneError; objectName: "zoneError"; color: "#b3261e"; Layout.fillWidth: true; elide: Text.ElideRight }
    }
    // Each zone takes two lines, its hexes on the second, so that a long hex list has the
    // panel's whole width.
    ListView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 6
        model: tab.editor.zones
        ScrollBar.vertical: ScrollBar {}
        delegate: Frame {
            id: zoneRow
            required property var modelData
            width: ListView.view.width
            GridLayout {
                anchors.fill: parent
                columns: 2
                columnSpacing: 6
                Label { text: qsTr("Id") }
                RowLayout {
                    spacing: 6
                    ValueField {
                        Layout.fillWidth: true
                        Layout.maximumWidth: 160
                        text: zoneRow.modelData.id
                        font.family: "monospace"
                        onEditingFinished: if (text !== zoneRow.modelData.id) zoneError.text = tab.editor.renameZone(zoneRow.modelData.id, text)
                    }
                    Label { text: qsTr("Edge") }
                    ComboBox {
                        Layout.preferredWidth: 100
                        model: [""].concat(tab.editor.edges)
                        displayText: currentText === "" ? qsTr("(none)") : currentText
                        currentIndex: Math.max(0, model.indexOf(zoneRow.modelData.edge))
                        onActivated: tab.editor.setZoneEdge(zoneRow.modelData.id, currentText)
                    }
                    Item { Layout.fillWidth: true }
                    ToolButton {
                        text: qsTr("Show")
                        enabled: zoneRow.modelData.first >= 0
                        onClicked: tab.locateRequested(zoneRow.modelData.first)
                        ToolTip.visible: hovered; ToolTip.text: qsTr("Select on map")
                    }
                    ToolButton { text: "\u2715"; onClicked: tab.editor.removeZone(zoneRow.modelData.id)
                                 ToolTip.visible: hovered; ToolTip.text: qsTr("Remove zone") }
                }
                Label { text: tab.cards ? qsTr("Cards") : qsTr("Hexes") }
                RowLayout {
                    spacing: 6
                    ValueField {
                        Layout.fillWidth: true
                        text: zoneRow.modelData.hexes
                        placeholderText: zoneRow.modelData.edge ? qsTr("the whole %1 edge").arg(zoneRow.modelData.edge) : qsTr("e.g. A1:C4, F5")
                        onEditingFinished: if (text !== zoneRow.modelData.hexes) zoneError.text = tab.editor.setZoneHexes(zoneRow.modelData.id, text)
                    }
                    Label {
                        Layout.preferredWidth: 72  // the fields of every zone end at the same place
                        horizontalAlignment: Text.AlignRight
                        text: (tab.cards ? qsTr("%1 cards") : qsTr("%1 hexes")).arg(zoneRow.modelData.size)
                        color: palette.placeholderText
                    }
                }
            }
        }
    }
}
