// The pool that runs a BSP compile's jobs on two threads.
#include "base/JobPool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

TEST(JobPool, EveryJobRunsOnceAndFinishWaitsForAll)
{
    std::vector<int> runs(40, 0);
    sw::JobPool pool;
    // The oldest job waits for the newest, which the calling thread takes first: both threads
    // work at once when there is a second one, and nothing deadlocks when there is not.
    std::atomic<bool> newestRan{false};
    for (std::size_t i = 0; i < runs.size(); ++i)
        pool.add([&, i] {
            if (i == 0)
                while (!newestRan)
                    std::this_thread::yield();
            std::this_thread::sleep_for(std::chrono::microseconds(100));
            ++runs[i];
            if (i + 1 == runs.size())
                newestRan = true;
        });
    EXPECT_EQ(pool.size(), runs.size());
    pool.finish();
    for (std::size_t i = 0; i < runs.size(); ++i)
        EXPECT_EQ(runs[i], 1) << "job " << i;
}

TEST(JobPool, FinishRethrowsTheEarliestJobsException)
{
    sw::JobPool pool;
    std::atomic<int> done{0};
    pool.add([&] { ++done; });
    pool.add([] { throw std::runtime_error("second"); });
    pool.add([] { throw std::runtime_error("third"); });
    try {
        pool.finish();
        FAIL() << "finish() did not rethrow";
    } catch (const std::runtime_error& e) {
        EXPECT_STREQ(e.what(), "second");
    }
    EXPECT_EQ(done, 1);
}

TEST(JobPool, ADestroyedPoolWaitsForTheJobThatRuns)
{
    std::atomic<bool> started{false}, ended{false};
    {
        sw::JobPool pool;
        pool.add([&] {
            started = true;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            ended = true;
        });
        while (!started && std::thread::hardware_concurrency() > 1)
            std::this_thread::yield();
    }
    EXPECT_EQ(started.load(), ended.load());
}

} // namespace
