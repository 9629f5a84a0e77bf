// Import a Tiled map (File > Import Tiled Map…): the map file chosen before, its ruleset, and
// the terrain mapping the command line takes (a terrain map file, KEY=TERRAIN pairs). When the
// import is refused because tiles (or a table's objects) give no terrain, the dialog stays open
// with the refusal and one row per key to map to a terrain of the ruleset (the nearest one
// chosen where a key is spelt like it); Import tries again with those choices.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

Dialog {
    id: dialog
    property var document
    // The map file to import (a path or a file URL), set by openFor().
    property string file
    title: qsTr("Import a Tiled map")
    modal: true
    standardButtons: Dialog.Cancel

    readonly property TiledImporter importer: TiledImporter { document: dialog.document }

    function openFor(path) {
        file = path
        keyTerrains = ({})
        importer.reset()
        message.text = ""
        const open = document ? ruleset.model.indexOf(document.rulesetId) : -1
        if (open >= 0) ruleset.currentIndex = open
        dialog.open()
    }

    // key -> terrain chosen in the rows below; "" leaves the key unmapped.
    property var keyTerrains: ({})
    function chooseTerrain(key, terrain) {
        const chosen = Object.assign({}, keyTerrains)
        chosen[key] = terrain
        keyTerrains = chosen
    }

    // The pairs typed, then those chosen for the refusal's keys.
    function pairs() {
        const out = pairsText.text.split("\n").filter(line => line.trim().length > 0)
        for (const key in keyTerrains)
            if (keyTerrains[key].length > 0) out.push(key + "=" + keyTerrains[key])
        return out
    }

    function runImport() {
        if (importer.importMap(file, ruleset.currentText, terrainMapFile.text, pairs())) {
            close()
            return true
        }
        message.text = importer.message
        return false
    }

    FileChooser {
        id: terrainMapChooser
        title: qsTr("Terrain map (KEY: TERRAIN per line)")
        documentPath: dialog.file
        nameFilters: [qsTr("YAML files (*.yaml *.yml)")]
        onAccepted: terrainMapFile.text = selectedFile
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Label { text: dialog.file; elide: Text.ElideMiddle; Layout.fillWidth: true; Layout.maximumWidth: 560 }
        GridLayout {
            columns: 3
            Label { text: qsTr("Ruleset") }
            ComboBox {
                id: ruleset; objectName: "tiledRuleset"
                model: dialog.document ? dialog.document.builtinRulesets : []
                implicitContentWidthPolicy: ComboBox.WidestText
                Layout.columnSpan: 2
            }
            Label { text: qsTr("Terrain map") }
            TextField {
                id: terrainMapFile; objectName: "tiledTerrainMap"
                placeholderText: qsTr("terrain.yaml (optional)")
                Layout.fillWidth: true; Layout.minimumWidth: 280
            }
            Button { text: qsTr("Browse…"); onClicked: terrainMapChooser.open() }
            Label { text: qsTr("Pairs") }
            TextArea {
                id: pairsText; objectName: "tiledPairs"
                placeholderText: qsTr("Forest=woods (one KEY=TERRAIN per line, optional)")
                Layout.columnSpan: 2; Layout.fillWidth: true; Layout.minimumHeight: 48
            }
        }

        Label {
            id: message; objectName: "tiledMessage"
            visible: text.length > 0
            wrapMode: Text.Wrap
            color: "#a03020"
            Layout.fillWidth: true; Layout.maximumWidth: 560
        }

        Label {
            visible: dialog.importer.unmapped.length > 0
            text: qsTr("Say which terrain each key stands for, then Import again:")
            font.bold: true
        }
        ScrollView {
            visible: dialog.importer.unmapped.length > 0
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(keyRows.implicitHeight, 240)
            GridLayout {
                id: keyRows
                columns: 2
                Repeater {
                    model: dialog.importer.unmapped
                    delegate: Label {
                        required property var modelData
                        required property int index
                        Layout.row: index
                        Layout.column: 0
                        text: qsTr("%1 (%2)").arg(modelData.key).arg(modelData.count)
                    }
                }
                Repeater {
                    model: dialog.importer.unmapped
                    // Each row starts with the choice made before (a retry keeps it), else the
                    // nearest terrain, and says what is chosen as it changes.
                    onItemAdded: (index, item) => {
                        const key = item.modelData.key
                        const chosen = dialog.keyTerrains[key] || item.modelData.suggestion
                        item.currentIndex = Math.max(0, item.model.indexOf(chosen))
                        dialog.chooseTerrain(key, item.currentText)
                        item.activated.connect(() => dialog.chooseTerrain(key, item.currentText))
                    }
                    delegate: ComboBox {
                        required property var modelData
                        required property int index
                        objectName: "terrainFor:" + modelData.key
                        Layout.row: index
                        Layout.column: 1
                        model: modelData.choices  // "" first: the key stays unmapped
                        implicitContentWidthPolicy: ComboBox.WidestText
                    }
                }
            }
        }

        RowLayout {
            Item { Layout.fillWidth: true }
            Button {
                objectName: "tiledImportButton"
                text: qsTr("Import")
                highlighted: true
                onClicked: dialog.runImport()
            }
        }
    }
}
