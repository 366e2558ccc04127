// Loaded by index.html before the app. Zod probes `new Function("")` to decide whether it may compile fast
// parsers; our CSP (script-src 'self', no 'unsafe-eval') blocks the probe and Chrome reports a CSP violation on
// every page load. Zod reads this global when it starts, and with `jitless` it skips the probe. Parsing works
// the same, without the compiled fast path.
globalThis["__zod_globalConfig"] = Object.assign(globalThis["__zod_globalConfig"] || {}, { jitless: true });
