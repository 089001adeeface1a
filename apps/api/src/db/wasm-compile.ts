import { setFlagsFromString } from 'node:v8';

/**
 * V8 compiles PGlite's WebAssembly (9 MB) on as many background tasks as it has worker threads, and the
 * memory those compilers take from the C library stays with the process afterwards: 40 to 90 MB of the
 * API's resident memory at idle, measured in docs/decisions/0047-memory.md. With one task the same code
 * is compiled (about 0.1 s more at start, a little slower tier-up of hot functions later) without it.
 * A V8 flag read when a module is compiled, so it must be set before PGlite starts.
 */
export function compileWasmOnOneTask(): void {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
}
