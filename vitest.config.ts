import { defineConfig } from "vitest/config";

// PGlite runs in-process; two workers keep memory and start-up cost sane on 2 cores.
export default defineConfig({ test: { projects: ["packages/shared", "apps/server", "apps/web"], maxWorkers: 2 } });
