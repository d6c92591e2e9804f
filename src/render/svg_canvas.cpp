#include "svg_canvas.hpp"

#include <cmath>
#include <cstdio>

#include "satdoku/notation.hpp"

namespace satdoku::render {

namespace {

// Two decimals at most, trailing zeros dropped: "12.5", "3", "-0.25".
std::string number(double v) {
  if (std::fabs(v) < 0.005) return "0";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", v);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

}  // namespace

Canvas::Canvas(const Puzzle& puzzle, double scale, Point origin)
    : puzzle_(puzzle), side_(puzzle.side()), scale_(scale), origin_(origin) {}

std::string Canvas::x(double cells) const {
  return number(origin_.x + cells * scale_);
}
std::string Canvas::y(double cells) const {
  return number(origin_.y + cells * scale_);
}
std::string Canvas::len(double cells) const {
  return number(cells * scale_);
}

void Canvas::open_group(std::string_view css_class, std::string_view attributes) {
  out_.append("<g class=\"").append(css_class).append("\"").append(attributes).append(">\n");
}

void Canvas::close_group() {
  out_ += "</g>\n";
}

void Canvas::line(Point a, Point b, std::string_view attributes) {
  out_.append("<line x1=\"" + x(a.x) + "\" y1=\"" + y(a.y) + "\" x2=\"" + x(b.x) + "\" y2=\"" +
              y(b.y) + "\"");
  out_.append(attributes).append("/>\n");
}

void Canvas::polyline(const std::vector<Point>& points, std::string_view attributes) {
  out_ += "<polyline points=\"";
  for (std::size_t i = 0; i < points.size(); ++i)
    out_.append(i ? " " : "").append(x(points[i].x) + "," + y(points[i].y));
  out_.append("\"").append(attributes).append("/>\n");
}

void Canvas::path(std::string_view d, std::string_view attributes) {
  out_.append("<path d=\"").append(d).append("\"").append(attributes).append("/>\n");
}

void Canvas::circle(Point centre, double radius, std::string_view attributes) {
  out_.append("<circle cx=\"" + x(centre.x) + "\" cy=\"" + y(centre.y) + "\" r=\"" + len(radius) +
              "\"");
  out_.append(attributes).append("/>\n");
}

void Canvas::rect(Point top_left, double width, double height, std::string_view attributes) {
  out_.append("<rect x=\"" + x(top_left.x) + "\" y=\"" + y(top_left.y) + "\" width=\"" +
              len(width) + "\" height=\"" + len(height) + "\"");
  out_.append(attributes).append("/>\n");
}

void Canvas::text(Point at, std::string_view content, double size, std::string_view attributes) {
  // SVG places text on its baseline; a digit's middle sits about 0.35 of the
  // font size above it (dominant-baseline is not read by every renderer).
  out_.append("<text x=\"" + x(at.x) + "\" y=\"" + y(at.y + 0.35 * size) + "\" font-size=\"" +
              len(size) + "\"");
  out_.append(attributes).append(">").append(xml_escape(content)).append("</text>\n");
}

std::string Canvas::path_data(const std::vector<Point>& points) const {
  std::string d;
  for (std::size_t i = 0; i < points.size(); ++i)
    d.append(i ? " L" : "M").append(x(points[i].x) + " " + y(points[i].y));
  return d;
}

namespace {

// Bytes of the well-formed UTF-8 sequence at text[i] (1 for ASCII), or 0
// when the bytes there are not one.
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  const std::size_t length = c < 0x80         ? 1
                             : (c >> 5) == 6  ? 2
                             : (c >> 4) == 14 ? 3
                             : (c >> 3) == 30 ? 4
                                              : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k)
    if ((static_cast<unsigned char>(text[i + k]) >> 6) != 2) return 0;
  return length;
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    const std::size_t length = utf8_length(text, i);
    if (length > 1) {  // a multi-byte character, kept as it is
      out.append(text.substr(i, length));
      i += length;
      continue;
    }
    ++i;
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // XML 1.0 allows no control characters but tab and newline, and a
        // file name need not be UTF-8: anything else becomes '?'.
        if (length == 1 && (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n'))
          out += c;
        else
          out += '?';
    }
  }
  return out;
}

std::string digit_text(int digit) {
  const auto symbol = symbol_of(digit);
  return symbol && digit > 0 ? std::string(1, *symbol) : std::to_string(digit);
}

}  // namespace satdoku::render
