#include "base/Files.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>
#include <vector>

namespace fs = std::filesystem;

namespace {

fs::path freshDir(const std::string& name)
{
    const fs::path dir =
        fs::temp_directory_path() / ("stepwise-files-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::size_t entriesIn(const fs::path& dir)
{
    return static_cast<std::size_t>(
        std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

} // namespace

TEST(Files, AtomicWriteCreatesAndReplaces)
{
    const fs::path dir = freshDir("replace");
    const std::string path = (dir / "map.swmap").string();
    ASSERT_TRUE(sw::writeFileAtomically(path, "first"));
    ASSERT_TRUE(sw::writeFileAtomically(path, "second, longer"));
    auto text = sw::readFileText(path);
    ASSERT_TRUE(text) << text.error().message;
    EXPECT_EQ(*text, "second, longer");
    EXPECT_EQ(entriesIn(dir), 1u) << "no temporary file may stay behind";
    fs::remove_all(dir);
}

TEST(Files, FailedWriteLeavesTheOldFileAndNoTemporary)
{
    const fs::path dir = freshDir("fail");
    // The target is a directory: the final rename must fail after the data was written.
    const fs::path target = dir / "occupied";
    fs::create_directories(target / "child");
    auto status = sw::writeFileAtomically(target.string(), "data");
    ASSERT_FALSE(status);
    EXPECT_NE(status.error().message.find("was not changed"), std::string::npos)
        << status.error().message;
    EXPECT_TRUE(fs::is_directory(target / "child"));
    EXPECT_EQ(entriesIn(dir), 1u) << "the temporary file must be removed";
    fs::remove_all(dir);
}

// More blocks than one system call takes (1,024), empty ones among them: the file is all of
// them in order, written with or without waiting for the disk.
TEST(Files, AFileOfManyBlocksIsWrittenWhole)
{
    const fs::path dir = freshDir("blocks");
    std::vector<std::string> blocks;
    std::string expected;
    for (int i = 0; i < 3000; ++i) {
        blocks.push_back(i % 7 == 0 ? std::string()
                                    : std::string(static_cast<std::size_t>(i % 50),
                                                  static_cast<char>('a' + i % 26)));
        expected += blocks.back();
    }
    const std::vector<std::string_view> parts(blocks.begin(), blocks.end());
    for (const sw::WriteFlush flush : {sw::WriteFlush::ToDisk, sw::WriteFlush::Cached}) {
        const std::string path = (dir / "blocks.wad").string();
        ASSERT_TRUE(sw::writeFileAtomically(path, parts, flush));
        auto text = sw::readFileText(path);
        ASSERT_TRUE(text) << text.error().message;
        EXPECT_EQ(*text, expected);
        EXPECT_EQ(entriesIn(dir), 1u);
    }
    fs::remove_all(dir);
}

TEST(Files, ACachedWriteIsAtomicAsWell)
{
    const fs::path dir = freshDir("cached");
    const std::string path = (dir / "out.wad").string();
    ASSERT_TRUE(sw::writeFileAtomically(path, "first", sw::WriteFlush::Cached));
    ASSERT_TRUE(sw::writeFileAtomically(path, "second", sw::WriteFlush::Cached));
    EXPECT_EQ(*sw::readFileText(path), "second");
    const fs::path occupied = dir / "occupied";
    fs::create_directories(occupied / "child");
    EXPECT_FALSE(sw::writeFileAtomically(occupied.string(), "data", sw::WriteFlush::Cached));
    EXPECT_TRUE(fs::is_directory(occupied / "child"));
    EXPECT_EQ(entriesIn(dir), 2u) << "no temporary file may stay behind";
    fs::remove_all(dir);
}

// A cached write over a file puts a new file under the name (the names are swapped where the
// system can, then the old file is removed): a reader that has the old file open reads it to the
// end, another name of the old file (a hard link) keeps it, and a symbolic link is replaced, not
// written through, as rename() does.
TEST(Files, ACachedWriteReplacesTheNameNotTheFile)
{
    const fs::path dir = freshDir("swap");
    const fs::path path = dir / "out.wad";
    ASSERT_TRUE(sw::writeFileAtomically(path.string(), "old content", sw::WriteFlush::Cached));
    fs::create_hard_link(path, dir / "other-name.wad");
    std::ifstream reader(path, std::ios::binary);
    ASSERT_TRUE(reader);
    ASSERT_TRUE(sw::writeFileAtomically(path.string(), "new", sw::WriteFlush::Cached));
    EXPECT_EQ(*sw::readFileText(path.string()), "new");
    EXPECT_EQ(*sw::readFileText((dir / "other-name.wad").string()), "old content");
    std::string was((std::istreambuf_iterator<char>(reader)), std::istreambuf_iterator<char>());
    EXPECT_EQ(was, "old content");
    EXPECT_EQ(entriesIn(dir), 2u) << "no temporary file may stay behind";

    const fs::path link = dir / "link.wad";
    fs::create_symlink(dir / "other-name.wad", link);
    ASSERT_TRUE(
        sw::writeFileAtomically(link.string(), "through the link?", sw::WriteFlush::Cached));
    EXPECT_FALSE(fs::is_symlink(link));
    EXPECT_EQ(*sw::readFileText(link.string()), "through the link?");
    EXPECT_EQ(*sw::readFileText((dir / "other-name.wad").string()), "old content");
    EXPECT_EQ(entriesIn(dir), 3u);
    fs::remove_all(dir);
}

// An output that replaces its input (by any path to the same file) is flushed; any other is not.
TEST(Files, AnOutputReplacingItsInputIsFlushed)
{
    const fs::path dir = freshDir("flush");
    const fs::path input = dir / "map.wad";
    ASSERT_TRUE(sw::writeFileAtomically(input.string(), "PWAD"));
    fs::create_hard_link(input, dir / "link.wad");
    ASSERT_TRUE(sw::writeFileAtomically((dir / "other.wad").string(), "PWAD"));
    using sw::WriteFlush;
    EXPECT_EQ(sw::flushForOutput(input.string(), input.string()), WriteFlush::ToDisk);
    EXPECT_EQ(sw::flushForOutput((dir / "." / "map.wad").string(), input.string()),
              WriteFlush::ToDisk);
    EXPECT_EQ(sw::flushForOutput((dir / "link.wad").string(), input.string()), WriteFlush::ToDisk);
    EXPECT_EQ(sw::flushForOutput((dir / "other.wad").string(), input.string()), WriteFlush::Cached);
    EXPECT_EQ(sw::flushForOutput((dir / "new.wad").string(), input.string()), WriteFlush::Cached);
    EXPECT_EQ(sw::flushForOutput((dir / "new.wad").string(), (dir / "missing.wad").string()),
              WriteFlush::Cached);
    fs::remove_all(dir);
}

TEST(Files, WriteIntoMissingFolderFailsClearly)
{
    auto status = sw::writeFileAtomically("/nonexistent-folder-for-stepwise/x.swmap", "data");
    ASSERT_FALSE(status);
    EXPECT_NE(status.error().message.find("/nonexistent-folder-for-stepwise/x.swmap"),
              std::string::npos);
}

TEST(Files, ReadingAMissingFileNamesIt)
{
    auto bytes = sw::readFileBytes("/nonexistent-file-for-stepwise.wad");
    ASSERT_FALSE(bytes);
    EXPECT_NE(bytes.error().message.find("nonexistent-file-for-stepwise.wad"), std::string::npos);
    EXPECT_NE(bytes.error().message.find("cannot open"), std::string::npos);
}

TEST(Files, ReadingADirectoryIsRefused)
{
    auto bytes = sw::readFileBytes(fs::temp_directory_path().string());
    ASSERT_FALSE(bytes);
    EXPECT_NE(bytes.error().message.find("not a regular file"), std::string::npos);
}

// Small files in ordinary memory, large ones in whole large pages: both read back exactly.
TEST(Files, ReadingIntoABufferGivesTheSameBytes)
{
    const fs::path dir = freshDir("buffer");
    for (const std::size_t size : {std::size_t(0), std::size_t(1000), std::size_t(9) << 20}) {
        std::string content(size, '\0');
        for (std::size_t i = 0; i < size; ++i)
            content[i] = static_cast<char>((i * 2654435761u) >> 13);
        const std::string path = (dir / ("f" + std::to_string(size))).string();
        ASSERT_TRUE(sw::writeFileAtomically(path, content));
        auto buffer = sw::readFileBuffer(path);
        ASSERT_TRUE(buffer) << buffer.error().message;
        ASSERT_EQ(buffer->size(), size);
        EXPECT_TRUE(size == 0 || std::memcmp(buffer->data(), content.data(), size) == 0);
        sw::ByteBuffer moved = std::move(*buffer);
        EXPECT_TRUE(size == 0 || std::memcmp(moved.data(), content.data(), size) == 0);
    }
    EXPECT_FALSE(sw::readFileBuffer((dir / "missing").string()));
    fs::remove_all(dir);
}

TEST(Files, ABufferAdoptsAVectorWithoutCopying)
{
    std::vector<std::uint8_t> bytes{1, 2, 3};
    const std::uint8_t* data = bytes.data();
    const sw::ByteBuffer buffer(std::move(bytes));
    EXPECT_EQ(buffer.data(), data);
    EXPECT_EQ(buffer.size(), 3u);
}
