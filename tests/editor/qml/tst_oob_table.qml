// Qt Quick tests of the OOB table on the Fighting Formations sample: the ruleset's field names
// head the columns, the columns scroll sideways with their header while Id and Name stay; edit
// a cell through its editor, a bad value is marked with its explanation, undo restores; add /
// duplicate / remove.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 1000
    height: 600

    MapDocument { id: doc }
    // The window's validation, whose findings the table marks (as Main.qml wires it).
    ValidationScheduler { id: validation; document: doc; delay: 0 }
    ScenarioPanel { id: panel; anchors.fill: parent; document: doc; issues: validation.issues }

    TestCase {
        name: "OobTable"
        when: windowShown

        property var table
        property var model

        function init() {
            compare(doc.open(samplesDir + "/fighting-formations/croix-fouquet.scenario.yaml"), "")
            findChild(panel, "scenarioTabs").currentIndex = 2
            table = findChild(panel, "oobTable")
            verify(table)
            model = table.model
            tryCompare(model, "side", "us")
            wait(50)  // the columns are fitted to the new rows (after the reset has settled)
            // Opening a document resets the model: wait for the rebuilt cells, not the old ones.
            const view = findChild(table, "oobTableView")
            view.contentX = 0  // a test may have left the columns scrolled
            tryVerify(() => !isPolishScheduled(view))
            tryVerify(() => cellAt(0, 1) !== null)
        }

        // Id and Name are drawn by the frozen view, the rest by the scrolling one.
        // (The view's own: a delegate put aside for reuse keeps its old name.)
        function cellAt(row, column) {
            const view = findChild(table, column < table.frozenColumns ? "oobFrozenView" : "oobTableView")
            return view ? view.itemAtCell(Qt.point(column, row)) : null
        }
        function columnOf(title) {
            for (let c = 0; c < model.columnCount(); ++c)
                if (model.columnTitle(c) === title) return c
            return -1
        }

        // Every column is as wide as its values: no cell's text is cut short, in either view
        // (the table sample's long names and places were).
        function test_columnsFitTheirContents_data() {
            return [{tag: "croix-fouquet", file: "fighting-formations/croix-fouquet.scenario.yaml"},
                    {tag: "cressonville", file: "focused-firepower/cressonville.scenario.yaml"}]
        }
        function test_columnsFitTheirContents(data) {
            compare(doc.open(samplesDir + "/" + data.file), "")
            table = findChild(panel, "oobTable")
            model = table.model
            tryVerify(() => model.rowCount() > 0 && cellAt(0, 1) !== null)
            wait(50)  // the columns are fitted once the new rows are in
            const rows = model.rowCount(), columns = model.columnCount()
            let checked = 0
            for (let c = 0; c < columns; ++c) {
                const view = c < table.frozenColumns ? findChild(table, "oobFrozenView") : findChild(table, "oobTableView")
                if (c >= table.frozenColumns) { view.positionViewAtColumn(c, TableView.Contain); view.forceLayout() }
                for (let r = 0; r < rows; ++r) {
                    const cell = cellAt(r, c)
                    if (!cell) continue
                    const label = findChild(cell, "cellText")
                    if (!label.visible || label.text === "" || cell.width >= table.widestColumn(c)) continue  // capped: cut, with its tooltip
                    verify(!label.truncated, model.columnTitle(c) + " of row " + r + ": '" + label.text + "' in " + cell.width + " px, label " + label.width + " needs " + label.implicitWidth + " widths " + JSON.stringify(table.fittedWidths) + " rows " + rows)
                    ++checked
                }
            }
            verify(checked > rows * 3, "checked " + checked)
        }

        // An edit only widens its column: a shorter value leaves the columns where they are
        // (a column narrowing after an edit moved the next click into another column); a
        // longer one widens it to show whole.
        function test_anEditOnlyWidensItsColumn() {
            const name = 1
            const before = table.columnWidth(name)
            verify(model.setCell(0, name, "A very long platoon name for this column"))
            tryVerify(() => table.columnWidth(name) > before)
            const widened = table.columnWidth(name)
            verify(model.setCell(0, name, "A"))
            wait(50)
            compare(table.columnWidth(name), widened)
            doc.undo(); doc.undo()
        }

        // A column widened by an edit waits while a cell is being edited: laying the views out
        // again closed the editor just opened after a Tab, and the letters typed fast into it
        // were lost. It widens once the editor closes.
        function test_aColumnWidensOnlyOnceTheCellEditorCloses() {
            const count = columnOf("Count"), name = 1
            table.focusCell(0, count)
            wait(50)  // the table settles its focus on a later frame
            keyClick(Qt.Key_F2)
            const editor = findChild(cellAt(0, count), "cellEditor")
            verify(editor && editor.activeFocus)
            const before = table.columnWidth(name)
            verify(model.setCell(1, name, "A very long platoon name for this column"))
            wait(50)
            compare(table.columnWidth(name), before)
            verify(findChild(cellAt(0, count), "cellEditor") === editor, "the editor was closed")
            verify(editor.activeFocus)
            keyClick(Qt.Key_Escape)
            tryVerify(() => table.columnWidth(name) > before)
            doc.undo()
        }

        function test_headerShowsTheRulesetColumns() {
            compare(model.columnTitle(1), "Name")
            compare(model.columnTitle(4), "Arrives Turn")
            // Fighting Formations' fields by their labels, as the booklets print them.
            verify(columnOf("Speed") > 6)
            verify(columnOf("HE FP") > 6)
            verify(columnOf("Def. type") > 6)
            compare(columnOf("defense_kind"), -1)
            for (let c = 0; c < model.columnCount(); ++c)
                verify(/^[A-Z][^_]*$/.test(model.columnTitle(c)), model.columnTitle(c))
            verify(findChild(table, "oobHeader"))
        }

        function test_columnsScrollSidewaysWithTheHeaderWhileIdAndNameStay() {
            const view = findChild(table, "oobTableView")
            const header = findChild(table, "oobHeader")
            const frozen = findChild(table, "oobFrozenView")
            verify(frozen)
            verify(view.contentWidth > view.width)  // more columns than room: a bar to scroll them
            const bar = findChild(table, "oobHorizontalBar")
            verify(bar.visible)
            compare(bar.policy, ScrollBar.AlwaysOn)
            const last = model.columnCount() - 1
            const idBefore = cellAt(0, 0).mapToItem(table, 0, 0).x
            table.focusCell(0, last)
            tryVerify(() => cellAt(0, last) !== null && cellAt(0, last).activeFocus)
            verify(view.contentX > 0)
            compare(header.contentX, view.contentX)
            // The last column is in view, under its title.
            const cell = cellAt(0, last)
            const x = cell.mapToItem(view, 0, 0).x
            verify(x >= 0 && x + cell.width <= view.width + 1, "last column at " + x)
            // Id and Name did not move.
            compare(cellAt(0, 0).mapToItem(table, 0, 0).x, idBefore)
            verify(cellAt(0, 1).mapToItem(table, 0, 0).x + cellAt(0, 1).width <= view.mapToItem(table, 0, 0).x + 1)
            // And back, with Shift and the mouse wheel.
            const before = view.contentX
            mouseWheel(view, 50, 50, 0, 120, Qt.NoButton, Qt.ShiftModifier)
            tryVerify(() => view.contentX < before)
            compare(header.contentX, view.contentX)
        }

        // Shift+wheel moves the columns by one column a notch, not by pixels.
        function test_shiftWheelScrollsOneColumnANotch() {
            const view = findChild(table, "oobTableView")
            view.contentX = 0
            mouseWheel(view, 50, 50, 0, -120, Qt.NoButton, Qt.ShiftModifier)
            tryCompare(view, "contentX", table.columnWidth(2))
            mouseWheel(view, 50, 50, 0, -120, Qt.NoButton, Qt.ShiftModifier)
            tryCompare(view, "contentX", table.columnWidth(2) + table.columnWidth(3))
            mouseWheel(view, 50, 50, 0, 120, Qt.NoButton, Qt.ShiftModifier)
            tryCompare(view, "contentX", table.columnWidth(2))
        }

        function test_editingACellPushesAnUndoableEdit() {
            const count = columnOf("Count")
            const cell = cellAt(0, count)
            compare(cell.value, "3")
            mouseDoubleClickSequence(cell)
            const editor = findChild(cell, "cellEditor")
            verify(editor)
            keySequence(StandardKey.SelectAll)
            keyClick(Qt.Key_5)
            keyClick(Qt.Key_Return)
            tryCompare(cell, "value", "5")
            verify(!cell.editing)
            verify(doc.canUndo)
            doc.undo()
            tryCompare(cellAt(0, count), "value", "3")
        }

        // The rows that arrive as reinforcements (an Arrives Turn).
        function reinforcementRows() {
            const turn = columnOf("Arrives Turn")
            const rows = []
            for (let r = 0; r < model.rowCount(); ++r)
                if (model.cell(r, turn, "value") !== "") rows.push(r)
            return rows
        }

        // A finding of the checks about a cell (a reinforcement after the last turn) marks it
        // with its explanation; undo restores. A value the reader would refuse (a speed that is
        // no number) is not stored: the reason, in the reader's words, shows above the table.
        function test_aBadValueIsMarkedWithItsExplanationAndUndoRestores() {
            const turn = columnOf("Arrives Turn")
            const row = reinforcementRows()[0]
            const before = model.cell(row, turn, "value")
            const id = model.cell(row, 0, "value")
            const cell = cellAt(row, turn)
            verify(!cell.invalid)
            verify(model.setCell(row, turn, "40"))
            tryCompare(cell, "value", "40")
            tryVerify(() => cell.invalid)
            compare(cell.problem, "'" + id + "' arrives on turn 40 but the scenario ends after turn 7")
            verify(Qt.colorEqual(cell.color, "#fbe4e2"))
            mouseMove(cell, 10, 10)
            tryVerify(() => cell.ToolTip.visible)
            compare(cell.ToolTip.text, cell.problem)
            compare(findChild(table, "oobProblems").text, "1 issue")
            doc.undo()
            tryCompare(cell, "value", before)
            tryVerify(() => !cell.invalid)

            const speed = columnOf("Speed")
            verify(!model.setCell(0, speed, "fast"))
            compare(model.cell(0, speed, "value"), "5")
            compare(findChild(table, "oobRefusal").text, "'speed' of OOB entry 'rifle-plt' must be a number, found 'fast'")
            verify(!doc.canUndo)
        }

        // The cells marked are the Issues panel's findings about the OOB, no more and no fewer:
        // none on a clean sample; after each reinforcement is set to arrive after the last turn,
        // one on each of those cells, and as many as the errors the Issues panel counts.
        function oobProblems() {
            const side = findChild(panel, "oobSide")
            let n = 0
            for (let i = 0; i < side.count; ++i) {
                side.currentIndex = i
                n += model.problemCount
            }
            side.currentIndex = 0
            return n
        }
        function settle() {
            validation.validateNow()
            tryVerify(() => !validation.running)
        }
        function test_invalidCellsAreTheIssuesPanelsFindings() {
            settle()
            compare(validation.errors, 0)
            compare(oobProblems(), 0)
            compare(findChild(table, "oobProblems").text, "No problems")
            const turn = columnOf("Arrives Turn")
            const rows = reinforcementRows()
            verify(rows.length >= 1, "the sample's side has reinforcements")
            for (const row of rows) verify(model.setCell(row, turn, "40"))
            settle()
            compare(validation.errors, rows.length, JSON.stringify(validation.summary))
            compare(oobProblems(), validation.errors)
            for (const row of rows) {
                tryVerify(() => cellAt(row, turn).invalid)
                verify(cellAt(row, turn).problem.indexOf("turn 40") >= 0, cellAt(row, turn).problem)
            }
            compare(findChild(table, "oobProblems").text, rows.length === 1 ? "1 issue" : rows.length + " issues")
            let marked = 0
            for (let r = 0; r < model.rowCount(); ++r)
                for (let c = 0; c < model.columnCount(); ++c)
                    if (model.cell(r, c, "problem") !== "") ++marked
            compare(marked, rows.length)
            for (const row of rows) doc.undo()
            settle()
            compare(oobProblems(), 0)
        }

        function test_enumCellsEditWithADropDown() {
            const type = columnOf("Type")
            const cell = cellAt(0, type)
            mouseDoubleClickSequence(cell)
            const combo = findChild(cell, "cellEditor")
            verify(combo)
            verify(combo.model.indexOf("vehicle") > 0)
            combo.activated(combo.model.indexOf("vehicle"))
            tryCompare(cell, "value", "vehicle")
            doc.undo()
            tryCompare(cell, "value", "infantry")
        }

        // The open list is as wide as its longest entry, however narrow the column ("inf…").
        function test_aDropDownListShowsItsEntriesWhole_data() {
            return [{tag: "croix-fouquet Size", file: "fighting-formations/croix-fouquet.scenario.yaml", column: "Size"},
                    {tag: "khoshkab Type", file: "force-on-force/khoshkab.scenario.yaml", column: "Type"}]
        }
        function test_aDropDownListShowsItsEntriesWhole(data) {
            compare(doc.open(samplesDir + "/" + data.file), "")
            table = findChild(panel, "oobTable")
            model = table.model
            tryVerify(() => model.rowCount() > 0 && cellAt(0, 1) !== null)
            wait(50)
            const column = columnOf(data.column)
            verify(column >= 0, data.column)
            const view = findChild(table, "oobTableView")
            view.positionViewAtColumn(column, TableView.Contain)
            view.forceLayout()
            const cell = cellAt(0, column)
            mouseDoubleClickSequence(cell)
            const combo = findChild(cell, "cellEditor")
            verify(combo)
            tryVerify(() => combo.popup.visible)
            // No entry's text is cut short in the open list.
            const list = combo.popup.contentItem
            tryVerify(() => list.count === combo.model.length)
            let checked = 0
            for (let i = 0; i < list.count; ++i) {
                list.positionViewAtIndex(i, ListView.Contain)
                const entry = list.itemAtIndex(i)
                if (!entry) continue
                ++checked
                verify(!entry.contentItem.truncated, "'" + entry.text + "' is cut short in a list " + combo.popup.width + " wide")
            }
            verify(checked > 1, "the list's entries were looked at")
            combo.popup.close()
        }

        // An open list: Tab keeps the cell as it was and counts no unsaved change (with the
        // mouse over the blank entry, Tab cleared the cell).
        function test_tabOutOfAnOpenListKeepsTheValue() {
            const type = columnOf("Type")
            const cell = cellAt(0, type)
            const before = cell.value
            mouseDoubleClickSequence(cell)
            const combo = findChild(cell, "cellEditor")
            verify(combo)
            tryVerify(() => combo.popup.visible)
            // (The offscreen test platform has no hover; what Tab takes does not read the
            // highlight unless the arrow keys moved it.)
            verify(!combo.fieldEdited, "an open list is no edit")
            keyClick(Qt.Key_Tab)
            tryCompare(cellAt(0, type), "value", before)
        }

        function test_arrowKeysTabAndReturnMoveBetweenCells() {
            mouseClick(cellAt(0, 1))
            verify(cellAt(0, 1).activeFocus)
            keyClick(Qt.Key_Right)
            verify(cellAt(0, 2).activeFocus)
            keyClick(Qt.Key_Down)
            verify(cellAt(1, 2).activeFocus)
            compare(table.currentRow, 1)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)  // stays in the first column
            verify(cellAt(0, 0).activeFocus)
            keyClick(Qt.Key_Tab)
            verify(cellAt(0, 1).activeFocus)
            keyClick(Qt.Key_Backtab)
            verify(cellAt(0, 0).activeFocus)
            // Return edits; Return in the editor commits and moves down, as in a spreadsheet.
            const count = columnOf("Count")
            const below = cellAt(1, count).value
            table.focusCell(0, count)
            verify(cellAt(0, count).activeFocus)
            keyClick(Qt.Key_Return)
            verify(findChild(cellAt(0, count), "cellEditor"))
            keySequence(StandardKey.SelectAll)
            keyClick(Qt.Key_7)
            keyClick(Qt.Key_Return)
            tryCompare(cellAt(0, count), "value", "7")
            verify(cellAt(1, count).activeFocus)
            // Escape leaves the value as it was and the focus on the cell.
            keyClick(Qt.Key_F2)
            keySequence(StandardKey.SelectAll)
            keyClick(Qt.Key_9)
            keyClick(Qt.Key_Escape)
            compare(cellAt(1, count).value, below)
            verify(!cellAt(1, count).editing)
            verify(cellAt(1, count).activeFocus)
            doc.undo()
            tryCompare(cellAt(0, count), "value", "3")
        }

        // A table's Setup cell double-clicked takes a typed X, Y at once: the unit sets up
        // there (it used to be emptied, the set-up lost; then the list that opened took the
        // keys, and the place typed went nowhere). A text that names no place is refused at the
        // cell with its reason and the old value kept.
        function test_aTableSetupCellTakesATypedPointAndRefusesNonsense() {
            compare(doc.open(samplesDir + "/force-on-force/khoshkab.scenario.yaml"), "")
            const setup = columnOf("Setup")
            tryVerify(() => !isPolishScheduled(findChild(table, "oobTableView")))
            tryVerify(() => cellAt(0, setup) !== null && cellAt(0, setup).value === "us-setup")
            const cell = cellAt(0, setup)
            mouseDoubleClickSequence(cell)
            const editor = findChild(cell, "cellEditor")
            verify(editor)
            verify(!editor.popup.visible)
            for (const c of "4, 33") keyClick(c)
            keyClick(Qt.Key_Return)
            tryVerify(() => cellAt(0, setup) && cellAt(0, setup).value === "4, 33")

            table.focusCell(0, setup)
            keyClick(Qt.Key_Return)
            verify(findChild(cellAt(0, setup), "cellEditor"))
            keySequence(StandardKey.SelectAll)
            for (const c of "nowhere at all") keyClick(c)
            const rowsAt = findChild(table, "oobTableView").mapToItem(null, 0, 0).y
            keyClick(Qt.Key_Return)
            compare(cellAt(0, setup).value, "4, 33")
            verify(model.refusal.length > 0, "the reason is shown")
            wait(50)  // laid out again at the next polish
            compare(findChild(table, "oobTableView").mapToItem(null, 0, 0).y, rowsAt)  // the rows stay put
            // Tab on through a cell left as it was keeps the reason shown (it took it away).
            const refusal = model.refusal
            const arrivesAt = columnOf("Arrives At")
            table.focusCell(0, arrivesAt)
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_Tab)
            compare(model.refusal, refusal)
        }

        // Tab in a cell's editor keeps the value and moves to the next cell; Shift+Tab back.
        // (The focus left the table, for the toolbar's New button, where a Space opened
        // "Unsaved changes".)
        function test_tabInACellEditorMovesToTheNextCell() {
            const count = columnOf("Count")
            table.focusCell(0, count)
            keyClick(Qt.Key_Return)
            verify(findChild(cellAt(0, count), "cellEditor"))
            keySequence(StandardKey.SelectAll)
            keyClick(Qt.Key_5)
            keyClick(Qt.Key_Tab)
            tryCompare(cellAt(0, count), "value", "5")
            verify(cellAt(0, count + 1).activeFocus)
            table.focusCell(0, count)
            keyClick(Qt.Key_Return)
            verify(findChild(cellAt(0, count), "cellEditor"))
            keyClick(Qt.Key_Backtab)
            verify(cellAt(0, count - 1).activeFocus)
            compare(cellAt(0, count).value, "5")
            doc.undo()
            tryCompare(cellAt(0, count), "value", "3")
        }

        // Tab walks every cell in reading order, from a row's end to the next row's first cell,
        // scrolling each into view; at the last cell it stays. Shift+Tab walks back. The focus
        // never leaves the table (it went to the tool palette and the toolbar), on a table
        // scenario whose columns are refitted as the cells come into view.
        function focusedCellName() {
            const item = root.Window.activeFocusItem
            return item ? item.objectName + " (" + item + ")" : "nothing"
        }
        function cellInView(row, column) {
            const cell = cellAt(row, column)
            const view = column < table.frozenColumns ? findChild(table, "oobFrozenView") : findChild(table, "oobTableView")
            return cell && table.inView(cell, view)
        }
        function test_tabWalksEveryCellAndStaysInTheTable_data() {
            return [{tag: "khoshkab", file: "force-on-force/khoshkab.scenario.yaml"},
                    {tag: "croix-fouquet", file: "fighting-formations/croix-fouquet.scenario.yaml"}]
        }
        function test_tabWalksEveryCellAndStaysInTheTable(data) {
            compare(doc.open(samplesDir + "/" + data.file), "")
            tryVerify(() => model.rowCount() > 0 && cellAt(0, 0) !== null)
            wait(50)  // the columns are fitted once the new rows are in
            const rows = Math.min(model.rowCount(), 3), columns = model.columnCount()
            mouseClick(cellAt(0, 0))
            verify(cellAt(0, 0).activeFocus)
            const last = rows * columns - 1
            for (let i = 1; i <= last; ++i) {
                keyClick(Qt.Key_Tab)
                const r = Math.floor(i / columns), c = i % columns
                tryVerify(() => cellAt(r, c) && cellAt(r, c).activeFocus, 1000, "Tab " + i + " to " + r + ", " + c + ": the focus is on " + focusedCellName())
                tryVerify(() => cellInView(r, c), 1000, "cell " + r + ", " + c + " in view")
                compare(table.currentRow, r)
            }
            for (let i = last - 1; i >= 0; --i) {
                keyClick(Qt.Key_Backtab)
                const r = Math.floor(i / columns), c = i % columns
                tryVerify(() => cellAt(r, c) && cellAt(r, c).activeFocus, 1000, "Shift+Tab " + i + " to " + r + ", " + c + ": the focus is on " + focusedCellName())
                tryVerify(() => cellInView(r, c), 1000, "cell " + r + ", " + c + " in view")
            }
            keyClick(Qt.Key_Backtab)  // before the first cell: stays
            verify(cellAt(0, 0).activeFocus, focusedCellName())
            // At the last cell of the last row, Tab stays in the table.
            const end = model.rowCount() - 1
            table.focusCell(end, columns - 1)
            tryVerify(() => cellAt(end, columns - 1) && cellAt(end, columns - 1).activeFocus)
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Tab)
            verify(cellAt(end, columns - 1).activeFocus, focusedCellName())
            keyClick(Qt.Key_Backtab)
            tryVerify(() => cellAt(end, columns - 2) && cellAt(end, columns - 2).activeFocus, 1000, focusedCellName())
        }

        // A value typed into a cell's editor is kept when Tab moves on from the row's last cell
        // to the next row's first, as Return keeps it.
        function test_tabAtARowsEndCommitsAndGoesToTheNextRow() {
            const columns = model.columnCount()
            const lastColumn = columns - 1
            table.focusCell(0, lastColumn)
            tryVerify(() => cellAt(0, lastColumn) && cellAt(0, lastColumn).activeFocus)
            const before = model.cell(0, lastColumn)
            keyClick(Qt.Key_F2)
            const editor = findChild(cellAt(0, lastColumn), "cellEditor")
            verify(editor)
            keyClick(Qt.Key_Tab)
            tryVerify(() => cellAt(1, 0) && cellAt(1, 0).activeFocus, 1000, focusedCellName())
            compare(model.cell(0, lastColumn), before)
            // A number typed on a cell and Tab: committed.
            const count = columnOf("Count")
            table.focusCell(1, count)
            keyClick(Qt.Key_8)
            keyClick(Qt.Key_Tab)
            compare(model.cell(1, count), "8")
            tryVerify(() => cellAt(1, count + 1) && cellAt(1, count + 1).activeFocus, 1000, focusedCellName())
            doc.undo()
        }

        // Typing on a cell that is not being edited edits it, as in a spreadsheet: after a Tab
        // out of an editor, and on a cell whose editor is a list (the typing went nowhere).
        function test_typingOnACellEditsIt() {
            const count = columnOf("Count")
            const name = cellAt(0, count - 1)
            const before = name.value
            table.focusCell(0, count - 1)
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_End)
            keyClick(Qt.Key_X)
            keyClick(Qt.Key_Tab)
            tryCompare(cellAt(0, count - 1), "value", before + "x")
            verify(cellAt(0, count).activeFocus)
            keyClick(Qt.Key_7)
            verify(findChild(cellAt(0, count), "cellEditor"), "typing opened the cell's editor")
            keyClick(Qt.Key_Return)
            tryCompare(cellAt(0, count), "value", "7")
            // A list: the word typed picks the entry it begins, Tab takes it (the letters after
            // the first went nowhere, or into the next row's cell).
            const type = columnOf("Type")
            const nextRowType = model.cell(1, type, "value")
            table.focusCell(0, type)
            for (const letter of "vehicle") keyClick(letter)
            keyClick(Qt.Key_Tab)
            tryCompare(cellAt(0, type), "value", "vehicle")
            compare(model.cell(1, type, "value"), nextRowType)  // nothing spilt into the next row
            doc.undo()
            doc.undo()
            doc.undo()
            tryCompare(cellAt(0, count), "value", "3")
            tryCompare(cellAt(0, count - 1), "value", before)
        }

        // A word that begins no entry of a list picks none: Tab hands it on and the table
        // refuses it with its reason, the cell keeping its value ("fire" picked infantry by its
        // "i"). Backspace takes letters back until a word begins an entry again.
        function test_aTypedWordInNoListIsRefused() {
            const type = columnOf("Type")
            const before = model.cell(0, type, "value")
            table.focusCell(0, type)
            for (const letter of "fire") keyClick(letter)
            keyClick(Qt.Key_Tab)
            tryVerify(() => model.refusal.indexOf("fire") >= 0)
            compare(model.cell(0, type, "value"), before)
            verify(!doc.canUndo)
            table.focusCell(0, type)
            for (const letter of "vex") keyClick(letter)
            keyClick(Qt.Key_Backspace)
            keyClick(Qt.Key_Tab)
            tryCompare(cellAt(0, type), "value", "vehicle")
            doc.undo()
        }

        // A unit's Setup list offers its side's zones and the shared ones, not the other
        // side's (the Americans were offered the Germans' set-up area).
        function test_theSetupListOffersTheSidesOwnZones() {
            const setup = columnOf("Setup")
            const us = model.cell(0, setup, "choices")
            verify(us.indexOf("us-setup") >= 0, JSON.stringify(us))
            verify(us.indexOf("de-setup") < 0 && us.indexOf("de-forward") < 0, JSON.stringify(us))
            model.side = "de"
            tryCompare(model, "side", "de")
            tryVerify(() => model.rowCount() > 0)
            const de = model.cell(0, setup, "choices")
            verify(de.indexOf("de-setup") >= 0 && de.indexOf("de-forward") >= 0, JSON.stringify(de))
            verify(de.indexOf("us-setup") < 0, JSON.stringify(de))
            model.side = "us"
            tryCompare(model, "side", "us")
        }

        // Typing a place on a Setup cell keeps every letter (the list that opened took all but
        // the first), and an Arrives Turn emptied with Return clears the arrival.
        function test_typingAPlaceAndClearingATurn() {
            const setup = columnOf("Setup")
            const zones = model.cell(0, setup, "choices").filter((z) => z.length > 3)
            verify(zones.length > 0)
            const zone = zones[zones.length - 1]
            table.focusCell(0, setup)
            for (const c of zone) keyClick(c)
            keyClick(Qt.Key_Return)
            tryCompare(cellAt(0, setup), "value", zone)
            const turn = columnOf("Arrives Turn")
            verify(model.setCell(0, turn, "2"))
            tryCompare(cellAt(0, turn), "value", "2")
            table.focusCell(0, turn)
            keyClick(Qt.Key_Return)
            verify(findChild(cellAt(0, turn), "cellEditor"))
            keyClick(Qt.Key_A, Qt.ControlModifier)
            keyClick(Qt.Key_Backspace)
            keyClick(Qt.Key_Return)
            tryCompare(cellAt(0, turn), "value", "")
            doc.undo()
            doc.undo()
            doc.undo()
        }

        function test_addDuplicateAndRemoveRows() {
            const rows = model.rowCount()
            mouseClick(cellAt(0, 1))
            compare(table.currentRow, 0)
            mouseClick(findChild(table, "oobDuplicate"))
            compare(model.rowCount(), rows + 1)
            compare(model.cell(1, 0), "rifle-plt-2")
            compare(table.currentRow, 1)
            // A copy of the copy: the same stem's next number (it was "rifle-plt-2-2").
            mouseClick(findChild(table, "oobDuplicate"))
            compare(model.cell(2, 0), "rifle-plt-3")
            doc.undo()
            mouseClick(findChild(table, "oobRemove"))
            compare(model.rowCount(), rows)
            mouseClick(findChild(table, "oobAdd"))
            compare(model.rowCount(), rows + 1)
            // A new unit starts its required stats with values the reader takes: no cell of
            // them is marked (they were missing, and the saved file could not be opened again).
            tryVerify(() => cellAt(rows, columnOf("Type")) !== null)
            compare(model.cell(rows, columnOf("Type")), "infantry")
            validation.validateNow()
            tryVerify(() => !validation.running)
            compare(model.cell(rows, columnOf("Type"), "problem"), "")
            doc.undo()
            doc.undo()
            doc.undo()
            compare(model.rowCount(), rows)
            compare(model.cell(1, 0), "mg-sqd")
        }
    }
}
