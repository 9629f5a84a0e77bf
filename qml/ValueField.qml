// A one-line field showing a stored `value`; what is typed is committed through EditSession
// (`committed(text)`): on Enter, which gives the keyboard back to the map, on focus loss and
// before Save / Close / New / Open. Esc puts the stored value back and leaves the field.
// Qt puts the cursor after the last character whenever the text is set, which scrolls a value
// longer than the field to its end ("outh-edge" for "south-edge"); while it is not being
// edited, this field shows the start of its value instead.
import QtQuick
import QtQuick.Controls

TextField {
    id: field
    property alias value: session.value
    readonly property alias fieldEdited: session.edited
    signal committed(string text)
    selectByMouse: true
    onTextChanged: if (!activeFocus) cursorPosition = 0
    onActiveFocusChanged: if (!activeFocus) { commitEdit(); cursorPosition = 0 }
    Keys.onReturnPressed: session.leave(commitEdit)
    Keys.onEnterPressed: session.leave(commitEdit)
    Keys.onEscapePressed: cancelEdit()

    EditSession { id: session; field: field; onCommitted: (text) => field.committed(text) }

    // Text a validator does not accept (yet) is no value: the stored one comes back.
    function commitEdit() { if (acceptableInput) session.commit(); else if (!session.released) session.show() }
    function cancelEdit() { session.show(); session.leave() }
}
