// Qt Quick test of the Inspector on the card sample: each field sits on its label's row.
import QtQuick
import QtQuick.Controls
import QtTest
import Sandtable
import "../../../qml"

Item {
    id: root
    width: 430
    height: 700

    MapDocument { id: doc }
    Inspector { id: inspector; anchors.fill: parent; document: doc }

    TestCase {
        name: "Inspector"
        when: windowShown

        // "Hill card" once sat in the value column with its check box on the next row, pushed
        // there by the cover error's placeholder while there was no error.
        function test_hillCardCheckBoxIsOnItsLabelsRow() {
            compare(doc.open(samplesDir + "/field-of-fire/mill-hamlet.scenario.yaml"), "")
            inspector.index = 1  // B1, a hill card
            const label = findChild(inspector, "inspectorHillLabel")
            const box = findChild(inspector, "inspectorHill")
            tryVerify(() => label.visible && box.visible)
            verify(box.checked)
            waitForRendering(inspector)
            const l = label.mapToItem(root, 0, 0), b = box.mapToItem(root, 0, 0)
            verify(b.x > l.x + label.width, "box at x " + b.x + ", label ends at " + (l.x + label.width))
            verify(Math.abs((b.y + box.height / 2) - (l.y + label.height / 2)) < 4, "box at y " + b.y + ", label at " + l.y)
        }
    }
}
