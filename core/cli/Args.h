#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// What a command accepts: options that take a value (--map NAME) and switches (--json).
struct OptionSpec {
    std::string name; // without the leading dashes
    bool takesValue = false;
};

// A parsed command line for one command. Unknown options and missing values are errors.
class Args {
public:
    // Returns an error sentence in `error` and false when the arguments do not fit the spec.
    bool parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& spec,
               std::string& error);

    const std::vector<std::string>& positional() const { return m_positional; }
    bool has(const std::string& name) const { return m_values.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const;
    // Every value of an option given more than once, in order (value() gives the last).
    std::vector<std::string> values(const std::string& name) const;

    // A numeric option; on a malformed value returns false and sets `error`.
    bool number(const std::string& name, double& out, std::string& error) const;

private:
    std::vector<std::string> m_positional;
    std::map<std::string, std::string> m_values;
    std::map<std::string, std::vector<std::string>> m_repeated;
};

} // namespace cli
