#include "compressed_files.hpp"

#include <algorithm>
#include <boost/iostreams/filter/bzip2.hpp>
#include <boost/iostreams/filter/gzip.hpp>
#include <boost/iostreams/filter/lzma.hpp>
#include <boost/iostreams/filtering_stream.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "cli.hpp"

namespace satdoku::cli {

namespace io = boost::iostreams;

Compression compression_of_name(std::string_view path) {
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos)
    return Compression::none;
  std::string extension(path.substr(dot + 1));
  for (char& c : extension) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  if (extension == "gz") return Compression::gzip;
  if (extension == "bz2") return Compression::bzip2;
  if (extension == "xz") return Compression::xz;
  return Compression::none;
}

Compression compression_of_bytes(std::string_view start) {
  if (start.starts_with("\x1f\x8b")) return Compression::gzip;
  if (start.starts_with("BZh")) return Compression::bzip2;
  if (start.starts_with(std::string_view("\xfd"
                                         "7zXZ\0",
                                         6)))
    return Compression::xz;
  return Compression::none;
}

std::string_view to_string(Compression compression) {
  switch (compression) {
    case Compression::gzip:
      return "gzip";
    case Compression::bzip2:
      return "bzip2";
    case Compression::xz:
      return "xz";
    case Compression::none:
      break;
  }
  return "";
}

namespace {

// The decompressor of a format. Corrupt data makes the filter throw, which
// reaches the reader as a read error (read_error_text names the format).
void push_decompressor(io::filtering_istream& in, Compression compression) {
  switch (compression) {
    case Compression::gzip:
      in.push(io::gzip_decompressor());
      break;
    case Compression::bzip2:
      in.push(io::bzip2_decompressor());
      break;
    case Compression::xz:
      in.push(io::lzma_decompressor());
      break;
    case Compression::none:
      break;
  }
}

}  // namespace

struct ReadFile::Impl {
  std::ifstream file;
  std::optional<double> size;
  io::filtering_istream decompressed;
};

ReadFile::ReadFile(const std::string& path) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.file.open(path, std::ios::binary);
  if (!m.file) {
    open_error_ = errno != 0 ? errno : EIO;
    return;
  }
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) {
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec) m.size = static_cast<double>(size);
  }
  // The first bytes say the format; a regular file is read again from its
  // start (anything else that cannot seek is read as it is).
  if (!m.size) return;
  char start[6] = {};
  m.file.read(start, sizeof start);
  compression_ =
      compression_of_bytes(std::string_view(start, static_cast<std::size_t>(m.file.gcount())));
  m.file.clear();
  m.file.seekg(0);
  if (compression_ == Compression::none) return;
  push_decompressor(m.decompressed, compression_);
  m.decompressed.push(m.file);
  // A corrupt stream throws from the read that meets it, instead of
  // looking like the end of the file.
  m.decompressed.exceptions(std::ios::badbit);
}

ReadFile::~ReadFile() = default;

std::istream& ReadFile::stream() {
  if (compression_ == Compression::none) return impl_->file;
  return impl_->decompressed;
}

bool ReadFile::regular() const {
  return impl_->size.has_value();
}

std::optional<double> ReadFile::fraction_read() const {
  if (!impl_->size || *impl_->size <= 0) return std::nullopt;
  const auto position = impl_->file.tellg();
  if (position < 0) return std::nullopt;
  return std::min(1.0, static_cast<double>(position) / *impl_->size);
}

namespace {

// A stream's first bytes, read to learn its format, then the rest of it:
// nothing is held but those bytes, however long the stream.
class PrefixedSource {
 public:
  using char_type = char;
  using category = io::source_tag;
  PrefixedSource(std::string prefix, std::istream& rest)
      : prefix_(std::make_shared<std::string>(std::move(prefix))), rest_(&rest) {}
  std::streamsize read(char* data, std::streamsize size) {
    if (used_ < prefix_->size()) {
      const auto count = std::min(static_cast<std::size_t>(size), prefix_->size() - used_);
      std::copy_n(prefix_->data() + used_, count, data);
      used_ += count;
      return static_cast<std::streamsize>(count);
    }
    rest_->read(data, size);
    const std::streamsize got = rest_->gcount();
    return got > 0 ? got : -1;
  }

 private:
  std::shared_ptr<std::string> prefix_;
  std::size_t used_ = 0;
  std::istream* rest_;
};

}  // namespace

std::unique_ptr<std::istream> decompressed(std::istream& in) {
  std::string start(6, '\0');
  in.read(start.data(), static_cast<std::streamsize>(start.size()));
  start.resize(static_cast<std::size_t>(in.gcount()));
  auto out = std::make_unique<io::filtering_istream>();
  push_decompressor(*out, compression_of_bytes(start));
  out->push(PrefixedSource(std::move(start), in));
  out->exceptions(std::ios::badbit);
  return out;
}

std::optional<std::string> compressed_data_error(const std::exception& e) {
  std::string_view format;
  if (dynamic_cast<const io::gzip_error*>(&e) || dynamic_cast<const io::zlib_error*>(&e)) {
    format = "gzip";
  } else if (dynamic_cast<const io::bzip2_error*>(&e)) {
    format = "bzip2";
  } else if (dynamic_cast<const io::lzma_error*>(&e)) {
    format = "xz";
  } else {
    return std::nullopt;
  }
  return "corrupt or cut short " + std::string(format) + " data";
}

namespace {

// The file under the compressor: a failed write throws, which ends the
// compressor's loops (Boost's close() would otherwise retry a sink that
// takes nothing, such as a full disk, for ever).
class CheckedSink {
 public:
  using char_type = char;
  using category = io::sink_tag;
  explicit CheckedSink(std::ofstream& file) : file_(&file) {}
  std::streamsize write(const char* data, std::streamsize size) {
    file_->write(data, size);
    if (!*file_) throw std::ios_base::failure("write failed");
    return size;
  }

 private:
  std::ofstream* file_;
};

}  // namespace

struct WriteFile::Impl {
  std::string path;
  std::ofstream file;
  Compression compression = Compression::none;
  io::filtering_ostream compressed;
  bool closed = false;
};

WriteFile::WriteFile(const std::string& path) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.path = path;
  m.file.open(path, std::ios::binary | std::ios::trunc);
  if (!m.file) throw UsageError(path + ": cannot create file: " + std::strerror(errno));
  m.compression = compression_of_name(path);
  switch (m.compression) {
    case Compression::gzip:
      m.compressed.push(io::gzip_compressor());
      break;
    case Compression::bzip2:
      m.compressed.push(io::bzip2_compressor());
      break;
    case Compression::xz:
      m.compressed.push(io::lzma_compressor());
      break;
    case Compression::none:
      return;
  }
  m.compressed.push(CheckedSink(m.file));
}

WriteFile::~WriteFile() {
  // A run that stopped on an error leaves what it wrote; only close()
  // checks and reports.
  if (!impl_->closed && impl_->compression != Compression::none) {
    try {
      impl_->compressed.reset();
    } catch (...) {  // NOLINT(bugprone-empty-catch): nothing to report to
    }
  }
}

std::ostream& WriteFile::stream() {
  if (impl_->compression == Compression::none) return impl_->file;
  return impl_->compressed;
}

void WriteFile::close() {
  Impl& m = *impl_;
  m.closed = true;
  bool ok = true;
  if (m.compression != Compression::none) {
    // Finishes the compressed stream (its last block and trailer) into the file.
    try {
      ok = static_cast<bool>(m.compressed.flush());
      m.compressed.reset();
    } catch (const std::exception&) {
      ok = false;
    }
  }
  m.file.close();
  if (!ok || !m.file) throw UsageError(m.path + ": write failed");
}

}  // namespace satdoku::cli
