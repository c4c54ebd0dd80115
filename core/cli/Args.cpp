#include "Args.h"

#include <cmath>
#include <cstdlib>

namespace cli {

bool Args::parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& spec,
                 std::string& error)
{
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.size() < 2 || a[0] != '-' || a == "-") {
            m_positional.push_back(a);
            continue;
        }
        if (a == "--") {
            m_positional.insert(m_positional.end(), argv.begin() + static_cast<long>(i) + 1,
                                argv.end());
            break;
        }
        std::string name = a.substr(a.rfind('-', 1) == 1 ? 2 : 1);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (name == "o")
            name = "output";
        const OptionSpec* found = nullptr;
        for (const OptionSpec& s : spec)
            if (s.name == name)
                found = &s;
        if (!found) {
            error = "unknown option " + a;
            return false;
        }
        if (found->takesValue) {
            if (inlineValue)
                m_values[name] = *inlineValue;
            else if (i + 1 < argv.size())
                m_values[name] = argv[++i];
            else {
                error = "the option --" + name + " needs a value";
                return false;
            }
            m_repeated[name].push_back(m_values[name]);
        } else {
            if (inlineValue) {
                error = "the option --" + name + " takes no value";
                return false;
            }
            m_values[name] = "";
        }
    }
    return true;
}

std::vector<std::string> Args::values(const std::string& name) const
{
    const auto it = m_repeated.find(name);
    return it == m_repeated.end() ? std::vector<std::string>{} : it->second;
}

std::optional<std::string> Args::value(const std::string& name) const
{
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

bool Args::number(const std::string& name, double& out, std::string& error) const
{
    auto v = value(name);
    if (!v)
        return true;
    char* end = nullptr;
    const double d = std::strtod(v->c_str(), &end);
    if (v->empty() || end != v->c_str() + v->size() || !std::isfinite(d)) {
        error = "--" + name + " expects a number, not \"" + *v + "\"";
        return false;
    }
    out = d;
    return true;
}

} // namespace cli
