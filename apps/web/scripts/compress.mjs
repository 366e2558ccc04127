// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the built app, once at build time:
//
//   node scripts/compress.mjs [--outDir dist]
//
// The server sends these copies as they are (@fastify/static `preCompressed`), so no request pays for
// compressing the app's JavaScript again: compressing on every request cost the server seconds of CPU per
// page on a busy two-core machine (docs/decisions/0010-precompressed-assets.md). Files under 1 KB stay as they are.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--outDir");
const outDir = path.resolve(import.meta.dirname, "..", outIndex !== -1 ? args[outIndex + 1] : "dist");
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".wasm"]);
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBr = 0;
for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += data.length;
  afterBr += br.length;
}
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB with Brotli`);
