#include "mesh/import/IsolatedImport.h"

#include "base/Format.h"
#include "mesh/import/MeshTransfer.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <thread>
#include <utility>

#ifndef STEPWISE_LIBEXEC_DIR
#define STEPWISE_LIBEXEC_DIR "/usr/libexec/stepwise"
#endif

#if defined(__SANITIZE_ADDRESS__)
#define STEPWISE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STEPWISE_ASAN 1
#endif
#endif

namespace sw {

namespace {

using Clock = std::chrono::steady_clock;

// The helper's stderr is kept up to this size: enough for any sentence it writes.
constexpr std::size_t kMaxErrorBytes = 64 * 1024;
constexpr std::size_t kReadChunk = 64 * 1024;

// A file descriptor closed when it goes out of scope.
class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : m_fd(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() { reset(); }

    int get() const { return m_fd; }
    bool open() const { return m_fd >= 0; }
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd = -1;
};

// A pipe whose ends are closed on exec and are not 0, 1 or 2, so that the child's dup2 onto
// its standard streams never meets one of them (a program started with a closed stdin would
// otherwise get its pipe as fd 0).
bool makePipe(Fd& readEnd, Fd& writeEnd)
{
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        return false;
    for (int& fd : fds)
        if (fd < 3) {
            const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
            ::close(fd);
            fd = moved;
        }
    readEnd.reset(fds[0]);
    writeEnd.reset(fds[1]);
    return readEnd.open() && writeEnd.open();
}

// strerror's text without its shared buffer (several threads may import at once).
std::string errorText(int error)
{
    return std::generic_category().message(error);
}

std::string formatSeconds(double seconds)
{
    return formatRounded(seconds, 1) + " s";
}

std::string formatBytes(std::uint64_t bytes)
{
    return formatRounded(static_cast<double>(bytes) / (1024.0 * 1024.0), 1) + " MiB";
}

// The first line of what the helper wrote to stderr, printable and of a sensible length.
std::string firstLine(const std::string& text)
{
    std::string line = text.substr(0, text.find('\n'));
    for (char& ch : line)
        if (static_cast<unsigned char>(ch) < 32 || ch == 127)
            ch = ' ';
    if (line.size() > 400)
        line = line.substr(0, 400) + "...";
    while (!line.empty() && (line.back() == ' ' || line.back() == '.'))
        line.pop_back();
    return line;
}

const char* signalName(int signal)
{
    switch (signal) {
    case SIGSEGV:
        return "SIGSEGV";
    case SIGBUS:
        return "SIGBUS";
    case SIGABRT:
        return "SIGABRT";
    case SIGFPE:
        return "SIGFPE";
    case SIGILL:
        return "SIGILL";
    case SIGKILL:
        return "SIGKILL";
    case SIGTERM:
        return "SIGTERM";
    case SIGXCPU:
        return "SIGXCPU";
    default:
        return nullptr;
    }
}

// Everything the child needs, prepared before fork: between fork and exec the child of a
// multi-threaded program may only make async-signal-safe calls (no allocation, no locks).
struct ChildSetup {
    std::vector<std::string> args;
    std::vector<char*> argv;
    rlimit cpu{};
    bool limitMemory = false;
    rlimit memory{};
};

[[noreturn]] void runChild(const ChildSetup& setup, int out, int err, int status)
{
    // Its own process group, so that the parent can kill whatever the helper starts too.
    setpgid(0, 0);
    // Signals as a fresh program has them: the caller's thread may block or ignore some.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    struct sigaction byDefault {};
    byDefault.sa_handler = SIG_DFL;
    for (int signal : {SIGPIPE, SIGXCPU, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL, SIGTERM})
        sigaction(signal, &byDefault, nullptr);
    // The limits (setrlimit is a plain system call on Linux and safe here). No core files from
    // a crash: a crash is reported, not kept.
    setrlimit(RLIMIT_CPU, &setup.cpu);
    if (setup.limitMemory)
        setrlimit(RLIMIT_AS, &setup.memory);
    const rlimit noCore{0, 0};
    setrlimit(RLIMIT_CORE, &noCore);
    // stdin from /dev/null, stdout and stderr into the pipes; nothing else inherited.
    const int nothing = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (nothing < 0 || dup2(nothing, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) {
        const int error = errno;
        [[maybe_unused]] const auto n = write(status, &error, sizeof error);
        _exit(127);
    }
#ifdef CLOSE_RANGE_CLOEXEC
    close_range(3, ~0u, CLOSE_RANGE_CLOEXEC);
#endif
    execv(setup.argv[0], setup.argv.data());
    // Only reached when exec failed: tell the parent why through the status pipe.
    const int error = errno;
    [[maybe_unused]] const auto n = write(status, &error, sizeof error);
    _exit(127);
}

struct ChildOutcome {
    std::string startError; // set when the helper never ran
    std::string out;
    std::string err;
    bool timedOut = false;
    bool replyTooLong = false;
    bool statusKnown = false;
    int status = 0; // as from waitpid
};

enum class End { ended, running, gone };

// Waits until the child has ended or the deadline passes, without reaping it: until it is
// reaped its pid stays reserved, so signalling its process group cannot reach a stranger.
End waitForEnd(pid_t pid, Clock::time_point deadline)
{
    auto pause = std::chrono::milliseconds(1);
    for (;;) {
        siginfo_t info{};
        const int r = waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
        if (r == 0 && info.si_pid == pid)
            return End::ended;
        if (r < 0 && errno != EINTR)
            return End::gone; // ECHILD: reaped elsewhere (SIGCHLD ignored)
        if (Clock::now() >= deadline)
            return End::running;
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::milliseconds(20));
    }
}

// Kills whatever is left in the helper's process group (the helper itself when it is still
// running, anything it started), then reaps the helper.
void finish(pid_t pid, ChildOutcome& outcome)
{
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL); // in case it had not made its own group yet
    pid_t r;
    do
        r = waitpid(pid, &outcome.status, 0);
    while (r < 0 && errno == EINTR);
    outcome.statusKnown = r == pid;
}

// Reads the helper's stdout and stderr until both close, the deadline passes or the reply
// grows past its limit.
void collect(int outFd, int errFd, Clock::time_point deadline, std::uint64_t maxReply,
             ChildOutcome& outcome)
{
    pollfd fds[2] = {{outFd, POLLIN, 0}, {errFd, POLLIN, 0}};
    std::string* sinks[2] = {&outcome.out, &outcome.err};
    std::vector<char> buffer(kReadChunk);
    int open = 2;
    while (open > 0) {
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            outcome.timedOut = true;
            return;
        }
        const int ready =
            poll(fds, 2, static_cast<int>(std::min<std::int64_t>(left.count(), 60'000)));
        if (ready < 0 && errno != EINTR) {
            outcome.timedOut = true; // cannot watch the child any more: stop it
            return;
        }
        for (int i = 0; i < 2 && ready > 0; ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0)
                continue;
            const ssize_t n = read(fds[i].fd, buffer.data(), buffer.size());
            if (n < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (n <= 0) {
                fds[i].fd = -1; // poll ignores negative descriptors
                --open;
                continue;
            }
            std::string& sink = *sinks[i];
            const auto count = static_cast<std::size_t>(n);
            if (i == 0 && sink.size() + count > maxReply) {
                outcome.replyTooLong = true;
                return;
            }
            if (i == 1)
                sink.append(buffer.data(), std::min(count, kMaxErrorBytes - std::min(kMaxErrorBytes,
                                                                                     sink.size())));
            else
                sink.append(buffer.data(), count);
        }
    }
}

// Runs the helper on one file: start it with its limits, gather its output, reap it.
ChildOutcome runHelper(const std::vector<std::string>& command, const std::string& path,
                       const IsolatedImportOptions& options)
{
    ChildOutcome outcome;
    ChildSetup setup;
    setup.args = command;
    setup.args.push_back("--");
    setup.args.push_back(path);
    for (std::string& a : setup.args)
        setup.argv.push_back(a.data());
    setup.argv.push_back(nullptr);
    const double limit = std::max(options.timeLimitSeconds, 0.001);
    const auto cpuSeconds = static_cast<rlim_t>(std::ceil(limit)) + 1;
    setup.cpu = {cpuSeconds, cpuSeconds + 1};
#ifndef STEPWISE_ASAN
    setup.limitMemory = options.memoryLimitBytes > 0;
    setup.memory = {static_cast<rlim_t>(options.memoryLimitBytes),
                    static_cast<rlim_t>(options.memoryLimitBytes)};
#endif

    Fd outRead, outWrite, errRead, errWrite, statusRead, statusWrite;
    if (!makePipe(outRead, outWrite) || !makePipe(errRead, errWrite) ||
        !makePipe(statusRead, statusWrite)) {
        outcome.startError = errorText(errno);
        return outcome;
    }
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                             std::chrono::duration<double>(limit));
    const pid_t pid = fork();
    if (pid < 0) {
        outcome.startError = errorText(errno);
        return outcome;
    }
    if (pid == 0)
        runChild(setup, outWrite.get(), errWrite.get(), statusWrite.get());
    outWrite.reset();
    errWrite.reset();
    statusWrite.reset();

    // The status pipe closes on a successful exec, or carries the errno of a failed one.
    int execError = 0;
    ssize_t got;
    do
        got = read(statusRead.get(), &execError, sizeof execError);
    while (got < 0 && errno == EINTR);
    if (got == static_cast<ssize_t>(sizeof execError)) {
        outcome.startError = errorText(execError);
        finish(pid, outcome);
        return outcome;
    }

    collect(outRead.get(), errRead.get(), deadline, options.maxReplyBytes, outcome);
    if (!outcome.timedOut && !outcome.replyTooLong) {
        const End end = waitForEnd(pid, deadline);
        if (end == End::gone)
            return outcome; // nothing left to signal or reap; the status stays unknown
        outcome.timedOut = end == End::running; // closed its output but went on running
    }
    finish(pid, outcome);
    return outcome;
}

// What the helper's end means for the caller, as one sentence naming the file.
Result<Mesh> interpret(const ChildOutcome& outcome, const std::string& helper,
                       const std::string& path, const IsolatedImportOptions& options)
{
    if (!outcome.startError.empty())
        return makeError("the mesh importer " + helper + " could not be started for " + path +
                         " (" + outcome.startError + ")");
    if (outcome.timedOut)
        return makeError("the mesh importer took longer than " +
                         formatSeconds(options.timeLimitSeconds) + " on " + path +
                         " and was stopped");
    if (outcome.replyTooLong)
        return makeError("the mesh importer's reply for " + path + " is larger than the " +
                         formatBytes(options.maxReplyBytes) + " allowed");
    if (!outcome.statusKnown)
        return makeError("the mesh importer's end on " + path + " could not be observed");
    if (WIFSIGNALED(outcome.status)) {
        const int signal = WTERMSIG(outcome.status);
        if (signal == SIGXCPU)
            return makeError("the mesh importer used more than " +
                             formatSeconds(options.timeLimitSeconds) + " of processor time on " +
                             path + " and was stopped");
        const char* name = signalName(signal);
        return makeError("the mesh importer crashed on " + path + " (signal " +
                         std::to_string(signal) + (name ? std::string(", ") + name : "") + ")");
    }
    const int code = WIFEXITED(outcome.status) ? WEXITSTATUS(outcome.status) : -1;
    const std::string said = firstLine(outcome.err);
    if (code == 1 && !said.empty()) {
        // The importer's own error, which names the file (a stranger's may not).
        if (said.find(path) != std::string::npos)
            return makeError(said);
        return makeError("the mesh importer failed on " + path + ": " + said);
    }
    if (code != 0)
        return makeError("the mesh importer failed on " + path + " (exit status " +
                         std::to_string(code) + ")" + (said.empty() ? "" : ": " + said));
    auto mesh = decodeMeshTransfer(outcome.out);
    if (!mesh)
        return makeError("the mesh importer's reply for " + path +
                         " cannot be read: " + mesh.error().message);
    return mesh;
}

bool isExecutableFile(const std::filesystem::path& file)
{
    std::error_code ec;
    return std::filesystem::is_regular_file(file, ec) && access(file.c_str(), X_OK) == 0;
}

} // namespace

std::string findMeshImportHelper(const std::string& executablePath)
{
    if (const char* named = std::getenv(kMeshImportHelperVariable); named && *named)
        return named;
    std::vector<std::filesystem::path> candidates;
    if (!executablePath.empty()) {
        const std::filesystem::path dir = std::filesystem::path(executablePath).parent_path();
        candidates.push_back(dir / kMeshImportHelperName);
        candidates.push_back(dir / ".." / "libexec" / "stepwise" / kMeshImportHelperName);
    }
    candidates.push_back(std::filesystem::path(STEPWISE_LIBEXEC_DIR) / kMeshImportHelperName);
    // Last, where the build tree puts it: programs built in other folders of the tree
    // (BUILD/core/cli/stepwise-cli, the test programs) find it there without being installed.
    candidates.push_back(std::filesystem::path(STEPWISE_BUILD_LIBEXEC_DIR) / kMeshImportHelperName);
    for (const auto& candidate : candidates)
        if (isExecutableFile(candidate))
            return candidate.lexically_normal().string();
    return {};
}

std::string findMeshImportHelper()
{
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return findMeshImportHelper(ec ? std::string() : self.string());
}

Result<Mesh> importMeshIsolated(const std::string& path, const IsolatedImportOptions& options)
{
    std::vector<std::string> command = options.helperCommand;
    if (command.empty()) {
        const std::string helper = findMeshImportHelper();
        if (helper.empty())
            return makeError(std::string("cannot import ") + path + ": the mesh importer " +
                             kMeshImportHelperName +
                             " is not beside this program, nor in ../libexec/stepwise from it, "
                             "nor in " STEPWISE_LIBEXEC_DIR " or " STEPWISE_BUILD_LIBEXEC_DIR);
        command = {helper};
    }
    const ChildOutcome outcome = runHelper(command, path, options);
    return interpret(outcome, command.front(), path, options);
}

} // namespace sw
