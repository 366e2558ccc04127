import { ANALYZER_IMAGE_EXTENSIONS, ANALYZER_IMAGE_MIME_TYPES, ANALYZER_MAX_IMAGE_BYTES } from "@app/shared";

/** What the picker offers (docs/product/analyzer.md#files: the picker accepts the same extensions). */
export const IMAGE_ACCEPT = [...ANALYZER_IMAGE_EXTENSIONS, ...ANALYZER_IMAGE_MIME_TYPES].join(",");

export type ImageProblem = "unsupported" | "avif" | "tooLarge";

type Kind = "jpeg" | "png" | "gif" | "webp" | "avif" | "other";

/** The image type told by the file's first bytes, not its name. */
export function sniffImage(bytes: Uint8Array): Kind {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg";
  if (at(0) === 0x89 && ascii(1, 4) === "PNG" && at(4) === 0x0d && at(5) === 0x0a) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^(avif|avis)$/.test(ascii(8, 12))) return "avif";
  return "other";
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot).toLowerCase() : "";
};

/**
 * Checks a chosen file before it is read (docs/product/analyzer.md#screen, docs/product/analyzer.md#files): JPG, JPEG, PNG, GIF or WebP by name and type
 * and by its bytes; at most 10MB; AVIF refused. The server checks all of this again.
 */
export async function checkImageFile(file: File): Promise<ImageProblem | null> {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  if (ext === ".avif" || type === "image/avif") return "avif";
  const nameOk = (ANALYZER_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  const typeOk = type === "" || (ANALYZER_IMAGE_MIME_TYPES as readonly string[]).includes(type) || type === "image/jpg";
  if (!nameOk || !typeOk) return "unsupported";
  if (file.size > ANALYZER_MAX_IMAGE_BYTES) return "tooLarge";
  const kind = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (kind === "avif") return "avif";
  if (kind === "other") return "unsupported";
  return null;
}

/** The file as a data URL, the form the analyzer endpoint takes (docs/product/analyzer.md#request). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener("load", () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable"))));
    reader.addEventListener("error", () => reject(reader.error ?? new Error("unreadable")));
    reader.readAsDataURL(file);
  });
}
