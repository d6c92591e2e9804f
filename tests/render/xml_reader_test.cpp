// The XML checker that every SVG test relies on must itself refuse what is
// not well-formed, or those tests could not fail.
#include <gtest/gtest.h>

#include "xml_reader.hpp"

namespace satdoku {
namespace {

using testing::parse_xml;
using testing::XmlElement;

bool well_formed(const std::string& xml) {
  std::vector<XmlElement> elements;
  std::string why;
  return parse_xml(xml, elements, why);
}

TEST(XmlReader, ReadsElementsAttributesTextAndParents) {
  std::vector<XmlElement> e;
  std::string why;
  ASSERT_TRUE(parse_xml(
      "<?xml version=\"1.0\"?>\n<svg a=\"1\"><g class=\"k\"><text x='2'>A &amp; B&#9;</text></g>"
      "<!-- note --><rect/></svg>\n",
      e, why))
      << why;
  ASSERT_EQ(e.size(), 4u);
  EXPECT_EQ(e[0].name, "svg");
  EXPECT_EQ(e[0].attribute("a"), "1");
  EXPECT_EQ(e[2].name, "text");
  EXPECT_EQ(e[2].text, "A &amp; B&#9;");
  EXPECT_EQ(e[2].parent_class, "k");
  EXPECT_TRUE(testing::inside_class(e, 2, "k"));
  EXPECT_FALSE(testing::inside_class(e, 3, "k"));
  EXPECT_EQ(e[3].parent, 0);
}

TEST(XmlReader, RefusesWhatIsNotWellFormed) {
  for (const char* bad : {
           "",                                 // no root
           "<svg>",                            // unclosed
           "<svg></g>",                        // mismatched
           "<svg><g></svg></g>",               // crossed
           "<svg/><svg/>",                     // two roots
           "<svg a=1/>",                       // unquoted attribute
           "<svg a=\"1\" a=\"2\"/>",           // duplicate attribute
           "<svg a=\"1\"b=\"2\"/>",            // no space between attributes
           "<svg>a & b</svg>",                 // bare ampersand
           "<svg>&nbsp;</svg>",                // undeclared entity
           "<svg a=\"<\"/>",                   // '<' in an attribute
           "<svg><1/></svg>",                  // bad name
           "text<svg/>",                       // text outside the root
           "<svg>\x01</svg>",                  // control character
           "<svg>\xC3</svg>",                  // broken UTF-8
           "<svg><!DOCTYPE x></svg>",          // not read here
           "<svg>]]></svg>",                   // forbidden in text
           "<svg/>\n<?xml version=\"1.0\"?>",  // declaration not first
       }) {
    EXPECT_FALSE(well_formed(bad)) << bad;
  }
  EXPECT_TRUE(well_formed("<svg>\xC3\xA9 \xE2\x89\xA5</svg>"));
}

}  // namespace
}  // namespace satdoku
