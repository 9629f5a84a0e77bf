// Sides tab: each side's id, name, role and private briefing; on a table also its break point
// and points limit (empty: the ruleset's / none), its private victory conditions and its fire
// orders (planned fire: a unit of its OOB, a turn and a target point).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: tab
    property var editor
    spacing: 6
    RowLayout {
        Button { text: qsTr("Add side"); onClicked: tab.editor.addSide() }
        PanelError { id: sideError; document: tab.editor.document; Layout.fillWidth: true; elide: Text.ElideRight }
    }
    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 10
            Repeater {
                model: KeyedRows { rows: tab.editor.sides }  // rows keep their delegates (and focus) across edits
                Frame {
                    id: sideFrame
                    required property sideRow modelData
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
                            OptionalChoice {
                                choices: ["attacker", "defender", "meeting"]
                                value: sideFrame.modelData.role
                                onChosen: (role) => tab.editor.setSideRole(sideFrame.modelData.id, role)
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
                        Label { text: qsTr("Break point"); visible: tab.editor.isTable }
                        RowLayout {
                            visible: tab.editor.isTable
                            ValueField {
                                objectName: "sideBreakPoint"
                                Layout.preferredWidth: 70
                                placeholderText: qsTr("ruleset")
                                value: sideFrame.modelData.breakPoint >= 0 ? String(sideFrame.modelData.breakPoint) : ""
                                // Empty is a value here (the ruleset's); the editor refuses one above 100.
                                validator: RegularExpressionValidator { regularExpression: /[0-9]{0,3}/ }
                                onCommitted: (text) => sideError.text = tab.editor.setSideBreakPoint(sideFrame.modelData.id, text === "" ? -1 : Number(text))
                            }
                            Label { text: "%" }
                            Label { text: qsTr("Points limit"); leftPadding: 12 }
                            ValueField {
                                objectName: "sidePointsLimit"
                                Layout.preferredWidth: 80
                                placeholderText: qsTr("none")
                                value: sideFrame.modelData.pointsLimit >= 0 ? String(sideFrame.modelData.pointsLimit) : ""
                                validator: RegularExpressionValidator { regularExpression: /[0-9]{0,7}/ }
                                onCommitted: (text) => sideError.text = tab.editor.setSidePointsLimit(sideFrame.modelData.id, text === "" ? -1 : Number(text))
                            }
                        }
                        Label { text: qsTr("Victory"); Layout.alignment: Qt.AlignTop; topPadding: 6; visible: tab.editor.isTable }
                        ScenarioTextArea {
                            objectName: "sideVictory"
                            visible: tab.editor.isTable
                            Layout.fillWidth: true
                            Layout.preferredHeight: 70
                            title: ""
                            placeholderText: qsTr("This side's own victory conditions (private).")
                            value: sideFrame.modelData.victory
                            onCommitted: (text) => tab.editor.setSideVictory(sideFrame.modelData.id, text)
                        }
                        // Across both columns: a row of the firer, turn and target is wider than the field column.
                        Label { text: qsTr("Fire orders"); Layout.columnSpan: 2; visible: tab.editor.isTable }
                        ColumnLayout {
                            visible: tab.editor.isTable
                            Layout.columnSpan: 2
                            Layout.fillWidth: true
                            Repeater {
                                model: sideFrame.modelData.fireOrders
                                GridLayout {
                                    id: orderRow
                                    objectName: "fireOrder"
                                    columns: 7
                                    Layout.fillWidth: true
                                    required property fireOrderRow modelData
                                    required property int index
                                    // Commits the row with one field replaced.
                                    function commit(key, value) {
                                        const r = orderRow.modelData
                                        const o = { firer: r.firer, turn: r.turn, x: r.x, y: r.y, notes: r.notes }
                                        o[key] = value
                                        sideError.text = tab.editor.setFireOrder(sideFrame.modelData.id, orderRow.index, o.firer, o.turn, o.x, o.y, o.notes)
                                    }
                                    ComboBox {
                                        objectName: "fireOrderFirer"
                                        Layout.preferredWidth: 120
                                        model: sideFrame.modelData.firers
                                        currentIndex: model.indexOf(orderRow.modelData.firer)
                                        onActivated: orderRow.commit("firer", currentText)
                                        ToolTip.visible: hovered; ToolTip.text: qsTr("The unit that fires")
                                    }
                                    Label { text: qsTr("turn"); color: palette.placeholderText }
                                    ValueField {
                                        objectName: "fireOrderTurn"
                                        Layout.preferredWidth: 40
                                        value: String(orderRow.modelData.turn)
                                        validator: IntValidator { bottom: 1; top: 10000 }
                                        onCommitted: (text) => orderRow.commit("turn", Number(text))
                                    }
                                    Repeater {
                                        model: ["x", "y"]
                                        RowLayout {
                                            required property string modelData
                                            spacing: 2
                                            Label { text: parent.modelData; color: palette.placeholderText }
                                            ValueField {
                                                objectName: "fireOrder_" + parent.modelData
                                                Layout.preferredWidth: 44
                                                value: Number(orderRow.modelData[parent.modelData].toFixed(4)).toString()
                                                validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation; locale: "C" }
                                                onCommitted: (text) => orderRow.commit(parent.modelData, Number(text))
                                            }
                                        }
                                    }
                                    Item { Layout.fillWidth: true }
                                    ToolButton { text: "\u2715"; onClicked: tab.editor.removeFireOrder(sideFrame.modelData.id, orderRow.index)
                                                 ToolTip.visible: hovered; ToolTip.text: qsTr("Remove fire order") }
                                    ValueField {
                                        objectName: "fireOrderNotes"
                                        Layout.columnSpan: 7
                                        Layout.fillWidth: true
                                        placeholderText: qsTr("notes")
                                        value: orderRow.modelData.notes
                                        onCommitted: (text) => orderRow.commit("notes", text)
                                    }
                                }
                            }
                            Button {
                                objectName: "addFireOrder"
                                text: qsTr("Add fire order")
                                onClicked: sideError.text = tab.editor.addFireOrder(sideFrame.modelData.id)
                            }
                        }
                    }
                }
            }
        }
    }
}
