// Grouping findings of one pattern, and the bounds each place frames.
#include "analysis/Analysis.h"

#include <cctype>
#include <map>
#include <numeric>
#include <tuple>

namespace sw {

namespace {

bool isIndexWord(const std::string& w)
{
    static const char* const kWords[] = {"sector", "sectors", "wall", "walls", "thing",
                                         "things", "vertex", "vertices"};
    for (const char* k : kWords)
        if (w == k)
            return true;
    return false;
}

bool digitAt(const std::string& s, std::size_t i)
{
    return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]));
}

// Skips an index list at i ("3", "3 and 4", "3, 4 and 7"); returns the end.
std::size_t skipIndexList(const std::string& s, std::size_t i)
{
    while (digitAt(s, i)) {
        while (digitAt(s, i))
            ++i;
        if (s.compare(i, 2, ", ") == 0 && digitAt(s, i + 2))
            i += 2;
        else if (s.compare(i, 5, " and ") == 0 && digitAt(s, i + 5))
            i += 5;
        else
            break;
    }
    return i;
}

Box2 placeBounds(const Finding& f, const Map& map)
{
    Box2 b;
    auto inRange = [](Index i, std::size_t n) { return i >= 0 && static_cast<std::size_t>(i) < n; };
    for (const Index w : f.walls)
        if (inRange(w, map.walls.size())) {
            const Wall& wall = map.walls[static_cast<std::size_t>(w)];
            if (inRange(wall.v1, map.vertices.size()) && inRange(wall.v2, map.vertices.size())) {
                b.add(map.wallStart(wall));
                b.add(map.wallEnd(wall));
            }
        }
    for (const Index v : f.vertices)
        if (inRange(v, map.vertices.size()))
            b.add(map.vertices[static_cast<std::size_t>(v)].pos);
    for (const Index t : f.things)
        if (inRange(t, map.things.size()))
            b.add(map.things[static_cast<std::size_t>(t)].pos);
    if (b.empty())
        b.add(f.where);
    return b;
}

} // namespace

std::string messagePattern(const std::string& message)
{
    std::string out;
    std::size_t i = 0;
    while (i < message.size()) {
        // A word, and when it names map elements, the indices after it.
        std::size_t j = i;
        while (j < message.size() && std::isalpha(static_cast<unsigned char>(message[j])))
            ++j;
        if (j > i) {
            const std::string word = message.substr(i, j - i);
            out += word;
            if (isIndexWord(word) && j < message.size() && message[j] == ' ' &&
                digitAt(message, j + 1)) {
                out += " #";
                j = skipIndexList(message, j + 1);
            }
            i = j;
            continue;
        }
        out += message[i++];
    }
    return out;
}

std::vector<FindingGroup> groupFindings(std::vector<Finding>& findings, const Map& map)
{
    const std::size_t n = findings.size();
    std::vector<std::size_t> parent(n);
    std::iota(parent.begin(), parent.end(), 0);
    auto root = [&](std::size_t x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    };
    // Within one pattern, findings that name the same map element are joined; the earlier
    // finding stays the root so that the group's first place names it.
    using Pattern = std::tuple<std::string, Severity, std::string>;
    std::map<Pattern, std::map<std::pair<char, Index>, std::size_t>> firstWith;
    for (std::size_t i = 0; i < n; ++i) {
        Finding& f = findings[i];
        f.bounds = placeBounds(f, map);
        auto& seen = firstWith[{f.kind, f.severity, messagePattern(f.message)}];
        const std::pair<char, const std::vector<Index>*> lists[] = {
            {'w', &f.walls}, {'s', &f.sectors}, {'v', &f.vertices}, {'t', &f.things}};
        for (const auto& [tag, list] : lists)
            for (const Index e : *list) {
                const auto [it, fresh] = seen.emplace(std::pair{tag, e}, i);
                if (!fresh) {
                    const std::size_t a = root(it->second), b = root(i);
                    if (a != b)
                        parent[std::max(a, b)] = std::min(a, b);
                }
            }
    }
    std::vector<FindingGroup> groups;
    std::map<std::size_t, std::size_t> groupOfRoot;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t r = root(i);
        auto [it, fresh] = groupOfRoot.emplace(r, groups.size());
        if (fresh)
            groups.push_back({findings[r].key(), {}});
        groups[it->second].places.push_back(i);
        findings[i].group = groups[it->second].id;
    }
    return groups;
}

std::vector<FindingGroup> findingGroups(const std::vector<Finding>& findings)
{
    std::vector<FindingGroup> groups;
    std::map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < findings.size(); ++i) {
        const std::string& id = findings[i].group.empty() ? findings[i].key() : findings[i].group;
        auto [it, fresh] = index.emplace(id, groups.size());
        if (fresh)
            groups.push_back({id, {}});
        groups[it->second].places.push_back(i);
    }
    return groups;
}

} // namespace sw
