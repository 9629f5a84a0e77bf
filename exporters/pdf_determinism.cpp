#include "exporters/pdf_determinism.h"

#include <QCryptographicHash>
#include <QHashSeed>
#include <algorithm>
#include <cctype>
#include <vector>

namespace sandtable {

namespace {

// The digits of 2000-01-01 00:00:00, then zeros (time zone, fractions).
constexpr char kFixedDigits[] = "20000101000000";

bool isHex(char c) {
  return std::isxdigit(static_cast<unsigned char>(c)) != 0;
}
bool isDigit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// Rewrites the digits after each `key` up to `end` with the fixed date, in place (XMP dates
// live inside a stream whose /Length must not change).
void fixDigits(QByteArray& pdf, const QByteArray& key, char end) {
  for (qsizetype at = pdf.indexOf(key); at >= 0; at = pdf.indexOf(key, at + 1)) {
    std::size_t n = 0;
    for (qsizetype i = at + key.size(); i < pdf.size() && pdf[i] != end && i < at + key.size() + 64;
         ++i) {
      if (!isDigit(pdf[i])) continue;
      pdf[i] = n < sizeof(kFixedDigits) - 1 ? kFixedDigits[n] : '0';
      ++n;
    }
  }
}

struct Edit {
  qsizetype from = 0, to = 0;  // the bytes [from, to) become `text`
  QByteArray text;
};

// The Info dictionary's dates: the whole string becomes a UTC date, so the time zone the
// file was written in (its offset is part of the string, "Z" or "+09'00'") leaves no trace.
std::vector<Edit> infoDateEdits(const QByteArray& pdf) {
  std::vector<Edit> edits;
  for (const char* name : {"/CreationDate (", "/ModDate ("}) {
    const QByteArray key(name);
    for (qsizetype at = pdf.indexOf(key); at >= 0; at = pdf.indexOf(key, at + 1)) {
      const qsizetype open = at + key.size() - 1, close = pdf.indexOf(')', open);
      if (close < 0 || close - open > 40) continue;
      edits.push_back({open, close + 1, "(D:20000101000000Z)"});
    }
  }
  std::sort(edits.begin(), edits.end(),
            [](const Edit& a, const Edit& b) { return a.from < b.from; });
  return edits;
}

// Applies edits that may change lengths, then moves every xref offset and startxref after
// them by the bytes inserted or removed before it. Qt writes one classic xref table of
// fixed 20-byte entries.
bool applyEdits(QByteArray& pdf, const std::vector<Edit>& edits) {
  if (edits.empty()) return true;
  auto shifted = [&edits](qsizetype offset) {
    qsizetype delta = 0;
    for (const Edit& e : edits)
      if (e.to <= offset) delta += e.text.size() - (e.to - e.from);
    return offset + delta;
  };
  const qsizetype startxref = pdf.lastIndexOf("startxref");
  if (startxref < 0) return false;
  const qsizetype numberAt = startxref + 10;
  const qsizetype numberEnd = pdf.indexOf('\n', numberAt);
  bool ok = false;
  const qsizetype xref = pdf.mid(numberAt, numberEnd - numberAt).trimmed().toLongLong(&ok);
  if (!ok || !pdf.mid(xref).startsWith("xref")) return false;
  // Rewrite the table in place (its entries keep their width), then the startxref number.
  const qsizetype header = pdf.indexOf('\n', xref) + 1, firstEntry = pdf.indexOf('\n', header) + 1;
  const int count = pdf.mid(header, firstEntry - header).trimmed().split(' ').value(1).toInt();
  for (int i = 0; i < count; ++i) {
    const qsizetype entry = firstEntry + 20 * i;
    if (pdf.mid(entry + 17, 1) != "n") continue;
    const qsizetype offset = pdf.mid(entry, 10).toLongLong();
    pdf.replace(entry, 10, QByteArray::number(shifted(offset)).rightJustified(10, '0'));
  }
  pdf.replace(numberAt, numberEnd - numberAt, QByteArray::number(shifted(xref)));
  for (auto e = edits.rbegin(); e != edits.rend(); ++e)
    pdf.replace(e->from, e->to - e->from, e->text);
  return true;
}

// Hex runs of document ids: the trailer's /ID [<...> <...>] and XMP "uuid:..." values.
std::vector<std::pair<qsizetype, qsizetype>> idRuns(const QByteArray& pdf) {
  std::vector<std::pair<qsizetype, qsizetype>> runs;
  for (qsizetype at = pdf.indexOf("/ID"); at >= 0; at = pdf.indexOf("/ID", at + 1)) {
    qsizetype i = at + 3;
    while (i < pdf.size() && (pdf[i] == ' ' || pdf[i] == '[' || pdf[i] == '\n' || pdf[i] == '\r'))
      ++i;
    for (int k = 0; k < 2 && i < pdf.size() && pdf[i] == '<'; ++k) {
      const qsizetype start = ++i;
      while (i < pdf.size() && isHex(pdf[i])) ++i;
      runs.emplace_back(start, i);
      while (i < pdf.size() && (pdf[i] == '>' || pdf[i] == ' ')) ++i;
    }
  }
  for (qsizetype at = pdf.indexOf("uuid:"); at >= 0; at = pdf.indexOf("uuid:", at + 1)) {
    qsizetype i = at + 5;
    while (i < pdf.size() && (isHex(pdf[i]) || pdf[i] == '-')) ++i;
    runs.emplace_back(at + 5, i);
  }
  return runs;
}

}  // namespace

void prepareDeterministicPdf(QPdfWriter& writer, const QString& title) {
  writer.setTitle(title);
  writer.setCreator(QStringLiteral("Sandtable"));
}

QByteArray makePdfDeterministic(QByteArray pdf) {
  const auto dates = infoDateEdits(pdf);
  if (!applyEdits(pdf, dates)) {
    // Not a file laid out as Qt writes it: fall back to same-length digit rewriting.
    fixDigits(pdf, "/CreationDate (", ')');
    fixDigits(pdf, "/ModDate (", ')');
  }
  for (const char* tag : {"CreateDate>", "ModifyDate>", "MetadataDate>"}) fixDigits(pdf, tag, '<');
  // Ids: blank them, hash the rest of the file, and write the hash back in their place, so
  // the id still tells different documents apart.
  const auto runs = idRuns(pdf);
  for (const auto& [from, to] : runs)
    for (qsizetype i = from; i < to; ++i)
      if (pdf[i] != '-') pdf[i] = '0';
  if (runs.empty()) return pdf;
  const QByteArray digest = QCryptographicHash::hash(pdf, QCryptographicHash::Sha256).toHex();
  for (const auto& [from, to] : runs) {
    qsizetype k = 0;
    for (qsizetype i = from; i < to; ++i)
      if (pdf[i] != '-') pdf[i] = digest[k++ % digest.size()];
  }
  return pdf;
}

void useDeterministicHashing() {
  // Qt's PDF engine keeps its fonts in a QHash and writes them in hash order; a per-process
  // random seed would change the order of the font objects from one run to the next.
  QHashSeed::setDeterministicGlobalSeed();
}

}  // namespace sandtable
