// Legend of the scenario's zones drawn on the map (each id in its side's colour, and the side),
// docked below the map beside the overlay legend (never over it). The Zones tab's check boxes
// choose which zones are drawn.
import QtQuick

DockLegend {
    objectName: "zoneLegend"
    property var view
    title: qsTr("Zones")
    entries: view ? view.zoneLegend : []
}
