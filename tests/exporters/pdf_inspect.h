// Just enough PDF parsing for the tests: the header, the trailer, an xref table whose every
// offset lands on its object (so in-place rewriting kept the file valid), the page count and
// whether today's date leaked into the file; then the text and the paths Qt drew on a page.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QDate>
#include <QPointF>
#include <QRegularExpression>
#include <QString>
#include <QTransform>
#include <map>
#include <vector>

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

// Enough of a PDF's objects and content streams to check what Qt's PDF writer drew: the
// streams inflated, the pages in order, the text (through each font's ToUnicode map) and the
// paths in page points (through every `cm`).
struct PdfObjects {
  std::map<int, QByteArray> dict;    // the object's text up to `stream` (or all of it)
  std::map<int, QByteArray> stream;  // inflated when /FlateDecode
};

inline PdfObjects pdfObjects(const QByteArray& pdf) {
  PdfObjects o;
  static const QRegularExpression start("(?:^|\\n)(\\d+) 0 obj\\b");
  const QString latin = QString::fromLatin1(pdf);
  auto it = start.globalMatch(latin);
  while (it.hasNext()) {
    const auto m = it.next();
    const int id = m.captured(1).toInt();
    const qsizetype begin = m.capturedEnd();
    const qsizetype end = pdf.indexOf("endobj", begin);
    if (end < 0) break;
    const QByteArray body = pdf.mid(begin, end - begin);
    const qsizetype s = body.indexOf("stream\n");
    if (s < 0) {
      o.dict[id] = body;
      continue;
    }
    o.dict[id] = body.left(s);
    QByteArray data = body.mid(s + 7, body.lastIndexOf("endstream") - s - 7);
    if (o.dict[id].contains("/FlateDecode")) {
      // qUncompress wants the size up front; it grows its buffer when the guess is short.
      const quint32 guess = static_cast<quint32>(data.size()) * 8 + 1024;
      QByteArray sized(4, '\0');
      for (int i = 0; i < 4; ++i) sized[i] = static_cast<char>((guess >> (24 - 8 * i)) & 0xff);
      data = qUncompress(sized + data);
    }
    o.stream[id] = data;
  }
  return o;
}

inline std::vector<int> pdfNumbers(const QByteArray& text, const char* pattern) {
  std::vector<int> out;
  const QRegularExpression re(pattern);
  auto it = re.globalMatch(QString::fromLatin1(text));
  while (it.hasNext()) out.push_back(it.next().captured(1).toInt());
  return out;
}

// The content stream of each page, in page order.
inline std::vector<QByteArray> pdfPageContents(const PdfObjects& o) {
  std::vector<QByteArray> pages;
  for (const auto& [id, dict] : o.dict) {
    if (!dict.contains("/Type /Pages")) continue;
    const qsizetype kids = dict.indexOf("/Kids");
    const QByteArray list = dict.mid(kids, dict.indexOf(']', kids) - kids);
    for (const int page : pdfNumbers(list, "(\\d+) 0 R")) {
      const auto contents =
          pdfNumbers(o.dict.count(page) ? o.dict.at(page) : QByteArray(), "/Contents (\\d+) 0 R");
      pages.push_back(contents.empty() || !o.stream.count(contents.front())
                          ? QByteArray()
                          : o.stream.at(contents.front()));
    }
  }
  return pages;
}

// Glyph id -> text, per font resource name ("/F13"), from the fonts' ToUnicode maps.
inline std::map<QByteArray, std::map<int, QString>> pdfFontMaps(const PdfObjects& o) {
  std::map<QByteArray, std::map<int, QString>> fonts;
  static const QRegularExpression ref("/(F\\d+) (\\d+) 0 R");
  static const QRegularExpression range("<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)> \\[([^\\]]*)\\]");
  static const QRegularExpression single("<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>");
  static const QRegularExpression hex("<([0-9A-Fa-f]+)>");
  auto unicode = [](const QString& h) {
    QString s;
    for (int i = 0; i + 4 <= h.size(); i += 4) s += QChar(h.mid(i, 4).toUShort(nullptr, 16));
    return s.replace(QChar('\t'), QChar(' '))
        .replace(QChar(0xfb01), "fi")
        .replace(QChar(0xfb02), "fl")
        .replace(QChar(0xa0), QChar(' '));
  };
  for (const auto& [id, dict] : o.dict) {
    auto it = ref.globalMatch(QString::fromLatin1(dict));
    while (it.hasNext()) {
      const auto m = it.next();
      const int font = m.captured(2).toInt();
      const auto toUnicode =
          pdfNumbers(o.dict.count(font) ? o.dict.at(font) : QByteArray(), "/ToUnicode (\\d+) 0 R");
      if (toUnicode.empty() || !o.stream.count(toUnicode.front())) continue;
      const QString cmap = QString::fromLatin1(o.stream.at(toUnicode.front()));
      std::map<int, QString>& glyphs = fonts["/" + m.captured(1).toLatin1()];
      auto r = range.globalMatch(cmap);
      while (r.hasNext()) {
        const auto rm = r.next();
        int g = rm.captured(1).toInt(nullptr, 16);
        auto h = hex.globalMatch(rm.captured(3));
        while (h.hasNext()) glyphs[g++] = unicode(h.next().captured(1));
      }
      auto s = single.globalMatch(cmap);
      while (s.hasNext()) {
        const auto sm = s.next();
        if (sm.captured(1) == sm.captured(2))
          glyphs[sm.captured(1).toInt(nullptr, 16)] = unicode(sm.captured(3));
      }
    }
  }
  return fonts;
}

// The text Qt drew on each page, one line per BT ... ET block.
inline std::vector<QString> pdfPageTexts(const QByteArray& pdf) {
  const PdfObjects o = pdfObjects(pdf);
  const auto fonts = pdfFontMaps(o);
  static const QRegularExpression token("/(F\\d+) [\\d.]+ Tf|<([0-9A-Fa-f]+)> Tj|\\bET\\b");
  std::vector<QString> pages;
  for (const QByteArray& content : pdfPageContents(o)) {
    QString text;
    const std::map<int, QString>* font = nullptr;
    auto it = token.globalMatch(QString::fromLatin1(content));
    while (it.hasNext()) {
      const auto m = it.next();
      if (!m.captured(1).isEmpty()) {
        auto f = fonts.find("/" + m.captured(1).toLatin1());
        font = f == fonts.end() ? nullptr : &f->second;
      } else if (!m.captured(2).isEmpty()) {
        const QString h = m.captured(2);
        for (int i = 0; font && i + 4 <= h.size(); i += 4) {
          auto g = font->find(h.mid(i, 4).toInt(nullptr, 16));
          if (g != font->end()) text += g->second;
        }
      } else {
        text += '\n';
      }
    }
    pages.push_back(text);
  }
  return pages;
}

// A path as drawn: its points in page points (PDF user space, y up) and the fill colour set
// when it was built.
struct PdfPath {
  std::vector<QPointF> points;
  QColor fill;
};

// The paths of one content stream, through q/Q and cm. Only straight segments (m, l, re)
// keep their points; curves keep their end points.
inline std::vector<PdfPath> pdfPaths(const QByteArray& content) {
  std::vector<PdfPath> paths;
  std::vector<QTransform> stack;
  QTransform ctm;
  QColor fill(Qt::black);
  std::vector<double> args;
  PdfPath current;
  auto flush = [&] {
    if (!current.points.empty()) paths.push_back(current);
    current = {};
  };
  for (const QByteArray& word : content.simplified().split(' ')) {
    bool number = false;
    const double v = word.toDouble(&number);
    if (number) {
      args.push_back(v);
      continue;
    }
    if (word == "q") {
      stack.push_back(ctm);
    } else if (word == "Q") {
      if (!stack.empty()) ctm = stack.back(), stack.pop_back();
    } else if (word == "cm" && args.size() >= 6) {
      const std::size_t n = args.size();
      ctm =
          QTransform(args[n - 6], args[n - 5], args[n - 4], args[n - 3], args[n - 2], args[n - 1]) *
          ctm;
    } else if (word == "scn" && args.size() >= 3) {
      const std::size_t n = args.size();
      fill = QColor::fromRgbF(static_cast<float>(args[n - 3]), static_cast<float>(args[n - 2]),
                              static_cast<float>(args[n - 1]));
    } else if (word == "m" && args.size() >= 2) {
      flush();
      current.fill = fill;
      current.points.push_back(ctm.map(QPointF(args[args.size() - 2], args.back())));
    } else if ((word == "l" || word == "c") && args.size() >= 2) {
      current.points.push_back(ctm.map(QPointF(args[args.size() - 2], args.back())));
    } else if (word == "re" && args.size() >= 4) {
      flush();
      const std::size_t n = args.size();
      const QRectF r(args[n - 4], args[n - 3], args[n - 2], args[n - 1]);
      current.fill = fill;
      current.points = {ctm.map(r.topLeft()), ctm.map(r.topRight()), ctm.map(r.bottomRight()),
                        ctm.map(r.bottomLeft())};
      flush();
    } else if (word == "f" || word == "f*" || word == "B" || word == "B*" || word == "S" ||
               word == "n" || word == "b" || word == "b*") {
      flush();
    }
    args.clear();
  }
  flush();
  return paths;
}
