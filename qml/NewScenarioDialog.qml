// File > New Scenario: a scenario for the open map, with its file, title, turns and two
// sides, checked before it can be accepted. The scenario is saved at once (with the map,
// beside it, when the map has no file yet); the Scenario panels take it from there.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

FormDialog {
    id: dialog
    property var document
    signal created(string path)
    title: qsTr("New scenario")
    readonly property var sideIds: [sideA.text.trim(), sideB.text.trim()]
    problem: !document || !visible ? ""
        : document.validateNewScenario(file.text, turns.value, sideIds)
    readonly property string mapPath: document && file.text.trim().length > 0 ? document.newScenarioMapPath(file.text) : ""

    // Reopened after a refusal it keeps what was typed; opened anew it starts blank (it showed
    // the previous scenario's title and sides).
    property bool retrying: false
    onAboutToShow: {
        if (!retrying) {
            file.text = ""
            scenarioTitle.text = ""
            sideA.text = "side-a"; nameA.text = qsTr("Side A")
            sideB.text = "side-b"; nameB.text = qsTr("Side B")
        }
        retrying = false
        turns.value = document && document.rulesetTurns() > 0 ? document.rulesetTurns() : 8
        problemLabel.text = Qt.binding(() => dialog.problem)
    }

    onAccepted: {
        const error = document.newScenario(file.text, scenarioTitle.text, turns.value, sideIds,
                                           [nameA.text, nameB.text])
        if (error.length > 0) { retrying = true; open(); problemLabel.text = error; return }
        created(file.text)
    }

    GridLayout {
        columns: 3
        focus: true  // Enter before any field is clicked presses OK too
        Keys.onPressed: (event) => dialog.formKeyPressed(event)
        Keys.onReleased: (event) => dialog.formKeyReleased(event)
        Label { text: qsTr("File") }
        TextField {
            id: file
            objectName: "newScenarioFile"
            Layout.fillWidth: true
            Layout.minimumWidth: 320
            placeholderText: qsTr("/path/to/name.scenario.yaml")
        }
        Button { text: qsTr("Browse…"); onClicked: fileDialog.open() }
        // One line, always there: a line appearing once the path was typed moved every field
        // below it, and a click aimed at Title landed in Turns.
        Label {
            objectName: "newScenarioMapPath"
            Layout.columnSpan: 3
            Layout.fillWidth: true
            Layout.maximumWidth: 480
            elide: Text.ElideMiddle
            font.pixelSize: 12
            color: "#555555"
            text: dialog.mapPath.length > 0 ? qsTr("Map: %1").arg(dialog.mapPath)
                                            : qsTr("Map: saved beside the scenario when it has no file yet")
        }
        Label { text: qsTr("Title") }
        TextField { id: scenarioTitle; objectName: "newScenarioTitle"; Layout.columnSpan: 2; Layout.fillWidth: true }
        Label { text: qsTr("Turns") }
        SpinBox { id: turns; objectName: "newScenarioTurns"; from: 1; to: 10000; value: 8; editable: true; Layout.columnSpan: 2 }
        // Each side: its id (as the file and the checks name it) and its name, side by side.
        Label { text: qsTr("First side") }
        RowLayout {
            Layout.columnSpan: 2
            TextField { id: sideA; objectName: "newScenarioSideA"; text: "side-a"; placeholderText: qsTr("id") }
            TextField { id: nameA; objectName: "newScenarioNameA"; text: qsTr("Side A"); placeholderText: qsTr("name"); Layout.fillWidth: true }
        }
        Label { text: qsTr("Second side") }
        RowLayout {
            Layout.columnSpan: 2
            TextField { id: sideB; objectName: "newScenarioSideB"; text: "side-b"; placeholderText: qsTr("id") }
            TextField { id: nameB; objectName: "newScenarioNameB"; text: qsTr("Side B"); placeholderText: qsTr("name"); Layout.fillWidth: true }
        }
        Label {
            id: problemLabel
            objectName: "newScenarioProblem"
            Layout.columnSpan: 3
            Layout.fillWidth: true
            Layout.maximumWidth: 480
            // Two lines kept free: the dialog would grow (and move) as the problem changes.
            Layout.preferredHeight: 2 * fontMetrics.height
            maximumLineCount: 2
            elide: Text.ElideRight
            color: "#b00020"
            wrapMode: Text.Wrap
            FontMetrics { id: fontMetrics; font: problemLabel.font }
        }
    }

    FileChooser {
        id: fileDialog
        title: qsTr("Save the new scenario as")
        saving: true
        documentPath: dialog.document ? dialog.document.filePath : ""
        suggestedSuffix: ".scenario.yaml"
        untitledName: dialog.document ? dialog.document.mapId : ""
        nameFilters: [qsTr("Sandtable scenarios (*.scenario.yaml)")]
        onAccepted: file.text = selectedFile
    }
}
