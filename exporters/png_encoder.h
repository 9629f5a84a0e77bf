// A PNG encoder tuned for map pictures: large, flat colours, antialiased edges. Qt's writer
// lets libpng try all five row filters on every row, which costs more than drawing a 200 x 200
// map; flat colours compress well unfiltered at zlib's fastest level.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace sandtable {

// RGB PNG of `image` (any format; converted to RGB32 first). Empty with a message on failure.
QByteArray encodeMapPng(const QImage& image, QString* error);

}  // namespace sandtable
