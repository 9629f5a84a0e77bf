// An item of the editor's menus: its whole text and, at the right, its shortcut as the
// platform writes it (the action's, or `shortcut` given for a key the map view handles; the
// key itself is handled by the action or the view). Qt Quick's menu items on Qt 6.4 show no
// shortcut.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sandtable

MenuItem {
    id: item
    property var shortcut: action ? action.shortcut : undefined
    // "&Save" shows as "Save" ("&&" is a literal "&").
    readonly property string plainText: text.replace(/&&/g, "\u0001").replace(/&/g, "").replace(/\u0001/g, "&")
    contentItem: RowLayout {
        spacing: 24
        opacity: item.enabled ? 1 : 0.45
        Label {
            objectName: "menuItemText"
            // Room for the check mark on the left and a submenu's arrow on the right.
            Layout.leftMargin: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0
            Layout.rightMargin: item.subMenu && item.arrow ? item.arrow.width + item.spacing : 0
            text: item.plainText
            font: item.font
            color: item.highlighted ? item.palette.highlightedText : item.palette.windowText
        }
        Item { Layout.fillWidth: true }  // the room a wider item leaves; the text keeps its width
        Label {
            objectName: "menuItemShortcut"
            text: ShortcutText.of(item.shortcut)
            visible: text.length > 0
            font: item.font
            color: item.highlighted ? item.palette.highlightedText : item.palette.windowText
        }
    }
}
