// Compressed files, as SAT users keep them and as CaDiCaL and kissat read and
// write them: what is written is compressed when its name ends in .gz, .bz2
// or .xz; what is read is decompressed when its first bytes say so,
// whatever its name. Boost.Iostreams' filters over Debian's zlib, libbz2 and
// liblzma do the work.
#pragma once

#include <exception>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace satdoku::cli {

enum class Compression { none, gzip, bzip2, xz };

// By the name's last extension (.gz, .bz2, .xz, any case); none otherwise.
Compression compression_of_name(std::string_view path);
// By the first bytes of a file (the formats' magic numbers).
Compression compression_of_bytes(std::string_view start);
// "gzip", "bzip2", "xz" ("" for none).
std::string_view to_string(Compression compression);

// A file opened for reading, decompressed when it is compressed: stream()
// gives the plain bytes. open_error() is the errno of a failed open (0:
// open); a corrupt compressed stream fails on read with a message naming
// its format (read_error_text shows it).
class ReadFile {
 public:
  explicit ReadFile(const std::string& path);
  ~ReadFile();
  ReadFile(const ReadFile&) = delete;
  ReadFile& operator=(const ReadFile&) = delete;

  int open_error() const { return open_error_; }
  std::istream& stream();
  Compression compression() const { return compression_; }
  // A regular file: reading it never waits.
  bool regular() const;
  // How far the file itself has been read, as a fraction of its size (for
  // progress lines), when it is a regular file.
  std::optional<double> fraction_read() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Compression compression_ = Compression::none;
  int open_error_ = 0;
};

// What a failed read of compressed data says ("corrupt or cut short gzip
// data"), or nullopt when the error is not the decompressor's.
std::optional<std::string> compressed_data_error(const std::exception& e);

// A stream (standard input) read through, decompressed when its first bytes
// say it is compressed; only those bytes are read ahead.
std::unique_ptr<std::istream> decompressed(std::istream& in);

// A file written through the compressor its name asks for (or none). The
// file is created by the constructor (UsageError when it cannot be);
// close() finishes the compressed stream and throws UsageError when any
// write failed.
class WriteFile {
 public:
  explicit WriteFile(const std::string& path);
  ~WriteFile();
  WriteFile(const WriteFile&) = delete;
  WriteFile& operator=(const WriteFile&) = delete;

  std::ostream& stream();
  void close();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace satdoku::cli
