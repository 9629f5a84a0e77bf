// A dialog that asks for values and checks them: OK is offered only while `problem` is empty,
// and Enter typed in one of its one-line fields presses OK then, as in any desktop form (a
// designer typed a size, pressed Enter and nothing happened).
import QtQuick
import QtQuick.Controls

Dialog {
    id: dialog
    property string problem: ""
    modal: true
    // The dialog takes the keyboard when it opens, and its form (focus: true) with it: Enter
    // pressed before any field was clicked went nowhere.
    focus: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: standardButton(Dialog.Ok).enabled = Qt.binding(() => dialog.problem.length === 0)

    // For the form's Keys handlers (Keys.onPressed and Keys.onReleased of its layout). A one-line
    // field or a spin box hands Return on, an open list or a multi-line text keeps it. OK is
    // pressed when the key is released: a spin box takes its typed digits only then (Enter
    // made a map of the old size), and a release whose press went to a list is not ours.
    property bool enterHeld: false
    onAboutToShow: enterHeld = false
    function isEnter(event) { return event.key === Qt.Key_Return || event.key === Qt.Key_Enter }
    function formKeyPressed(event) {
        event.accepted = isEnter(event)
        if (event.accepted && !event.isAutoRepeat) enterHeld = true
    }
    function formKeyReleased(event) {
        event.accepted = isEnter(event)
        if (!event.accepted || event.isAutoRepeat || !enterHeld) return
        enterHeld = false
        if (problem.length === 0) accept()
    }
}
