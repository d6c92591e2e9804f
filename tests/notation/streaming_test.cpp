// Streaming: many puzzles from a stream that is never whole in memory, lines
// far longer than the limit, and streams that hand out a byte at a time (as
// pipes do) or that must not be read past the puzzle asked for.
#include <gtest/gtest.h>

#include <cerrno>
#include <ios>
#include <streambuf>
#include <system_error>

#include "notation_helpers.hpp"

namespace satdoku {
namespace {

const std::string kPuzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

// A stream of `count` copies of a line, produced on demand in small pieces:
// the text never exists whole.
class RepeatBuf : public std::streambuf {
 public:
  RepeatBuf(std::string line, long long count) : line_(std::move(line)), left_(count) {}

 protected:
  int_type underflow() override {
    if (left_ == 0) return traits_type::eof();
    --left_;
    char* p = line_.data();
    setg(p, p, p + line_.size());
    return traits_type::to_int_type(*p);
  }

 private:
  std::string line_;
  long long left_;
};

// One line of `length` symbols followed by the text `after`, made in 4 KiB
// pieces, counting what it hands out.
class LongLineBuf : public std::streambuf {
 public:
  LongLineBuf(std::size_t length, std::string after) : left_(length), after_(std::move(after)) {
    piece_.assign(4096, '7');
  }
  std::size_t served = 0;

 protected:
  int_type underflow() override {
    if (left_ > 0) {
      const std::size_t n = std::min(left_, piece_.size());
      left_ -= n;
      served += n;
      setg(piece_.data(), piece_.data(), piece_.data() + n);
    } else if (!after_done_) {
      after_done_ = true;
      setg(after_.data(), after_.data(), after_.data() + after_.size());
    } else {
      return traits_type::eof();
    }
    return traits_type::to_int_type(*gptr());
  }

 private:
  std::size_t left_;
  std::string after_;
  std::string piece_;
  bool after_done_ = false;
};

// Hands out one byte per underflow and claims nothing is waiting, like an
// unbuffered pipe; records whether anything past `limit` bytes was asked for.
class TrickleBuf : public std::streambuf {
 public:
  TrickleBuf(std::string text, std::size_t limit) : text_(std::move(text)), limit_(limit) {}
  bool read_past_limit = false;

 protected:
  int_type underflow() override {
    if (pos_ >= text_.size()) return traits_type::eof();
    if (pos_ >= limit_) read_past_limit = true;
    char* p = &text_[pos_++];
    setg(p, p, p + 1);
    return traits_type::to_int_type(*p);
  }
  std::streamsize showmanyc() override { return 0; }

 private:
  std::string text_;
  std::size_t limit_;
  std::size_t pos_ = 0;
};

TEST(Streaming, ManyPuzzlesFromAGeneratedStream) {
  constexpr long long kCount = 50000;
  RepeatBuf buffer(kPuzzle + "\n", kCount);
  std::istream in(&buffer);
  PuzzleReader reader(in, "generated");
  long long count = 0;
  const Grid expected = testing::decode(Geometry{3, 3}, kPuzzle);
  while (auto entry = reader.next()) {
    ASSERT_TRUE(entry->puzzle);
    ++count;
    if (count % 10000 == 0) {
      EXPECT_EQ(entry->grid(), expected);
      EXPECT_EQ(entry->line, count);
    }
  }
  EXPECT_EQ(count, kCount);
}

TEST(Streaming, AHugeLineIsSkippedNotStored) {
  // 64 MiB on one line, then a good puzzle: the error and the puzzle come
  // out, and every byte of the long line was consumed (discarded) in passing.
  constexpr std::size_t kLength = std::size_t{64} << 20;
  LongLineBuf buffer(kLength, "\n" + kPuzzle + "\n");
  std::istream in(&buffer);
  PuzzleReader reader(in, "huge");
  const auto first = reader.next();
  ASSERT_TRUE(first && first->error);
  EXPECT_EQ(first->error->line, 1);
  EXPECT_EQ(first->error->message, "line longer than 65536 bytes");
  const auto second = reader.next();
  ASSERT_TRUE(second && second->puzzle);
  EXPECT_EQ(second->line, 2);
  EXPECT_FALSE(reader.next());
  EXPECT_EQ(buffer.served, kLength);
}

TEST(Streaming, ByteByBytePipeGivesEachPuzzleWithoutReadingAhead) {
  const std::string two = kPuzzle + "\n" + kPuzzle + "\n";
  TrickleBuf buffer(two, kPuzzle.size() + 1);
  std::istream in(&buffer);
  PuzzleReader reader(in, "pipe");
  const auto first = reader.next();
  ASSERT_TRUE(first && first->puzzle);
  // The first puzzle came out before the second line was asked for: a
  // producer that waits for the answer does not deadlock.
  EXPECT_FALSE(buffer.read_past_limit);
  const auto second = reader.next();
  ASSERT_TRUE(second && second->puzzle);
  EXPECT_EQ(first->grid(), second->grid());
  EXPECT_FALSE(reader.next());
}

TEST(Streaming, ByteByByteGridsAcrossAllNotations) {
  std::mt19937_64 rng(5);
  const Grid grid = testing::carve(testing::random_full_grid(Geometry{4, 4}, rng), 0.5, rng);
  for (Notation notation :
       {Notation::compact, Notation::spaced, Notation::line, Notation::pretty}) {
    const std::string text = print(grid, notation) + "\n" + print(grid, notation);
    TrickleBuf buffer(text, text.size());
    std::istream in(&buffer);
    PuzzleReader reader(in, "pipe");
    for (int i = 0; i < 2; ++i) {
      const auto entry = reader.next();
      ASSERT_TRUE(entry && entry->puzzle) << to_string(notation);
      EXPECT_EQ(entry->grid(), grid);
    }
    EXPECT_FALSE(reader.next());
  }
}

}  // namespace
}  // namespace satdoku

namespace satdoku {
namespace {

// A stream that serves its text, then fails the way libstdc++'s file buffers
// do on EIO: underflow throws. (Issue 14 row 1: the program must report it
// after the answers to what came before; the reader must let it through
// after handing out every puzzle read whole.)
class FailingBuffer : public std::streambuf {
 public:
  explicit FailingBuffer(std::string text) : text_(std::move(text)) {
    setg(text_.data(), text_.data(), text_.data() + text_.size());
  }

 protected:
  int_type underflow() override {
    throw std::ios_base::failure("read error", std::error_code(EIO, std::generic_category()));
  }

 private:
  std::string text_;
};

TEST(Streaming, AReadErrorComesAfterThePuzzlesReadWhole) {
  const std::string puzzle =
      "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
  FailingBuffer buffer(puzzle + "\n" + puzzle + "\n" + puzzle.substr(0, 30));
  std::istream in(&buffer);
  PuzzleReader reader(in, "eio");
  ASSERT_TRUE(reader.next()->puzzle);
  ASSERT_TRUE(reader.next()->puzzle);
  try {
    reader.next();
    FAIL() << "the read error was swallowed";
  } catch (const std::ios_base::failure& e) {
    EXPECT_EQ(e.code().value(), EIO);
  }
}

}  // namespace
}  // namespace satdoku
