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

    // A menu of the menu bar closed with Esc while the mouse is on its title (barItem): Qt
    // 6.4's menu bar then stays in its "a menu is open" state (it leaves it on Esc only with the
    // mouse elsewhere), so the title stays highlighted after the mouse leaves, the other menus
    // open as the mouse passes over their titles, and the next click on the title does nothing.
    // A click on the title ends that state, as it does when it closes the menu; the keyboard
    // stays where the closing left it (the click gives it to the title).
    readonly property MenuBarItem barItem: parent instanceof MenuBarItem && parent.menu === menu ? parent : null
    // A closing by a click on the title needs nothing (the click ends the state; another would
    // reopen the menu). The menu bar may see the click before or after this menu does: a click
    // just before the closing is still being handled, one just after is counted.
    property int titleClicks: 0
    property bool titleClickHandled: false
    function noteTitleClick() {
        ++titleClicks
        titleClickHandled = true
        Qt.callLater(() => menu.titleClickHandled = false)
    }
    onBarItemChanged: if (barItem) barItem.triggered.connect(noteTitleClick)
    onAboutToHide: {
        if (!barItem || titleClickHandled || !barItem.hovered || !barItem.highlighted) return
        const clicks = titleClicks
        Qt.callLater(() => { if (menu.titleClicks === clicks) menu.leaveOpenState() })
    }
    function leaveOpenState() {
        if (!barItem || visible || !barItem.highlighted) return
        const window = barItem.Window.window
        const focused = window ? window.activeFocusItem : null
        barItem.triggered()
        if (focused && focused !== barItem) focused.forceActiveFocus()
    }
}
