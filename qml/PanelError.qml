// A panel's refusal of the last edit, in red (or a note on it). It belongs to the document it was said about: it
// clears when another document is opened, made or closed (it stayed over the next document's
// panel, naming a hex that document does not have).
import QtQml
import QtQuick
import QtQuick.Controls

Label {
    id: label
    property var document: null
    // A note on an edit that was taken ("h cut to 4 ..."), not a refusal: not in red.
    property bool note: false
    color: note ? palette.placeholderText : "#b3261e"
    elide: Text.ElideRight
    Connections {
        target: label.document
        function onDocumentChanged() { label.text = "" }
    }
}
