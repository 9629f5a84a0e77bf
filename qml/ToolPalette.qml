// The tool palette: tools (hex, card or table set), brush radius, and what the tool puts down.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

Pane {
    id: toolPane  // not "palette": inside a delegate that name is the item's own palette property
    property var view
    property var document
    // What a palette list shows: the entry chosen while the open document has it, else its first
    // (a choice made on one document never reaches into another).
    function choiceIn(list, chosen) { return list.indexOf(chosen) >= 0 ? chosen : (list.length > 0 ? list[0] : "") }
    readonly property bool cards: document && document.isCards
    readonly property bool table: document && document.isTable
    // The map kind's tools from the one registry (editor/tool_registry.cpp): id, name, key and
    // the settings the palette shows for each; a table scenario adds its places.
    readonly property string kind: table ? "table" : cards ? "cards" : "hex"
    readonly property var tools: ToolRegistry.tools(kind, document.hasScenario)
    readonly property var toolSettings: ToolRegistry.settingsOf(view.tool, kind)
    function shows(setting) { return toolSettings.indexOf(setting) >= 0 }
    // What the point tool places: a kind the ruleset's game has (the first until one is
    // chosen), and the side of a kind that has one (a hot spot belongs to no side).
    property string chosenPointKind: ""
    readonly property string pointKind: choiceIn(document.pointKinds, chosenPointKind)
    property string chosenPointSide: ""
    readonly property string pointSide: choiceIn(document.sideIds, chosenPointSide)
    // The zone the zone painter paints (scenario documents).
    property string chosenZone: ""
    readonly property string zone: choiceIn(document.zoneIds, chosenZone)

    // Whether the tool keys act (the window sets its toolKeysAct: not while a field has the
    // keyboard, a key typed into a field is the field's); on its own, while the map has it.
    property bool keysAct: view ? view.activeFocus : false
    // A tool key gives the map the keyboard too: the arrow keys and Del then act on the map.
    function keyTool(id) {
        view.tool = id
        view.forceActiveFocus()
    }
    // Keyboard shortcuts for every tool, and [ ] for the brush radius.
    Repeater {
        model: toolPane.tools
        Item {
            required property var modelData
            Shortcut { sequence: modelData.key; enabled: toolPane.keysAct; onActivated: toolPane.keyTool(modelData.id) }
        }
    }
    // On a table [ and ] rotate the selection (the map view takes them).
    Shortcut { sequence: "["; enabled: !toolPane.table && toolPane.keysAct; onActivated: view.brushRadius = Math.max(0, view.brushRadius - 1) }
    Shortcut { sequence: "]"; enabled: !toolPane.table && toolPane.keysAct; onActivated: view.brushRadius = Math.min(3, view.brushRadius + 1) }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        Label { text: qsTr("Tools"); font.bold: true }
        ButtonGroup { id: toolGroup }
        Repeater {
            model: toolPane.tools
            Button {
                required property var modelData
                objectName: "tool-" + modelData.id
                Layout.fillWidth: true
                text: modelData.name + "  (" + modelData.key + ")"
                checkable: true
                checked: document.hasMap && view.tool === modelData.id  // none lit with no map open
                enabled: document.hasMap
                ButtonGroup.group: toolGroup
                onClicked: view.tool = modelData.id
            }
        }
        // The terrain list comes right below the tools and every tool's own options below
        // it: choosing a tool whose options show (the Line tool's Width, the brush's radius)
        // leaves each terrain row where it was, so the next click lands on the one aimed at.
        Label { text: qsTr("Terrain"); font.bold: true; visible: toolPane.shows("terrain") }
        ListView {
            id: terrainList
            objectName: "terrainList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            visible: toolPane.shows("terrain")
            model: document.terrainTypes
            currentIndex: view.terrain
            delegate: ItemDelegate {
                required property var modelData
                required property int index
                width: terrainList.width
                highlighted: index === view.terrain
                onClicked: view.terrain = index
                contentItem: RowLayout {
                    Rectangle { width: 18; height: 18; color: modelData.color; border.color: "#555" }
                    Label { text: modelData.name; Layout.fillWidth: true; elide: Text.ElideRight }
                }
            }
        }
        Label { text: qsTr("Brush radius: %1  ([ ])").arg(view.brushRadius); visible: toolPane.shows("brush") }
        Slider {
            objectName: "brushRadius"
            Layout.fillWidth: true
            visible: toolPane.shows("brush")
            from: 0; to: 3; stepSize: 1; snapMode: Slider.SnapAlways
            value: view.brushRadius
            onMoved: view.brushRadius = value
        }
        Label { text: qsTr("Level"); visible: toolPane.shows("level") }
        NumberBox {
            objectName: "levelValue"
            visible: toolPane.shows("level")
            from: document.levelMin; to: document.levelMax
            stored: view.levelValue
            onCommitted: (v) => view.levelValue = v
        }
        Label { text: qsTr("Feature"); visible: toolPane.shows("feature") }
        ComboBox {
            Layout.fillWidth: true
            visible: toolPane.shows("feature")
            model: document.hexsideFeatures
            textRole: "name"
            currentIndex: view.feature
            onActivated: (i) => view.feature = i
        }
        Label { text: qsTr("Marker"); visible: toolPane.shows("marker") }
        ComboBox {
            Layout.fillWidth: true
            visible: toolPane.shows("marker")
            model: document.markerTypes
            textRole: "name"
            currentIndex: view.marker
            onActivated: (i) => view.marker = i
        }
        Label { text: toolPane.table ? qsTr("Zone to draw") : qsTr("Zone (Shift erases)"); visible: toolPane.shows("zone") }
        ComboBox {
            objectName: "zoneChoice"
            Layout.fillWidth: true
            visible: toolPane.shows("zone")
            model: document.zoneIds
            currentIndex: model.indexOf(toolPane.zone)
            onActivated: toolPane.chosenZone = currentText
        }
        Label { text: qsTr("Open a scenario to paint its zones."); visible: toolPane.shows("zone") && !document.hasScenario; wrapMode: Text.Wrap; Layout.fillWidth: true }
        CheckBox {
            visible: toolPane.shows("border")
            text: qsTr("Hill card's border")
            checked: view.hillBorder
            onToggled: view.hillBorder = checked
        }
        Label { text: qsTr("Kind"); visible: toolPane.shows("pointKind") }
        ComboBox {
            objectName: "pointKind"
            Layout.fillWidth: true
            visible: toolPane.shows("pointKind")
            model: document.pointKinds
            currentIndex: Math.max(0, model.indexOf(toolPane.pointKind))
            onActivated: toolPane.chosenPointKind = currentText
        }
        Label { text: qsTr("Side"); visible: toolPane.shows("pointSide") && toolPane.pointKind !== "hot-spot" }
        ComboBox {
            objectName: "pointSide"
            Layout.fillWidth: true
            visible: toolPane.shows("pointSide") && toolPane.pointKind !== "hot-spot"
            model: document.sideIds
            currentIndex: model.indexOf(toolPane.pointSide)
            onActivated: toolPane.chosenPointSide = currentText
        }
        Label { text: qsTr("Width (0: the terrain's)"); visible: toolPane.shows("lineWidth") }
        NumberBox {
            objectName: "lineWidth"
            visible: toolPane.shows("lineWidth")
            // Quarters of a unit: the spin box counts them (typed widths are rounded to quarters).
            from: 0; to: 48; stepSize: 1
            stored: Math.round(view.lineWidth * 4)
            textFromValue: (v) => (v / 4).toString()
            valueFromText: (t) => Math.round(parseFloat(t) * 4)
            validator: DoubleValidator { bottom: 0; top: 12; notation: DoubleValidator.StandardNotation; locale: "C" }
            onCommitted: (v) => view.lineWidth = v / 4
        }
        Label { text: qsTr("Going for"); visible: toolPane.shows("tapeMobility") }
        ComboBox {
            objectName: "tapeMobility"
            Layout.fillWidth: true
            visible: toolPane.shows("tapeMobility")
            model: document.mobilityClasses
            // The tape's own mobility: the reach overlay keeps its own.
            currentIndex: Math.max(0, model.indexOf(view.tapeMobility))
            onActivated: (i) => view.tapeMobility = textAt(i)
        }
        Label {
            visible: toolPane.shows("selectHelp")
            text: qsTr("Shift-click or drag a band to select more. Arrows move by ¼ (Shift: 1), [ ] rotate 15°, Ctrl+D duplicates, Del deletes, PgUp/PgDn bring to front/send to back. Alt draws without snapping.")
            wrapMode: Text.Wrap; Layout.fillWidth: true; color: "#555"; font.pixelSize: 11
        }
        Item { Layout.fillHeight: true; visible: !terrainList.visible }
    }
}
