// View > Reach Overlay: where to reach from (the selected location, a zone or, on a table, a
// scenario point) and for which mobility; OK shows the reach overlay.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A FormDialog: Enter presses OK, as in the other dialogs (it did nothing here).
FormDialog {
    id: reachDialog
    property var document
    property var view
    title: qsTr("Reach overlay")
    problem: reachFrom.count > 0 ? "" : qsTr("nothing to reach from")
    // A grid reaches from the selected hex only when one is selected (offered with nothing
    // selected, it drew nothing and said nothing); with neither a selection nor a zone
    // there is nothing to reach from, and the dialog says so.
    readonly property bool fromSelection: !reachDialog.document.isTable && reachDialog.view.selectedIndex >= 0
    GridLayout {
        columns: 2
        focus: true  // Enter before any field is clicked presses OK too
        Keys.onPressed: (event) => reachDialog.formKeyPressed(event)
        Keys.onReleased: (event) => reachDialog.formKeyReleased(event)
        Label { text: qsTr("From") }
        // As wide as their longest entry: "the selected hex" was cut to "the selected he".
        // A table reaches from a zone or a scenario point; a grid from the selected hex too.
        ComboBox { id: reachFrom; objectName: "reachFrom"
                   model: reachDialog.document.isTable ? reachDialog.document.zoneIds.concat(reachDialog.document.pointIds)
                        : reachDialog.fromSelection ? [(reachDialog.document.isCards ? qsTr("the selected card (%1)") : qsTr("the selected hex (%1)")).arg(reachDialog.document.labelOf(reachDialog.view.selectedIndex))].concat(reachDialog.document.zoneIds)
                        : reachDialog.document.zoneIds
                   Layout.fillWidth: true
                   implicitContentWidthPolicy: ComboBox.WidestText }
        Label { text: qsTr("Mobility") }
        ComboBox { id: reachMobility; model: reachDialog.document.mobilityClasses; Layout.fillWidth: true
                   implicitContentWidthPolicy: ComboBox.WidestText }
        Label {
            objectName: "reachNothingToReachFrom"
            Layout.columnSpan: 2
            visible: reachFrom.count === 0
            text: reachDialog.document.isTable ? qsTr("Add a zone or a scenario point to reach from.")
                              : qsTr("Select a location on the map (V, then a click) or add a zone to reach from.")
        }
    }
    onAccepted: {
        reachDialog.view.reachZone = reachDialog.document.isTable || !reachDialog.fromSelection || reachFrom.currentIndex > 0 ? reachFrom.currentText : ""
        reachDialog.view.reachMobility = reachMobility.currentText
        reachDialog.view.overlayMode = "reach"
    }
}
