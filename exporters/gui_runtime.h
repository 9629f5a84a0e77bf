// The CLI renders with no display: Qt's offscreen platform and one QGuiApplication, created
// only by the subcommands that draw (render, pack, verify), never by the others.
#pragma once

namespace sandtable {

// Sets QT_QPA_PLATFORM=offscreen unless the user chose a platform, then creates the
// application object once (kept until the process exits). Safe to call repeatedly and when
// an application (the editor's, a test's) already exists.
void ensureGuiApplication();

}  // namespace sandtable
