#include "base/Files.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {

fs::path freshDir(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("stepwise-files-" + name + "-" +
                                                      std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::size_t entriesIn(const fs::path& dir)
{
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
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
