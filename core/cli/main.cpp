// stepwise-cli: the command-line front end of Stepwise, built from core only.
#include "Commands.h"

#include "base/ByteBuffer.h"
#include "base/Version.h"

#include <cstring>
#include <iostream>

namespace {

void printHelp()
{
    std::cout << "usage: stepwise-cli COMMAND [ARGS...]\n"
                 "       stepwise-cli COMMAND --help\n"
                 "\n"
                 "Stepwise's command-line tool: reads maps (.swmap, or Doom WADs with --map NAME),\n"
                 "and answers questions about them.\n"
                 "\n"
                 "commands:\n";
    for (const cli::Command& c : cli::commands()) {
        std::string name = c.name;
        name.resize(14, ' ');
        std::cout << "  " << name << c.summary << "\n";
    }
    std::cout << "\n"
                 "Exit status: 0 on success; 2 on an error (the reason goes to stderr).\n"
                 "--version prints the version.\n";
}

} // namespace

int main(int argc, char** argv)
{
    // The standard streams stay tied to C's stdio: untying them (sync_with_stdio(false)) gave
    // each of the eight its own 8 KB buffer at start, 14 us of a small map's 2 ms export, for
    // output that is one JSON text or a few lines.
    // One map per run: a heap kept for reuse, in 4 KB pages. Every run finds its memory cold,
    // and there 2 MB pages cost several times as much per megabyte (1.5-3.6 ms against
    // 0.4-0.6 for 4 KB pages, docs/performance.md).
    sw::keepHeapForReuse();
    sw::setLargePagesWanted(false);
    if (argc < 2) {
        printHelp();
        return 2;
    }
    const std::string first = argv[1];
    if (first == "--help" || first == "-h" || first == "help") {
        printHelp();
        return 0;
    }
    if (first == "--version") {
        std::cout << "stepwise-cli " << sw::kVersion << " (revision " << sw::kGitRevision << ")\n";
        return 0;
    }
    for (const cli::Command& c : cli::commands()) {
        if (first != c.name)
            continue;
        std::vector<std::string> rest(argv + 2, argv + argc);
        for (const std::string& a : rest)
            if (a == "--help" || a == "-h") {
                std::cout << c.usage;
                return 0;
            }
        cli::Args args;
        std::string error;
        if (!args.parse(rest, c.options, error))
            return cli::fail(std::string(c.name) + ": " + error + " (see stepwise-cli " + c.name +
                             " --help)");
        try {
            return c.run(args);
        } catch (const std::bad_alloc&) {
            return cli::fail("out of memory");
        } catch (const std::exception& e) {
            return cli::fail(std::string("internal error: ") + e.what());
        }
    }
    return cli::fail("unknown command \"" + first + "\" (see stepwise-cli --help)");
}
