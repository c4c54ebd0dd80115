#include "base/JobPool.h"

#include <algorithm>

#include <sched.h>

namespace sw {

JobPool::~JobPool()
{
    {
        const std::lock_guard lock(m_mutex);
        m_closed = true;
    }
    join();
}

void JobPool::add(std::function<void()> job)
{
    auto entry = std::make_unique<Job>();
    entry->run = std::move(job);
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back(std::move(entry));
    }
    if (!m_tried)
        startSecondThread();
}

void JobPool::finish()
{
    while (Job* job = take(false))
        runJob(*job);
    join();
    for (const auto& job : m_jobs)
        if (job->error)
            std::rethrow_exception(job->error);
}

JobPool::Job* JobPool::take(bool oldest)
{
    const std::lock_guard lock(m_mutex);
    if (m_closed)
        return nullptr;
    const auto untaken = [](const std::unique_ptr<Job>& j) { return !j->taken; };
    Job* job = nullptr;
    if (oldest) {
        const auto it = std::find_if(m_jobs.begin(), m_jobs.end(), untaken);
        job = it == m_jobs.end() ? nullptr : it->get();
    } else {
        const auto it = std::find_if(m_jobs.rbegin(), m_jobs.rend(), untaken);
        job = it == m_jobs.rend() ? nullptr : it->get();
    }
    if (job)
        job->taken = true;
    return job;
}

void JobPool::runJob(Job& job)
{
    try {
        job.run();
    } catch (...) {
        job.error = std::current_exception();
    }
}

void* JobPool::work(void* pool)
{
    auto& self = *static_cast<JobPool*>(pool);
    while (Job* job = self.take(true))
        runJob(*job);
    return nullptr;
}

void JobPool::startSecondThread()
{
    // On another processor than this one: left to itself, the scheduler often started the
    // thread here, behind this one, and it ran only once this one waited for it.
    pthread_attr_t attr;
    pthread_attr_init(&attr);
#if defined(__linux__)
    cpu_set_t others;
    CPU_ZERO(&others);
    if (sched_getaffinity(0, sizeof others, &others) == 0) {
        const int here = sched_getcpu();
        if (here >= 0 && CPU_COUNT(&others) > 1)
            CPU_CLR(here, &others);
        pthread_attr_setaffinity_np(&attr, sizeof others, &others);
    }
#endif
    m_tried = true;
    m_started = pthread_create(&m_thread, &attr, &JobPool::work, this) == 0;
    pthread_attr_destroy(&attr);
}

void JobPool::join()
{
    if (m_started) {
        pthread_join(m_thread, nullptr);
        m_started = false;
    }
}

} // namespace sw
