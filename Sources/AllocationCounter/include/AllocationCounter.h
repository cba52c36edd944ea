#ifndef DIAL_ALLOCATION_COUNTER_H
#define DIAL_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this platform counts allocations (Linux with glibc: the process's malloc family is
/// interposed and forwarded to glibc's own).
int dial_allocation_counting_is_supported(void);

/// How many heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// the calling thread has made since it started. Other threads' allocations are not counted, so
/// a measurement is not disturbed by work on other threads.
uint64_t dial_allocation_count(void);

#endif
