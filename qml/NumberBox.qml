// The editor's spin box: typed digits are taken (editable), validated and committed on Enter
// (which gives the keyboard back to the map), on focus loss and before Save / Close / New /
// Open; Esc puts the stored value back and leaves; the arrows and Up / Down step it. It shows
// `stored` (bind the document's value there) and reports each change as `committed(value)`,
// so that a refused value, or text that is no value in range, springs back to the stored one.
// Same protocol as EditSession (commitEdit, cancelEdit, fieldEdited).
import QtQuick
import QtQuick.Controls
import Sandtable

SpinBox {
    id: box
    property int stored: 0
    readonly property bool fieldEdited: contentItem.activeFocus && contentItem.text !== displayText
    signal committed(int value)
    editable: true
    value: stored
    onStoredChanged: { value = stored; showStored() }
    // Set when the box is gone: an edit of a list rebuilds the panel's rows, this one with them.
    property bool released: false
    Component.onDestruction: released = true
    onValueModified: { const v = value; committed(v); if (!released) value = stored }
    Keys.onReturnPressed: leave(commitEdit)
    Keys.onEnterPressed: leave(commitEdit)
    Keys.onEscapePressed: cancelEdit()
    onActiveFocusChanged: if (!activeFocus && !released) commitEdit()

    // What was typed, as a value in range, or NaN.
    function typedValue() {
        const v = valueFromText(contentItem.text, locale)
        return contentItem.acceptableInput && !isNaN(v) && v >= Math.min(from, to) && v <= Math.max(from, to) ? v : NaN
    }
    function showStored() { contentItem.text = Qt.binding(() => box.displayText) }
    function commitEdit() {
        if (released) return
        const v = contentItem.text === displayText ? value : typedValue()
        if (!isNaN(v) && v !== value) { value = v; valueModified() }
        if (!released) showStored()
    }
    function cancelEdit() { showStored(); leave(null) }
    // As EditSession.leave: commits (when given), then gives the keyboard back to the map.
    function leave(commit) {
        const w = Window.window
        if (commit) commit()
        if (!MapKeyboard.giveTo(w) && !released) contentItem.focus = false
    }
}
