// New map: ruleset (the open document's to begin with), size, orientation, stagger and labels
// (a grid), or width, height and unit (a miniatures table), and the map's id and name,
// checked before it can be accepted.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

FormDialog {
    id: dialog
    property var document
    title: qsTr("New map")
    readonly property string grid: document ? document.rulesetGrid(ruleset.currentText) : "hex"
    readonly property bool cardRuleset: grid === "cards"
    readonly property bool tableRuleset: grid === "table"
    problem: !document ? ""
        : properties.problem.length > 0 ? properties.problem
        : tableRuleset ? document.validateNewTable(ruleset.currentText, tableWidth.value, tableHeight.value)
        : document.validateNewMap(ruleset.currentText, columns.value, rows.value)
    // A table ruleset proposes the size its system prefers.
    onGridChanged: if (grid === "table") useTableDefaults()  // not tableRuleset: it may not be updated yet
    function useTableDefaults() {
        const d = document.tableDefaults(ruleset.currentText)
        tableWidth.value = d.width
        tableHeight.value = d.height
        unit.currentIndex = unit.model.indexOf(d.unit)
    }
    // A new map of the kind being worked on: the open document's ruleset when it is built in.
    onAboutToShow: {
        const open = document ? ruleset.model.indexOf(document.rulesetId) : -1
        if (open >= 0) ruleset.currentIndex = open
        properties.mapId = "untitled"
        properties.mapName = ""
    }

    onAccepted: {
        const error = tableRuleset
            ? document.newTable(ruleset.currentText, tableWidth.value, tableHeight.value, unit.currentText,
                                properties.values)
            : document.newMap(ruleset.currentText, columns.value, rows.value,
                              orientation.currentText, stagger.currentText, labels.currentText, properties.values)
        if (error.length > 0) { problemLabel.text = error; open() }
    }

    GridLayout {
        columns: 2
        focus: true  // Enter before any field is clicked presses OK too
        Keys.onPressed: (event) => dialog.formKeyPressed(event)
        Keys.onReleased: (event) => dialog.formKeyReleased(event)
        Label { text: qsTr("Ruleset") }
        ComboBox { id: ruleset; objectName: "newMapRuleset"; model: dialog.document ? dialog.document.builtinRulesets : []; Layout.fillWidth: true; implicitContentWidthPolicy: ComboBox.WidestText }
        Label { text: qsTr("Columns"); visible: !dialog.tableRuleset }
        SpinBox { id: columns; objectName: "newMapColumns"; from: 0; to: 5000; value: dialog.cardRuleset ? 5 : 20; editable: true; visible: !dialog.tableRuleset }
        Label { text: qsTr("Rows"); visible: !dialog.tableRuleset }
        SpinBox { id: rows; objectName: "newMapRows"; from: 0; to: 5000; value: dialog.cardRuleset ? 4 : 15; editable: true; visible: !dialog.tableRuleset }
        Label { text: qsTr("Width"); visible: dialog.tableRuleset }
        SpinBox { id: tableWidth; objectName: "newTableWidth"; from: 0; to: 20000; value: 72; editable: true; visible: dialog.tableRuleset }
        Label { text: qsTr("Height"); visible: dialog.tableRuleset }
        SpinBox { id: tableHeight; objectName: "newTableHeight"; from: 0; to: 20000; value: 48; editable: true; visible: dialog.tableRuleset }
        Label { text: qsTr("Unit"); visible: dialog.tableRuleset }
        ComboBox { id: unit; objectName: "newTableUnit"; model: ["in", "cm"]; visible: dialog.tableRuleset }
        Label { text: qsTr("Orientation"); visible: dialog.grid === "hex" }
        ComboBox { id: orientation; model: ["flat", "pointy"]; visible: dialog.grid === "hex" }
        Label { text: qsTr("Stagger"); visible: dialog.grid === "hex" }
        ComboBox { id: stagger; model: ["odd", "even"]; visible: dialog.grid === "hex" }
        Label { text: qsTr("Labels"); visible: dialog.grid === "hex" }
        ComboBox { id: labels; model: ["letter-number", "numeric"]; visible: dialog.grid === "hex" }
        MapPropertyFields { id: properties; document: dialog.document; Layout.columnSpan: 2; Layout.fillWidth: true }
        Label {
            id: problemLabel
            objectName: "newMapProblem"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            // Wraps within the fields' width: a long message widened the dialog as it came.
            Layout.maximumWidth: properties.implicitWidth
            color: "#b00020"
            wrapMode: Text.Wrap
            text: dialog.problem
        }
    }
}
