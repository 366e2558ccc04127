import { ANALYZER_MAX_BASE64_CHARS, ANALYZER_MAX_IMAGE_BYTES, AnalyzerMessages } from "@app/shared";
import type { Metadata } from "sharp";
import { AppError, BadRequestError } from "../../lib/errors.ts";
import { loadSharp } from "./analyzer.sharp.ts";

/** Accepted images are re-encoded no larger than this on their longest side: enough for OCR and detection. */
export const MAX_WORKING_SIDE = 1600;
/**
 * Pixel limits, sized to what the models read (at most MAX_WORKING_SIDE; the OCR 1024 px, the detector 640 px),
 * checked on the header before any decoding. A baseline JPEG is decoded already shrunk (shrink-on-load: libjpeg
 * decodes at 1/2, 1/4 or 1/8 scale), so a 40 MP phone photo costs about what a 2.5 MP one does. PNG, GIF, WebP
 * and progressive JPEG are decoded at full size whatever the output size, so the time and memory grow with
 * their pixels: they may hold at most 4096 × 4096 (2.56 times the working side on each axis). Beyond either
 * limit the answer is 400 'too many pixels' at once: a 4.5 KB PNG of 6000 × 6000 px costs a header read, not
 * seconds of decoding.
 */
export const MAX_SHRINKABLE_PIXELS = 40_000_000;
export const MAX_FULL_DECODE_PIXELS = 4096 * 4096;

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

export interface CleanImage {
  /** A fresh JPEG (transparency flattened on white) with no metadata at all: no EXIF, GPS, XMP or ICC. */
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

const startsWith = (b: Buffer, bytes: number[], offset = 0) =>
  b.length >= offset + bytes.length && bytes.every((x, i) => b[offset + i] === x);
const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString("latin1");

/** The type by its magic number, never by a name or a data-URL prefix. AVIF is told apart so it gets its own message. */
export function sniffImageType(b: Buffer): ImageKind | "avif" | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return "gif";
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp";
  if (ascii(b, 4, 8) === "ftyp") {
    const brands = ascii(b, 8, Math.min(b.length, 64));
    if (/avi[fs]|heic|heix|mif1|msf1/.test(brands)) return "avif";
  }
  return null;
}

const badFormat = () => new AppError(400, "UNSUPPORTED_MEDIA_TYPE", AnalyzerMessages.unsupportedFormat);

/**
 * Decodes a data URL or bare base64 string, checking the size from the base64 length before decoding,
 * so a huge upload never allocates its decoded copy.
 */
export function decodeImageBase64(input: string): Buffer {
  let payload = input.trim();
  const comma = payload.indexOf(",");
  if (payload.startsWith("data:")) {
    if (comma < 0 || !/;base64$/i.test(payload.slice(0, comma))) throw badFormat();
    payload = payload.slice(comma + 1);
  }
  // Size first: 4 characters carry 3 bytes. Whitespace (line-wrapped base64) counts against the limit too.
  if (payload.length > ANALYZER_MAX_BASE64_CHARS + 4) throw new BadRequestError(AnalyzerMessages.tooLarge);
  if (payload.length === 0) throw new BadRequestError(AnalyzerMessages.noImage);
  const compact = payload.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) throw badFormat();
  const bytes = Buffer.from(compact, compact.includes("-") || compact.includes("_") ? "base64url" : "base64");
  if (bytes.length > ANALYZER_MAX_IMAGE_BYTES) throw new BadRequestError(AnalyzerMessages.tooLarge);
  return bytes;
}

/** An upload whose header passed the checks: its type and the pixel limit its decoding runs under. */
export interface CheckedImage {
  bytes: Buffer;
  kind: ImageKind;
  limit: number;
}

/**
 * Checks an upload from its header only (type by magic number, AVIF refused, pixels within the limit of its
 * format): cheap, so a pixel flood is refused at once, before it takes a place in the analyzer's queue.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const kind = sniffImageType(bytes);
  if (kind === "avif") throw new AppError(400, "UNSUPPORTED_MEDIA_TYPE", AnalyzerMessages.avifNotSupported);
  if (!kind) throw badFormat();

  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_SHRINKABLE_PIXELS, failOn: "error" }).metadata();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new BadRequestError(AnalyzerMessages.tooManyPixels);
    throw new BadRequestError(AnalyzerMessages.unreadableImage);
  }
  const expected = kind === "jpeg" ? "jpeg" : kind;
  if (meta.format !== expected) throw badFormat();
  const width = meta.width ?? 0;
  const height = (meta.pageHeight ?? meta.height) || 0;
  if (!width || !height) throw new BadRequestError(AnalyzerMessages.unreadableImage);
  const limit = kind === "jpeg" && !meta.isProgressive ? MAX_SHRINKABLE_PIXELS : MAX_FULL_DECODE_PIXELS;
  if (width * height > limit) throw new BadRequestError(AnalyzerMessages.tooManyPixels);
  return { bytes, kind, limit };
}

/**
 * Validates the bytes (checkImage, unless already done) and re-encodes the image with all metadata dropped,
 * oriented upright and scaled to the working size. Nothing downstream ever sees the uploaded bytes, so a
 * polyglot file (an image with a script or archive appended) loses its payload.
 */
export async function cleanImage(input: Buffer | CheckedImage): Promise<CleanImage> {
  const { bytes, kind, limit } = Buffer.isBuffer(input) ? await checkImage(input) : input;
  const sharp = await loadSharp();
  try {
    // First frame only (animated GIF/WebP), rotated by its EXIF orientation, then every metadata block dropped
    // (sharp keeps none unless asked with keepMetadata/withMetadata). The resize lets a JPEG shrink on load.
    const pipeline = sharp(bytes, { limitInputPixels: limit, failOn: "error", pages: 1 })
      .rotate()
      .resize({ width: MAX_WORKING_SIDE, height: MAX_WORKING_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, mozjpeg: false });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, kind, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new BadRequestError(AnalyzerMessages.tooManyPixels);
    throw new BadRequestError(AnalyzerMessages.unreadableImage);
  }
}
