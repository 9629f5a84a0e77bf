// The one commit path of the text fields (ValueField, ScenarioTextArea; NumberBox keeps the
// same protocol): the field shows its stored `value` until it is edited, and what was typed is
// committed, one undo step, when the field loses focus, on Enter in a one-line field, and when
// the window asks before Save, Close, New, Open and closing (the window finds the focused
// field by its commitEdit() and counts its `fieldEdited` as an unsaved change). Esc cancels.
// After a commit the field shows the stored value again: a value the document refused (the
// panel says why, quoting it) or tidied is replaced by what it keeps, so no field ever carries
// text into another document.
import QtQuick
import Sandtable

QtObject {
    id: session
    // The text item edited (TextField, TextArea): its `text` and `activeFocus`.
    required property Item field
    property string value
    // What the field showed when editing began; typed text differs from it.
    property string shown
    readonly property bool edited: field.activeFocus && field.text !== shown
    signal committed(string text)

    onValueChanged: if (!edited) show()
    Component.onCompleted: show()

    // Drops any typed text: the field shows the stored value.
    function show() {
        shown = value
        if (field.text !== value) field.text = value
    }
    // Set when the field is gone: an edit of a list (a side, a zone) rebuilds the panel's
    // rows, the committing one with them, and a row let go has nothing left to show.
    property bool released: false
    Component.onDestruction: released = true

    // Commits the typed text, then shows what the document kept. A released field commits
    // nothing: what it held went in before its row was rebuilt.
    function commit() {
        if (released) return
        const typed = field.text
        if (typed !== shown) {
            shown = typed  // once: the field's focus loss that follows has nothing new
            committed(typed)
        }
        if (!released) show()
    }
    // Runs `commitEdit` (the field's), then gives the keyboard back to the map (the window's
    // focusMap(), MapKeyboard), or lets go of it. The window is looked up first: the commit may release the
    // field.
    function leave(commitEdit) {
        const w = field.Window.window
        if (commitEdit) commitEdit()
        if (!MapKeyboard.giveTo(w) && !released) field.focus = false
    }
}
