// A panel's refusal of the last edit, in red. It belongs to the document it was said about: it
// clears when another document is opened, made or closed (it stayed over the next document's
// panel, naming a hex that document does not have).
import QtQml
import QtQuick
import QtQuick.Controls

Label {
    id: label
    property var document: null
    color: "#b3261e"
    elide: Text.ElideRight
    Connections {
        target: label.document
        function onDocumentChanged() { label.text = "" }
    }
}
