// The map's id and name as Map > Properties and New Map take them; `problem` says why
// the id cannot be used (the reader's rule), "" when it can.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

GridLayout {
    id: fields
    property var document
    property alias mapId: idField.text
    property alias mapName: nameField.text
    readonly property string problem: document ? document.validateMapId(idField.text.trim()) : ""
    readonly property var values: ({id: idField.text.trim(), name: nameField.text})
    columns: 2

    Label { text: qsTr("Id") }
    TextField { id: idField; objectName: "mapPropertiesId"; Layout.fillWidth: true; Layout.minimumWidth: 280; selectByMouse: true }
    Label { text: qsTr("Name") }
    TextField { id: nameField; objectName: "mapPropertiesName"; Layout.fillWidth: true; selectByMouse: true }
}
