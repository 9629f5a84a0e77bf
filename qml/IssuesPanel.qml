// The Issues panel: the background validation's diagnostics (or, when nothing could be
// opened, the problems found reading the file). Clicking an issue selects and centres its hex,
// or shows the OOB cell it is about;
// its "?" opens the section of docs/checks.md that explains the code (IssueList::helpUrl: the
// local docs folder, see docsDirectory in editor/issue_list.h).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: panel
    property var scheduler
    property var view
    property var errors: []      // load errors when there is no map
    property bool hasDocument: true  // with none open there is nothing to pass a check
    padding: 4

    readonly property var issues: scheduler ? scheduler.issues : null
    function symbol(severity) { return severity === "error" ? "✖" : severity === "warning" ? "⚠" : "ℹ" }
    // An item about a cell of the order of battle: the window shows the cell.
    signal oobCellActivated(string side, int row, int column)
    function activate(row) {
        const cell = issues.oobCellOf(row)
        if (cell.side !== undefined) panel.oobCellActivated(cell.side, cell.row, cell.column)
        const location = issues.locationOf(row)
        if (location >= 0 && view) { view.selectedIndex = location; view.centerOn(location) }
        // On a table: select the feature at fault and centre on it (or on the place named).
        const spot = issues.tableSpotOf(row)
        if (spot.x !== undefined && view) {
            if (spot.feature !== undefined) view.selectFeatureById(spot.feature)
            view.centerOnTablePoint(spot.x, spot.y)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 2
        RowLayout {
            Label { text: qsTr("Issues"); font.bold: true }
            Label {
                objectName: "issueCounts"
                visible: panel.errors.length === 0
                text: scheduler.summary
                color: scheduler.errors > 0 ? "#b00020" : "#444"
            }
            Label { text: scheduler.running ? qsTr("checking…") : ""; color: "#777" }
            Item { Layout.fillWidth: true }
        }
        ListView {
            id: list
            objectName: "issueList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            visible: panel.errors.length === 0
            model: panel.issues
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: row
                required property int index
                required property string severity
                required property string code
                required property string message
                required property string rule
                required property string fix
                required property string place
                required property int location
                required property string help
                required property url helpUrl
                width: list.width
                padding: 3
                highlighted: ListView.isCurrentItem
                onClicked: { list.currentIndex = index; panel.activate(index) }
                ToolTip.visible: hovered && fix.length > 0
                ToolTip.text: qsTr("Fix: %1").arg(fix)
                contentItem: RowLayout {
                    spacing: 8
                    Label { text: panel.symbol(row.severity); font.pixelSize: 14 }
                    // The message keeps at least 40% of the row: the rule and the place are cut
                    // (elided, the whole text in the tooltip of the row's fix) before it, so a long
                    // file name or rule never squeezes the message to a word a line.
                    Label { text: row.code; font.family: "monospace"; color: "#555"; Layout.preferredWidth: Math.min(170, row.width * 0.18); elide: Text.ElideRight }
                    Label { text: row.message; Layout.fillWidth: true; Layout.minimumWidth: row.width * 0.4; Layout.preferredWidth: row.width * 0.4; wrapMode: Text.Wrap }
                    // A rulebook rule; a rule that is only the docs section is the "?" link.
                    Label { text: row.rule; color: "#666"; visible: row.rule.length > 0 && row.rule !== row.help; Layout.maximumWidth: row.width * 0.22; elide: Text.ElideRight }
                    Label { text: row.place; color: "#999"; font.pixelSize: 11; Layout.maximumWidth: row.width * 0.14; elide: Text.ElideLeft }
                    ToolButton {
                        objectName: "issueHelp"
                        text: "?"
                        font.bold: true
                        padding: 2
                        implicitWidth: 24
                        enabled: row.helpUrl.toString().length > 0
                        onClicked: Qt.openUrlExternally(row.helpUrl)
                        ToolTip.visible: hovered
                        ToolTip.text: enabled ? qsTr("Explain %1: open %2").arg(row.code).arg(row.help)
                                              : qsTr("%1 is explained in %2 (no docs folder found)").arg(row.code).arg(row.help)
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                visible: list.count === 0 && !scheduler.running
                objectName: "issuesNone"
                text: panel.hasDocument ? qsTr("No issues: the document passes every check.") : qsTr("No document is open.")
                color: panel.hasDocument ? "#2e7d32" : palette.placeholderText
            }
        }
        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            visible: panel.errors.length > 0
            model: panel.errors
            delegate: Label { required property string modelData; text: "✖ " + modelData; wrapMode: Text.Wrap; width: ListView.view.width }
        }
    }
}
