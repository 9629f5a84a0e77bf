// Victory tab: turns, exit victory (side, zone, VP per unit), sudden death and the free text.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: tab
    property var editor
    readonly property victoryRow victory: editor.victory
    spacing: 8
    // One setting a line, its details indented under it: the panel is narrow.
    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 10
        Label { text: qsTr("Turns") }
        NumberBox { from: 1; to: 999; stored: tab.editor.turns; onCommitted: (v) => tab.editor.setTurns(v) }
        CheckBox {
            objectName: "victoryExit"
            Layout.columnSpan: 2
            text: qsTr("Exit victory")
            checked: tab.victory.hasExit
            onToggled: tab.editor.setExitEnabled(checked)
        }
        Label { text: qsTr("Side"); leftPadding: 24; enabled: tab.victory.hasExit }
        ComboBox {
            Layout.fillWidth: true
            Layout.maximumWidth: 240
            enabled: tab.victory.hasExit
            model: tab.editor.sideIds
            currentIndex: model.indexOf(tab.victory.exitSide)
            onActivated: tab.editor.setExit(currentText, tab.victory.exitZone, tab.victory.exitVp)
        }
        Label { text: qsTr("Exits by"); leftPadding: 24; enabled: tab.victory.hasExit }
        ComboBox {
            Layout.fillWidth: true
            Layout.maximumWidth: 240
            enabled: tab.victory.hasExit
            model: tab.editor.zoneIds
            currentIndex: model.indexOf(tab.victory.exitZone)
            onActivated: tab.editor.setExit(tab.victory.exitSide, currentText, tab.victory.exitVp)
        }
        Label { text: qsTr("VP per unit"); leftPadding: 24; enabled: tab.victory.hasExit }
        NumberBox {
            enabled: tab.victory.hasExit
            from: -1000; to: 1000; stored: tab.victory.exitVp
            onCommitted: (v) => tab.editor.setExit(tab.victory.exitSide, tab.victory.exitZone, v)
        }
        CheckBox {
            Layout.columnSpan: 2
            text: qsTr("Sudden death")
            checked: tab.victory.suddenDeath > 0
            onToggled: tab.editor.setSuddenDeath(checked ? Math.max(1, tab.editor.turns - 1) : 0)
        }
        Label { text: qsTr("At the end of turn"); leftPadding: 24; enabled: tab.victory.suddenDeath > 0 }
        NumberBox {
            enabled: tab.victory.suddenDeath > 0
            from: 1; to: 999; stored: Math.max(1, tab.victory.suddenDeath); onCommitted: (v) => tab.editor.setSuddenDeath(v)
        }
    }
    ScenarioTextArea {
        objectName: "victoryText"
        Layout.fillWidth: true; Layout.fillHeight: true
        title: qsTr("Victory conditions")
        placeholderText: qsTr("How each side wins, as printed in the booklet.")
        value: tab.victory.text
        onCommitted: (text) => tab.editor.setVictoryText(text)
    }
}
