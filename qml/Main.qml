// The editor window: menus, tool bar, tool palette, map, inspector, issues and status bar.
import QtQml
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ApplicationWindow {
    id: window
    // No larger than the screen: a 1280x800 laptop would lose the side panel and status bar.
    width: Math.min(1400, Screen.desktopAvailableWidth)
    height: Math.min(900, Screen.desktopAvailableHeight)
    visible: true
    title: appDocument.title

    property var doc: appDocument

    ValidationScheduler { id: validation; document: doc }
    DocumentExports { id: exports; document: doc }
    property bool closeConfirmed: false
    // What to do after the unsaved-changes prompt is answered: "close", "new", "open:<path>".
    property string pendingAction: ""

    function runPending() {
        const action = pendingAction
        pendingAction = ""
        if (action === "close") { closeConfirmed = true; window.close() }
        else if (action === "new") newMapDialog.open()
        else if (action === "open") openDialog.open()
        else if (action === "newScenario") newScenarioDialog.open()
        else if (action === "closeDocument") doc.close()
        else if (action === "importTiled") tiledDialog.open()
        else if (action.startsWith("open:")) showResult(doc.open(action.substring(5)))
    }
    // Runs `action` now, or after asking about unsaved changes.
    function guarded(action) {
        commitField()
        pendingAction = action
        if (doc.modified) unsavedDialog.open()
        else runPending()
    }
    // Shows a tab of the scenario panel in the side panel, by its key (ScenarioPanel.tabKeys).
    function showScenarioTab(key) {
        sideTabs.currentIndex = 1
        scenarioPanel.showTab(key)
    }
    // The OOB table, where it is (the panel's tab or below the map), at a cell.
    function showOobCell(side, row, column) {
        if (!scenarioPanel.oobBelowMap) showScenarioTab("oob")
        const panel = scenarioPanel.oobBelowMap ? oobDock : scenarioPanel.oobTab
        panel.showCell(side, row, column)
    }
    // The keyboard (docs/editor.md): the map has it at start, after a click on it and when a
    // field is left with Enter or Esc. The field being edited (the
    // focused item, or its nearest ancestor with commitEdit(): ValueField, ScenarioTextArea,
    // NumberBox, an OOB cell editor) is committed before Save, Close, New, Open and closing,
    // and its typed text counts as an unsaved change.
    function focusMap() { mapView.forceActiveFocus() }
    // The tool keys act unless the keyboard is in something that takes typing (a text field, a
    // spin box's digits, an OOB cell: every key typed there is its own) or in a menu or dialog.
    // After a click on a button, a tab or a menu command they act at once: a designer pressed T
    // after a panel's button had taken the keyboard and the next clicks made objectives.
    function takesTyping(item) {
        for (let i = item; i; i = i.parent) {
            if (i.takesTyping === true) return true  // an OOB cell: typing on it edits it
            if (i.cursorPosition !== undefined && i.readOnly === false) return true  // TextInput, TextEdit
        }
        return false
    }
    function inPopup(item) {
        const overlay = window.Overlay.overlay
        for (let i = item; i; i = i.parent) if (i === overlay) return true
        return false
    }
    readonly property bool toolKeysAct: doc.hasMap && activeFocusItem !== null
                                        && !takesTyping(activeFocusItem) && !inPopup(activeFocusItem)
    // Ctrl+Y redoes too, as in most editors (Edit > Redo's key here is Ctrl+Shift+Z); not while
    // a field takes typing, whose own text those keys undo and redo.
    Shortcut {
        sequence: "Ctrl+Y"
        enabled: window.doc.canRedo && !window.takesTyping(window.activeFocusItem)
        onActivated: window.doc.redo()
    }
    // The room below the map for its dock (the LOS panel, the legends): the LOS panel's whenever
    // a map is open, empty or not. Every panel the dock shows is made no taller (the legends lay
    // their entries out in columns, the elevation profile sits beside the line's text), so a
    // panel coming or going changes nothing on the map, wherever the mouse is: room that came
    // under the pointer hid the bottom row, or moved the hexes when the map refitted, and clicks
    // aimed at hexes landed on others (walks 5, 7 and 9). A panel ever taller still gets its room
    // rather than covering the map.
    readonly property real dockNeeds: mapDock.visible ? mapDock.height + 2 * mapDock.anchors.margins : 0
    readonly property real dockReserve: doc.hasMap ? losPanel.implicitHeight + 2 * mapDock.anchors.margins : 0
    readonly property real dockRoom: Math.max(dockReserve, dockNeeds)
    function fitMap() { mapView.fitToWindow() }
    function fieldOf(item) {
        for (let i = item; i; i = i.parent) if (typeof i.commitEdit === "function") return i
        return null
    }
    readonly property Item editedField: fieldOf(activeFocusItem)
    function commitField() { if (editedField) editedField.commitEdit() }
    Binding { target: doc; property: "fieldEdited"; value: window.editedField !== null && window.editedField.fieldEdited === true }
    Connections {
        target: doc
        function onCommitFieldRequested() { window.commitField() }
        // A field belongs to its document: another one opened shows its own values.
        function onDocumentChanged() {
            if (window.editedField) window.editedField.cancelEdit(); else if (doc.hasMap) window.focusMap()
        }
        // A message about the document that was open ("Pack written to …") goes with it.
        function onDocumentReplaced() {
            errorDialog.close()
            losPanel.hideProfile()  // the last line's profile goes with its document
        }
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
        commitField()
        if (doc.modified && !closeConfirmed) {
            close.accepted = false
            guarded("close")
        }
    }

    Component.onCompleted: {
        focusMap()
        if (offerRecovery && doc.recoveryFiles.length > 0) recoveryDialog.open()
    }

    menuBar: MenuBar {
        EditorMenu {
            objectName: "fileMenu"
            title: qsTr("&File")
            Action { text: qsTr("&New Map…"); shortcut: StandardKey.New; onTriggered: window.guarded("new") }
            // A map's unsaved edits are saved with the new scenario; a scenario's would be left behind.
            Action { text: qsTr("New &Scenario for This Map…"); enabled: doc.hasMap; onTriggered: doc.hasScenario ? window.guarded("newScenario") : newScenarioDialog.open() }
            Action { text: qsTr("&Open…"); shortcut: StandardKey.Open; onTriggered: window.guarded("open") }
            EditorMenu {
                id: recentMenu
                objectName: "recentMenu"
                title: qsTr("Open &Recent")
                enabled: doc.recentFiles.length > 0
                Instantiator {
                    model: doc.recentFiles
                    delegate: EditorMenuItem {
                        required property string modelData
                        text: modelData
                        // The menus close first, and the file opens after: opening reorders
                        // this list, and the item taken out while it was being triggered left
                        // File and Open Recent open on the new document (walk 11).
                        onTriggered: {
                            const path = modelData
                            recentMenu.dismiss()
                            Qt.callLater(() => window.guarded("open:" + path))
                        }
                    }
                    onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                }
            }
            MenuSeparator {}
            Action { text: qsTr("&Import Tiled Map…"); onTriggered: window.guarded("importTiled") }
            Action { text: qsTr("Import &Order of Battle (CSV)…"); enabled: doc.hasScenario; onTriggered: oobDialog.open() }
            Action { text: qsTr("Export Scenario &Pack…"); enabled: doc.hasScenario; onTriggered: packDialog.open() }
            Action { text: qsTr("Export Map &Image…"); enabled: doc.hasMap; onTriggered: imageDialog.open() }
            MenuSeparator {}
            Action { text: qsTr("&Save"); shortcut: StandardKey.Save; enabled: doc.hasMap; onTriggered: window.saveDocument() }
            Action { text: qsTr("Save &As…"); shortcut: StandardKey.SaveAs; enabled: doc.hasMap; onTriggered: saveDialog.open() }
            Action { text: qsTr("&Close"); shortcut: StandardKey.Close; enabled: doc.hasMap; onTriggered: window.guarded("closeDocument") }
            MenuSeparator {}
            Action { text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: window.close() }
        }
        EditorMenu {
            id: editMenu
            title: qsTr("&Edit")
            Action { text: doc.canUndo ? qsTr("&Undo %1").arg(doc.undoText) : qsTr("&Undo"); shortcut: StandardKey.Undo; enabled: doc.canUndo; onTriggered: doc.undo() }
            Action { text: doc.canRedo ? qsTr("&Redo %1").arg(doc.redoText) : qsTr("&Redo"); shortcut: StandardKey.Redo; enabled: doc.canRedo; onTriggered: doc.redo() }
            MenuSeparator {}
            EditorMenu {
                id: historyMenu
                title: qsTr("&History")
                enabled: doc.undoHistory.length > 1
                Instantiator {
                    model: doc.undoHistory
                    delegate: EditorMenuItem {
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
        EditorMenu {
            title: qsTr("&View")
            Action { text: qsTr("Zoom &In"); shortcut: StandardKey.ZoomIn; onTriggered: mapView.zoomBy(1.25) }
            Action { text: qsTr("Zoom &Out"); shortcut: StandardKey.ZoomOut; onTriggered: mapView.zoomBy(0.8) }
            Action { text: qsTr("&Fit to Window"); shortcut: "Ctrl+0"; onTriggered: window.fitMap() }
            MenuSeparator {}
            Action { text: qsTr("No &Overlay"); checkable: true; checked: mapView.overlayMode === "none"; onTriggered: mapView.overlayMode = "none" }
            Action { text: doc.isTable ? qsTr("&Viewshed from the LOS Point") : qsTr("&Viewshed from Selected Hex"); shortcut: "Ctrl+Shift+V"; checkable: true; checked: mapView.overlayMode === "viewshed"; onTriggered: mapView.overlayMode = "viewshed" }
            Action { text: qsTr("&Reach Overlay…"); shortcut: "Ctrl+Shift+R"; checkable: true; checked: mapView.overlayMode === "reach"; onTriggered: reachDialog.open() }
            MenuSeparator {}
            // The OOB in a dock of its own below the map, as wide as the map and the side panel's
            // room: the scenario panel's OOB tab then points there.
            Action { text: qsTr("Order of &Battle Below the Map"); checkable: true; enabled: window.doc.hasScenario
                     checked: scenarioPanel.oobBelowMap; onTriggered: scenarioPanel.oobBelowMap = checked }
            // Unticked without art (a greyed tick read as art shown).
            Action { text: qsTr("Show &Art"); enabled: mapArt.controller.hasArt; checkable: true; checked: mapArt.controller.hasArt && mapArt.controller.shown; onTriggered: mapArt.controller.shown = checked }
            Action { text: qsTr("Terrain as Out&lines over the Art"); enabled: mapArt.controller.hasArt; checkable: true; checked: mapArt.controller.hasArt && mapArt.controller.outlines; onTriggered: mapArt.controller.outlines = checked }
        }
        EditorMenu {
            title: qsTr("&Map")
            Repeater {
                model: toolPalette.tools
                EditorMenuItem {
                    required property var modelData
                    text: modelData.name
                    shortcut: modelData.key
                    checkable: true
                    checked: mapView.tool === modelData.id
                    onTriggered: mapView.tool = modelData.id
                }
            }
            MenuSeparator {}
            EditorMenuItem { text: qsTr("Map &Properties…"); enabled: doc.hasMap; onTriggered: mapPropertiesDialog.open() }
            MenuSeparator {}
            Action { text: qsTr("Map &Art…"); enabled: window.doc.hasMap; onTriggered: mapArt.chooseImage() }
            Action { text: qsTr("&Calibrate Art"); enabled: mapArt.controller.hasArt; checkable: true; checked: mapArt.controller.calibrating; onTriggered: mapArt.controller.calibrating = checked }
            Action { text: qsTr("&Trace from Art…"); enabled: mapArt.controller.fitted && !window.doc.isTable; onTriggered: mapArt.startTrace() }
            Action { text: qsTr("Pr&oof Against Art"); enabled: mapArt.controller.fitted && !window.doc.isTable; onTriggered: mapArt.runProof() }
        }
        EditorMenu {
            objectName: "scenarioMenu"
            title: qsTr("&Scenario")
            Repeater {
                model: scenarioPanel.tabNames
                EditorMenuItem {
                    required property int index
                    required property string modelData
                    objectName: "scenarioMenu" + index
                    text: modelData
                    enabled: doc.hasScenario
                    // Scenario points are a table's only (as the panel's Points tab).
                    visible: scenarioPanel.tabKeys[index] !== "points" || doc.isTable
                    height: visible ? implicitHeight : 0
                    onTriggered: window.showScenarioTab(scenarioPanel.tabKeys[index])
                }
            }
        }
        EditorMenu {
            title: qsTr("Va&lidate")
            Action { text: qsTr("&Validate Now"); shortcut: "F5"; onTriggered: validation.validateNow() }
            EditorMenuItem { text: qsTr("Show &Issues"); onTriggered: issues.visible = true }
        }
        EditorMenu {
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
            ToolButton { text: qsTr("Fit"); onClicked: window.fitMap() }
            Item { Layout.fillWidth: true }
            Label { text: doc.hasMap ? doc.rulesetName : ""; color: "#555"; rightPadding: 8 }
        }
    }

    footer: StatusBar {
        // What the tool has to say (how to use it, the tape's going, how to close a polygon) follows.
        hoverText: mapView.hoverText.length > 0 && mapView.toolStatus.length > 0 ? mapView.hoverText + "    " + mapView.toolStatus
                                                                                 : mapView.hoverText + mapView.toolStatus
        zoom: mapView.zoom
        modified: doc.modified
        renderer: mapView.softwareRendering ? qsTr("software") : qsTr("GPU")
        errors: validation.errors
        warnings: validation.warnings
        checking: validation.running
        locationWord: doc.isTable ? qsTr("point") : doc.isCards ? qsTr("card") : qsTr("hex")
    }

    SplitView {
        anchors.fill: parent
        orientation: Qt.Horizontal

        ToolPalette {
            id: toolPalette  // not "palette": the menus and the window have a palette property that hid it
            SplitView.preferredWidth: 210
            SplitView.minimumWidth: 170
            view: mapView
            document: doc
            keysAct: window.toolKeysAct
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
                    // A table scenario's places go to the scenario editor, one undo step each.
                    onTablePointPicked: (tool, x, y) => {
                        const error = tool === "objective" ? scenarioPanel.editor.addObjectiveAt(x, y)
                                    : scenarioPanel.editor.addTablePoint(toolPalette.pointKind, toolPalette.pointSide, x, y)
                        if (error.length > 0) window.showResult(error)
                    }
                    onTableAreaDrawn: (x, y, w, h) => {
                        if (toolPalette.zone.length === 0) { window.showResult(qsTr("Add a zone on the Zones tab first, then draw it.")); return }
                        const error = scenarioPanel.editor.setZoneRect(toolPalette.zone, x, y, w, h)
                        if (error.length > 0) window.showResult(error)
                    }
                    onTableZoneOutlined: (corners) => {
                        if (toolPalette.zone.length === 0) { window.showResult(qsTr("Add a zone on the Zones tab first, then draw it.")); return }
                        const error = scenarioPanel.editor.setZonePolygon(toolPalette.zone, corners)
                        if (error.length > 0) window.showResult(error)
                    }
                    onZonePainted: (locations, erase) => {
                        if (doc.hasScenario && toolPalette.zone.length > 0) scenarioPanel.editor.paintZone(toolPalette.zone, locations, erase)
                    }
                    // The LOS panel and the overlay legend dock below the map, never over it (a
                    // map is more often short of width than of height). When they come and go
                    // the view refits only if it was at Fit and the mouse is elsewhere
                    // (MapView::geometryChange, docs/editor.md "Panels and the view").
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: window.dockRoom
                    document: doc
                    focus: true
                    visible: doc.hasMap
                    // A frame while the tool keys act: it goes while a field has the keyboard,
                    // so that a designer sees that the keys typed are the field's.
                    Rectangle {
                        objectName: "mapKeyboardFrame"
                        anchors.fill: parent
                        color: "transparent"
                        border.color: palette.highlight
                        border.width: 2
                        visible: window.toolKeysAct
                    }
                    // The tape's total length, on the map beside its last point.
                    Label {
                        objectName: "tapeLength"
                        visible: mapView.tapeLength.length > 0
                        text: mapView.tapeLength
                        x: mapView.tapeEndX + 10
                        y: mapView.tapeEndY - height - 6
                        padding: 3
                        font.bold: true
                        background: Rectangle { color: "#f0ffffff"; border.color: "#141414"; radius: 3 }
                    }
                }
                MapArt {
                    id: mapArt
                    anchors.fill: mapView
                    view: mapView
                    document: window.doc
                    scheduler: validation
                    visible: window.doc.hasMap
                    onMessage: (text) => window.showResult(text)
                }
                // The dock's empty stretches look like the map's background: a click there gives
                // the map the keyboard, as a click on the map does (tool keys did nothing after).
                MouseArea {
                    objectName: "mapDockBackground"
                    anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                    height: window.dockRoom
                    visible: window.doc.hasMap
                    onPressed: (mouse) => { window.focusMap(); mouse.accepted = true }
                }
                // The dock's room with nothing in it says what comes there (an empty band read
                // as a fault).
                Label {
                    objectName: "mapDockHint"
                    anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                    height: window.dockRoom
                    visible: window.doc.hasMap && !mapDock.visible && window.dockRoom > 0
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("The line of sight (T) and the overlays' legends show here.")
                    color: "#8a857b"
                }
                RowLayout {
                    id: mapDock
                    objectName: "mapDock"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 4
                    spacing: 4
                    // Not from the children's visible: theirs is false while the dock is hidden.
                    readonly property bool showsLos: doc.hasMap && mapView.tool === "los"
                    readonly property bool showsLegend: doc.hasMap && mapView.overlayMode !== "none"
                    readonly property bool showsZones: doc.hasMap && mapView.zoneLegend.length > 0
                    // The zones' legend gives way where the dock is too narrow for it beside the
                    // LOS panel and an overlay's legend (the zones are named on the map too).
                    readonly property bool roomForZones:
                        width - (showsLos ? losPanel.leastWidth + spacing : 0)
                        - (showsLegend ? legend.implicitWidth + spacing : 0) >= zoneLegend.implicitWidth
                    visible: showsLos || showsLegend || showsZones
                    LosPanel {
                        id: losPanel
                        objectName: "losPanel"
                        view: mapView
                        onAddAssertion: (from, to, expect) => {
                            if (!doc.hasScenario) { window.showResult(qsTr("Designer assertions belong to a scenario: open one to add this line.")); return }
                            scenarioPanel.editor.addLosCheck(from, to, expect)
                            window.showScenarioTab("checks")  // where the new assertion is listed
                        }
                        onAddTableAssertion: (x1, y1, x2, y2, expect) => {
                            if (!doc.hasScenario) { window.showResult(qsTr("Designer assertions belong to a scenario: open one to add this line.")); return }
                            const error = scenarioPanel.editor.addTableLosCheck(x1, y1, x2, y2, expect)
                            if (error !== "") { window.showResult(error); return }
                            window.showScenarioTab("checks")  // where the new assertion is listed
                        }
                        visible: mapDock.showsLos
                        Layout.fillWidth: true
                        Layout.minimumWidth: leastWidth
                        Layout.alignment: Qt.AlignBottom
                    }
                    Item { Layout.fillWidth: true; visible: !mapDock.showsLos }  // the legend alone keeps right
                    ZoneLegend {
                        id: zoneLegend
                        view: mapView
                        visible: mapDock.showsZones && mapDock.roomForZones
                        Layout.alignment: Qt.AlignBottom
                    }
                    OverlayLegend {
                        id: legend
                        view: mapView
                        visible: mapDock.showsLegend
                        Layout.alignment: Qt.AlignBottom
                    }
                }
                LoadErrors {
                    anchors.fill: parent
                    visible: !doc.hasMap
                    errors: doc.loadErrors
                    onNewMap: window.guarded("new")
                    onOpenFile: window.guarded("open")
                }
            }
            // View > Order of Battle Below the Map: the map refits above it (when it was at Fit).
            OobPanel {
                id: oobDock
                objectName: "oobDock"
                visible: window.doc.hasScenario && scenarioPanel.oobBelowMap
                SplitView.preferredHeight: 300
                SplitView.minimumHeight: 140
                belowMap: true
                margins: 8  // as the side panel's pages
                document: window.doc
                issues: validation.issues
                sides: scenarioPanel.editor.sides
                onMoveRequested: (below) => { scenarioPanel.oobBelowMap = below; if (!below) window.showScenarioTab("oob") }
            }
            IssuesPanel {
                id: issues
                objectName: "issuesPanel"
                SplitView.preferredHeight: 150
                errors: doc.loadErrors
                hasDocument: window.doc.hasMap
                scheduler: validation
                view: mapView
                onOobCellActivated: (side, row, column) => window.showOobCell(side, row, column)
            }
        }

        ColumnLayout {
            SplitView.preferredWidth: doc.hasScenario ? 430 : 270
            SplitView.minimumWidth: 220
            spacing: 0
            TabBar {
                id: sideTabs
                objectName: "sideTabs"
                Layout.fillWidth: true
                visible: doc.hasScenario
                TabButton { text: qsTr("Inspector") }
                TabButton { objectName: "scenarioTab"; text: qsTr("Scenario") }
            }
            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: doc.hasScenario ? sideTabs.currentIndex : 0
                Item {
                    Inspector {
                        anchors.fill: parent
                        visible: !doc.isTable
                        document: doc
                        index: mapView.selectedIndex
                    }
                    TableInspector {
                        objectName: "tableInspector"
                        anchors.fill: parent
                        visible: doc.isTable
                        document: doc
                        view: mapView
                    }
                }
                ScenarioPanel {
                    id: scenarioPanel
                    objectName: "scenarioPanel"
                    document: doc
                    issues: validation.issues
                    view: mapView
                    onLocateRequested: (index) => { mapView.selectedIndex = index; mapView.centerOn(index) }
                }
            }
        }
    }

    NewMapDialog {
        id: newMapDialog
        objectName: "newMapDialog"
        document: doc
        anchors.centerIn: parent
    }

    MapPropertiesDialog {
        id: mapPropertiesDialog
        objectName: "mapPropertiesDialog"
        document: doc
        anchors.centerIn: parent
    }

    NewScenarioDialog {
        id: newScenarioDialog
        objectName: "newScenarioDialog"
        document: doc
        anchors.centerIn: parent
        onCreated: window.showScenarioTab("scenario")
    }

    // Every file dialog is a FileChooser (Qt's file dialog): typed absolute and relative paths,
    // the document's folder, a suggested name, Save that saves and asks before overwriting.
    FileChooser {
        id: openDialog
        title: qsTr("Open a map or scenario")
        documentPath: doc.filePath
        nameFilters: [qsTr("Sandtable documents (*.yaml *.yml)"), qsTr("All files (*)")]
        onAccepted: window.showResult(doc.open(selectedFile))
    }

    FileChooser {
        id: saveDialog
        title: doc.hasScenario ? qsTr("Save the scenario as") : qsTr("Save the map as")
        saving: true
        documentPath: doc.filePath
        suggestedSuffix: doc.hasScenario ? ".scenario.yaml" : ".map.yaml"
        untitledName: window.doc.mapId  // a new map has no file yet (a new scenario always has one)
        nameFilters: doc.hasScenario ? [qsTr("Sandtable scenarios (*.scenario.yaml)")] : [qsTr("Sandtable maps (*.map.yaml)")]
        onAccepted: {
            window.showResult(doc.saveAs(selectedFile))
            if (!doc.modified && window.pendingAction.length > 0) window.runPending()
        }
    }

    ReachDialog {
        id: reachDialog
        objectName: "reachDialog"
        anchors.centerIn: parent
        document: window.doc
        view: mapView
    }

    Dialog {
        id: packDialog
        title: qsTr("Export scenario pack")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Ok | Dialog.Cancel
        ColumnLayout {
            Label {
                text: qsTr("Validation: %1").arg(validation.summary)
                color: validation.errors > 0 ? "#b00020" : "#1b5e20"
                font.bold: true
            }
            Label { visible: validation.errors > 0; text: qsTr("A pack with errors is refused unless you force it; the failure is recorded in its manifest.") ; wrapMode: Text.Wrap; Layout.maximumWidth: 480 }
            CheckBox { id: forcePack; visible: validation.errors > 0; text: qsTr("Export anyway (force)") }
            Label { visible: doc.modified; text: qsTr("Unsaved changes are included."); color: "#a04000" }
        }
        onAccepted: packFileDialog.open()
    }

    FileChooser {
        id: packFileDialog
        title: qsTr("Save the scenario pack as")
        saving: true
        documentPath: doc.filePath
        suggestedSuffix: ".stpack"
        nameFilters: [qsTr("Scenario packs (*.stpack)")]
        onAccepted: {
            const error = exports.exportPack(selectedFile, forcePack.checked)
            window.showResult(error.length > 0 ? error : qsTr("Pack written to %1").arg(selectedFile))
        }
    }

    FileChooser {
        id: imageDialog
        title: qsTr("Export the map image")
        saving: true
        documentPath: doc.filePath
        suggestedSuffix: ".png"
        untitledName: window.doc.mapId
        nameFilters: [qsTr("PNG image (*.png)"), qsTr("SVG drawing (*.svg)"), qsTr("PDF print proof (*.pdf)")]
        onAccepted: window.showResult(exports.exportImage(selectedFile))
    }

    FileChooser {
        id: tiledDialog
        title: qsTr("Import a Tiled map")
        documentPath: doc.filePath
        nameFilters: [qsTr("Tiled maps (*.tmx *.tmj *.json)")]
        onAccepted: importTiledDialog.openFor(selectedFile)
    }

    FileChooser {
        id: oobDialog
        title: qsTr("Import an order-of-battle table")
        documentPath: doc.filePath
        nameFilters: [qsTr("CSV tables (*.csv)")]
        onAccepted: oobSideDialog.open()
    }

    Dialog {
        id: oobSideDialog
        title: qsTr("Merge the table into which side?")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Ok | Dialog.Cancel
        ComboBox { id: oobSide; model: doc.sideIds; implicitContentWidthPolicy: ComboBox.WidestText }
        onAccepted: window.showResult(exports.importOob(oobDialog.selectedFile, oobSide.currentText))
    }

    ImportTiledDialog { id: importTiledDialog; document: doc; anchors.centerIn: parent }

    Dialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        title: qsTr("Unsaved changes")
        anchors.centerIn: parent
        modal: true
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        // A width of its own: sized by its content, the dialog's implicit width and its button
        // row's fed each other (a binding loop at every change of the document's name).
        width: Math.min(480, window.width - 40)
        Label {
            objectName: "unsavedQuestion"
            // Names the files Save would change: the map file when only the map was edited.
            text: {
                const files = unsavedDialog.visible ? doc.unsavedFileNames() : []
                const what = files.length > 0 ? files.join(qsTr(" and ")) : doc.displayName
                return (files.length > 1 ? qsTr("%1 have changes that are not saved.\nSave them before going on?")
                                         : qsTr("%1 has changes that are not saved.\nSave them before going on?")).arg(what)
            }
            wrapMode: Text.Wrap
        }
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
        width: Math.min(640, window.width - 40)  // as the unsaved-changes dialog's, for the same reason
        Label {
            wrapMode: Text.Wrap
            objectName: "recoveryQuestion"
            width: recoveryDialog.availableWidth
            text: {
                const found = []
                for (const f of doc.recoveryFiles) found.push("\u2022 " + doc.recoveryDescription(f))
                return qsTr("Sandtable was closed without saving. Unsaved work was found for:\n%1\nOpen the most recent (the first)? Discard throws all of it away.")
                           .arg(found.join("\n"))
            }
        }
        onAccepted: window.showResult(doc.recover(doc.recoveryFiles[0]))
        onDiscarded: { for (const f of doc.recoveryFiles) doc.discardRecovery(f); close() }
    }

    Dialog {
        id: errorDialog
        objectName: "messageDialog"
        property alias text: errorLabel.text
        title: qsTr("Sandtable")
        anchors.centerIn: parent
        modal: true
        // It takes the keyboard: Enter or Esc dismisses it, and no key reaches the window
        // behind it (Ctrl+O opened another document under a stale "Pack written" box).
        focus: true
        standardButtons: Dialog.Ok
        // A width of its own, as the unsaved-changes dialog's: sized by its text, its implicit
        // width and its button row's fed each other (a binding loop at every message).
        width: Math.min(740, window.width - 40)
        onOpened: errorLabel.forceActiveFocus()
        Label {
            id: errorLabel
            objectName: "messageText"
            wrapMode: Text.Wrap
            width: errorDialog.availableWidth
            // The window's shortcuts (Ctrl+O, tool keys) are not for it while it shows: taking
            // their override makes them plain keys here, which it ignores.
            Keys.onShortcutOverride: (event) => { event.accepted = event.key !== Qt.Key_Escape }
            Keys.onReturnPressed: errorDialog.accept()
            Keys.onEnterPressed: errorDialog.accept()
        }
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
