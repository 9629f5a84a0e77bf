// The map's art over the map view (docs/editor.md, Map Art): the picture and the grid drawn
// by MapArtLayer, and a panel at the map's top right with the art's opacity, show/hide,
// outlines, calibration (click a hex's centre on the art, say which hex; arrow keys nudge the
// last anchor), Trace from Art and Proof. Main.qml lays it over the MapView, the same size.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

Item {
    id: root
    property var view
    property var document
    property var scheduler
    // A message for the window's message box (a refusal, a picture that does not read).
    signal message(string text)
    readonly property alias controller: art
    readonly property bool isTable: document ? document.isTable : false

    function chooseImage() { chooser.open() }
    function startTrace() {
        if (!art.fitted) { message(qsTr("Calibrate the art first: give two anchors (Map > Calibrate Art).")); return }
        samplesField.text = art.suggestedSamples()
        traceDialog.open()
    }
    function runProof() { message(art.proof()) }

    MapArtController {
        id: art
        objectName: "mapArtController"
        document: root.document
        scheduler: root.scheduler
    }

    MapArtLayer {
        id: layer
        objectName: "mapArtLayer"
        anchors.fill: parent
        view: root.view
        art: art
        visible: art.hasArt
        focus: art.calibrating
        onPicked: (x, y, place) => {
            anchorDialog.pixelX = x
            anchorDialog.pixelY = y
            placeField.text = place
            anchorDialog.open()
        }
        // Arrow keys move the last anchor by one pixel of the picture (with Shift a tenth).
        Keys.onPressed: (event) => {
            const last = art.anchors.length - 1
            if (!art.calibrating || last < 0) return
            const step = (event.modifiers & Qt.ShiftModifier) ? 0.1 : 1
            const d = event.key === Qt.Key_Left ? Qt.point(-step, 0) : event.key === Qt.Key_Right ? Qt.point(step, 0)
                    : event.key === Qt.Key_Up ? Qt.point(0, -step) : event.key === Qt.Key_Down ? Qt.point(0, step) : null
            if (d === null) return
            art.nudgeAnchor(last, d.x, d.y)
            event.accepted = true
        }
    }

    Pane {
        objectName: "mapArtPanel"
        visible: art.hasArt
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.margins: 6
        padding: 6
        background: Rectangle { color: "#f7f5f0ee"; border.color: "#b8b2a6"; radius: 3 }
        ColumnLayout {
            spacing: 2
            Label { text: qsTr("Map art: %1").arg(art.image); font.bold: true; elide: Text.ElideMiddle; Layout.maximumWidth: 260 }
            Label { visible: art.imageError.length > 0; text: art.imageError; color: "#b00020"; wrapMode: Text.Wrap; Layout.maximumWidth: 260 }
            RowLayout {
                Label { text: qsTr("Opacity") }
                Slider {
                    objectName: "mapArtOpacity"
                    from: 0; to: 1; stepSize: 0.05
                    value: art.opacity
                    onMoved: art.opacity = value
                    Layout.preferredWidth: 140
                }
                Label { text: Math.round(art.opacity * 100) + "%" }
            }
            RowLayout {
                CheckBox { text: qsTr("Show"); checked: art.shown; onToggled: art.shown = checked }
                CheckBox { text: qsTr("Outlines"); checked: art.outlines; onToggled: art.outlines = checked }
            }
            Button {
                objectName: "mapArtCalibrate"
                text: art.calibrating ? qsTr("Done calibrating") : qsTr("Calibrate…")
                checkable: true
                checked: art.calibrating
                onToggled: art.calibrating = checked
                Layout.fillWidth: true
            }
            Label {
                visible: art.calibrating
                text: art.anchors.length < 2
                      ? qsTr("Click the centre of a %1 on the art and say which it is (%2 of 2).").arg(root.isTable ? qsTr("known point") : root.document && root.document.isCards ? qsTr("card") : qsTr("hex")).arg(art.anchors.length)
                      : qsTr("The grid is on the art. A third anchor fits a skewed scan; arrow keys nudge the last one.")
                wrapMode: Text.Wrap
                Layout.maximumWidth: 260
            }
            Repeater {
                model: art.anchors
                RowLayout {
                    id: anchorRow
                    required property var modelData
                    required property int index
                    Label { text: qsTr("%1. %2 at %3, %4").arg(anchorRow.index + 1).arg(anchorRow.modelData.label).arg(anchorRow.modelData.x.toFixed(1)).arg(anchorRow.modelData.y.toFixed(1)); Layout.fillWidth: true }
                }
            }
            Button {
                visible: art.calibrating && art.anchors.length > 0
                text: qsTr("Remove the last anchor")
                onClicked: art.removeAnchor(art.anchors.length - 1)
                Layout.fillWidth: true
            }
            RowLayout {
                visible: !root.isTable
                Button { objectName: "mapArtTrace"; text: qsTr("Trace…"); enabled: art.fitted && !art.busy; onClicked: root.startTrace() }
                Button { objectName: "mapArtProof"; text: qsTr("Proof"); enabled: art.fitted && !art.busy; onClicked: root.runProof() }
                BusyIndicator { running: art.busy; visible: art.busy; Layout.preferredHeight: 28; Layout.preferredWidth: 28 }
            }
            Label { visible: art.status.length > 0; text: art.status; wrapMode: Text.Wrap; Layout.maximumWidth: 260; color: "#444" }
        }
    }

    FileChooser {
        id: chooser
        title: qsTr("Choose the map's art")
        documentPath: root.document ? root.document.filePath : ""
        nameFilters: [qsTr("Pictures (*.png *.jpg *.jpeg)"), qsTr("All files (*)")]
        onAccepted: {
            const error = art.chooseImage(selectedFile)
            if (error.length > 0) root.message(error)
            else art.calibrating = !art.fitted
        }
    }

    Dialog {
        id: anchorDialog
        objectName: "mapArtAnchorDialog"
        property real pixelX
        property real pixelY
        title: qsTr("Anchor the art")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Ok | Dialog.Cancel
        onOpened: placeField.forceActiveFocus()
        onAccepted: {
            const error = art.addAnchor(placeField.text, pixelX, pixelY)
            if (error.length > 0) root.message(error)
            layer.forceActiveFocus()
        }
        onRejected: layer.forceActiveFocus()
        ColumnLayout {
            Label { text: root.isTable ? qsTr("Which point of the table is this (x, y)?") : qsTr("Which %1 has its centre here?").arg(root.document && root.document.isCards ? qsTr("card") : qsTr("hex")) }
            TextField { id: placeField; objectName: "mapArtPlace"; Layout.fillWidth: true; onAccepted: anchorDialog.accept() }
            Label { text: qsTr("Pixel %1, %2 of the picture").arg(anchorDialog.pixelX.toFixed(1)).arg(anchorDialog.pixelY.toFixed(1)); color: "#555" }
        }
    }

    Dialog {
        id: traceDialog
        objectName: "mapArtTraceDialog"
        title: qsTr("Trace from art")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Ok | Dialog.Cancel
        onOpened: samplesField.forceActiveFocus()
        onAccepted: root.message(art.trace(samplesField.text))
        ColumnLayout {
            Label {
                text: qsTr("One sample hex (or a few) of every terrain the map has, as HEX=TERRAIN.\nEmpty: each terrain's look is learnt from the map's own terrain.")
                wrapMode: Text.Wrap
                Layout.maximumWidth: 460
            }
            TextField { id: samplesField; objectName: "mapArtSamples"; Layout.preferredWidth: 460; onAccepted: traceDialog.accept() }
        }
    }
}
