// Sides tab: each side's id, name, role and private briefing.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: tab
    property var editor
    spacing: 6
    RowLayout {
        Button { text: qsTr("Add side"); onClicked: tab.editor.addSide() }
        Label { id: sideError; color: "#b3261e"; Layout.fillWidth: true; elide: Text.ElideRight }
    }
    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 10
            Repeater {
                model: tab.editor.sides
                Frame {
                    id: sideFrame
                    required property var modelData
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 2
                        Label { text: qsTr("Id") }
                        RowLayout {
                            ValueField {
                                Layout.preferredWidth: 120
                                objectName: "sideId"
                                value: sideFrame.modelData.id
                                font.family: "monospace"
                                onCommitted: (text) => sideError.text = tab.editor.renameSide(sideFrame.modelData.id, text)
                            }
                            Label { text: qsTr("Role") }
                            ComboBox {
                                model: ["", "attacker", "defender", "meeting"]
                                displayText: currentText === "" ? qsTr("(none)") : currentText
                                currentIndex: Math.max(0, model.indexOf(sideFrame.modelData.role))
                                onActivated: tab.editor.setSideRole(sideFrame.modelData.id, currentText)
                            }
                            Item { Layout.fillWidth: true }
                            ToolButton { text: "\u2715"; onClicked: sideError.text = tab.editor.removeSide(sideFrame.modelData.id)
                                         ToolTip.visible: hovered; ToolTip.text: qsTr("Remove this side and its order of battle") }
                        }
                        Label { text: qsTr("Name") }
                        ValueField {
                            objectName: "sideName"
                            Layout.fillWidth: true
                            value: sideFrame.modelData.name
                            onCommitted: (text) => tab.editor.setSideName(sideFrame.modelData.id, text)
                        }
                        Label { text: qsTr("Briefing"); Layout.alignment: Qt.AlignTop; topPadding: 6 }
                        ScenarioTextArea {
                            objectName: "sideBriefing"
                            Layout.fillWidth: true
                            Layout.preferredHeight: 90
                            title: ""
                            placeholderText: qsTr("Private to this side.")
                            value: sideFrame.modelData.briefing
                            onCommitted: (text) => tab.editor.setSideBriefing(sideFrame.modelData.id, text)
                        }
                    }
                }
            }
        }
    }
}
