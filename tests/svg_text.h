// SPDX-FileCopyrightText: 2026 Denominator developers
// SPDX-License-Identifier: Apache-2.0
#pragma once
// The text an exported SVG draws, with where it draws it: what a reader of the slide sees. Used to
// assert on labels, titles and stamps (a wrong "1.9×" fails) and on their geometry (no overlap, no
// elision) without comparing pixels.

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QRegularExpression>
#include <QString>
#include <QTransform>
#include <QXmlStreamReader>

namespace denominator::test {

struct SvgText {
    QString text;
    QPointF anchor;    ///< baseline start, in document coordinates
    double fontPx = 0; ///< font size after the enclosing transforms
    /// An estimate of the drawn box: 0.6 em per character wide, one em tall above the baseline.
    QRectF box() const { return QRectF(anchor.x(), anchor.y() - fontPx, 0.6 * fontPx * double(text.size()), fontPx * 1.2); }
};

/// Every <text> of a QSvgGenerator file (Qt writes one <g transform="matrix(…)"> per state).
inline QList<SvgText> svgTexts(const QByteArray& svg)
{
    QList<SvgText> out;
    QXmlStreamReader xml(svg);
    QList<QTransform> stack{QTransform()};
    static const QRegularExpression matrix(QStringLiteral("matrix\\(([^)]*)\\)"));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            QTransform t = stack.last();
            const auto m = matrix.match(xml.attributes().value(QStringLiteral("transform")).toString());
            if (m.hasMatch()) {
                const QStringList v = m.captured(1).split(QRegularExpression(QStringLiteral("[ ,]+")), Qt::SkipEmptyParts);
                if (v.size() == 6)
                    t = QTransform(v[0].toDouble(), v[1].toDouble(), v[2].toDouble(), v[3].toDouble(), v[4].toDouble(), v[5].toDouble()) *
                        t;
            }
            stack << t;
            if (xml.name() == QLatin1String("text")) {
                const auto attrs = xml.attributes();
                const QPointF local(attrs.value(QStringLiteral("x")).toDouble(), attrs.value(QStringLiteral("y")).toDouble());
                SvgText s;
                s.anchor = t.map(local);
                s.fontPx = attrs.value(QStringLiteral("font-size")).toDouble() * std::sqrt(std::abs(t.determinant()));
                s.text = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
                stack.removeLast();
                if (!s.text.isEmpty()) out << s;
            }
        } else if (xml.isEndElement()) {
            if (stack.size() > 1) stack.removeLast();
        }
    }
    return out;
}

} // namespace denominator::test
