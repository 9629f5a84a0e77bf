// Byte-identical PDFs from identical inputs. QPdfWriter stamps every file with the current
// time (/CreationDate in the Info dictionary; PDF/A output also XMP dates and a random
// document id) and writes its fonts in QHash order. We fix the hash seed before writing and
// rewrite dates and ids afterwards, moving the xref offsets when a length changes.
#pragma once

#include <QByteArray>
#include <QPdfWriter>
#include <QString>

namespace sandtable {

// Call before creating a QPdfWriter: makes the order in which Qt writes font objects the same
// in every process (it follows QHash order, randomly seeded by default).
void useDeterministicHashing();

// Title and creator (Qt 6.4 writes no XMP packet unless asked for PDF/A).
void prepareDeterministicPdf(QPdfWriter& writer, const QString& title);

// Replaces every date with 2000-01-01 00:00 UTC and every document id with one derived from
// the file's own content; the xref table and startxref follow any change of length.
QByteArray makePdfDeterministic(QByteArray pdf);

}  // namespace sandtable
