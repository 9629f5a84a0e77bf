// A QTextDocument printed to a deterministic A4 PDF: the booklets and the scenario card share
// the writer's set-up (page, resolution, fixed hashing, dates and ids rewritten afterwards).
#pragma once

#include <QByteArray>
#include <QString>
#include <QTextDocument>

namespace sandtable {

// A document without a page size is printed with QTextDocument::print()'s own 2 cm margins;
// one with a page size (in 96 dpi pixels, as rich text lays out) keeps its own pages, so its
// pageCount() is the count printed. Empty with a message when nothing was printed.
QByteArray printRichTextPdf(const QTextDocument& doc, const QString& title, QString* error);

}  // namespace sandtable
