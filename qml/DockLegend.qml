// A legend docked below the map (the zones', an overlay's): its title (and a summary beside it)
// over swatches laid out three to a column, as many columns as there are entries for. Its height
// is the same however many entries it has, and within the room the window keeps below the map
// for the LOS panel: a legend that grew a row per entry or two took the map's bottom rows when it
// came with the pointer on the map (the reach legend after its dialog's OK; walk 9).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: legend
    property string title
    property string summary
    // Each entry: {label, color, outlined}; an outlined swatch is a tinted fill in a border of
    // the colour (the zones' look on the map), the others a fill of the colour (the overlays').
    property var entries: []
    readonly property int entriesPerColumn: 3
    padding: 6
    background: Rectangle { color: "#f7f5f0ee"; border.color: "#b8b2a6"; radius: 3 }
    ColumnLayout {
        spacing: 2
        RowLayout {
            spacing: 10
            Label { text: legend.title; font.bold: true }
            // Cut short where the dock is narrow (the whole in its tooltip).
            Label {
                id: summaryLabel
                text: legend.summary
                color: "#555"
                visible: text.length > 0
                elide: Text.ElideRight
                Layout.fillWidth: true
                Layout.minimumWidth: 40
                ToolTip.visible: truncated && summaryHover.hovered
                ToolTip.text: text
                HoverHandler { id: summaryHover }
            }
        }
        GridLayout {
            flow: GridLayout.TopToBottom
            rows: legend.entriesPerColumn
            columnSpacing: 10
            rowSpacing: 2
            Repeater {
                model: legend.entries
                RowLayout {
                    id: entry
                    required property var modelData
                    readonly property bool outlined: modelData.outlined === true
                    spacing: 4
                    Rectangle {
                        implicitWidth: 14
                        implicitHeight: 14
                        color: entry.outlined ? Qt.rgba(entry.modelData.color.r, entry.modelData.color.g, entry.modelData.color.b, 0.3)
                                              : entry.modelData.color
                        opacity: entry.outlined ? 1 : 0.8
                        border.color: entry.outlined ? entry.modelData.color : "#555"
                        border.width: entry.outlined ? 2 : 1
                    }
                    Label { text: entry.modelData.label }
                }
            }
        }
    }
}
