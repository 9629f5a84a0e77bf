// Scenario tab: title, turns, first side, public briefing and special rules.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: tab
    property var editor
    spacing: 8
    GridLayout {
        columns: 2
        columnSpacing: 10
        Layout.fillWidth: true
        Label { text: qsTr("Title") }
        ValueField {
            objectName: "scenarioTitle"
            Layout.fillWidth: true
            value: tab.editor.title
            onCommitted: (text) => tab.editor.setTitle(text)
        }
        Label { text: qsTr("Turns") }
        NumberBox {
            objectName: "scenarioTurns"
            from: 1; to: 999
            stored: tab.editor.turns
            onCommitted: (v) => tab.editor.setTurns(v)
        }
        Label { text: qsTr("First side") }
        ComboBox {
            objectName: "scenarioFirst"
            Layout.fillWidth: true
            Layout.maximumWidth: 400
            model: [{ id: "", name: qsTr("(not set)") }].concat(tab.editor.sides)
            textRole: "name"
            valueRole: "id"
            // Looked up in `model` itself, not with indexOfValue(): a new list resets the
            // combo to its first entry, and only a binding that reads `model` runs again then.
            currentIndex: Math.max(0, model.findIndex((side) => side.id === tab.editor.first))
            onActivated: tab.editor.setFirst(currentValue)
        }
    }
    ScenarioTextArea {
        objectName: "scenarioBriefing"
        Layout.fillWidth: true; Layout.fillHeight: true
        title: qsTr("Public briefing")
        placeholderText: qsTr("What both players read before the game.")
        value: tab.editor.briefing
        onCommitted: (text) => tab.editor.setBriefing(text)
    }
    ScenarioTextArea {
        objectName: "scenarioSpecialRules"
        Layout.fillWidth: true; Layout.fillHeight: true
        title: qsTr("Special rules")
        placeholderText: qsTr("Rules that apply to this scenario only.")
        value: tab.editor.specialRules
        onCommitted: (text) => tab.editor.setSpecialRules(text)
    }
}
