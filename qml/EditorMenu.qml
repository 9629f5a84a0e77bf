// A menu of the editor: its items show their shortcuts (EditorMenuItem) and it is as wide as
// its widest item (Qt Quick's menus keep 200 pixels and cut longer texts).
import QtQuick
import QtQuick.Controls

Menu {
    id: menu
    delegate: EditorMenuItem {}
    width: {
        let widest = 200
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i)
            if (item) widest = Math.max(widest, item.implicitWidth)
        }
        return widest + leftPadding + rightPadding
    }
}
