// Qt Quick tests of File > Import Tiled Map…'s dialog on a map whose tiles carry only a type
// (tests/fixtures/tiled/typed-hexes.tmx: Grass and Wood): the refusal is no dead end (the
// dialog stays open, lists each key with a terrain to choose, the nearest one chosen, and
// imports once each is answered); the terrain map file and typed KEY=TERRAIN pairs of the
// command line work here too.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 900
    height: 700

    MapDocument { id: doc }
    ImportTiledDialog { id: dialog; document: doc; anchors.centerIn: parent }

    readonly property string fixture: Qt.resolvedUrl("../../fixtures/tiled/typed-hexes.tmx")
    readonly property string table: Qt.resolvedUrl("../../fixtures/tiled/table-shapes.tmx")
    readonly property string terrainMap: Qt.resolvedUrl("../../fixtures/tiled/typed-hexes-terrain.yml")

    TestCase {
        name: "ImportTiledDialog"
        when: windowShown

        function openDialog() {
            compare(doc.newMap("fighting-formations", 4, 4, "flat", "odd", "letter-number", {}), "")
            dialog.openFor(root.fixture)
            tryVerify(() => dialog.opened)
            const ruleset = findChild(dialog, "tiledRuleset")
            ruleset.currentIndex = ruleset.model.indexOf("fighting-formations")
            findChild(dialog, "tiledPairs").text = ""
            findChild(dialog, "tiledTerrainMap").text = ""
        }

        function clickImport() {
            mouseClick(findChild(dialog, "tiledImportButton"))
        }

        function test_aRefusalAsksForEachKeyAndImportsOnceAnswered() {
            openDialog()
            clickImport()
            verify(dialog.opened, "a refusal keeps the dialog open")
            const message = findChild(dialog, "tiledMessage")
            verify(message.text.indexOf("tiled-tile-without-terrain") >= 0, message.text)
            compare(dialog.importer.unmapped.length, 2)
            compare(dialog.importer.unmapped[0].key, "Wood")  // the most used first
            compare(dialog.importer.unmapped[0].count, 4)
            tryVerify(() => findChild(dialog.contentItem, "terrainFor:Grass") !== null)
            const wood = findChild(dialog.contentItem, "terrainFor:Wood")
            const grass = findChild(dialog.contentItem, "terrainFor:Grass")
            verify(wood && grass)
            compare(wood.currentText, "woods")  // the nearest terrain, already chosen
            compare(grass.currentText, "")         // none is close: the user says
            grass.currentIndex = grass.model.indexOf("open")
            grass.activated(grass.currentIndex)
            clickImport()
            tryVerify(() => !dialog.opened)
            compare(doc.rulesetId, "fighting-formations")
            const text = doc.documentText()
            verify(text.indexOf("woods") >= 0 && text.indexOf("columns: 3") >= 0, text)
            verify(doc.modified, "the imported map is new and unsaved")
        }

        function test_aTerrainMapFileAndTypedPairsAreTheCommandLines() {
            openDialog()
            findChild(dialog, "tiledTerrainMap").text = root.terrainMap
            findChild(dialog, "tiledPairs").text = "Wood=rough"  // a pair overrides the file
            clickImport()
            tryVerify(() => !dialog.opened)
            const text = doc.documentText()
            verify(text.indexOf("rough") >= 0 && text.indexOf("woods") < 0, text)
        }

        // An orthogonal map with a table ruleset is a table; its objects' keys are asked for
        // the same way, here both already answered by the nearest terrains.
        function test_aTableDrawnInTiledComesInThroughTheSameQuestions() {
            openDialog()
            dialog.file = root.table
            const ruleset = findChild(dialog, "tiledRuleset")
            ruleset.currentIndex = ruleset.model.indexOf("focused-firepower")
            clickImport()
            verify(dialog.opened)
            compare(dialog.importer.unmapped.length, 2)
            tryVerify(() => findChild(dialog.contentItem, "terrainFor:Wood") !== null)
            compare(findChild(dialog.contentItem, "terrainFor:Wood").currentText, "woods")
            compare(findChild(dialog.contentItem, "terrainFor:Pond").currentText, "open-water")
            clickImport()
            tryVerify(() => !dialog.opened)
            verify(doc.isTable)
            compare(doc.tableWidth, 20)
            verify(doc.documentText().indexOf("open-water") >= 0)
        }

        function test_aBadPairIsSaidAndNothingImported() {
            openDialog()
            findChild(dialog, "tiledPairs").text = "Wood"
            clickImport()
            verify(dialog.opened)
            verify(findChild(dialog, "tiledMessage").text.indexOf("KEY=TERRAIN") >= 0)
            dialog.close()
        }
    }
}
