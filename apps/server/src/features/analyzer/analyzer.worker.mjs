// The analyzer's model process (a child process started by analyzer.models.ts): the OCR (PaddleOCR on
// onnxruntime-node) and the plate detector (COCO CenterNet of @vladmandic/human on tfjs-wasm) run here, so
// their CPU-bound JavaScript and wasm never block the server's event loop, and stopping the process gives
// their memory back. Plain JavaScript, so it starts without a TypeScript loader.
// Messages: { id, op: "ocr", image } → { id, result: [{ text, box }] };
//           { id, op: "detect", rgb, width, height } → { id, result: [{ label, score, box }] };
//           { id, op: "warm", what: "ocr" | "detector" } → { id, result: true };
//           { id, op: "skew", grey, width, height } → { id, result: degrees };
//           { id, op: "ping" } → { id, result: pid }.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

let ocrEngine = null;
function loadOcr() {
  ocrEngine ??= import("@gutenye/ocr-node")
    .then(({ default: Ocr }) => Ocr.create({ onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1 } }))
    .catch((err) => {
      ocrEngine = null;
      throw err;
    });
  return ocrEngine;
}

let detector = null;
async function createDetector() {
  const humanDir = path.dirname(path.dirname(require.resolve("@vladmandic/human")));
  const modelsDir = path.join(humanDir, "models");
  const wasmDir = `${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`;
  // tfjs without tfjs-node cannot read file:// URLs: the two model files are served on 127.0.0.1 for the load only.
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
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { Human } = require(path.join(humanDir, "dist/human.node-wasm.js"));
    const human = new Human({
      backend: "wasm",
      wasmPath: wasmDir,
      modelBasePath: `http://127.0.0.1:${server.address().port}/`,
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
    return human;
  } finally {
    server.close();
  }
}
function loadDetector() {
  detector ??= createDetector().catch((err) => {
    detector = null;
    throw err;
  });
  return detector;
}

/**
 * The skew of printed lines in a greyscale image, in degrees (-6..6): the angle at which the dark pixels,
 * projected on the vertical axis, form the sharpest rows (projection profile).
 */
function estimateSkew(grey, width, height) {
  let sum = 0;
  for (const v of grey) sum += v;
  const threshold = Math.min(160, (sum / grey.length) * 0.7);
  const xs = [];
  const ys = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (grey[y * width + x] < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const bins = new Float64Array(height * 2 + width);
  let best = 0;
  let bestScore = -1;
  for (let deg = -6; deg <= 6.001; deg += 0.25) {
    const t = (deg * Math.PI) / 180;
    const sin = Math.sin(t);
    const cos = Math.cos(t);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i] * cos - xs[i] * sin + width)] += 1;
    let score = 0;
    for (let i = 1; i < bins.length; i++) score += (bins[i] - bins[i - 1]) ** 2;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}

async function handle(message) {
  switch (message.op) {
    case "skew":
      return estimateSkew(new Uint8Array(message.grey), message.width, message.height);
    case "ping":
      return process.pid;
    case "warm":
      await (message.what === "ocr" ? loadOcr() : loadDetector());
      return true;
    case "ocr": {
      const ocr = await loadOcr();
      // The OCR opens its input with sharp, which takes a buffer as well as a path.
      const lines = await ocr.detect(Buffer.from(message.image));
      return lines.map((l) => ({ text: l.text, box: l.box }));
    }
    case "detect": {
      const human = await loadDetector();
      const tensor = human.tf.tensor4d(new Int32Array(new Uint8Array(message.rgb)), [1, message.height, message.width, 3], "int32");
      try {
        const result = await human.detect(tensor);
        if (result.error) throw new Error(result.error);
        return result.object.map((o) => ({ label: o.label, score: o.score, box: o.box }));
      } finally {
        human.tf.dispose(tensor);
      }
    }
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

/** Answers the server; a server that is gone is not waited for. */
function reply(message) {
  if (process.connected) process.send(message);
}

// The process lives only as long as the server that started it (its IPC channel closes when the server exits).
process.on("disconnect", () => process.exit(0));

process.on("message", (message) => {
  handle(message).then(
    (result) => reply({ id: message.id, result }),
    (err) => reply({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
