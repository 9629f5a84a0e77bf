// New map: ruleset, size, orientation, stagger and labels, checked before it can be accepted.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Dialog {
    id: dialog
    property var document
    title: qsTr("New map")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    readonly property string problem: document ? document.validateNewMap(ruleset.currentText, columns.value, rows.value) : ""
    readonly property bool cardRuleset: document ? document.rulesetGrid(ruleset.currentText) === "cards" : false
    Component.onCompleted: standardButton(Dialog.Ok).enabled = Qt.binding(() => dialog.problem.length === 0)

    onAccepted: {
        const error = document.newMap(ruleset.currentText, columns.value, rows.value,
                                      orientation.currentText, stagger.currentText, labels.currentText)
        if (error.length > 0) { problemLabel.text = error; open() }
    }

    GridLayout {
        columns: 2
        Label { text: qsTr("Ruleset") }
        ComboBox { id: ruleset; objectName: "newMapRuleset"; model: dialog.document ? dialog.document.builtinRulesets : []; Layout.fillWidth: true; implicitContentWidthPolicy: ComboBox.WidestText }
        Label { text: qsTr("Columns") }
        SpinBox { id: columns; objectName: "newMapColumns"; from: 0; to: 5000; value: dialog.cardRuleset ? 5 : 20; editable: true }
        Label { text: qsTr("Rows") }
        SpinBox { id: rows; objectName: "newMapRows"; from: 0; to: 5000; value: dialog.cardRuleset ? 4 : 15; editable: true }
        Label { text: qsTr("Orientation"); visible: !dialog.cardRuleset }
        ComboBox { id: orientation; model: ["flat", "pointy"]; visible: !dialog.cardRuleset }
        Label { text: qsTr("Stagger"); visible: !dialog.cardRuleset }
        ComboBox { id: stagger; model: ["odd", "even"]; visible: !dialog.cardRuleset }
        Label { text: qsTr("Labels"); visible: !dialog.cardRuleset }
        ComboBox { id: labels; model: ["letter-number", "numeric"]; visible: !dialog.cardRuleset }
        Label {
            id: problemLabel
            objectName: "newMapProblem"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            color: "#b00020"
            wrapMode: Text.Wrap
            text: dialog.problem
        }
    }
}
