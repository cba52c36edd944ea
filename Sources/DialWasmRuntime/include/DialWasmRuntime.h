#ifndef DIAL_WASM_RUNTIME_H
#define DIAL_WASM_RUNTIME_H

// What a WebAssembly module built from DialCore with Embedded Swift needs at link time and no C
// library gives it there: a heap for the Swift runtime (posix_memalign, free), and the two
// functions the compiler itself calls for Double, round (for rounded()) and fmod (for %).
// Compiled on wasm only; elsewhere the platform's C library has them and this is empty.

/// How many bytes the heap has handed out and not had back: a host can watch it stay flat
/// (exported to the host as `dial_heap_in_use`). 0 where the platform's heap is used.
unsigned long dial_wasm_heap_in_use(void);

/// How many blocks the heap has handed out since the module started (exported as
/// `dial_allocation_count`). 0 where the platform's heap is used.
unsigned long dial_wasm_allocation_count(void);

#endif
