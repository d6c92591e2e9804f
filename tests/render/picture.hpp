// Reading a puzzle picture back: the SVG parsed as XML (the test fails when
// it is not well-formed), and what was drawn, by the classes the renderer
// puts on its marks.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "satdoku/svg.hpp"
#include "xml_reader.hpp"

namespace satdoku::testing {

struct Picture {
  std::string svg;
  std::vector<XmlElement> elements;

  // Elements of a class, or inside a group of that class.
  std::vector<const XmlElement*> of_class(const std::string& css_class) const {
    std::vector<const XmlElement*> found;
    for (const XmlElement& e : elements)
      if (e.css_class() == css_class) found.push_back(&e);
    return found;
  }
  std::vector<const XmlElement*> inside(const std::string& css_class,
                                        const std::string& name) const {
    std::vector<const XmlElement*> found;
    for (std::size_t i = 0; i < elements.size(); ++i)
      if (elements[i].name == name && inside_class(elements, static_cast<int>(i), css_class))
        found.push_back(&elements[i]);
    return found;
  }
  // The texts of the digits layer in document order (row-major), as one
  // string; pencil marks left out when `with_pencil` is false.
  std::string digits(bool with_pencil = false) const {
    std::string text;
    for (const XmlElement* e : inside("digits", "text"))
      if (with_pencil || e->css_class() != "pencil") text += e->text;
    return text;
  }
  std::string title() const {
    for (const XmlElement& e : elements)
      if (e.name == "title") return e.text;
    return "";
  }
};

inline Picture read_picture(std::string svg) {
  Picture picture{std::move(svg), {}};
  std::string why;
  EXPECT_TRUE(parse_xml(picture.svg, picture.elements, why)) << why;
  EXPECT_TRUE(!picture.elements.empty() && picture.elements[0].name == "svg");
  return picture;
}

inline Picture draw(const Puzzle& puzzle, const SvgOptions& options = {}) {
  return read_picture(render_svg(puzzle, options));
}

}  // namespace satdoku::testing
