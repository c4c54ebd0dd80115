#include "Commands.h"

#include <iostream>

namespace cli {

int fail(const std::string& message)
{
    std::cerr << "stepwise-cli: " << message << "\n";
    return 2;
}

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = [] {
        std::vector<Command> c;
        for (auto group : {mapCommands, bspCommands, meshCommands, collisionCommands,
                           analysisCommands, doomCommands, textureCommands})
            for (Command& cmd : group())
                c.push_back(std::move(cmd));
        return c;
    }();
    return all;
}

} // namespace cli

#include "io/MapSource.h"

namespace cli {

sw::Result<sw::Map> loadMapArgument(const Args& args, std::size_t index)
{
    if (args.positional().size() <= index)
        return sw::makeError("no map given (a .swmap file, or a .wad with --map NAME)");
    return sw::loadMap(args.positional()[index], args.value("map"));
}

} // namespace cli
