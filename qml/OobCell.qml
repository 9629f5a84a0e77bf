// A cell of OobTable: shows its value; double-click, F2 or Return opens the editor its kind
// asks for (drop-down for enum / mobility / zone, validated field for numbers, check box for
// bool, toggled with Space). Arrow keys, Tab and Shift+Tab move to the next cell; Return in an
// editor commits and moves down, Escape cancels; Escape on a cell gives the keyboard to the map.
import QtQuick
import QtQuick.Controls
import Sandtable

Rectangle {
    id: cell
    required property int row
    required property int column
    required property string value
    required property string kind
    required property var choices
    required property var minimum
    required property var maximum
    required property string problem
    property var table
    property var model
    property bool editing: false
    // A character typed on a cell that is not being edited starts its editor with it, as in a
    // spreadsheet (after Tab or the arrows the typing went nowhere); the editor takes it here.
    property string typed: ""
    // Typing on the cell edits it, so the tool keys wait (Main.qml takesTyping).
    readonly property bool takesTyping: kind !== "bool"
    readonly property bool invalid: problem.length > 0
    readonly property bool numeric: kind === "integer" || kind === "number"
    objectName: "cell-" + row + "-" + column
    implicitHeight: table.rowHeight
    color: invalid ? "#fbe4e2" : table.currentRow === row ? "#dce8f7" : row % 2 ? "#f6f7f9" : "#ffffff"

    function commit(text) {
        editing = false
        if (text !== value) model.setCell(row, column, text)
    }
    // Return in an editor: keep the value and go on to the cell below, as spreadsheets do.
    function commitAndMoveDown(text) {
        commit(text)
        table.focusCell(row + 1, column)
    }
    // Tab / Shift+Tab in an editor: keep the value and go on to the next / previous cell (the
    // focus chain led out of the table, to the toolbar's New button); the last cell keeps it.
    function commitAndTab(text, step) {
        commit(text)
        forceActiveFocus()
        table.focusNextCell(row, column, step)
    }
    // A drop-down's list stays over the scrolling columns (the view the cell is in), never over
    // the frozen Id and Name: at most the view's width, moved right when the cell is partly
    // scrolled under them, left when it would run past the view's right edge.
    function keepPopupInView(combo) {
        const view = TableView.view
        if (!view) return
        const left = combo.mapToItem(view, 0, 0).x
        // As wide as the longest entry needs (the entries' own padding included), at most the view.
        const widest = combo.implicitContentWidth + combo.leftPadding + combo.rightPadding + 2 * combo.popup.padding + 24
        combo.popup.width = Math.min(Math.max(combo.width, combo.popup.implicitWidth, widest), view.width)
        combo.popup.x = Math.max(-left, Math.min(0, view.width - left - combo.popup.width))
    }
    // A delegate made (or reused) for the table's focused cell takes the focus the old one had.
    function claimFocus() {
        if (table && table.isFocusedCell(row, column) && !activeFocus && !editing && table.holdsFocus()) forceActiveFocus()
    }
    Component.onCompleted: claimFocus()
    TableView.onReused: claimFocus()
    onActiveFocusChanged: if (activeFocus) { table.focusedRow = row; table.focusedColumn = column }
    onEditingChanged: if (!editing) table.cellEditingEnded()
    function cancel() {
        editing = false
        forceActiveFocus()
    }

    Rectangle { anchors { right: parent.right; top: parent.top; bottom: parent.bottom } width: 1; color: "#dde0e4" }
    Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 1; color: "#dde0e4" }
    Rectangle { anchors.fill: parent; color: "transparent"; border.color: "#c62828"; border.width: 1; visible: cell.invalid }
    Rectangle { anchors.fill: parent; color: "transparent"; border.color: "#1a73e8"; border.width: 2; visible: cell.activeFocus }

    Label {
        id: valueLabel
        objectName: "cellText"
        anchors.fill: parent
        leftPadding: 6; rightPadding: 6
        verticalAlignment: Text.AlignVCenter
        horizontalAlignment: cell.numeric || cell.column === 2 ? Text.AlignRight : Text.AlignLeft
        visible: !cell.editing && cell.kind !== "bool"
        text: cell.value
        elide: Text.ElideRight
        color: cell.invalid ? "#8c1d18" : palette.text
        // The table's font, which it measures its columns with (a monospace font for the ids
        // measured narrower than it drew, and cut them short).
        font: cell.table.textFont
    }
    CheckBox {
        anchors.centerIn: parent
        visible: cell.kind === "bool"
        checked: cell.value === "true"
        onToggled: cell.commit(checked ? "true" : "false")
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        visible: !cell.editing && cell.kind !== "bool"
        onClicked: { cell.table.currentRow = cell.row; cell.forceActiveFocus() }
        onDoubleClicked: { cell.table.currentRow = cell.row; cell.editing = true }
    }
    Keys.onPressed: (event) => {
        event.accepted = true
        switch (event.key) {
        case Qt.Key_F2: case Qt.Key_Return: case Qt.Key_Enter:
            if (kind === "bool") commit(value === "true" ? "false" : "true"); else editing = true
            break
        case Qt.Key_Space:
            if (kind === "bool") commit(value === "true" ? "false" : "true"); else event.accepted = false
            break
        case Qt.Key_Up: table.focusCell(row - 1, column); break
        case Qt.Key_Down: table.focusCell(row + 1, column); break
        case Qt.Key_Left: table.focusCell(row, column - 1); break
        case Qt.Key_Right: table.focusCell(row, column + 1); break
        case Qt.Key_Tab: table.focusNextCell(row, column, 1); break
        case Qt.Key_Backtab: table.focusNextCell(row, column, -1); break
        case Qt.Key_Escape: {
            // Esc on a cell not being edited gives the keyboard back to the map, as Esc in
            // any field does (the tool keys typed next went on to the table).
            if (!MapKeyboard.giveTo(Window.window)) event.accepted = false
            break
        }
        default:
            if (kind !== "bool" && event.text.length === 1 && event.text >= " " && event.text !== "\u007f"
                    && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier))) {
                typed = event.text
                editing = true
            } else {
                event.accepted = false
            }
        }
    }
    // The problem of an invalid cell, else the whole of a text cut short (a capped column).
    // Not while the cell is edited: the mouse area is hidden then and its containsMouse goes
    // stale, which left the tooltip standing over the table after the edit.
    ToolTip.visible: (invalid || valueLabel.truncated) && mouse.containsMouse && !editing
    ToolTip.delay: 300
    ToolTip.text: invalid ? problem : value

    Loader {
        anchors.fill: parent
        active: cell.editing
        sourceComponent: cell.kind === "enum" || cell.kind === "mobility" || cell.kind === "zone" ? choiceEditor : textEditor
        // An editable drop-down's typing goes to its text field, which must hold the focus.
        onLoaded: {
            if (item.popup) cell.keepPopupInView(item)
            item.forceActiveFocus()
            if (item.editable) item.contentItem.forceActiveFocus()
        }
    }
    Component {
        id: textEditor
        TextField {
            id: textField
            objectName: "cellEditor"
            text: cell.value
            selectByMouse: true
            leftPadding: 5
            horizontalAlignment: cell.numeric ? Text.AlignRight : Text.AlignLeft
            validator: cell.kind === "integer" ? intValidator : cell.kind === "number" ? numberValidator : null
            Component.onCompleted: {
                if (cell.typed === "") { selectAll(); return }
                text = cell.typed  // what was typed replaces the value, as in a spreadsheet
                cell.typed = ""
            }
            // Return commits whatever the validator thinks of it: an empty number cell clears
            // it (no arrival turn: the unit sets up at start), which the validator holds to be
            // unfinished and so never `accepted`; the model refuses what it cannot take.
            Keys.onPressed: (event) => { event.accepted = event.key === Qt.Key_Return || event.key === Qt.Key_Enter; if (event.accepted) cell.commitAndMoveDown(textField.text.trim()) }
            Keys.onTabPressed: cell.commitAndTab(text.trim(), 1)
            Keys.onBacktabPressed: cell.commitAndTab(text.trim(), -1)
            onActiveFocusChanged: if (!activeFocus && cell.editing) cell.commit(text.trim())
            Keys.onEscapePressed: cell.cancel()
            // The window's commit before Save / Close / New / Open (EditSession's protocol).
            readonly property bool fieldEdited: activeFocus && text.trim() !== cell.value
            function commitEdit() { cell.commit(text.trim()); cell.forceActiveFocus() }
            function cancelEdit() { cell.cancel() }
            IntValidator {
                id: intValidator
                bottom: cell.minimum !== undefined ? cell.minimum : -2147483647
                top: cell.maximum !== undefined ? cell.maximum : 2147483647
            }
            DoubleValidator {
                id: numberValidator
                bottom: cell.minimum !== undefined ? cell.minimum : -1e9
                top: cell.maximum !== undefined ? cell.maximum : 1e9
                notation: DoubleValidator.StandardNotation
                locale: "C"
            }
        }
    }
    Component {
        id: choiceEditor
        ComboBox {
            objectName: "cellEditor"
            // Zones also take hex lists ("A1:B4"), and on a table X, Y, a shape (rect: [x, y, w, h])
            // or, for arrivals, a point id; an empty entry clears optional cells.
            editable: cell.kind === "zone"
            model: [""].concat(cell.choices)
            implicitContentWidthPolicy: ComboBox.WidestText
            // A typed place (X, Y, a shape) is in no list: nothing is highlighted, so Return
            // on the open list does not pick the empty entry and clear the cell.
            currentIndex: editable ? model.indexOf(cell.value) : Math.max(0, model.indexOf(cell.value))
            Component.onCompleted: {
                if (editable) editText = cell.typed !== "" ? cell.typed : cell.value
                popup.closePolicy = Popup.CloseOnPressOutsideParent  // Escape: Keys below
                // A list that takes typing opens as its text (all of it selected, unless typing
                // opened it): the open list took every key typed (a place typed after a
                // double-click went nowhere, and started on the cell the list kept one letter).
                // Its arrow opens the list, the arrow keys step through the entries.
                if (!editable) popup.open()
                else if (cell.typed === "") contentItem.selectAll()
                if (!editable && cell.typed !== "") typeAhead(cell.typed)
                cell.typed = ""
            }
            // A list that takes no text: the letters typed pick the first entry they begin
            // ("veh" vehicle); Return or Tab takes it. (Taking the one match at once sent the
            // rest of a typed word into the next rows' cells.) A word that begins no entry is
            // handed on as typed, and the table refuses it with its reason: "fire" picked
            // infantry, by its "i", without a word. Backspace takes the last letter back.
            property string searched: ""
            property bool searchedMatches: false
            function typeAhead(text) {
                searched = text === "\b" ? searched.slice(0, -1) : searched + text.toLowerCase()
                const match = model.find((choice) => choice !== "" && choice.toLowerCase().startsWith(searched))
                searchedMatches = searched !== "" && match !== undefined
                if (searchedMatches) currentIndex = model.indexOf(match)
                chosenBy = searched !== "" ? "letters" : ""
            }
            // What chose last: "letters" typed, the "arrows" in the open list, or nothing yet
            // (the entry under the mouse is only hovered: Tab keeps the cell as it was).
            property string chosenBy: ""
            // What Return or Tab takes: the typed text of an editable list, else the entry the
            // letters picked (or the letters themselves when they begin none) or the arrow keys
            // highlighted, else the cell's own value.
            function chosen() {
                if (editable) return editText.trim()
                if (chosenBy === "letters") return searchedMatches ? currentText : searched
                if (chosenBy === "arrows" && popup.visible && highlightedIndex >= 0) return model[highlightedIndex]
                return cell.value
            }
            Keys.onPressed: (event) => {
                if (editable) return
                if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                    cell.commitAndMoveDown(chosen())
                    event.accepted = true
                } else if (event.text.length === 1 && event.text >= " " && event.text !== "\u007f") {
                    typeAhead(event.text)
                    event.accepted = true
                } else if (event.key === Qt.Key_Backspace && chosenBy === "letters") {
                    typeAhead("\b")
                    event.accepted = true
                } else if (event.key === Qt.Key_Up || event.key === Qt.Key_Down) {
                    chosenBy = "arrows"  // the list's own keys move its highlight
                }
            }
            onActivated: (i) => { if (i >= 0) cell.commitAndMoveDown(model[i]) }
            onAccepted: cell.commitAndMoveDown(editText.trim())
            Keys.onTabPressed: cell.commitAndTab(chosen(), 1)
            Keys.onBacktabPressed: cell.commitAndTab(chosen(), -1)
            onActiveFocusChanged: if (!activeFocus && !popup.visible && cell.editing) cell.editing = false
            // Escape on the open list closes the list and leaves the text to type into (it
            // closed the editor, and the Return meant for the typed text reopened it with the
            // empty entry highlighted); Escape again cancels.
            Keys.onEscapePressed: { if (popup.visible) popup.close(); else cell.cancel() }
            readonly property bool fieldEdited: activeFocus && chosen() !== cell.value
            function commitEdit() { if (fieldEdited) cell.commit(chosen()); cell.forceActiveFocus() }
            function cancelEdit() { cell.cancel() }
        }
    }
}
