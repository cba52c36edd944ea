#include "DialWasmRuntime.h"

#if defined(__wasm__)

#include <stddef.h>
#include <stdint.h>

// ---------------------------------------------------------------------------------------------
// The heap: blocks of 2^k bytes (k from 4 up), each with a 16-byte header holding k, kept on one
// free list per size once freed. A block is reused for a request of the same class, so a program
// whose allocations repeat (a frame loop) stops growing. Memory comes from memory.grow, in pages
// of 64 KiB; nothing is given back to the host.

enum { header_size = 16, smallest_class = 4, class_count = 32, page_size = 65536 };

extern unsigned char __heap_base;

static void *free_lists[class_count];
static uintptr_t heap_top;    // the first byte not yet handed out
static uintptr_t heap_end;    // the end of the memory the module has
static unsigned long in_use;
static unsigned long allocations;

static int size_class(size_t size) {
    int k = smallest_class;
    while (k < class_count - 1 && ((size_t)1 << k) < size) { k += 1; }
    return ((size_t)1 << k) >= size ? k : -1;
}

static void *take_block(int k, size_t alignment) {
    if (free_lists[k] != NULL && alignment <= header_size) {
        void *block = free_lists[k];
        free_lists[k] = *(void **)block;
        return block;
    }
    if (heap_top == 0) { heap_top = (uintptr_t)&__heap_base; }
    uintptr_t start = (heap_top + header_size + alignment - 1) / alignment * alignment;
    uintptr_t end = start + ((size_t)1 << k);
    if (end < start) { return NULL; }
    if (heap_end == 0) { heap_end = __builtin_wasm_memory_size(0) * (uintptr_t)page_size; }
    if (end > heap_end) {
        uintptr_t pages = (end - heap_end + page_size - 1) / page_size;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) { return NULL; }
        heap_end += pages * page_size;
    }
    heap_top = end;
    return (void *)start;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < header_size) { alignment = header_size; }
    if ((alignment & (alignment - 1)) != 0) { return 22; }  // EINVAL
    int k = size_class(size == 0 ? 1 : size);
    if (k < 0) { return 12; }                                 // ENOMEM
    void *block = take_block(k, alignment);
    if (block == NULL) { return 12; }
    ((uint32_t *)block)[-4] = (uint32_t)k;
    in_use += (unsigned long)1 << k;
    allocations += 1;
    *result = block;
    return 0;
}

void free(void *block) {
    if (block == NULL) { return; }
    int k = (int)((uint32_t *)block)[-4];
    in_use -= (unsigned long)1 << k;
    *(void **)block = free_lists[k];
    free_lists[k] = block;
}

__attribute__((export_name("dial_heap_in_use"))) unsigned long dial_wasm_heap_in_use(void) { return in_use; }

__attribute__((export_name("dial_allocation_count"))) unsigned long dial_wasm_allocation_count(void) { return allocations; }

// ---------------------------------------------------------------------------------------------
// round: to the nearest integer, a half away from zero. x − trunc(x) is exact, so the test is.

double round(double x) {
    double t = __builtin_trunc(x);
    double d = x - t;
    if (d >= 0.5) { return t + 1; }
    if (d <= -0.5) { return t - 1; }
    return t;
}

// fmod: x − n·y with n = trunc(x / y), exactly, as binary long division. With t = |y|·2^j the
// largest such below 2|x|, each step subtracts t when it fits (exact: t ≤ r < 2t) and halves t
// (exact: a power of two times |y|), so r < 2t holds throughout and ends below |y|. At most
// about 2,100 steps (the span of Double's exponents).

double fmod(double x, double y) {
    if (__builtin_isnan(x) || __builtin_isnan(y) || __builtin_isinf(x) || y == 0) { return (x * y) / (x * y); }
    double r = __builtin_fabs(x);
    double m = __builtin_fabs(y);
    if (r < m) { return x; }
    double t = m;
    while (t + t <= r) { t += t; }
    for (;;) {
        if (r >= t) { r -= t; }
        if (t == m) { break; }
        t *= 0.5;
    }
    return __builtin_copysign(r, x);
}

// ---------------------------------------------------------------------------------------------
// __multi3: the low 128 bits of a 128-bit product, which the compiler calls to check 64-bit
// multiplications for overflow. From 32-bit halves, so that nothing here calls it again:
// (aH·2⁶⁴ + aL)(bH·2⁶⁴ + bL) mod 2¹²⁸ = aL·bL + (aH·bL + aL·bH)·2⁶⁴.

typedef unsigned __int128 dial_u128;

static dial_u128 wide_product(uint64_t a, uint64_t b) {
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t low = a0 * b0;
    uint64_t middle1 = a1 * b0 + (low >> 32);          // < 2⁶⁴: (2³²−1)² + 2³² − 1
    uint64_t middle2 = a0 * b1 + (uint32_t)middle1;    // < 2⁶⁴ likewise
    uint64_t high = a1 * b1 + (middle1 >> 32) + (middle2 >> 32);
    uint64_t lowWord = (middle2 << 32) | (uint32_t)low;
    return ((dial_u128)high << 64) | lowWord;
}

__int128 __multi3(__int128 a, __int128 b) {
    dial_u128 x = (dial_u128)a, y = (dial_u128)b;
    uint64_t xl = (uint64_t)x, xh = (uint64_t)(x >> 64), yl = (uint64_t)y, yh = (uint64_t)(y >> 64);
    dial_u128 product = wide_product(xl, yl);
    uint64_t cross = xh * yl + xl * yh;
    return (__int128)(product + ((dial_u128)cross << 64));
}

#else

unsigned long dial_wasm_heap_in_use(void) { return 0; }

unsigned long dial_wasm_allocation_count(void) { return 0; }

#endif
