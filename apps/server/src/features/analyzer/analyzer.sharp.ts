import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on its first use rather than with the server: importing it costs about 30 MiB of
 * resident memory (its shared libraries and their start), which a server that never analyses a photo does not
 * need to carry (decision 0018-pglite4). Loaded once; later calls get the same module.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps the results of recent operations (up to 50 MB) for reuse; uploads are never processed twice,
    // so its cache only holds decoded pixels in memory after the answer.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
