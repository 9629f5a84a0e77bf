// Zones tab: each zone's id (renaming updates its references), edge, hex or card list and size,
// whether the map draws it (the check box by its id), and a button that shows it on the map:
// the zone selected and all of it framed. Painting zones on the map goes through the zone tool.
// On a table a zone is a shape: a rect shows as x, y, w, h fields to type into, an edge band
// as its depth, any other shape as a line ("polygon of 7 points") with a button that makes it
// the rect around it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: tab
    property var editor
    property var view: null  // the map view: which zones it draws, and "Show"
    // Card maps' zones are lists of cards.
    readonly property bool cards: editor.document ? editor.document.isCards : false
    readonly property bool table: editor.isTable
    function number(v) { return Number(v.toFixed(4)).toString() }
    spacing: 6
    RowLayout {
        Button { text: qsTr("Add zone"); onClicked: tab.editor.addZone() }
        Item { Layout.fillWidth: true }
    }
    // Each zone takes two lines, its hexes on the second, so that a long hex list has the
    // panel's whole width.
    ListView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 6
        model: KeyedRows { rows: tab.editor.zones }  // rows keep their delegates (and focus) across edits
        ScrollBar.vertical: ScrollBar {}
        delegate: Frame {
            id: zoneRow
            required property zoneRow modelData
            // The tab's, read once here: the linter warns at each read of the tab's id from
            // a delegate.
            readonly property bool table: tab.table
            readonly property bool cards: tab.cards
            width: ListView.view.width
            GridLayout {
                anchors.fill: parent
                columns: 2
                columnSpacing: 6
                Label { text: qsTr("Id") }
                RowLayout {
                    spacing: 6
                    CheckBox {
                        objectName: "zoneShown_" + zoneRow.modelData.id
                        padding: 0
                        enabled: tab.view !== null
                        checked: tab.view === null || tab.view.hiddenZones.indexOf(zoneRow.modelData.id) < 0
                        onToggled: tab.view.setZoneVisible(zoneRow.modelData.id, checked)
                        ToolTip.visible: hovered; ToolTip.text: qsTr("Draw this zone on the map")
                    }
                    ValueField {
                        Layout.fillWidth: true
                        Layout.maximumWidth: 160
                        objectName: "zoneId"
                        value: zoneRow.modelData.id
                        font.family: "monospace"
                        onCommitted: (text) => zoneRowError.text = tab.editor.renameZone(zoneRow.modelData.id, text)
                    }
                    Label { text: qsTr("Edge") }
                    OptionalChoice {
                        Layout.preferredWidth: 100
                        choices: tab.editor.edges
                        value: zoneRow.modelData.edge
                        onChosen: (edge) => tab.editor.setZoneEdge(zoneRow.modelData.id, edge)
                    }
                    Item { Layout.fillWidth: true }
                    ToolButton {
                        objectName: "zoneShow_" + zoneRow.modelData.id
                        text: qsTr("Show")
                        enabled: tab.view !== null && (zoneRow.table ? zoneRow.modelData.shapeKind !== "" : zoneRow.modelData.first >= 0)
                        onClicked: tab.view.showZone(zoneRow.modelData.id)
                        ToolTip.visible: hovered; ToolTip.text: qsTr("Select the zone and show all of it")
                    }
                    ToolButton { text: "\u2715"; onClicked: tab.editor.removeZone(zoneRow.modelData.id)
                                 ToolTip.visible: hovered; ToolTip.text: qsTr("Remove zone") }
                }
                Label { text: zoneRow.cards ? qsTr("Cards") : qsTr("Hexes"); visible: !zoneRow.table }
                RowLayout {
                    visible: !zoneRow.table
                    spacing: 6
                    ValueField {
                        Layout.fillWidth: true
                        objectName: "zoneHexes"
                        value: zoneRow.modelData.hexes
                        placeholderText: zoneRow.modelData.edge ? qsTr("the whole %1 edge").arg(zoneRow.modelData.edge) : qsTr("e.g. A1:C4, F5")
                        onCommitted: (text) => zoneRowError.text = tab.editor.setZoneHexes(zoneRow.modelData.id, text)
                    }
                    Label {
                        Layout.preferredWidth: 72  // the fields of every zone end at the same place
                        horizontalAlignment: Text.AlignRight
                        text: (zoneRow.cards ? qsTr("%1 cards") : qsTr("%1 hexes")).arg(zoneRow.modelData.size)
                        color: palette.placeholderText
                    }
                }
                Label { text: qsTr("Shape"); visible: zoneRow.table }
                // A rect: its corner and size, each typed value setting the whole rect. A corner
                // moved so far that the rect would run off the table cuts its size (said under
                // the fields); a value that would put it off the table otherwise (a negative one
                // too) is refused: the field shows the stored value again and the reason is said
                // under the fields.
                ColumnLayout {
                    visible: zoneRow.table && zoneRow.modelData.shapeKind === "rect"
                    spacing: 2
                    RowLayout {
                        objectName: "zoneRect"
                        spacing: 4
                        Repeater {
                            model: ["x", "y", "w", "h"]
                            RowLayout {
                                required property string modelData
                                spacing: 2
                                Label { text: parent.modelData; color: palette.placeholderText }
                                ValueField {
                                    objectName: "zoneRect_" + parent.modelData
                                    Layout.preferredWidth: 56
                                    value: tab.number(zoneRow.modelData[parent.modelData])
                                    validator: DoubleValidator { notation: DoubleValidator.StandardNotation; locale: "C" }
                                    onCommitted: (text) => {
                                        const r = zoneRow.modelData
                                        if (Number(text) === r[parent.modelData]) return
                                        const said = tab.editor.setZoneRectField(r.id, parent.modelData, Number(text))
                                        rectError.note = said.error === ""
                                        rectError.text = said.error !== "" ? said.error : said.note
                                    }
                                }
                            }
                        }
                        Item { Layout.fillWidth: true }
                    }
                    PanelError {
                        id: rectError
                        objectName: "zoneRectError"
                        document: tab.editor.document
                        Layout.fillWidth: true
                        visible: text !== ""
                        elide: Text.ElideNone
                        wrapMode: Text.Wrap
                    }
                }
                // An edge band: its depth.
                RowLayout {
                    visible: zoneRow.table && zoneRow.modelData.shapeKind === "edge"
                    spacing: 6
                    Label { text: zoneRow.modelData.shape; elide: Text.ElideRight; Layout.fillWidth: true }
                    Label { text: qsTr("Depth") }
                    ValueField {
                        objectName: "zoneDepth"
                        Layout.preferredWidth: 56
                        value: zoneRow.modelData.shapeKind === "edge" ? tab.number(zoneRow.modelData.depth) : ""
                        validator: DoubleValidator { bottom: 0; notation: DoubleValidator.StandardNotation; locale: "C" }
                        onCommitted: (text) => { if (Number(text) !== zoneRow.modelData.depth) zoneRowError.text = tab.editor.setZoneDepth(zoneRow.modelData.id, Number(text)) }
                    }
                }
                // Any other shape: what it is, and the rect around it on offer.
                RowLayout {
                    visible: zoneRow.table && zoneRow.modelData.shapeKind !== "rect" && zoneRow.modelData.shapeKind !== "edge"
                    spacing: 6
                    Label {
                        objectName: "zoneShape"
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                        text: zoneRow.modelData.shape ? zoneRow.modelData.shape : qsTr("no shape yet")
                    }
                    Button {
                        text: qsTr("Make rect")
                        enabled: zoneRow.modelData.hasBounds
                        onClicked: {
                            const r = zoneRow.modelData
                            zoneRowError.text = tab.editor.setZoneRect(r.id, r.bx, r.by, r.bw, r.bh)
                        }
                        ToolTip.visible: hovered; ToolTip.text: qsTr("Replace the shape by the rectangle around it")
                    }
                }
                // A refused edit of this zone, under its fields (it stood at the top of the tab,
                // away from the field, which the docs did not say).
                PanelError {
                    id: zoneRowError
                    objectName: "zoneRowError"  // no document: the row goes with its document
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    visible: text !== ""
                    elide: Text.ElideNone
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
