// The scenario panels: scenario text, sides, order of battle, zones, objectives, victory,
// the designer's checks and, on a table, the scenario points (the last tab, shown only there). Every field edits through ScenarioEditor / OobTableModel, so each
// change is one undoable step; `locateRequested` asks the window to show a hex.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

Pane {
    id: panel
    property var document
    property var view: null
    property var issues: null  // the validation's findings, which the OOB table marks
    // The order of battle is shown in the dock below the map (the window shows it there)
    // instead of this panel's OOB tab.
    property bool oobBelowMap: false
    signal locateRequested(int index)
    readonly property alias editor: scenarioEditor
    readonly property alias oobTab: oobTab  // the OOB table while it is in the panel
    readonly property alias currentTab: tabs.currentIndex
    // The tabs in order: a key to show one by (showTab("checks")) and the title the bar shows.
    readonly property var tabKeys: ["scenario", "sides", "oob", "zones", "objectives", "victory", "checks", "points"]
    readonly property var tabNames: [qsTr("Scenario"), qsTr("Sides"), qsTr("OOB"), qsTr("Zones"), qsTr("Objectives"), qsTr("Victory"), qsTr("Checks"), qsTr("Points")]
    function showTab(key) {
        const index = tabKeys.indexOf(key)
        if (index < 0) { console.warn("ScenarioPanel: no tab named", key); return }
        tabs.currentIndex = index
    }
    padding: 0

    ScenarioEditor { id: scenarioEditor; document: panel.document }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        TabBar {
            id: tabs
            objectName: "scenarioTabs"
            Layout.fillWidth: true
            enabled: scenarioEditor.hasScenario
            Repeater {
                model: panel.tabNames
                TabButton {
                    required property string modelData
                    required property int index
                    text: modelData
                    // Scenario points are a table's only.
                    visible: panel.tabKeys[index] !== "points" || scenarioEditor.isTable
                    width: visible ? implicitWidth + 4 : 0
                }
            }
        }
        Label {
            visible: !scenarioEditor.hasScenario
            Layout.fillWidth: true
            Layout.margins: 12
            wrapMode: Text.Wrap
            text: qsTr("Open a scenario (*.scenario.yaml) to edit its sides, order of battle, zones, objectives and victory conditions.")
            color: palette.placeholderText
        }
        StackLayout {
            visible: scenarioEditor.hasScenario
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 8
            ScenarioGeneralTab { editor: scenarioEditor }
            ScenarioSidesTab { editor: scenarioEditor }
            Item {
                OobPanel {
                    id: oobTab
                    anchors.fill: parent
                    visible: !panel.oobBelowMap
                    document: panel.document
                    issues: panel.issues
                    sides: scenarioEditor.sides
                    onMoveRequested: (below) => panel.oobBelowMap = below
                }
                // While the table is below the map, the tab says where it went.
                ColumnLayout {
                    anchors { left: parent.left; right: parent.right; top: parent.top }
                    visible: panel.oobBelowMap
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: qsTr("The order of battle is shown below the map.")
                    }
                    Button {
                        objectName: "oobBackToPanel"
                        text: qsTr("Back to the Panel")
                        onClicked: {
                            panel.oobBelowMap = false
                            MapKeyboard.giveTo(Window.window)  // then the map has the keyboard
                        }
                    }
                }
            }
            ScenarioZonesTab { editor: scenarioEditor; view: panel.view }
            ScenarioObjectivesTab { editor: scenarioEditor; view: panel.view; onLocateRequested: (index) => panel.locateRequested(index) }
            ScenarioVictoryTab { editor: scenarioEditor }
            ScenarioChecksTab { editor: scenarioEditor }
            ScenarioPointsTab { editor: scenarioEditor }
        }
    }
}
