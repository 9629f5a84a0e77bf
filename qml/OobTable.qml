// One side's order of battle as a table: a header row, typed cell editors (double-click, F2 or
// Return), arrow keys and Tab to move between cells as in a spreadsheet, invalid cells tinted
// red with the problem as their tooltip, and Add / Duplicate / Remove.
// Every change goes through OobTableModel, which pushes an undoable edit.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: oobTable
    property var document
    property string side
    property int currentRow: -1
    readonly property alias model: oobModel
    spacing: 4

    OobTableModel { id: oobModel; document: oobTable.document; side: oobTable.side }

    // Gives the keyboard focus to a cell (clamped to the table), scrolling it into view.
    function focusCell(row, column) {
        const rows = oobModel.rowCount(), columns = oobModel.columnCount()
        if (rows === 0 || columns === 0) return
        const cell = Qt.point(Math.max(0, Math.min(column, columns - 1)), Math.max(0, Math.min(row, rows - 1)))
        table.positionViewAtCell(cell, TableView.Contain)
        table.forceLayout()  // the cell's delegate exists only once the view has laid it out
        currentRow = cell.y
        const item = table.itemAtCell(cell)
        if (item) item.forceActiveFocus()
    }
    // The cell after (step 1) or before (step -1) one in reading order, for Tab and Shift+Tab.
    function focusNextCell(row, column, step) {
        const columns = oobModel.columnCount()
        const index = row * columns + column + step
        if (index >= 0 && index < oobModel.rowCount() * columns) focusCell(Math.floor(index / columns), index % columns)
    }

    RowLayout {
        Layout.fillWidth: true
        Button { objectName: "oobAdd"; text: qsTr("Add"); icon.name: "list-add"; enabled: oobTable.side !== ""
                 onClicked: oobTable.currentRow = oobModel.addRow() }
        Button { objectName: "oobDuplicate"; text: qsTr("Duplicate"); enabled: oobTable.currentRow >= 0
                 onClicked: oobTable.currentRow = oobModel.duplicateRow(oobTable.currentRow) }
        Button { objectName: "oobRemove"; text: qsTr("Remove"); enabled: oobTable.currentRow >= 0
                 onClicked: { oobModel.removeRow(oobTable.currentRow); oobTable.currentRow = Math.min(oobTable.currentRow, oobModel.rowCount() - 1) } }
        Label {
            objectName: "oobProblems"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignRight
            text: oobModel.problemCount === 0 ? qsTr("No problems") : oobModel.problemCount === 1 ? qsTr("1 invalid cell") : qsTr("%1 invalid cells").arg(oobModel.problemCount)
            color: oobModel.problemCount === 0 ? palette.placeholderText : "#b3261e"
        }
    }

    Frame {
        Layout.fillWidth: true
        Layout.fillHeight: true
        padding: 1
        HorizontalHeaderView {
            id: header
            objectName: "oobHeader"
            syncView: table
            clip: true
            anchors { left: parent.left; right: parent.right; top: parent.top }
        }
        TableView {
            id: table
            objectName: "oobTableView"
            anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: parent.bottom }
            clip: true
            model: oobModel
            boundsBehavior: Flickable.StopAtBounds
            columnSpacing: 0
            rowSpacing: 0
            ScrollBar.horizontal: ScrollBar {}
            ScrollBar.vertical: ScrollBar {}
            // Id and name are read most; stats are short numbers or words.
            columnWidthProvider: (column) => column === 0 ? 96 : column === 1 ? 150 : column === 3 || column === 5 ? 96 : 78
            delegate: OobCell { table: oobTable; model: oobModel }
        }
    }
}
