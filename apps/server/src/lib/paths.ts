import { fileURLToPath } from "node:url";

/**
 * Where the server's files are, from the running code: this module is apps/server/src/lib/paths.ts when run
 * from source (tsx, vitest) and part of the bundle apps/server/dist/server.js when compiled (scripts/build.mjs).
 */
const fromSource = import.meta.url.endsWith(".ts");
/** apps/server/ (its package.json, drizzle/ migrations, data/). */
export const SERVER_DIR_URL = new URL(fromSource ? "../../" : "../", import.meta.url);
/** src/ or dist/: where the code runs from (the build copies the analyzer's worker script into dist/ at the same place). */
export const CODE_DIR_URL = new URL(fromSource ? "../" : "./", import.meta.url);
/** The repository (or production package) root, where apps/web/dist is. */
export const REPO_ROOT = fileURLToPath(new URL("../../", SERVER_DIR_URL));
export const serverPath = (relative: string) => fileURLToPath(new URL(relative, SERVER_DIR_URL));
