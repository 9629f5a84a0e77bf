// Objectives tab: id, location, name, VP per side and starting control. New objectives go to
// the hex selected on the map (or A1); the objective tool moves them by painting. On a table an
// objective's place is a point: x and y fields and the radius within which it is held (empty:
// none given); new objectives go to the table's centre. There an objective also has a level
// (primary: public; secondary, tertiary: private to the side chosen beside it).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: tab
    property var editor
    property var view: null
    signal locateRequested(int index)
    readonly property bool table: editor.isTable
    function number(v) { return Number(v.toFixed(4)).toString() }
    spacing: 6
    RowLayout {
        Button {
            text: qsTr("Add objective")
            onClicked: {
                if (tab.table && tab.editor.document)
                    objectiveError.text = tab.editor.addObjectiveAt(tab.editor.document.tableWidth / 2, tab.editor.document.tableHeight / 2)
                else
                    tab.editor.addObjective(tab.view && tab.view.selectedIndex !== undefined ? tab.view.selectedIndex : 0)
            }
        }
        PanelError { id: objectiveError; document: tab.editor.document; Layout.fillWidth: true; elide: Text.ElideRight }
    }
    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 8
            Repeater {
                model: KeyedRows { rows: tab.editor.objectives }  // rows keep their delegates (and focus) across edits
                Frame {
                    id: objFrame
                    required property objectiveRow modelData
                    Layout.fillWidth: true
                    GridLayout {
                        anchors.fill: parent
                        columns: 4
                        Label { text: qsTr("Id") }
                        ValueField {
                            Layout.preferredWidth: tab.table ? 100 : 130
                            objectName: "objectiveId"
                            value: objFrame.modelData.id
                            font.family: "monospace"
                            onCommitted: (text) => objectiveError.text = tab.editor.renameObjective(objFrame.modelData.id, text)
                        }
                        Label { text: qsTr("At") }
                        RowLayout {
                            // Tables: x, y and the radius.
                            Repeater {
                                model: tab.table ? ["x", "y", "radius"] : []
                                RowLayout {
                                    required property string modelData
                                    spacing: 2
                                    Label { text: parent.modelData === "radius" ? "r" : parent.modelData; color: palette.placeholderText }
                                    ValueField {
                                        objectName: "objective_" + parent.modelData
                                        Layout.preferredWidth: 44
                                        readonly property real stored: parent.modelData === "radius" ? objFrame.modelData.radius
                                                                    : objFrame.modelData.hasPoint ? objFrame.modelData[parent.modelData] : -1
                                        value: stored < 0 ? "" : tab.number(stored)
                                        validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation; locale: "C" }
                                        onCommitted: (text) => {
                                            const o = objFrame.modelData
                                            if (parent.modelData === "radius") {
                                                const r = text === "" ? -1 : Number(text)
                                                if (r !== o.radius) objectiveError.text = tab.editor.setObjectiveRadius(o.id, r)
                                            } else if (text !== "") {
                                                const x = parent.modelData === "x" ? Number(text) : o.x
                                                const y = parent.modelData === "y" ? Number(text) : o.y
                                                if (x !== o.x || y !== o.y) objectiveError.text = tab.editor.moveObjectiveTo(o.id, x, y)
                                            }
                                        }
                                    }
                                }
                            }
                            ValueField {
                                visible: !tab.table
                                Layout.preferredWidth: 70
                                value: objFrame.modelData.at
                                onCommitted: (text) => objectiveError.text = tab.editor.setObjectiveAt(objFrame.modelData.id, text)
                            }
                            ToolButton { text: qsTr("Show"); visible: !tab.table; onClicked: tab.locateRequested(objFrame.modelData.location)
                                         ToolTip.visible: hovered; ToolTip.text: qsTr("Select on map") }
                            Item { Layout.fillWidth: true }
                            ToolButton { text: "\u2715"; onClicked: tab.editor.removeObjective(objFrame.modelData.id)
                                         ToolTip.visible: hovered; ToolTip.text: qsTr("Remove objective") }
                        }
                        Label { text: qsTr("Name") }
                        ValueField {
                            Layout.fillWidth: true
                            Layout.columnSpan: 3
                            value: objFrame.modelData.name
                            onCommitted: (text) => tab.editor.setObjectiveName(objFrame.modelData.id, text)
                        }
                        Label { text: qsTr("VP") }
                        Flow {
                            Layout.fillWidth: true
                            Layout.columnSpan: 3
                            spacing: 8
                            Repeater {
                                model: objFrame.modelData.vp
                                Row {
                                    required property objectiveVpRow modelData
                                    spacing: 4
                                    Label { text: parent.modelData.side; anchors.verticalCenter: parent.verticalCenter }
                                    NumberBox {
                                        from: -1000; to: 1000
                                        width: 110
                                        stored: parent.modelData.vp
                                        onCommitted: (v) => tab.editor.setObjectiveVp(objFrame.modelData.id, parent.modelData.side, v)
                                    }
                                }
                            }
                        }
                        Label { text: qsTr("Level"); visible: tab.table }
                        RowLayout {
                            visible: tab.table
                            Layout.columnSpan: 3
                            OptionalChoice {
                                objectName: "objectiveLevel"
                                choices: tab.editor.objectiveLevels
                                noneText: qsTr("(not set)")
                                value: objFrame.modelData.level
                                onChosen: (level) => objectiveError.text = tab.editor.setObjectiveLevel(objFrame.modelData.id, level)
                            }
                            Label { text: qsTr("Side") }
                            OptionalChoice {
                                objectName: "objectiveSide"
                                choices: tab.editor.sideIds
                                value: objFrame.modelData.side
                                onChosen: (side) => objectiveError.text = tab.editor.setObjectiveSide(objFrame.modelData.id, side)
                                ToolTip.visible: hovered; ToolTip.text: qsTr("The side a secondary or tertiary objective is private to")
                            }
                        }
                        Label { text: qsTr("Control") }
                        OptionalChoice {
                            objectName: "objectiveControl"
                            Layout.preferredWidth: tab.table ? 110 : 160
                            choices: ["none"].concat(tab.editor.sideIds)
                            noneText: qsTr("(not set)")
                            value: objFrame.modelData.control
                            onChosen: (control) => tab.editor.setObjectiveControl(objFrame.modelData.id, control)
                        }
                    }
                }
            }
        }
    }
}
