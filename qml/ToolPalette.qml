// The tool palette: tools (hex, card or table set), brush radius, and what the tool puts down.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: palette
    property var view
    property var document
    // What a palette list shows: the entry chosen while the open document has it, else its first
    // (a choice made on one document never reaches into another).
    function choiceIn(list, chosen) { return list.indexOf(chosen) >= 0 ? chosen : (list.length > 0 ? list[0] : "") }
    readonly property bool cards: document && document.isCards
    readonly property var hexTools: [
        {id: "select", name: qsTr("Select"), key: "V"},
        {id: "terrain", name: qsTr("Terrain brush"), key: "B"},
        {id: "fill", name: qsTr("Flood fill"), key: "G"},
        {id: "raise", name: qsTr("Raise ground"), key: "R"},
        {id: "lower", name: qsTr("Lower ground"), key: "L"},
        {id: "level", name: qsTr("Set level"), key: "K"},
        {id: "hexside", name: qsTr("Hexside feature"), key: "S"},
        {id: "road", name: qsTr("Road"), key: "D"},
        {id: "objective", name: qsTr("Objective"), key: "O"},
        {id: "marker", name: qsTr("Marker"), key: "M"},
        {id: "eraser", name: qsTr("Eraser"), key: "E"},
        {id: "los", name: qsTr("Line of sight"), key: "T"},
        {id: "zone", name: qsTr("Zone painter"), key: "Z"}]
    readonly property var cardTools: [
        {id: "select", name: qsTr("Select"), key: "V"},
        {id: "terrain", name: qsTr("Card terrain"), key: "B"},
        {id: "border", name: qsTr("Border light/dark"), key: "X"},
        {id: "hill", name: qsTr("Hill card"), key: "H"},
        {id: "marker", name: qsTr("Marker"), key: "M"},
        {id: "eraser", name: qsTr("Eraser"), key: "E"},
        {id: "los", name: qsTr("Line of sight"), key: "T"},
        {id: "zone", name: qsTr("Zone painter"), key: "Z"}]
    // Tables: the keys of the selection are in the Select tool's tooltip and docs/editor.md.
    readonly property var tableTools: [
        {id: "select", name: qsTr("Select / move"), key: "V"},
        {id: "polygon", name: qsTr("Polygon"), key: "P"},
        {id: "polyline", name: qsTr("Line (road, wall)"), key: "L"},
        {id: "circle", name: qsTr("Circle"), key: "C"},
        {id: "rect", name: qsTr("Rectangle"), key: "R"},
        {id: "vertex", name: qsTr("Edit corners"), key: "E"},
        {id: "tape", name: qsTr("Measuring tape"), key: "M"},
        {id: "los", name: qsTr("Line of sight"), key: "T"}]
    // A table scenario's places: zones drawn as rectangles or polygons, objectives and points by a click.
    readonly property var tableScenarioTools: [
        {id: "zone", name: qsTr("Zone (drag)"), key: "Z"},
        {id: "zone-polygon", name: qsTr("Zone (polygon)"), key: "Y"},
        {id: "objective", name: qsTr("Objective"), key: "O"},
        {id: "point", name: qsTr("Scenario point"), key: "K"}]
    readonly property bool table: document && document.isTable
    readonly property var tools: table ? tableTools.concat(document.hasScenario ? tableScenarioTools : [])
                                       : cards ? cardTools : hexTools
    // What the point tool places: a kind the ruleset's game has (the first until one is
    // chosen), and the side of a kind that has one (a hot spot belongs to no side).
    property string chosenPointKind: ""
    readonly property string pointKind: choiceIn(document.pointKinds, chosenPointKind)
    property string chosenPointSide: ""
    readonly property string pointSide: choiceIn(document.sideIds, chosenPointSide)
    readonly property bool drawTool: table && ["polygon", "polyline", "circle", "rect"].indexOf(view.tool) >= 0
    readonly property bool brushTool: ["terrain", "raise", "lower", "level", "eraser", "zone"].indexOf(view.tool) >= 0 && !cards && !table
    // The zone the zone painter paints (scenario documents).
    property string chosenZone: ""
    readonly property string zone: choiceIn(document.zoneIds, chosenZone)

    // Keyboard shortcuts for every tool, and [ ] for the brush radius.
    Repeater {
        model: palette.tools
        Item {
            required property var modelData
            // Only while the map has the keyboard: a key typed into a field is the field's.
            Shortcut { sequence: modelData.key; enabled: document.hasMap && view.activeFocus; onActivated: view.tool = modelData.id }
        }
    }
    // On a table [ and ] rotate the selection (the map view takes them).
    Shortcut { sequence: "["; enabled: !palette.table && view.activeFocus; onActivated: view.brushRadius = Math.max(0, view.brushRadius - 1) }
    Shortcut { sequence: "]"; enabled: !palette.table && view.activeFocus; onActivated: view.brushRadius = Math.min(3, view.brushRadius + 1) }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        Label { text: qsTr("Tools"); font.bold: true }
        ButtonGroup { id: toolGroup }
        Repeater {
            model: palette.tools
            Button {
                required property var modelData
                objectName: "tool-" + modelData.id
                Layout.fillWidth: true
                text: modelData.name + "  (" + modelData.key + ")"
                checkable: true
                checked: view.tool === modelData.id
                enabled: document.hasMap
                ButtonGroup.group: toolGroup
                onClicked: view.tool = modelData.id
            }
        }
        Label { text: qsTr("Brush radius: %1  ([ ])").arg(view.brushRadius); visible: palette.brushTool }
        Slider {
            objectName: "brushRadius"
            Layout.fillWidth: true
            visible: palette.brushTool
            from: 0; to: 3; stepSize: 1; snapMode: Slider.SnapAlways
            value: view.brushRadius
            onMoved: view.brushRadius = value
        }
        Label { text: qsTr("Level"); visible: view.tool === "level" }
        NumberBox {
            objectName: "levelValue"
            visible: view.tool === "level"
            from: document.levelMin; to: document.levelMax
            stored: view.levelValue
            onCommitted: (v) => view.levelValue = v
        }
        Label { text: qsTr("Feature"); visible: view.tool === "hexside" }
        ComboBox {
            Layout.fillWidth: true
            visible: view.tool === "hexside"
            model: document.hexsideFeatures
            textRole: "name"
            currentIndex: view.feature
            onActivated: (i) => view.feature = i
        }
        Label { text: qsTr("Marker"); visible: view.tool === "marker" }
        ComboBox {
            Layout.fillWidth: true
            visible: view.tool === "marker"
            model: document.markerTypes
            textRole: "name"
            currentIndex: view.marker
            onActivated: (i) => view.marker = i
        }
        Label { text: palette.table ? qsTr("Zone to draw") : qsTr("Zone (Shift erases)"); visible: view.tool === "zone" || view.tool === "zone-polygon" }
        ComboBox {
            objectName: "zoneChoice"
            Layout.fillWidth: true
            visible: view.tool === "zone" || view.tool === "zone-polygon"
            model: document.zoneIds
            currentIndex: model.indexOf(palette.zone)
            onActivated: palette.chosenZone = currentText
        }
        Label { text: qsTr("Open a scenario to paint its zones."); visible: view.tool === "zone" && !document.hasScenario; wrapMode: Text.Wrap; Layout.fillWidth: true }
        CheckBox {
            visible: view.tool === "border"
            text: qsTr("Hill card's border")
            checked: view.hillBorder
            onToggled: view.hillBorder = checked
        }
        Label { text: qsTr("Kind"); visible: palette.table && view.tool === "point" }
        ComboBox {
            objectName: "pointKind"
            Layout.fillWidth: true
            visible: palette.table && view.tool === "point"
            model: document.pointKinds
            currentIndex: Math.max(0, model.indexOf(palette.pointKind))
            onActivated: palette.chosenPointKind = currentText
        }
        Label { text: qsTr("Side"); visible: palette.table && view.tool === "point" && palette.pointKind !== "hot-spot" }
        ComboBox {
            objectName: "pointSide"
            Layout.fillWidth: true
            visible: palette.table && view.tool === "point" && palette.pointKind !== "hot-spot"
            model: document.sideIds
            currentIndex: model.indexOf(palette.pointSide)
            onActivated: palette.chosenPointSide = currentText
        }
        Label { text: qsTr("Width (0: the terrain's)"); visible: palette.table && view.tool === "polyline" }
        NumberBox {
            objectName: "lineWidth"
            visible: palette.table && view.tool === "polyline"
            // Quarters of a unit: the spin box counts them (typed widths are rounded to quarters).
            from: 0; to: 48; stepSize: 1
            stored: Math.round(view.lineWidth * 4)
            textFromValue: (v) => (v / 4).toString()
            valueFromText: (t) => Math.round(parseFloat(t) * 4)
            validator: DoubleValidator { bottom: 0; top: 12; notation: DoubleValidator.StandardNotation; locale: "C" }
            onCommitted: (v) => view.lineWidth = v / 4
        }
        Label { text: qsTr("Going for"); visible: palette.table && view.tool === "tape" }
        ComboBox {
            objectName: "tapeMobility"
            Layout.fillWidth: true
            visible: palette.table && view.tool === "tape"
            model: document.mobilityClasses
            onActivated: view.reachMobility = currentText
        }
        Label {
            visible: palette.table && view.tool === "select"
            text: qsTr("Shift-click or drag a band to select more. Arrows move by ¼ (Shift: 1), [ ] rotate 15°, Ctrl+D duplicates, Del deletes, PgUp/PgDn bring to front/send to back. Alt draws without snapping.")
            wrapMode: Text.Wrap; Layout.fillWidth: true; color: "#555"; font.pixelSize: 11
        }
        Label { text: qsTr("Terrain"); font.bold: true; visible: view.tool === "terrain" || view.tool === "fill" || palette.drawTool }
        ListView {
            id: terrainList
            objectName: "terrainList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            visible: view.tool === "terrain" || view.tool === "fill" || palette.drawTool
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
        Item { Layout.fillHeight: true; visible: !terrainList.visible }
    }
}
