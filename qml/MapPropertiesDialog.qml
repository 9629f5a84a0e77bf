// Map > Properties: the open map's id, name and notes, changed in one undo step on OK. The id
// is checked as the reader checks it before OK is offered.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

FormDialog {
    id: dialog
    property var document
    title: qsTr("Map properties")
    problem: fields.problem

    onAboutToShow: {
        fields.mapId = document.mapId
        fields.mapName = document.mapName
        notesField.text = document.mapNotes
        problemLabel.text = Qt.binding(() => dialog.problem)
    }

    onAccepted: {
        const v = fields.values
        const error = document.setMapProperties(v.id, v.name, notesField.text)
        if (error.length > 0) { problemLabel.text = error; open() }
    }

    ColumnLayout {
        anchors.fill: parent
        focus: true  // Enter before any field is clicked presses OK too
        Keys.onPressed: (event) => dialog.formKeyPressed(event)
        Keys.onReleased: (event) => dialog.formKeyReleased(event)
        MapPropertyFields { id: fields; document: dialog.document; Layout.fillWidth: true }
        Label { text: qsTr("Notes (sources, choices made where the rules are silent)") }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: 110
            TextArea {
                id: notesField
                objectName: "mapPropertiesNotes"
                wrapMode: TextEdit.Wrap
                selectByMouse: true
                // A frame as the scenario's text boxes have (the box was not seen as a field).
                background: Rectangle { color: palette.base; border.color: notesField.activeFocus ? palette.highlight : "#c3c7cc"; radius: 2 }
            }
        }
        Label {
            id: problemLabel
            objectName: "mapPropertiesProblem"
            Layout.fillWidth: true
            Layout.maximumWidth: fields.implicitWidth  // wraps instead of widening the dialog
            color: "#b00020"
            wrapMode: Text.Wrap
        }
    }
}
