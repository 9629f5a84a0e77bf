// Points tab (tables): the scenario points with rule meaning (ERP, RSP, TRP, hot spots, CASEVAC,
// exit points), each with its kind, owning side, number (hot spots), ETA (TRPs), name and place, every
// field editable and each point removable. "Add" puts a point of the chosen kind at the table's
// centre, owned by the first side (a hot spot by none, with the next number); the map's tools
// place and drag points on the table itself.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: tab
    property var editor
    readonly property bool table: editor.isTable
    function number(v) { return Number(v.toFixed(4)).toString() }
    spacing: 6
    RowLayout {
        visible: tab.table
        ComboBox {
            id: newKind
            objectName: "newPointKind"
            Layout.preferredWidth: 100
            model: tab.editor.pointKinds
        }
        Button {
            objectName: "addPoint"
            text: qsTr("Add point")
            onClicked: {
                const side = newKind.currentText === "hot-spot" || tab.editor.sideIds.length === 0 ? "" : tab.editor.sideIds[0]
                pointError.text = tab.editor.addTablePoint(newKind.currentText, side,
                                                           tab.editor.document.tableWidth / 2, tab.editor.document.tableHeight / 2)
            }
        }
        PanelError { id: pointError; objectName: "pointError"; document: tab.editor.document; Layout.fillWidth: true; elide: Text.ElideRight }
    }
    Label {
        visible: !tab.table
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: qsTr("Scenario points (ERP, RSP, TRP, hot spots) are placed on miniatures tables.")
        color: palette.placeholderText
    }
    ListView {
        objectName: "pointList"
        visible: tab.table
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 6
        model: KeyedRows { rows: tab.editor.points }  // rows keep their delegates (and focus) across edits
        ScrollBar.vertical: ScrollBar {}
        delegate: Frame {
            id: pointRow
            required property pointRow modelData
            readonly property int lastTurn: tab.editor.turns  // read once: the linter warns at each read of `tab`
            width: ListView.view.width
            GridLayout {
                anchors.fill: parent
                columns: 2
                columnSpacing: 6
                Label { text: qsTr("Id") }
                RowLayout {
                    spacing: 6
                    Label {
                        objectName: "pointId"
                        Layout.preferredWidth: 90
                        elide: Text.ElideRight
                        text: pointRow.modelData.id
                        font.family: "monospace"
                    }
                    ComboBox {
                        objectName: "pointKind"
                        Layout.preferredWidth: 96
                        // The ruleset's kinds; a point of another kind (written in the file) keeps
                        // its own in the list, shown as it is, and the Issues panel says why.
                        model: tab.editor.pointKinds.indexOf(pointRow.modelData.kind) >= 0 ? tab.editor.pointKinds
                                                                                         : tab.editor.pointKinds.concat([pointRow.modelData.kind])
                        currentIndex: Math.max(0, model.indexOf(pointRow.modelData.kind))
                        onActivated: pointError.text = tab.editor.setTablePointKind(pointRow.modelData.id, currentText)
                    }
                    ComboBox {
                        objectName: "pointSide"
                        Layout.fillWidth: true
                        Layout.minimumWidth: 60
                        model: [""].concat(tab.editor.sideIds)
                        displayText: currentText === "" ? qsTr("(no side)") : currentText
                        currentIndex: Math.max(0, model.indexOf(pointRow.modelData.side))
                        onActivated: pointError.text = tab.editor.setTablePointSide(pointRow.modelData.id, currentText)
                    }
                    ToolButton { text: "\u2715"; objectName: "removePoint"; onClicked: tab.editor.removeTablePoint(pointRow.modelData.id)
                                 ToolTip.visible: hovered; ToolTip.text: qsTr("Remove point") }
                }
                Label { text: qsTr("Name") }
                ValueField {
                    objectName: "pointName"
                    Layout.fillWidth: true
                    value: pointRow.modelData.name
                    onCommitted: (text) => pointError.text = tab.editor.setTablePointName(pointRow.modelData.id, text)
                }
                Label { text: qsTr("At") }
                RowLayout {
                    spacing: 4
                    Repeater {
                        model: ["x", "y"]
                        RowLayout {
                            required property string modelData
                            spacing: 2
                            Label { text: parent.modelData; color: palette.placeholderText }
                            ValueField {
                                objectName: "point_" + parent.modelData
                                Layout.preferredWidth: 52
                                value: tab.number(pointRow.modelData[parent.modelData])
                                validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation; locale: "C" }
                                onCommitted: (text) => {
                                    const p = pointRow.modelData
                                    const x = parent.modelData === "x" ? Number(text) : p.x
                                    const y = parent.modelData === "y" ? Number(text) : p.y
                                    if (text !== "" && (x !== p.x || y !== p.y)) pointError.text = tab.editor.moveTablePoint(p.id, x, y)
                                }
                            }
                        }
                    }
                    Label { text: qsTr("No."); Layout.leftMargin: 6 }
                    ValueField {
                        objectName: "pointNumber"
                        Layout.preferredWidth: 40
                        value: pointRow.modelData.number > 0 ? pointRow.modelData.number : ""
                        placeholderText: "-"
                        validator: IntValidator { bottom: 0; top: 1000 }
                        onCommitted: (text) => {
                            const n = text === "" ? 0 : Number(text)
                            if (n !== pointRow.modelData.number) pointError.text = tab.editor.setTablePointNumber(pointRow.modelData.id, n)
                        }
                    }
                    // TRPs: the turn their reserves are planned to arrive (empty: none). Also shown
                    // for another kind that has one from its file, so that it can be cleared.
                    Label {
                        text: qsTr("ETA")
                        Layout.leftMargin: 6
                        visible: pointEta.visible
                    }
                    ValueField {
                        id: pointEta
                        objectName: "pointEta"
                        visible: pointRow.modelData.kind === "trp" || pointRow.modelData.eta > 0
                        Layout.preferredWidth: 40
                        value: pointRow.modelData.eta > 0 ? pointRow.modelData.eta : ""
                        placeholderText: qsTr("turn")
                        color: pointRow.modelData.eta > pointRow.lastTurn ? "#b3261e" : palette.text
                        ToolTip.visible: hovered && pointRow.modelData.eta > pointRow.lastTurn
                        ToolTip.text: qsTr("After the last turn (%1)").arg(pointRow.lastTurn)
                        // Digits or nothing: an IntValidator would not let an emptied field finish.
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{0,5}/ }
                        onCommitted: (text) => {
                            const n = text === "" ? 0 : Number(text)
                            if (n !== pointRow.modelData.eta) pointError.text = tab.editor.setTablePointEta(pointRow.modelData.id, n)
                        }
                    }
                    Item { Layout.fillWidth: true }
                }
            }
        }
    }
}
