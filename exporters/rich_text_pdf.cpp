#include "exporters/rich_text_pdf.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>

#include "exporters/pdf_determinism.h"

namespace sandtable {

QByteArray printRichTextPdf(const QTextDocument& doc, const QString& title, QString* error) {
  useDeterministicHashing();
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QPdfWriter writer(&buffer);
  writer.setPageSize(QPageSize(QPageSize::A4));
  writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
  writer.setResolution(300);
  prepareDeterministicPdf(writer, title);
  doc.print(&writer);
  buffer.close();
  if (bytes.isEmpty()) {
    *error = "the document could not be printed";
    return {};
  }
  return makePdfDeterministic(bytes);
}

}  // namespace sandtable
