// Checks tab: the designer's LOS and reach assertions that `sandtable validate` verifies. The
// LOS tool adds rows here straight from a sight line.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: tab
    property var editor
    spacing: 6
    // A row's fields share the panel's width (less its remove button), so that the column
    // titles stay over their fields and the rows fit however wide the panel is.
    readonly property int removeWidth: 30
    function fieldWidth(fields) { return Math.max(40, Math.floor((width - removeWidth - 6 * fields) / fields)) }
    // A table's line of sight has no hindrance: its rows and titles have three fields, not four
    // (a "Hindrance" title stood over nothing, the others off their fields).
    readonly property int losFields: tab.editor.isTable ? 3 : 4
    PanelError { id: checkError; document: tab.editor.document; Layout.fillWidth: true; elide: Text.ElideRight; visible: text !== "" }
    RowLayout {
        Label { text: qsTr("Line of sight"); font.bold: true; Layout.fillWidth: true }
        Button { text: qsTr("Add"); onClicked: tab.editor.addLosCheck(0, 0, "clear") }
    }
    RowLayout {
        spacing: 6
        Repeater { model: tab.losFields === 3 ? [qsTr("From"), qsTr("To"), qsTr("Expect")] : [qsTr("From"), qsTr("To"), qsTr("Expect"), qsTr("Hindrance")]
                   Label { required property string modelData; objectName: "losTitle"; text: modelData; Layout.preferredWidth: tab.fieldWidth(tab.losFields); elide: Text.ElideRight; color: palette.placeholderText } }
    }
    ListView {
        objectName: "losChecks"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, 180) + 2
        clip: true
        spacing: 2
        model: KeyedRows { rows: tab.editor.losChecks }  // rows keep their delegates (and focus) across edits
        delegate: RowLayout {
            id: losRow
            required property losCheckRow modelData
            required property int index
            width: ListView.view.width
            spacing: 6
            function commit(from, to, expect, hindrance) { checkError.text = tab.editor.setLosCheck(index, from, to, expect, hindrance) }
            ValueField { Layout.preferredWidth: tab.fieldWidth(tab.losFields); value: losRow.modelData.from
                        onCommitted: (text) => losRow.commit(text, losRow.modelData.to, losRow.modelData.expect, losRow.modelData.hindrance) }
            ValueField { Layout.preferredWidth: tab.fieldWidth(tab.losFields); value: losRow.modelData.to
                        onCommitted: (text) => losRow.commit(losRow.modelData.from, text, losRow.modelData.expect, losRow.modelData.hindrance) }
            // A table's line of sight is clear or blocked; only a hex or card map's is hindered.
            ComboBox { objectName: "losExpect"; Layout.preferredWidth: tab.fieldWidth(tab.losFields)
                       model: tab.editor.isTable ? ["clear", "blocked"] : ["clear", "blocked", "hindrance"]
                       currentIndex: model.indexOf(losRow.modelData.expect)
                       onActivated: losRow.commit(losRow.modelData.from, losRow.modelData.to, currentText, losRow.modelData.hindrance) }
            NumberBox { Layout.preferredWidth: tab.fieldWidth(tab.losFields); from: 0; to: 100; stored: losRow.modelData.hindrance
                        enabled: losRow.modelData.expect === "hindrance"
                        visible: !tab.editor.isTable
                        onCommitted: (v) => losRow.commit(losRow.modelData.from, losRow.modelData.to, "hindrance", v) }
            ToolButton { Layout.preferredWidth: tab.removeWidth; text: "\u2715"; onClicked: tab.editor.removeLosCheck(losRow.index)
                         ToolTip.visible: hovered; ToolTip.text: qsTr("Remove this check") }
        }
    }
    RowLayout {
        Label { text: qsTr("Reach"); font.bold: true; Layout.fillWidth: true }
        Button { text: qsTr("Add"); onClicked: tab.editor.addReachCheck() }
    }
    RowLayout {
        spacing: 6
        Repeater { model: [qsTr("Side"), qsTr("Mobility"), qsTr("From"), qsTr("To"), qsTr("In turns")]
                   Label { required property string modelData; text: modelData; Layout.preferredWidth: tab.fieldWidth(5); elide: Text.ElideRight; color: palette.placeholderText } }
    }
    ListView {
        objectName: "reachChecks"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 2
        model: KeyedRows { rows: tab.editor.reachChecks }  // rows keep their delegates (and focus) across edits
        delegate: RowLayout {
            id: reachRow
            required property reachCheckRow modelData
            required property int index
            width: ListView.view.width
            spacing: 6
            readonly property reachCheckRow c: modelData
            function commit(side, mobility, from, to, within) { checkError.text = tab.editor.setReachCheck(index, side, mobility, from, to, within) }
            ComboBox { Layout.preferredWidth: tab.fieldWidth(5); model: tab.editor.sideIds; currentIndex: model.indexOf(reachRow.c.side)
                       onActivated: reachRow.commit(currentText, reachRow.c.mobility, reachRow.c.from, reachRow.c.to, reachRow.c.withinTurns) }
            ComboBox { Layout.preferredWidth: tab.fieldWidth(5); model: tab.editor.mobilityClasses; currentIndex: model.indexOf(reachRow.c.mobility)
                       onActivated: reachRow.commit(reachRow.c.side, currentText, reachRow.c.from, reachRow.c.to, reachRow.c.withinTurns) }
            ValueField { Layout.preferredWidth: tab.fieldWidth(5); value: reachRow.c.from
                        onCommitted: (text) => reachRow.commit(reachRow.c.side, reachRow.c.mobility, text, reachRow.c.to, reachRow.c.withinTurns) }
            ValueField { Layout.preferredWidth: tab.fieldWidth(5); value: reachRow.c.to
                        onCommitted: (text) => reachRow.commit(reachRow.c.side, reachRow.c.mobility, reachRow.c.from, text, reachRow.c.withinTurns) }
            NumberBox { Layout.preferredWidth: tab.fieldWidth(5); from: -1; to: 999; stored: reachRow.c.withinTurns
                        textFromValue: (v) => v < 0 ? "-" : String(v)
                        valueFromText: (t) => t === "-" || t === "" ? -1 : parseInt(t)
                        validator: RegularExpressionValidator { regularExpression: /-?|[0-9]{1,3}/ }
                        onCommitted: (v) => reachRow.commit(reachRow.c.side, reachRow.c.mobility, reachRow.c.from, reachRow.c.to, v) }
            ToolButton { Layout.preferredWidth: tab.removeWidth; text: "\u2715"; onClicked: tab.editor.removeReachCheck(reachRow.index)
                         ToolTip.visible: hovered; ToolTip.text: qsTr("Remove this check") }
        }
    }
}
