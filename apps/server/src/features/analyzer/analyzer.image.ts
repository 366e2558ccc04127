import { ANALYZER_MAX_BASE64_CHARS, ANALYZER_MAX_IMAGE_BYTES, AnalyzerMessages } from "@app/shared";
import sharp, { type Metadata } from "sharp";
import { AppError, BadRequestError } from "../../lib/errors.ts";

/** The decoded image may hold at most this many pixels (a 30,000 × 30,000 "pixel flood" is refused before decoding). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Accepted images are re-encoded no larger than this on their longest side: enough for OCR and detection. */
export const MAX_WORKING_SIDE = 1600;

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

/**
 * Validates the bytes (type by magic number, AVIF refused, pixel floods refused) and re-encodes the image
 * with all metadata dropped, oriented upright and scaled to the working size. Nothing downstream ever sees
 * the uploaded bytes, so a polyglot file (an image with a script or archive appended) loses its payload.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const kind = sniffImageType(bytes);
  if (kind === "avif") throw new AppError(400, "UNSUPPORTED_MEDIA_TYPE", AnalyzerMessages.avifNotSupported);
  if (!kind) throw badFormat();

  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new BadRequestError(AnalyzerMessages.tooManyPixels);
    throw new BadRequestError(AnalyzerMessages.unreadableImage);
  }
  const expected = kind === "jpeg" ? "jpeg" : kind;
  if (meta.format !== expected) throw badFormat();
  const width = meta.width ?? 0;
  const height = (meta.pageHeight ?? meta.height) || 0;
  if (!width || !height) throw new BadRequestError(AnalyzerMessages.unreadableImage);
  if (width * height > MAX_INPUT_PIXELS) throw new BadRequestError(AnalyzerMessages.tooManyPixels);

  try {
    // First frame only (animated GIF/WebP), rotated by its EXIF orientation, then every metadata block dropped
    // (sharp keeps none unless asked with keepMetadata/withMetadata).
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 })
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
