// How the compiled server's process is started: node's flags and the environment `npm start` (scripts/start.mjs)
// gives it, and the benchmarks (apps/server/scripts/bench-server.ts, bench-start.ts) too, so they measure the
// server as it runs (decision 0019-rss). A variable already set in the environment wins over these.

/**
 * glibc's malloc otherwise gives each thread that allocates its own arena (up to 8 per core): V8's compiler
 * threads tier PGlite's WebAssembly up to TurboFan and free their zones, which glibc keeps: 37-99 MiB of RSS,
 * varying from one start to the next. Two arenas keep that memory in two heaps that are reused.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

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
