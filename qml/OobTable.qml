// One side's order of battle as a table: a header row of the ruleset's field names, Id and Name
// frozen at the left while the other columns scroll sideways, typed cell editors (double-click, F2 or
// Return), arrow keys and Tab to move between cells as in a spreadsheet, columns as wide as
// their contents, the cells the Issues panel's findings are about tinted red with the finding
// as their tooltip (the same validation: the counts agree), the reason a typed value was
// refused, and Add / Duplicate / Remove.
// Every change goes through OobTableModel, which pushes an undoable edit.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: oobTable
    property var document
    property string side
    property var issues: null  // ValidationScheduler.issues: what the cells are marked with
    property int currentRow: -1
    readonly property alias model: oobModel
    spacing: 4

    OobTableModel { id: oobModel; document: oobTable.document; side: oobTable.side }

    // Id and Name stay in view while the stats scroll sideways: they are drawn by a second
    // view that shows only them and follows the scrolling view's rows.
    readonly property int frozenColumns: 2
    readonly property int rowHeight: 28  // every cell's (OobCell's implicit height)
    // Each column as wide as its title or its widest value (plus the cell's padding), within
    // bounds so that one long name does not push every other column out of view. Refitted when
    // the rows change (another side, another document, a row added or removed); an edit of a
    // value only widens its column: a column narrowing under the pointer after an edit moved
    // the next click into another column (a unit renamed "veh").
    readonly property int headerMargin: 8  // the header cell's own padding beyond a cell's
    property var fittedWidths: []
    function columnWidth(column) {
        const w = fittedWidths[column]
        return w !== undefined ? w : 78
    }
    // The most a column is widened to: a long text (a list of weapons) shows in its tooltip.
    function widestColumn(column) { return column === 1 ? 260 : 200 }
    function fitColumns(widenOnly) {
        const columns = oobModel.columnCount(), rows = oobModel.rowCount(), out = []
        for (let c = 0; c < columns; ++c) {
            let w = textWidth(textMetrics, oobModel.columnTitle(c)) + headerMargin
            for (let r = 0; r < rows; ++r) {
                const v = oobModel.cell(r, c)
                if (v !== undefined && v !== null) w = Math.max(w, textWidth(textMetrics, String(v)) + 1)
            }
            const fitted = Math.ceil(Math.max(44, Math.min(widestColumn(c), w)))
            out.push(widenOnly === true && fittedWidths[c] !== undefined ? Math.max(fitted, fittedWidths[c]) : fitted)
        }
        // Laying the views out again rebuilds their cells (and the focus on one): only when a
        // width changed.
        if (JSON.stringify(out) === JSON.stringify(fittedWidths)) return
        fittedWidths = out
        frozen.forceLayout()
        table.forceLayout()
    }
    // Not while a cell is being edited: laying the views out again rebuilt the cells and closed
    // the editor just opened on the next cell, whose letters, typed fast after a Tab, were lost
    // (a unit's mobility stayed empty). It runs when the editor closes.
    property bool widenPending: false
    function widenColumns() {
        if (cellBeingEdited()) { widenPending = true; return }
        fitColumns(true)
    }
    function cellEditingEnded() {
        if (!widenPending) return
        widenPending = false
        Qt.callLater(widenColumns)
    }
    function cellBeingEdited() {
        for (let item = oobTable.Window.activeFocusItem; item && item !== oobTable; item = item.parent)
            if (item.objectName === "cellEditor") return true
        return false
    }
    // A label as OobCell's (its font comes from here, its padding is theirs), never shown: the
    // style's font for the cells, measured to fit the columns.
    Label { id: textProbe; visible: false; leftPadding: 6; rightPadding: 6 }
    readonly property font textFont: textProbe.font
    TextMetrics { id: textMetrics; font: oobTable.textFont }
    function textWidth(metrics, text) {
        metrics.text = text
        return Math.ceil(metrics.advanceWidth) + textProbe.leftPadding + textProbe.rightPadding
    }
    // After the change has settled (a reset is followed by the new side's rows).
    Connections {
        target: oobModel
        function onModelReset() { Qt.callLater(oobTable.fitColumns) }
        function onDataChanged() { Qt.callLater(oobTable.widenColumns) }
        function onRowsInserted() { Qt.callLater(oobTable.fitColumns) }
        function onRowsRemoved() { Qt.callLater(oobTable.fitColumns) }
        function onColumnsInserted() { Qt.callLater(oobTable.fitColumns) }
        function onColumnsRemoved() { Qt.callLater(oobTable.fitColumns) }
    }
    Component.onCompleted: {
        oobModel.issues = Qt.binding(() => oobTable.issues)
        fitColumns()
    }
    // Shift+wheel: one column a notch (120 eighths of a degree; a touchpad's smaller steps add
    // up to it), left for a positive delta, so the columns do not jump by pixels.
    property real wheelRest: 0
    function wheelColumns(delta) {
        wheelRest += delta
        while (Math.abs(wheelRest) >= 120) {
            scrollOneColumn(wheelRest > 0 ? -1 : 1)
            wheelRest -= wheelRest > 0 ? 120 : -120
        }
    }
    // Where a scrolling column starts in the scrolling view (the frozen ones take no room there).
    function columnX(column) {
        let x = 0
        for (let c = frozenColumns; c < column; ++c) x += columnWidth(c)
        return x
    }
    function scrollOneColumn(direction) {
        const edges = []
        for (let c = frozenColumns; c < oobModel.columnCount(); ++c) edges.push(columnX(c))
        const x = columnX(oobModel.columnCount())
        const at = table.contentX
        let target = direction > 0 ? edges.find((e) => e > at + 0.5) : edges.slice().reverse().find((e) => e < at - 0.5)
        if (target === undefined) target = direction > 0 ? x : 0
        table.contentX = Math.max(0, Math.min(table.contentWidth - table.width, target))
    }
    function viewOf(column) { return column < frozenColumns ? frozen : table }

    // The cell that has the keyboard focus (column, row), or had it last. A view lays its cells
    // out again when it scrolls or a column is refitted, and may hand the focused cell's place
    // to a new delegate: that one takes the focus back (OobCell.claimFocus), so the focus stays
    // on the cell rather than falling to the view and, with the next Tab, out of the table.
    property int focusedRow: -1
    property int focusedColumn: -1
    function holdsFocus() {
        for (let item = oobTable.Window.activeFocusItem; item; item = item.parent)
            if (item === oobTable) return true
        return false
    }
    function isFocusedCell(row, column) { return focusedColumn === column && focusedRow === row }

    // Gives the keyboard focus to a cell (clamped to the table), scrolling it into view. A cell
    // already in full view is left where it is: laying the view out again would rebuild it.
    function focusCell(row, column) {
        const rows = oobModel.rowCount(), columns = oobModel.columnCount()
        if (rows === 0 || columns === 0) return
        const cell = Qt.point(Math.max(0, Math.min(column, columns - 1)), Math.max(0, Math.min(row, rows - 1)))
        focusedRow = cell.y
        focusedColumn = cell.x
        currentRow = cell.y
        bringIntoView(cell)
        const item = viewOf(cell.x).itemAtCell(cell)
        if (item) item.forceActiveFocus()
        Qt.callLater(settleFocus)
    }
    // Scrolls the views just enough to show the whole cell. Toward a cell the view has not laid
    // out yet it scrolls half a view at a time, so that each column is laid next to the last
    // one: a longer jump has the view place the columns by an estimate of their widths, the
    // last ones beyond the end where no scrolling reaches them (and positionViewAtCell left
    // the cell out of view until the view's next layout, the focus falling to the view).
    function bringIntoView(cell) {
        const view = viewOf(cell.x)
        for (let step = 0; step < 1000; ++step) {
            const item = view.itemAtCell(cell)
            if (item) {
                if (cell.x >= frozenColumns) table.contentX = Math.max(0, scrolledToShow(table.contentX, item.x, item.width, table.width))
                table.contentY = Math.max(0, scrolledToShow(table.contentY, item.y, item.height, table.height))
                return
            }
            const x = cell.x >= frozenColumns ? stepToward(table.contentX, scrolledToShow(table.contentX, columnX(cell.x), columnWidth(cell.x), table.width), table.width / 2) : table.contentX
            const y = stepToward(table.contentY, scrolledToShow(table.contentY, cell.y * rowHeight, rowHeight, table.height), table.height / 2)
            if (x === table.contentX && y === table.contentY) return
            table.contentX = Math.max(0, x)
            table.contentY = Math.max(0, y)
        }
    }
    function stepToward(at, target, most) { return at + Math.max(-most, Math.min(most, target - at)) }
    function scrolledToShow(at, start, size, room) {
        return start < at ? start : start + size > at + room ? start + size - room : at
    }
    // Once the views have settled (a refit, a scroll laid out later): the focused cell in view
    // and holding the focus, if the table holds it.
    function settleFocus() {
        if (focusedColumn < 0 || !holdsFocus()) return
        const cell = Qt.point(focusedColumn, focusedRow)
        bringIntoView(cell)
        const item = viewOf(cell.x).itemAtCell(cell)
        if (item && !item.activeFocus && !item.editing) item.forceActiveFocus()
    }
    function inView(item, view) {
        const p = item.mapToItem(view, 0, 0)
        return p.x >= 0 && p.y >= 0 && p.x + item.width <= view.width + 0.5 && p.y + item.height <= view.height + 0.5
    }
    // The cell after (step 1) or before (step -1) one in reading order, for Tab and Shift+Tab:
    // from a row's last cell to the next row's first; the table's first and last cells keep
    // the focus (it never goes on to the toolbar or the map).
    // Shows a cell and gives it the keyboard, asked for before the table is laid out (its tab
    // just shown, another side's rows just made): focusCell is asked again on the next frames
    // until the cell is in view with the keyboard (a click on an Issues panel finding left the
    // row current but the cell out of view, and no cell with the keyboard).
    function showCell(row, column) {
        pendingRow = row
        pendingColumn = column
        pendingTries = 20
        showPending.restart()
    }
    property int pendingRow: -1
    property int pendingColumn: -1
    property int pendingTries: 0
    function cellShown(cell) {
        const item = viewOf(cell.x).itemAtCell(cell)
        return item !== null && item.activeFocus && inView(item, viewOf(cell.x))
    }
    // A frame's wait between tries (an animation: qmllint 6.4 cannot resolve Timer).
    PauseAnimation { id: showPending; duration: 16; onFinished: oobTable.showPendingCell() }
    function showPendingCell() {
        focusCell(pendingRow, pendingColumn)
        if (!cellShown(Qt.point(pendingColumn, pendingRow)) && --pendingTries > 0) showPending.restart()
    }
    function focusNextCell(row, column, step) {
        const columns = oobModel.columnCount()
        const index = Math.max(0, Math.min(oobModel.rowCount() * columns - 1, row * columns + column + step))
        focusCell(Math.floor(index / columns), index % columns)
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
            // The Issues panel's findings about this side's entries, as many as it lists.
            text: oobModel.problemCount === 0 ? qsTr("No problems") : oobModel.problemCount === 1 ? qsTr("1 issue") : qsTr("%1 issues").arg(oobModel.problemCount)
            color: oobModel.problemCount === 0 ? palette.placeholderText : "#b3261e"
        }
    }

    // Why the last typed cell was refused (a place off the table, an unknown id...): nothing
    // changed, and the text says what to type instead.
    // One line, always there: a line appearing above the table moved its rows under the
    // designer's next click (the whole reason is in its tooltip when cut short).
    Label {
        id: refusalLabel
        objectName: "oobRefusal"
        Layout.fillWidth: true
        Layout.preferredHeight: refusalMetrics.height
        text: oobModel.refusal
        elide: Text.ElideRight
        color: "#b3261e"
        FontMetrics { id: refusalMetrics; font: refusalLabel.font }
        HoverHandler { id: refusalHover }
        ToolTip.visible: refusalHover.hovered && refusalLabel.truncated
        ToolTip.text: refusalLabel.text
    }

    Frame {
        Layout.fillWidth: true
        Layout.fillHeight: true
        padding: 1
        HorizontalHeaderView {
            objectName: "oobFrozenHeader"
            syncView: frozen
            clip: true
            anchors { left: frozen.left; right: frozen.right; top: parent.top }
        }
        TableView {
            id: frozen
            objectName: "oobFrozenView"
            anchors { left: parent.left; top: header.bottom; bottom: table.bottom }
            width: oobTable.columnWidth(0) + oobTable.columnWidth(1)
            clip: true
            model: oobModel
            // Follows the scrolling view's rows. Not through syncView: a synced pair rebuilds its
            // cells on every edit, which would move the keyboard focus off the edited cell.
            interactive: false
            contentY: table.contentY
            WheelHandler {
                onWheel: (event) => table.contentY = Math.max(0, Math.min(table.contentHeight - table.height, table.contentY - event.angleDelta.y))
            }
            columnWidthProvider: (column) => column < oobTable.frozenColumns ? oobTable.columnWidth(column) : 0
            rowHeightProvider: () => oobTable.rowHeight
            delegate: OobCell { table: oobTable; model: oobModel }
        }
        // The edge between the frozen columns and the scrolling ones.
        Rectangle { anchors { left: frozen.right; top: parent.top; bottom: table.bottom } width: 1; color: "#9aa0a6"; z: 1 }
        HorizontalHeaderView {
            id: header
            objectName: "oobHeader"
            syncView: table
            clip: true
            anchors { left: table.left; right: table.right; top: parent.top }
        }
        TableView {
            id: table
            objectName: "oobTableView"
            anchors { left: frozen.right; leftMargin: 1; right: parent.right; top: header.bottom; bottom: hbar.visible ? hbar.top : parent.bottom }
            clip: true
            model: oobModel
            boundsBehavior: Flickable.StopAtBounds
            columnSpacing: 0
            rowSpacing: 0
            // Always shown while there is more to the right: a hidden bar hides the columns too.
            ScrollBar.horizontal: ScrollBar {
                id: hbar
                objectName: "oobHorizontalBar"
                parent: table.parent
                anchors { left: table.left; right: table.right; bottom: parent.bottom }
                policy: table.contentWidth > table.width ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                background: Rectangle { color: "#e8eaed"; radius: 3; visible: hbar.policy === ScrollBar.AlwaysOn }
            }
            // A mouse wheel only turns one way: Shift+wheel scrolls the columns.
            WheelHandler {
                acceptedModifiers: Qt.ShiftModifier
                onWheel: (event) => oobTable.wheelColumns(event.angleDelta.y !== 0 ? event.angleDelta.y : event.angleDelta.x)
            }
            ScrollBar.vertical: ScrollBar {}
            columnWidthProvider: (column) => column < oobTable.frozenColumns ? 0 : oobTable.columnWidth(column)
            rowHeightProvider: () => oobTable.rowHeight
            delegate: OobCell { table: oobTable; model: oobModel }
        }
    }
}
