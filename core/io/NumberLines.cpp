#include "io/NumberLines.h"

#include "base/Files.h"

#include <charconv>
#include <cmath>

namespace sw {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

} // namespace

Result<std::vector<NumberLine>> parseNumberLines(std::string_view text, const std::string& source,
                                                 int columns, std::size_t maxLines)
{
    std::vector<NumberLine> out;
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNo;

        std::size_t i = 0;
        while (i < line.size() && isSpace(line[i]))
            ++i;
        if (i == line.size() || line[i] == '#')
            continue;
        if (out.size() >= maxLines)
            return makeError(source + ": more than " + std::to_string(maxLines) + " lines.");

        NumberLine entry;
        entry.line = lineNo;
        int count = 0;
        while (i < line.size() && entry.error.empty()) {
            std::size_t j = i;
            while (j < line.size() && !isSpace(line[j]))
                ++j;
            const std::string_view word = line.substr(i, j - i);
            double v = 0;
            const auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), v);
            if (ec != std::errc() || ptr != word.data() + word.size() || !std::isfinite(v))
                entry.error = source + ":" + std::to_string(lineNo) + ": \"" + std::string(word) +
                              "\" is not a number";
            else if (count >= columns)
                entry.error = source + ":" + std::to_string(lineNo) + ": expected " +
                              std::to_string(columns) + " numbers, found more";
            else
                entry.values[static_cast<std::size_t>(count++)] = v;
            i = j;
            while (i < line.size() && isSpace(line[i]))
                ++i;
        }
        if (entry.error.empty() && count < columns)
            entry.error = source + ":" + std::to_string(lineNo) + ": expected " +
                          std::to_string(columns) + " numbers, found " + std::to_string(count);
        out.push_back(std::move(entry));
    }
    return out;
}

Result<std::vector<NumberLine>> readNumberLines(const std::string& path, int columns)
{
    auto text = readFileText(path);
    if (!text)
        return text.error();
    return parseNumberLines(*text, path, columns);
}

} // namespace sw
