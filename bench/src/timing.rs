//! CPU time of the counting alone, the measure of every table.

use std::time::Duration;

/// The CPU time this thread has used.
fn thread_cpu_time() -> Duration {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid, writable timespec for the duration of the call.
    let result = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(result, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(time.tv_sec as u64, time.tv_nsec as u32)
}

/// Runs `count`, returning its result and the CPU time it took.
pub fn timed(count: impl FnOnce() -> u64) -> (u64, Duration) {
    let start = thread_cpu_time();
    let nodes = std::hint::black_box(count());
    (nodes, thread_cpu_time() - start)
}
