// The editor window: menus, tool bar, tool palette, map, inspector, issues and status bar.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Sandtable

ApplicationWindow {
    id: window
    width: 1400
    height: 900
    visible: true
    title: appDocument.title

    property var doc: appDocument
    property bool closeConfirmed: false
    // What to do after the unsaved-changes prompt is answered: "close", "new", "open:<path>".
    property string pendingAction: ""

    function runPending() {
        const action = pendingAction
        pendingAction = ""
        if (action === "close") { closeConfirmed = true; window.close() }
        else if (action === "new") newMapDialog.open()
        else if (action === "open") openDialog.open()
        else if (action === "closeDocument") doc.close()
        else if (action.startsWith("open:")) showResult(doc.open(action.substring(5)))
    }
    // Runs `action` now, or after asking about unsaved changes.
    function guarded(action) {
        pendingAction = action
        if (doc.modified) unsavedDialog.open()
        else runPending()
    }
    function showResult(message) {
        if (message && message.length > 0) { errorDialog.text = message; errorDialog.open() }
    }
    function saveDocument() {
        if (doc.filePath.length === 0) { saveDialog.open(); return false }
        const error = doc.save()
        showResult(error)
        return error.length === 0
    }

    onClosing: (close) => {
        if (doc.modified && !closeConfirmed) {
            close.accepted = false
            guarded("close")
        }
    }

    Component.onCompleted: {
        if (offerRecovery && doc.recoveryFiles.length > 0) recoveryDialog.open()
    }

    menuBar: MenuBar {
        Menu {
            title: qsTr("&File")
            Action { text: qsTr("&New Map…"); shortcut: StandardKey.New; onTriggered: window.guarded("new") }
            Action { text: qsTr("&Open…"); shortcut: StandardKey.Open; onTriggered: window.guarded("open") }
            Menu {
                id: recentMenu
                title: qsTr("Open &Recent")
                enabled: doc.recentFiles.length > 0
                Instantiator {
                    model: doc.recentFiles
                    delegate: MenuItem {
                        required property string modelData
                        text: modelData
                        onTriggered: window.guarded("open:" + modelData)
                    }
                    onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                }
            }
            MenuSeparator {}
            Action { text: qsTr("&Save"); shortcut: StandardKey.Save; enabled: doc.hasMap; onTriggered: window.saveDocument() }
            Action { text: qsTr("Save &As…"); shortcut: StandardKey.SaveAs; enabled: doc.hasMap; onTriggered: saveDialog.open() }
            Action { text: qsTr("&Close"); shortcut: StandardKey.Close; enabled: doc.hasMap; onTriggered: window.guarded("closeDocument") }
            MenuSeparator {}
            Action { text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: window.close() }
        }
        Menu {
            id: editMenu
            title: qsTr("&Edit")
            Action { text: doc.canUndo ? qsTr("&Undo %1").arg(doc.undoText) : qsTr("&Undo"); shortcut: StandardKey.Undo; enabled: doc.canUndo; onTriggered: doc.undo() }
            Action { text: doc.canRedo ? qsTr("&Redo %1").arg(doc.redoText) : qsTr("&Redo"); shortcut: StandardKey.Redo; enabled: doc.canRedo; onTriggered: doc.redo() }
            MenuSeparator {}
            Menu {
                id: historyMenu
                title: qsTr("&History")
                enabled: doc.undoHistory.length > 1
                Instantiator {
                    model: doc.undoHistory
                    delegate: MenuItem {
                        required property int index
                        required property string modelData
                        text: (index === doc.undoIndex ? "● " : "   ") + modelData
                        onTriggered: doc.undoTo(index)
                    }
                    onObjectAdded: (index, object) => historyMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => historyMenu.removeItem(object)
                }
            }
        }
        Menu {
            title: qsTr("&View")
            Action { text: qsTr("Zoom &In"); shortcut: StandardKey.ZoomIn; onTriggered: mapView.zoomBy(1.25) }
            Action { text: qsTr("Zoom &Out"); shortcut: StandardKey.ZoomOut; onTriggered: mapView.zoomBy(0.8) }
            Action { text: qsTr("&Fit to Window"); shortcut: "Ctrl+0"; onTriggered: mapView.fitToWindow() }
        }
        Menu {
            title: qsTr("&Map")
            Repeater {
                model: palette.tools
                MenuItem {
                    required property var modelData
                    text: modelData.name + "\t" + modelData.key
                    checkable: true
                    checked: mapView.tool === modelData.id
                    onTriggered: mapView.tool = modelData.id
                }
            }
        }
        Menu {
            title: qsTr("&Scenario")
            MenuItem { text: qsTr("Scenario panels arrive with scenario authoring"); enabled: false }
        }
        Menu {
            title: qsTr("Va&lidate")
            MenuItem { text: qsTr("Show &Issues"); onTriggered: issues.visible = true }
        }
        Menu {
            title: qsTr("&Help")
            Action { text: qsTr("&About Sandtable"); onTriggered: aboutDialog.open() }
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 2
            ToolButton { text: qsTr("New"); onClicked: window.guarded("new"); ToolTip.text: qsTr("New map (Ctrl+N)"); ToolTip.visible: hovered }
            ToolButton { text: qsTr("Open"); onClicked: window.guarded("open"); ToolTip.text: qsTr("Open (Ctrl+O)"); ToolTip.visible: hovered }
            ToolButton { text: qsTr("Save"); enabled: doc.hasMap; onClicked: window.saveDocument(); ToolTip.text: qsTr("Save (Ctrl+S)"); ToolTip.visible: hovered }
            ToolSeparator {}
            ToolButton { text: qsTr("Undo"); enabled: doc.canUndo; onClicked: doc.undo(); ToolTip.text: doc.undoText; ToolTip.visible: hovered && doc.canUndo }
            ToolButton { text: qsTr("Redo"); enabled: doc.canRedo; onClicked: doc.redo(); ToolTip.text: doc.redoText; ToolTip.visible: hovered && doc.canRedo }
            ToolSeparator {}
            ToolButton { text: qsTr("Zoom −"); onClicked: mapView.zoomBy(0.8) }
            ToolButton { text: qsTr("Zoom +"); onClicked: mapView.zoomBy(1.25) }
            ToolButton { text: qsTr("Fit"); onClicked: mapView.fitToWindow() }
            Item { Layout.fillWidth: true }
            Label { text: doc.hasMap ? doc.rulesetName : ""; color: "#555"; rightPadding: 8 }
        }
    }

    footer: StatusBar {
        hoverText: mapView.hoverText
        zoom: mapView.zoom
        modified: doc.modified
        renderer: mapView.softwareRendering ? qsTr("software") : qsTr("GPU")
        locationWord: doc.isCards ? qsTr("card") : qsTr("hex")
    }

    SplitView {
        anchors.fill: parent
        orientation: Qt.Horizontal

        ToolPalette {
            id: palette
            SplitView.preferredWidth: 210
            SplitView.minimumWidth: 170
            view: mapView
            document: doc
        }

        SplitView {
            orientation: Qt.Vertical
            SplitView.fillWidth: true

            Rectangle {
                SplitView.fillHeight: true
                color: "#d9d6cf"
                MapView {
                    id: mapView
                    objectName: "mapView"
                    anchors.fill: parent
                    document: doc
                    focus: true
                    visible: doc.hasMap
                }
                LoadErrors {
                    anchors.fill: parent
                    visible: !doc.hasMap
                    errors: doc.loadErrors
                    onNewMap: window.guarded("new")
                    onOpenFile: window.guarded("open")
                }
            }
            IssuesPanel {
                id: issues
                SplitView.preferredHeight: 130
                errors: doc.loadErrors
            }
        }

        Inspector {
            SplitView.preferredWidth: 260
            SplitView.minimumWidth: 200
            document: doc
            index: mapView.selectedIndex
        }
    }

    NewMapDialog {
        id: newMapDialog
        document: doc
        anchors.centerIn: parent
    }

    FileDialog {
        id: openDialog
        title: qsTr("Open a map or scenario")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Sandtable documents (*.yaml *.yml)"), qsTr("All files (*)")]
        onAccepted: window.showResult(doc.open(selectedFile))
    }

    FileDialog {
        id: saveDialog
        title: qsTr("Save the map as")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("Sandtable maps (*.map.yaml)")]
        onAccepted: {
            window.showResult(doc.saveAs(selectedFile))
            if (!doc.modified && window.pendingAction.length > 0) window.runPending()
        }
    }

    Dialog {
        id: unsavedDialog
        title: qsTr("Unsaved changes")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        Label { text: qsTr("%1 has changes that are not saved.\nSave them before going on?").arg(doc.displayName) }
        onAccepted: { if (window.saveDocument()) window.runPending() }
        onDiscarded: {
            close()
            // Closing the window drops the changes for good, recovery file included.
            if (window.pendingAction === "close") doc.close()
            window.runPending()
        }
        onRejected: window.pendingAction = ""
    }

    Dialog {
        id: recoveryDialog
        title: qsTr("Recover unsaved work?")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Open | Dialog.Discard | Dialog.Cancel
        Label {
            text: qsTr("Sandtable was closed without saving. %n recovery file(s) were found:\n%1\nOpen the most recent one?", "", doc.recoveryFiles.length)
                      .arg(doc.recoveryFiles.join("\n"))
        }
        onAccepted: window.showResult(doc.recover(doc.recoveryFiles[0]))
        onDiscarded: { for (const f of doc.recoveryFiles) doc.discardRecovery(f); close() }
    }

    Dialog {
        id: errorDialog
        property alias text: errorLabel.text
        title: qsTr("Sandtable")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Ok
        Label { id: errorLabel; wrapMode: Text.Wrap; width: Math.min(700, window.width - 100) }
    }

    Dialog {
        id: aboutDialog
        title: qsTr("About Sandtable")
        anchors.centerIn: parent
        standardButtons: Dialog.Ok
        Label { text: qsTr("Sandtable — scenario and map editor for tactical wargames.") }
    }

    Connections {
        target: doc
        function onErrorOccurred(message) { window.showResult(message) }
    }
}
