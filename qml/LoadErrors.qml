// Shown instead of a blank map when there is no map: why the last document failed to load
// (every diagnostic, with file and line), or how to start.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: root
    property var errors: []
    signal newMap()
    signal openFile()
    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 900)
        spacing: 12
        Label {
            text: errors.length > 0 ? qsTr("The document could not be opened") : qsTr("No map open")
            font.pixelSize: 20; font.bold: true
        }
        Repeater {
            model: root.errors
            Label { required property string modelData; text: modelData; wrapMode: Text.Wrap; Layout.fillWidth: true; color: "#8b0000"; font.family: "monospace" }
        }
        Label { text: errors.length > 0 ? qsTr("Fix these problems in the file, or open another document.") : qsTr("Create a new map or open a map or scenario.") }
        RowLayout {
            Button { text: qsTr("New Map…"); onClicked: root.newMap() }
            Button { text: qsTr("Open…"); onClicked: root.openFile() }
        }
    }
}
