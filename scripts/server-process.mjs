// How the compiled server's process is started: node's flags and the environment `npm start` (scripts/start.mjs)
// gives it, and the benchmarks (apps/server/scripts/bench-server.ts, bench-start.ts) too, so they measure the
// server as it runs (decision 0019-rss). A variable already set in the environment wins over these.

/**
 * glibc's malloc otherwise gives each thread that allocates its own arena (up to 8 per core): V8's compiler
 * threads tier PGlite's WebAssembly up to TurboFan and free their zones, which glibc keeps: 37-99 MiB of RSS,
 * varying from one start to the next. Two arenas keep that memory in two heaps that are reused.
 *
 * MALLOC_MMAP_THRESHOLD_: a block of 128 KiB or more is its own mapping, given back when freed. By default glibc
 * raises that threshold (up to 32 MiB) each time such a block is freed, so the compiler's big buffers then land in
 * the heaps and stay there; fixed, the server's glibc memory was 20-40 MiB lower at ready and under bench:api's
 * reads, with no measurable cost (decision 0020-pglite5). The requests themselves seldom allocate that much at once.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/**
 * Node's flags for the server. One background task compiles PGlite's WebAssembly up to TurboFan instead of one per
 * core: the hot functions of a 9 MB module tier up one at a time, so V8's compiler zones peak at ~40-50 MiB of
 * malloc instead of 60-83 (memory glibc then keeps). Only the tier-up is slower (it runs beside the requests);
 * the code it makes is the same.
 */
export const SERVER_NODE_ARGS = ["--wasm-num-compilation-tasks=1"];

/** `node <args> <serverJs>` with `env` (the caller's environment) over SERVER_ENV. */
export function serverCommand(serverJs, env = process.env) {
  return { args: [...SERVER_NODE_ARGS, serverJs], env: { ...SERVER_ENV, ...env } };
}
