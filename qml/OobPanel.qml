// The order of battle of one side, chosen at the top: the OOB tab shows it, and so does the
// dock below the map (View > Order of Battle Below the Map, or the tab's "Below the Map"),
// where it has the window's width. `belowMap` says which one this is; `moveRequested(below)`
// asks the window to move the table there.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

ColumnLayout {
    id: oobPanel
    property var document
    property var issues: null
    property var sides: []
    property bool belowMap: false
    // Room around the content: the dock below the map gives the side panel's pages' (their
    // StackLayout's margins); the tab, inside a page, none of its own.
    property int margins: 0
    signal moveRequested(bool below)
    readonly property alias table: table
    // Shows a side's table and gives a cell the keyboard (a click on an Issues panel finding
    // about the cell). The rows of another side are laid out first.
    function showCell(side, row, column) {
        const index = oobSide.indexOfValue(side)
        if (index < 0) return
        oobSide.currentIndex = index
        oobSide.chosen = side
        table.showCell(row, column)
    }

    RowLayout {
        Layout.fillWidth: true
        Layout.topMargin: oobPanel.margins
        Layout.leftMargin: oobPanel.margins
        Layout.rightMargin: oobPanel.margins
        Label { text: qsTr("Side") }
        ComboBox {
            id: oobSide
            objectName: "oobSide"
            Layout.fillWidth: true
            model: oobPanel.sides
            textRole: "name"
            valueRole: "id"
            // The side chosen stays chosen when the side list changes (a side renamed or
            // added); a new model would otherwise show the first side again.
            property string chosen: ""
            onActivated: chosen = currentValue
            onModelChanged: Qt.callLater(function() {
                const index = oobSide.indexOfValue(oobSide.chosen)
                if (index >= 0) oobSide.currentIndex = index
            })
        }
        Button {
            objectName: "oobMove"
            text: oobPanel.belowMap ? qsTr("Back to the Panel") : qsTr("Below the Map")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: oobPanel.belowMap ? qsTr("Show the order of battle in the side panel's OOB tab again")
                                            : qsTr("Show the order of battle below the map, as wide as the window")
            // Then the map has the keyboard, for its tool keys (they went to the button).
            onClicked: {
                oobPanel.moveRequested(!oobPanel.belowMap)
                MapKeyboard.giveTo(Window.window)
            }
        }
    }
    OobTable {
        id: table
        objectName: "oobTable"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.leftMargin: oobPanel.margins
        Layout.rightMargin: oobPanel.margins
        Layout.bottomMargin: oobPanel.margins
        document: oobPanel.document
        issues: oobPanel.issues
        side: oobSide.currentValue !== undefined ? oobSide.currentValue : ""
    }
}
