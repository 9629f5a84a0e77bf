// Legend of the viewshed or reach overlay, docked below the map (never over it).
import QtQuick

DockLegend {
    objectName: "overlayLegend"
    property var view
    visible: view.overlayMode !== "none"
    title: view.overlayMode === "viewshed" ? qsTr("Viewshed") : qsTr("Reach (%1)").arg(view.reachMobility)
    summary: view.overlayBusy ? qsTr("computing…") : view.overlaySummary
    entries: view.overlayLegend
}
