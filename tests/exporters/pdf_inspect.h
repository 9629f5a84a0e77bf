// Just enough PDF parsing for the tests: the header, the trailer, an xref table whose every
// offset lands on its object (so in-place rewriting kept the file valid), the page count and
// whether today's date leaked into the file.
#pragma once

#include <QByteArray>
#include <QDate>
#include <QRegularExpression>
#include <QString>

struct PdfFacts {
  bool wellFormed = false;
  QString problem;
  int pages = 0;
  bool hasWallClockDate = false;
};

inline PdfFacts inspectPdf(const QByteArray& pdf) {
  PdfFacts f;
  auto fail = [&f](const QString& why) {
    f.problem = why;
    return f;
  };
  if (!pdf.startsWith("%PDF-1.")) return fail("no %PDF-1.x header");
  if (!pdf.trimmed().endsWith("%%EOF")) return fail("no %%EOF at the end");
  const qsizetype start = pdf.lastIndexOf("startxref");
  if (start < 0 || !pdf.contains("trailer")) return fail("no trailer / startxref");
  bool ok = false;
  const qsizetype xref =
      pdf.mid(start + 9).trimmed().split('\n').value(0).trimmed().toLongLong(&ok);
  if (!ok || xref <= 0 || xref >= pdf.size() || !pdf.mid(xref).startsWith("xref"))
    return fail("startxref does not point at the xref table");
  // "xref\n0 N\n" then N entries "oooooooooo ggggg n \n".
  const QList<QByteArray> head = pdf.mid(xref, 64).split('\n');
  const QList<QByteArray> range = head.value(1).trimmed().split(' ');
  const int count = range.value(1).toInt();
  if (count <= 1) return fail("empty xref table");
  const qsizetype entries = xref + head.value(0).size() + 1 + head.value(1).size() + 1;
  for (int i = 1; i < count; ++i) {
    const QByteArray entry = pdf.mid(entries + i * 20, 20);
    if (!entry.contains(" n")) continue;
    const qsizetype off = entry.left(10).toLongLong();
    if (!pdf.mid(off, 24).startsWith(QByteArray::number(i) + " 0 obj"))
      return fail(QString("xref entry %1 does not point at object %1").arg(i));
  }
  static const QRegularExpression page("/Type\\s*/Page(?![a-zA-Z])");
  f.pages = static_cast<int>(QString::fromLatin1(pdf).count(page));
  const QDate today = QDate::currentDate();
  f.hasWallClockDate = pdf.contains("D:" + today.toString("yyyyMMdd").toLatin1()) ||
                       pdf.contains(today.toString("yyyy-MM-dd").toLatin1());
  f.wellFormed = f.pages > 0;
  if (!f.wellFormed) f.problem = "no pages";
  return f;
}
