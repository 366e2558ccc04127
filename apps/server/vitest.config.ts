import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite runs in-process; two workers keep memory and start-up cost sane on 2 cores.
    maxWorkers: 2,
  },
});
