// The Issues panel. Until background validation runs in the editor it lists the problems
// found when the document was read.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    property var errors: []
    padding: 4
    ColumnLayout {
        anchors.fill: parent
        Label { text: qsTr("Issues (%1)").arg(errors.length); font.bold: true }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: errors
            delegate: Label { required property string modelData; text: "⛔ " + modelData; wrapMode: Text.Wrap; width: ListView.view.width }
            Label { anchors.centerIn: parent; visible: errors.length === 0; text: qsTr("No issues found while reading the document."); color: "#666" }
        }
    }
}
