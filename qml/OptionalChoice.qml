// A choice among ids where the empty value means "none": the list names that entry too
// (a blank first row read as a broken list), and the box reports the value, not the label.
import QtQuick
import QtQuick.Controls

ComboBox {
    id: box
    // The choices after the empty one, and the value stored now.
    property var choices: []
    property string value: ""
    property string noneText: qsTr("(none)")
    signal chosen(string value)

    model: {
        const rows = [{ value: "", label: box.noneText }]
        for (const c of box.choices) rows.push({ value: c, label: c })
        return rows
    }
    textRole: "label"
    valueRole: "value"
    // Looked up in `choices` so the binding runs again when a new list resets the box.
    currentIndex: box.value === "" ? 0 : box.choices.indexOf(box.value) + 1
    onActivated: box.chosen(box.currentValue)
}
