import { runModelJob } from "./analyzer.models.ts";
import { loadSharp } from "./analyzer.sharp.ts";

/**
 * Offline plate detector: the COCO CenterNet (MobileNetV3) shipped in @vladmandic/human, run on
 * tfjs with the wasm back end in the model process (analyzer.worker.mjs). It knows 10 foods;
 * confidence is low, so results are suggestions the user confirms.
 */
export const COCO_FOODS = ["banana", "apple", "sandwich", "orange", "broccoli", "carrot", "hot dog", "pizza", "donut", "cake"] as const;
export type CocoFood = (typeof COCO_FOODS)[number];

export interface Detection {
  label: CocoFood;
  score: number;
  /** x, y, width, height in pixels of the analysed image. */
  box: [number, number, number, number];
}

/** Detections below this score are ignored. */
const MIN_SCORE = 0.2;

export async function warmUpDetector(): Promise<void> {
  await runModelJob({ op: "warm", what: "detector" });
}

/** Food detections in a cleaned image, best first. Tableware, people and other objects are left out. */
export async function detectFoods(image: Buffer): Promise<Detection[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image)
    .resize({ width: 640, height: 640, fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const objects = await runModelJob<{ label: string; score: number; box: [number, number, number, number] }[]>({
    op: "detect",
    rgb: data,
    width: info.width,
    height: info.height,
  });
  return objects
    .filter((o): o is typeof o & { label: CocoFood } => (COCO_FOODS as readonly string[]).includes(o.label) && o.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .map((o) => ({ label: o.label, score: Math.round(o.score * 100) / 100, box: o.box }));
}

/** Which lexicon food a COCO label stands for (analyzer.lexicon.ts). */
export const COCO_TO_LEXICON: Record<CocoFood, string> = {
  banana: "banana",
  apple: "apple",
  sandwich: "sandwich",
  orange: "orange",
  broccoli: "broccoli",
  carrot: "carrot",
  "hot dog": "hot-dog",
  pizza: "pizza",
  donut: "donut",
  cake: "cake",
};
