// The inspector on a miniatures table: the selected feature's terrain, height, storeys, id,
// name and notes, a line's width and the typed x and y of each vertex handle (as dragging it
// would move it), each change one undoable edit.
import QtQml
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Pane {
    id: inspector
    property var document
    property var view
    readonly property int index: view ? view.selectedFeature : -1
    // Re-read after every edit (undo included) so the fields always show the table.
    property var info: ({})
    // The placed marker the Select tool picked, as it is now.
    readonly property int markerIndex: view ? view.selectedMarker : -1
    property var marker: ({})
    function refresh() {
        info = (document && index >= 0) ? document.featureInfo(index) : ({})
        marker = (document && markerIndex >= 0) ? document.markerInfo(markerIndex) : ({})
    }
    onIndexChanged: { refresh(); problem.text = "" }
    onMarkerIndexChanged: refresh()
    Component.onCompleted: refresh()  // a feature may be selected before the Inspector is made
    Connections { target: inspector.document; function onTableChanged() { inspector.refresh() } }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        Label {
            objectName: "tableInspectorTitle"
            Layout.fillWidth: true
            elide: Text.ElideRight
            text: inspector.index >= 0 ? qsTr("%1 (%2)").arg(info.name || info.id || "").arg(info.shape || "") : qsTr("Inspector")
            font.bold: true; font.pixelSize: 15
        }
        Label {
            text: view && view.selectionCount > 1 ? qsTr("%1 features selected; the first is shown.").arg(view.selectionCount)
                  : qsTr("Select a feature with the Select tool (V), or draw one (P, L, C, R).")
            wrapMode: Text.Wrap; Layout.fillWidth: true
            visible: (inspector.index < 0 && inspector.markerIndex < 0) || (view && view.selectionCount > 1)
        }
        // A placed marker the Select tool picked: what it is and where (drag it to move it, Del removes it).
        Label {
            objectName: "tableInspectorMarker"
            visible: inspector.markerIndex >= 0
            text: visible ? qsTr("Marker %1: %2 at %3, %4. Drag it to move it; Del removes it.").arg(inspector.marker.id).arg(inspector.marker.typeName).arg(inspector.marker.x).arg(inspector.marker.y) : ""
            wrapMode: Text.Wrap; Layout.fillWidth: true
        }
        GridLayout {
            columns: 2
            visible: inspector.index >= 0
            Layout.fillWidth: true
            Label { text: qsTr("Id") }
            ValueField {
                objectName: "featureId"
                Layout.fillWidth: true
                value: info.id || ""
                onCommitted: (text) => problem.text = document.setFeatureId(inspector.index, text)
            }
            Label { text: qsTr("Terrain") }
            ComboBox {
                objectName: "featureTerrain"
                Layout.fillWidth: true
                model: document.terrainTypes
                textRole: "name"
                currentIndex: info.terrain !== undefined ? info.terrain : -1
                onActivated: (i) => problem.text = document.setFeatureTerrain(inspector.index, i)
            }
            Label { text: qsTr("Height") }
            ValueField {
                objectName: "featureHeight"
                Layout.fillWidth: true
                value: info.heightText || ""
                // Empty: the height the program uses instead, a building's storeys' or else the
                // terrain type's (the document works it out as the sight lines do).
                placeholderText: info.heightFromStoreys ? (info.storeys === 1 ? qsTr("%1 (1 storey)").arg(info.defaultHeightText)
                                                                 : qsTr("%1 (%2 storeys)").arg(info.defaultHeightText).arg(info.storeys))
                                 : info.typeHeight !== undefined && !isNaN(info.typeHeight) ? qsTr("%1 (the terrain's)").arg(info.defaultHeightText) : qsTr("none")
                onCommitted: (text) => problem.text = document.setFeatureHeight(inspector.index, text)
            }
            Label { text: qsTr("Storeys"); visible: info.isBuilding || false }
            NumberBox {
                objectName: "featureStoreys"
                visible: info.isBuilding || false
                from: 0; to: 100
                stored: info.storeys !== undefined && info.storeys > 0 ? info.storeys : 0
                // 0 is "not given" (the file has no `storeys:`), not a building without floors:
                // typed, it is a number or nothing (or the words shown).
                textFromValue: (v) => v > 0 ? String(v) : qsTr("not given")
                valueFromText: (t) => parseInt(t) > 0 ? parseInt(t) : 0
                validator: RegularExpressionValidator { regularExpression: /[0-9]{0,3}|[^0-9]*/ }
                onCommitted: (v) => problem.text = document.setFeatureStoreys(inspector.index, v)
            }
            Label { text: qsTr("Name") }
            ValueField {
                objectName: "featureName"
                Layout.fillWidth: true
                value: info.name || ""
                placeholderText: qsTr("e.g. Hill 112")
                onCommitted: (text) => problem.text = document.setFeatureName(inspector.index, text)
            }
            Label { text: qsTr("Notes") }
            ValueField {
                objectName: "featureNotes"
                Layout.fillWidth: true
                value: info.notes || ""
                onCommitted: (text) => problem.text = document.setFeatureNotes(inspector.index, text)
            }
            Label { text: qsTr("Width"); visible: info.isPolyline || false }
            ValueField {
                objectName: "featureLineWidth"
                visible: info.isPolyline || false
                Layout.fillWidth: true
                value: info.lineWidthText || ""
                // Empty: the terrain type's width applies.
                placeholderText: info.typeLineWidth !== undefined ? qsTr("%1 (the terrain's)").arg(info.typeLineWidth) : ""
                onCommitted: (text) => problem.text = document.setFeatureLineWidth(inspector.index, text)
            }
            Label { text: qsTr("Centre"); visible: inspector.info.isCircle || false }
            RowLayout {
                visible: inspector.info.isCircle || false
                Repeater {
                    model: ["centreX", "centreY"]
                    ValueField {
                        required property string modelData
                        objectName: "circle_" + modelData
                        Layout.preferredWidth: 64
                        value: inspector.info.isCircle ? Number(inspector.info[modelData].toFixed(4)).toString() : ""
                        validator: DoubleValidator { notation: DoubleValidator.StandardNotation; locale: "C" }
                        onCommitted: (text) => {
                            const x = modelData === "centreX" ? Number(text) : inspector.info.centreX
                            const y = modelData === "centreY" ? Number(text) : inspector.info.centreY
                            if (x !== inspector.info.centreX || y !== inspector.info.centreY)
                                problem.text = inspector.document.setFeatureCircle(inspector.index, x, y, inspector.info.radius)
                        }
                    }
                }
            }
            Label { text: qsTr("Radius"); visible: inspector.info.isCircle || false }
            ValueField {
                objectName: "circleRadius"
                visible: inspector.info.isCircle || false
                Layout.preferredWidth: 64
                value: inspector.info.isCircle ? Number(inspector.info.radius.toFixed(4)).toString() : ""
                validator: DoubleValidator { notation: DoubleValidator.StandardNotation; locale: "C" }
                onCommitted: (text) => {
                    if (Number(text) !== inspector.info.radius)
                        problem.text = inspector.document.setFeatureCircle(inspector.index, inspector.info.centreX, inspector.info.centreY, Number(text))
                }
            }
            Label { text: qsTr("Vertices"); Layout.alignment: Qt.AlignTop; topPadding: 6; visible: !inspector.info.isCircle && (inspector.info.handles || []).length > 0 }
            ColumnLayout {
                visible: !inspector.info.isCircle && (inspector.info.handles || []).length > 0
                Layout.fillWidth: true
                Repeater {
                    model: info.handles || []
                    RowLayout {
                        id: handleRow
                        required property var modelData
                        required property int index
                        Label { text: String(handleRow.index + 1); color: palette.placeholderText; Layout.preferredWidth: 18 }
                        Repeater {
                            model: ["x", "y"]
                            ValueField {
                                required property string modelData
                                objectName: "vertex_" + modelData
                                Layout.preferredWidth: 64
                                value: Number(handleRow.modelData[modelData].toFixed(4)).toString()
                                validator: DoubleValidator { notation: DoubleValidator.StandardNotation; locale: "C" }
                                onCommitted: (text) => {
                                    const p = Object.assign({}, handleRow.modelData)
                                    p[modelData] = Number(text)
                                    if (p.x !== handleRow.modelData.x || p.y !== handleRow.modelData.y)
                                        problem.text = document.moveFeatureVertex(inspector.index, handleRow.index, p.x, p.y)
                                }
                            }
                        }
                    }
                }
            }
            Label { text: qsTr("Area") }
            Label { text: info.area !== undefined ? qsTr("%1 sq. %2").arg(info.area.toFixed(1)).arg(document.tableUnit) : "" }
        }
        Label { id: problem; objectName: "featureProblem"; color: "#b00020"; visible: text.length > 0; wrapMode: Text.Wrap; Layout.fillWidth: true }
        Item { Layout.fillHeight: true }
    }
}
