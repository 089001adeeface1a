// How the API and the site run, wherever they are started from: the scripts (lib/processes.mjs startNode)
// and the Dockerfiles say the same (scripts/server-settings.test.ts checks it). Measured in
// docs/decisions/0047-memory.md:
// - MALLOC_ARENA_MAX=2: the C library keeps at most two arenas instead of one per thread that ever
//   allocated (compilers, the garbage collector's helpers, the thread pool), each holding what it once held;
// - a young generation of 2 MB per half instead of 16 MB: 24 MB less per process, the answers' speed the same.

/** Environment the servers start with (a value the caller sets wins). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** Node's flags for the servers, before the script. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
