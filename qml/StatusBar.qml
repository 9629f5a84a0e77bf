// The status bar: the hex under the cursor with its terrain and level, the zoom, save state.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ToolBar {
    property string hoverText
    property real zoom: 1
    property bool modified
    property string renderer
    property string locationWord: qsTr("hex")
    property int errors
    property int warnings
    property bool checking
    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        Label { objectName: "hoverLabel"; text: hoverText.length > 0 ? hoverText : qsTr("Move over the map to inspect a %1").arg(locationWord); Layout.fillWidth: true; elide: Text.ElideRight }
        Label { text: modified ? qsTr("Unsaved changes") : ""; color: "#a04000" }
        Label {
            objectName: "statusCounts"
            text: checking ? qsTr("checking…") : qsTr("✖ %1  ⚠ %2").arg(errors).arg(warnings)
            color: errors > 0 ? "#b00020" : "#444"
        }
        Label { text: qsTr("Zoom %1%").arg(Math.round(zoom * 100)) }
        Label { text: renderer; color: "#777" }
    }
}
