#pragma once

// Jobs made one after another by one thread and done by two. A second thread, started with the
// first job on another processor than the one adding it, takes the jobs oldest first; the
// thread that made them takes the rest newest first when it calls finish(), then waits for the
// second one. The jobs themselves decide where their results go; the pool only runs them.
//
// For work split into independent parts whose results are put together in a fixed order
// afterwards (the BSP compile's subtrees): what runs where changes the time, never the result.

#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include <pthread.h>

namespace sw {

class JobPool {
public:
    JobPool() = default;
    JobPool(const JobPool&) = delete;
    JobPool& operator=(const JobPool&) = delete;
    // Waits for the job the second thread is doing; jobs not yet taken are left undone.
    ~JobPool();

    // Adds a job; the first one starts the second thread (when it cannot start, finish() does
    // every job on the calling thread).
    void add(std::function<void()> job);
    std::size_t size() const { return m_jobs.size(); }

    // Does the jobs the second thread has not taken, newest first, and waits for it. Rethrows
    // the exception of the earliest-made job that threw one.
    void finish();

private:
    struct Job {
        std::function<void()> run;
        bool taken = false;
        std::exception_ptr error;
    };
    Job* take(bool oldest);
    static void runJob(Job& job);
    static void* work(void* pool);
    void startSecondThread();
    void join();

    std::mutex m_mutex;                       // guards m_jobs and each job's `taken`
    std::vector<std::unique_ptr<Job>> m_jobs; // in the order they were added
    pthread_t m_thread{};
    bool m_started = false; // the second thread runs (until joined)
    bool m_tried = false;   // it was started, or could not be
    bool m_closed = false;  // the destructor runs: the second thread takes no more jobs
};

} // namespace sw
