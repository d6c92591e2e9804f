// A small XML reader for the SVG the program writes (plots, puzzle
// pictures): checks well-formedness (one root, nesting, quoted attributes
// without duplicates, only the five predefined entities or numeric ones, no
// stray '<' or '&', valid UTF-8) and lists the elements in document order,
// each with its parent, so tests can ask what was drawn where. No DTDs, no
// CDATA, no namespaces beyond reading "xmlns" as an attribute: the writers
// use none of them, and a document that did would be refused, not misread.
#pragma once

#include <cctype>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace satdoku::testing {

struct XmlElement {
  std::string name;
  std::map<std::string, std::string> attributes;  // values as written (entities kept)
  std::string text;                               // the element's own character data
  int parent = -1;                                // index into the list; -1 for the root
  std::string parent_class;                       // the parent's class attribute, or ""

  std::string attribute(const std::string& key) const {
    const auto it = attributes.find(key);
    return it == attributes.end() ? "" : it->second;
  }
  std::string css_class() const { return attribute("class"); }
};

namespace xml_detail {

inline bool name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' ||
         c == '.';
}

// Length of the entity reference at text[i] ('&'), or 0 when it is not one.
inline std::size_t entity_length(const std::string& text, std::size_t i) {
  for (const char* e : {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"})
    if (text.compare(i, std::strlen(e), e) == 0) return std::strlen(e);
  std::size_t k = i + 1;
  if (k < text.size() && text[k] == '#') {
    ++k;
    const bool hex = k < text.size() && text[k] == 'x';
    if (hex) ++k;
    const std::size_t digits = k;
    while (k < text.size() && (hex ? std::isxdigit(static_cast<unsigned char>(text[k]))
                                   : std::isdigit(static_cast<unsigned char>(text[k]))))
      ++k;
    if (k > digits && k < text.size() && text[k] == ';') return k + 1 - i;
  }
  return 0;
}

inline bool valid_utf8(const std::string& text, std::string& why) {
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    int follow = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (follow < 0) return why = "invalid UTF-8 at byte " + std::to_string(i), false;
    if (c < 0x20 && c != '\n' && c != '\r' && c != '\t')
      return why = "control character at byte " + std::to_string(i), false;
    for (int k = 1; k <= follow; ++k)
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) >> 6) != 2)
        return why = "invalid UTF-8 at byte " + std::to_string(i), false;
    i += static_cast<std::size_t>(follow) + 1;
  }
  return true;
}

}  // namespace xml_detail

// Parses `xml` into `out`; false with the reason in `why` when it is not
// well-formed.
inline bool parse_xml(const std::string& xml, std::vector<XmlElement>& out, std::string& why) {
  using namespace xml_detail;
  out.clear();
  if (!valid_utf8(xml, why)) return false;
  std::vector<int> open;
  bool seen_root = false;
  std::size_t i = 0;
  const auto fail = [&](const std::string& what) {
    why = what + " at byte " + std::to_string(i);
    return false;
  };
  while (i < xml.size()) {
    if (xml[i] != '<') {
      if (xml[i] == '&' && entity_length(xml, i) == 0) return fail("bad entity");
      if (xml[i] == '>' && i >= 2 && xml.compare(i - 2, 2, "]]") == 0) return fail("']]>' in text");
      if (!open.empty())
        out[static_cast<std::size_t>(open.back())].text += xml[i];
      else if (!std::isspace(static_cast<unsigned char>(xml[i])))
        return fail("text outside the root");
      ++i;
      continue;
    }
    if (xml.compare(i, 5, "<?xml") == 0) {
      if (i != 0) return fail("XML declaration not at the start");
      const std::size_t end = xml.find("?>", i);
      if (end == std::string::npos) return fail("unclosed <?xml");
      i = end + 2;
      continue;
    }
    if (xml.compare(i, 4, "<!--") == 0) {
      const std::size_t end = xml.find("-->", i + 4);
      if (end == std::string::npos) return fail("unclosed comment");
      i = end + 3;
      continue;
    }
    if (xml.compare(i, 2, "<!") == 0 || xml.compare(i, 2, "<?") == 0)
      return fail("declaration or instruction not read by this checker");
    if (xml.compare(i, 2, "</") == 0) {
      const std::size_t end = xml.find('>', i);
      if (end == std::string::npos) return fail("unclosed end tag");
      std::string name = xml.substr(i + 2, end - i - 2);
      while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back())))
        name.pop_back();
      if (open.empty() || out[static_cast<std::size_t>(open.back())].name != name)
        return fail("mismatched </" + name + ">");
      open.pop_back();
      i = end + 1;
      continue;
    }
    ++i;
    XmlElement e;
    while (i < xml.size() && name_char(xml[i])) e.name += xml[i++];
    if (e.name.empty() || std::isdigit(static_cast<unsigned char>(e.name[0])) || e.name[0] == '-')
      return fail("bad tag name");
    if (open.empty() && seen_root) return fail("second root element");
    seen_root = true;
    for (;;) {
      const std::size_t before = i;
      while (i < xml.size() && std::isspace(static_cast<unsigned char>(xml[i]))) ++i;
      if (i >= xml.size()) return fail("unclosed tag <" + e.name + ">");
      if (xml[i] == '>' || xml.compare(i, 2, "/>") == 0) break;
      if (i == before) return fail("no space before an attribute of <" + e.name + ">");
      std::string key;
      while (i < xml.size() && name_char(xml[i])) key += xml[i++];
      if (key.empty() || i + 1 >= xml.size() || xml[i] != '=' ||
          (xml[i + 1] != '"' && xml[i + 1] != '\''))
        return fail("bad attribute in <" + e.name + ">");
      const char quote = xml[i + 1];
      i += 2;
      const std::size_t end = xml.find(quote, i);
      if (end == std::string::npos) return fail("unclosed attribute");
      const std::string value = xml.substr(i, end - i);
      if (value.find('<') != std::string::npos) return fail("'<' in an attribute");
      for (std::size_t k = value.find('&'); k != std::string::npos; k = value.find('&', k + 1))
        if (entity_length(xml, i + k) == 0) return fail("bad entity in an attribute");
      if (e.attributes.count(key)) return fail("duplicate attribute " + key);
      e.attributes[key] = value;
      i = end + 1;
    }
    if (!open.empty()) {
      e.parent = open.back();
      e.parent_class = out[static_cast<std::size_t>(e.parent)].css_class();
    }
    const bool self_closing = xml[i] == '/';
    i += self_closing ? 2 : 1;
    out.push_back(std::move(e));
    if (!self_closing) open.push_back(static_cast<int>(out.size()) - 1);
  }
  if (!open.empty())
    return fail("unclosed <" + out[static_cast<std::size_t>(open.back())].name + ">");
  if (!seen_root) return fail("no root element");
  return true;
}

// Whether element i lies inside an element of class `css_class`.
inline bool inside_class(const std::vector<XmlElement>& elements, int i,
                         const std::string& css_class) {
  for (int p = elements[static_cast<std::size_t>(i)].parent; p >= 0;
       p = elements[static_cast<std::size_t>(p)].parent)
    if (elements[static_cast<std::size_t>(p)].css_class() == css_class) return true;
  return false;
}

}  // namespace satdoku::testing
