// A titled multi-line text field of the scenario panels. What is typed is committed through
// EditSession (`committed(text)`) when the field loses focus and before Save / Close / New /
// Open, so one typing session is one undo step. Enter starts a new line; Esc commits and gives
// the keyboard back to the map (a paragraph is not thrown away by one key).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: area
    property string title
    property alias value: session.value
    property alias placeholderText: textArea.placeholderText
    property alias textArea: textArea
    signal committed(string text)
    spacing: 2
    Label { text: area.title; font.bold: true; visible: area.title !== "" }
    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 70
        TextArea {
            id: textArea
            readonly property alias fieldEdited: session.edited
            wrapMode: TextEdit.Wrap
            selectByMouse: true
            background: Rectangle { color: palette.base; border.color: textArea.activeFocus ? palette.highlight : "#c3c7cc"; radius: 2 }
            onActiveFocusChanged: if (!activeFocus) session.commit()
            Keys.onEscapePressed: session.leave(session.commit)
            function commitEdit() { session.commit() }
            function cancelEdit() { session.show(); session.leave() }
            EditSession { id: session; field: textArea; onCommitted: (text) => area.committed(text) }
        }
    }
}
