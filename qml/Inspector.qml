// The inspector: the selected hex's (card's) data, each change one undoable edit.
import QtQml
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: inspector
    property var document
    property int index: -1
    // Re-read after every edit (undo included) so the fields always show the map.
    property var info: ({})
    function refresh() { info = (document && index >= 0) ? document.locationInfo(index) : ({}) }
    onIndexChanged: refresh()
    Connections { target: inspector.document; function onMapChanged() { inspector.refresh() } }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        Label { text: inspector.index >= 0 ? qsTr("Hex %1").arg(info.label || "") : qsTr("Inspector"); font.bold: true; font.pixelSize: 15
                visible: !document.isCards || inspector.index < 0 }
        Label { text: qsTr("Card %1").arg(info.label || ""); font.bold: true; font.pixelSize: 15; visible: document.isCards && inspector.index >= 0 }
        Label {
            text: document.isCards ? qsTr("Select a card with the Select tool (V) to edit it.") : qsTr("Select a hex with the Select tool (V) to edit it.")
            wrapMode: Text.Wrap; Layout.fillWidth: true; visible: inspector.index < 0
        }
        GridLayout {
            columns: 2
            visible: inspector.index >= 0
            Layout.fillWidth: true
            Label { text: qsTr("Terrain") }
            ComboBox {
                objectName: "inspectorTerrain"
                Layout.fillWidth: true
                model: document.terrainTypes
                textRole: "name"
                currentIndex: info.terrain !== undefined ? info.terrain : -1
                onActivated: (i) => document.setTerrain(inspector.index, i)
            }
            Label { text: qsTr("Level"); visible: !document.isCards }
            NumberBox {
                objectName: "inspectorLevel"
                visible: !document.isCards
                from: document.levelMin; to: document.levelMax
                stored: info.level !== undefined ? info.level : 0
                onCommitted: (v) => document.setLevel(inspector.index, v)
            }
            Label { text: qsTr("Name") }
            ValueField {
                objectName: "inspectorName"
                Layout.fillWidth: true
                value: info.name || ""
                placeholderText: qsTr("e.g. Hill 112")
                onCommitted: (text) => document.setName(inspector.index, text)
            }
            Label { text: qsTr("Objective"); visible: !document.isCards }
            CheckBox {
                visible: !document.isCards
                checked: info.objective || false
                onToggled: document.setObjective(inspector.index, checked)
            }
            Label { text: qsTr("Cover"); visible: document.isCards }
            ValueField {
                objectName: "inspectorCover"
                visible: document.isCards
                Layout.fillWidth: true
                value: info.cover || ""
                placeholderText: qsTr("e.g. 2, 3")
                onCommitted: (text) => coverError.text = document.setCover(inspector.index, text)
            }
            // Keeps the cover error in the value column; both are left out of the grid, so
            // the rows below stay paired, while there is no error.
            Item { width: 1; visible: coverError.visible }
            PanelError { id: coverError; document: inspector.document; visible: document.isCards && text.length > 0; wrapMode: Text.Wrap; Layout.fillWidth: true }
            Label { objectName: "inspectorHillLabel"; text: qsTr("Hill card"); visible: document.isCards }
            CheckBox {
                objectName: "inspectorHill"
                visible: document.isCards
                checked: info.hill || false
                onToggled: document.toggleHill(inspector.index)
            }
        }
        Label { text: qsTr("Borders (checked = dark)"); visible: document.isCards && inspector.index >= 0 }
        Flow {
            visible: document.isCards && inspector.index >= 0
            Layout.fillWidth: true
            Repeater {
                model: [qsTr("N"), qsTr("E"), qsTr("S"), qsTr("W")]
                CheckBox {
                    required property int index
                    required property string modelData
                    text: modelData
                    checked: info.borders ? info.borders[index] : false
                    onToggled: inspector.document.toggleBorder(inspector.index, index, false)
                }
            }
        }
        Label { text: qsTr("Markers"); visible: inspector.index >= 0 && document.markerTypes.length > 0 }
        // In a Column, not straight in the layout: Qt 6.4's layout kept the check boxes this
        // Repeater deleted when a new map brought other markers, and crashed at its next pass.
        Column {
            Layout.fillWidth: true
            Repeater {
                model: inspector.index >= 0 ? document.markerTypes : []
                CheckBox {
                    required property int index
                    required property var modelData
                    text: modelData.name
                    checked: info.markers ? info.markers.indexOf(index) >= 0 : false
                    onToggled: inspector.document.toggleMarker(inspector.index, index)
                }
            }
        }
        Item { Layout.fillHeight: true }
    }
}
