// run_measured: runs one command and reports its whole process, as the export benchmarks need
// it for programs that finish in a few milliseconds.
//
//   run_measured PROGRAM [ARGS...]
//
// The program inherits stdin, stdout and stderr. When it has ended, one line goes to stderr:
//
//   run_measured: wall_us=W cpu_us=C maxrss_kb=M status=S
//
// W is the time from just before the program is started (posix_spawn) until its end is
// reported (wait4): its exec, start-up, work and exit, and none of the caller's own start-up
// (Python's subprocess machinery and GNU time's exec add about 2 ms to every run, the same for
// both programs compared, which pulls a ratio of small times towards 1). C is the program's
// user and system CPU time and M its peak resident set, both from wait4 for that one child.
// This process is small when it spawns the program, as GNU time is, so M is the program's own.
// S is the exit status (128 + the signal when it was killed). This exits with the program's
// status, or 127 when it could not be started.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char** environ;

namespace {

long long nowMicroseconds()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<long long>(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

long long microseconds(const timeval& t)
{
    return static_cast<long long>(t.tv_sec) * 1000000 + t.tv_usec;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: run_measured PROGRAM [ARGS...]\n");
        return 127;
    }
    const long long start = nowMicroseconds();
    pid_t pid = 0;
    if (const int err = posix_spawnp(&pid, argv[1], nullptr, nullptr, argv + 1, environ)) {
        std::fprintf(stderr, "run_measured: cannot start %s: %s\n", argv[1], std::strerror(err));
        return 127;
    }
    int status = 0;
    rusage usage{};
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            std::fprintf(stderr, "run_measured: waiting for %s failed: %s\n", argv[1],
                         std::strerror(errno));
            return 127;
        }
    }
    const long long wall = nowMicroseconds() - start;
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    std::fprintf(stderr, "run_measured: wall_us=%lld cpu_us=%lld maxrss_kb=%ld status=%d\n", wall,
                 microseconds(usage.ru_utime) + microseconds(usage.ru_stime), usage.ru_maxrss,
                 code);
    return code;
}
