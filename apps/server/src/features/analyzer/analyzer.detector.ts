import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/**
 * Offline plate detector: the COCO CenterNet (MobileNetV3) shipped in @vladmandic/human, run on
 * tfjs with the wasm back end. tfjs without tfjs-node cannot load from file://, so the models folder
 * is served by a tiny HTTP server bound to 127.0.0.1 on a random port, for this process only.
 * It knows 10 foods; confidence is low, so results are suggestions the user confirms.
 */
export const COCO_FOODS = ["banana", "apple", "sandwich", "orange", "broccoli", "carrot", "hot dog", "pizza", "donut", "cake"] as const;
export type CocoFood = (typeof COCO_FOODS)[number];

export interface Detection {
  label: CocoFood;
  score: number;
  /** x, y, width, height in pixels of the analysed image. */
  box: [number, number, number, number];
}

const require = createRequire(import.meta.url);
/** Detections below this score are ignored. */
const MIN_SCORE = 0.2;

interface HumanLike {
  load(): Promise<void>;
  detect(
    input: unknown,
  ): Promise<{ error?: string | null; object: { label: string; score: number; box: [number, number, number, number] }[] }>;
  tf: {
    tensor4d(values: Int32Array, shape: [number, number, number, number], dtype: "int32"): unknown;
    dispose(t: unknown): void;
  };
}

let loaded: Promise<{ human: HumanLike; server: http.Server }> | null = null;

async function load(): Promise<{ human: HumanLike; server: http.Server }> {
  const humanDir = path.dirname(path.dirname(require.resolve("@vladmandic/human")));
  const modelsDir = path.join(humanDir, "models");
  const wasmDir = `${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`;
  const server = http.createServer((req, res) => {
    const name = path.basename(decodeURIComponent((req.url ?? "").split("?")[0] ?? ""));
    if (!/^centernet\.(json|bin)$/.test(name)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    fs.readFile(path.join(modelsDir, name), (err, data) => {
      if (err) {
        res.statusCode = 404;
        res.end();
        return;
      }
      res.setHeader("content-type", name.endsWith(".json") ? "application/json" : "application/octet-stream");
      res.end(data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const port = (server.address() as AddressInfo).port;
  const { Human } = require(path.join(humanDir, "dist/human.node-wasm.js")) as { Human: new (config: object) => HumanLike };
  const human = new Human({
    backend: "wasm",
    wasmPath: wasmDir,
    modelBasePath: `http://127.0.0.1:${port}/`,
    debug: false,
    cacheSensitivity: 0,
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: true, modelPath: "centernet.json", minConfidence: 0.15, maxDetected: 20, iouThreshold: 0.4 },
  });
  await human.load();
  // The model is in memory now; the local server is no longer needed.
  server.close();
  return { human, server };
}

function loadDetector() {
  loaded ??= load().catch((err: unknown) => {
    loaded = null;
    throw err;
  });
  return loaded;
}

export async function warmUpDetector(): Promise<void> {
  await loadDetector();
}

/** Food detections in a cleaned image, best first. Tableware, people and other objects are left out. */
export async function detectFoods(image: Buffer): Promise<Detection[]> {
  const { human } = await loadDetector();
  const { data, info } = await sharp(image)
    .resize({ width: 640, height: 640, fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = human.tf.tensor4d(new Int32Array(data), [1, info.height, info.width, 3], "int32");
  try {
    const result = await human.detect(tensor);
    if (result.error) throw new Error(result.error);
    return result.object
      .filter((o): o is typeof o & { label: CocoFood } => (COCO_FOODS as readonly string[]).includes(o.label) && o.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score)
      .map((o) => ({ label: o.label, score: Math.round(o.score * 100) / 100, box: o.box }));
  } finally {
    human.tf.dispose(tensor);
  }
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
