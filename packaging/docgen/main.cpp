// satdoku_docgen: writes the man page and the bash and zsh completions from
// the program's own command and option tables, at build time, so that
// neither can miss a command, an option or a value.
//
//   satdoku_docgen TEMPLATE.1.in OUT.1 OUT.bash OUT.zsh
#include <fstream>
#include <iostream>
#include <sstream>

#include "docs_model.hpp"

namespace {

void write(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw std::runtime_error(path + ": cannot write");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: satdoku_docgen TEMPLATE.1.in OUT.1 OUT.bash OUT.zsh\n";
    return 2;
  }
  try {
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) throw std::runtime_error(std::string(argv[1]) + ": cannot open");
    std::ostringstream source;
    source << in.rdbuf();
    const auto commands = satdoku::docgen::collect();
    write(argv[2], satdoku::docgen::man_page(commands, source.str()));
    write(argv[3], satdoku::docgen::bash_completion(commands));
    write(argv[4], satdoku::docgen::zsh_completion(commands));
  } catch (const std::exception& e) {
    std::cerr << "satdoku_docgen: " << e.what() << '\n';
    return 1;
  }
  return 0;
}
