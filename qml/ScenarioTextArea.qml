// A titled multi-line text field of the scenario panels; commits when it loses focus, so one
// typing session is one undo step.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ColumnLayout {
    id: area
    property string title
    property string value
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
            text: area.value
            wrapMode: TextEdit.Wrap
            selectByMouse: true
            background: Rectangle { color: palette.base; border.color: textArea.activeFocus ? palette.highlight : "#c3c7cc"; radius: 2 }
            onActiveFocusChanged: if (!activeFocus && text !== area.value) area.committed(text)
        }
    }
}
