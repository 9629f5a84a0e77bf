// A cell of OobTable: shows its value; double-click or F2 opens the editor its kind asks for
// (drop-down for enum / mobility / zone, validated field for numbers, check box for bool).
import QtQuick
import QtQuick.Controls

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
    readonly property bool invalid: problem.length > 0
    readonly property bool numeric: kind === "integer" || kind === "number"
    objectName: "cell-" + row + "-" + column
    implicitHeight: 28
    color: invalid ? "#fbe4e2" : table.currentRow === row ? "#dce8f7" : row % 2 ? "#f6f7f9" : "#ffffff"

    function commit(text) {
        editing = false
        if (text !== value) model.setCell(row, column, text)
    }

    Rectangle { anchors { right: parent.right; top: parent.top; bottom: parent.bottom } width: 1; color: "#dde0e4" }
    Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 1; color: "#dde0e4" }
    Rectangle { anchors.fill: parent; color: "transparent"; border.color: "#c62828"; border.width: 1; visible: cell.invalid }

    Label {
        anchors.fill: parent
        leftPadding: 6; rightPadding: 6
        verticalAlignment: Text.AlignVCenter
        horizontalAlignment: cell.numeric || cell.column === 2 ? Text.AlignRight : Text.AlignLeft
        visible: !cell.editing && cell.kind !== "bool"
        text: cell.value
        elide: Text.ElideRight
        color: cell.invalid ? "#8c1d18" : palette.text
        font.family: cell.column === 0 ? "monospace" : Qt.application.font.family
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
        if (event.key === Qt.Key_F2 || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) { editing = true; event.accepted = true }
    }
    ToolTip.visible: invalid && mouse.containsMouse
    ToolTip.delay: 300
    ToolTip.text: problem

    Loader {
        anchors.fill: parent
        active: cell.editing
        sourceComponent: cell.kind === "enum" || cell.kind === "mobility" || cell.kind === "zone" ? choiceEditor : textEditor
        onLoaded: item.forceActiveFocus()
    }
    Component {
        id: textEditor
        TextField {
            objectName: "cellEditor"
            text: cell.value
            selectByMouse: true
            leftPadding: 5
            horizontalAlignment: cell.numeric ? Text.AlignRight : Text.AlignLeft
            validator: cell.kind === "integer" ? intValidator : cell.kind === "number" ? numberValidator : null
            Component.onCompleted: selectAll()
            onAccepted: cell.commit(text.trim())
            onActiveFocusChanged: if (!activeFocus && cell.editing) cell.commit(text.trim())
            Keys.onEscapePressed: cell.editing = false
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
            // Zones also take hex lists ("A1:B4"); an empty entry clears optional cells.
            editable: cell.kind === "zone"
            model: [""].concat(cell.choices)
            currentIndex: Math.max(0, model.indexOf(cell.value))
            Component.onCompleted: { if (editable) editText = cell.value; popup.open() }
            onActivated: (i) => cell.commit(model[i])
            onAccepted: cell.commit(editText.trim())
            onActiveFocusChanged: if (!activeFocus && !popup.visible && cell.editing) cell.editing = false
            Keys.onEscapePressed: cell.editing = false
        }
    }
}
