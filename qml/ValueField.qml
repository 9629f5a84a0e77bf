// A one-line field showing a stored value. Qt puts the cursor after the last character whenever
// the text is set, which scrolls a value longer than the field to its end ("outh-edge" for
// "south-edge"); while it is not being edited, this field shows the start of its value instead.
import QtQuick
import QtQuick.Controls

TextField {
    selectByMouse: true
    onTextChanged: if (!activeFocus) cursorPosition = 0
    onActiveFocusChanged: if (!activeFocus) cursorPosition = 0
}
