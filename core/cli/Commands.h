#pragma once

#include "Args.h"

#include <string>
#include <vector>

namespace cli {

// A subcommand of stepwise-cli. `run` returns the process exit code; errors go to stderr.
struct Command {
    const char* name;
    const char* summary; // one line for the program's --help
    const char* usage;   // the command's own --help text
    std::vector<OptionSpec> options;
    int (*run)(const Args& args);
};

const std::vector<Command>& commands();

// Writes "stepwise-cli: <message>" to stderr and returns the failure exit code.
int fail(const std::string& message);

// Options every command that takes a map accepts.
inline const OptionSpec kMapOption{"map", true};

// The commands, grouped by the files that implement them.
std::vector<Command> mapCommands();
std::vector<Command> meshCommands();
std::vector<Command> bspCommands();
std::vector<Command> collisionCommands();
std::vector<Command> analysisCommands();
std::vector<Command> doomCommands();
std::vector<Command> textureCommands();

} // namespace cli

#include "base/Result.h"
#include "map/Map.h"

namespace cli {

// Loads the map named by positional argument `index` (with --map for WADs).
sw::Result<sw::Map> loadMapArgument(const Args& args, std::size_t index = 0);

} // namespace cli
