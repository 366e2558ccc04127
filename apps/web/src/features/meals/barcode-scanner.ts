/**
 * The camera scanner, loaded only when the user opens it (dynamic import): the BarcodeDetector ponyfill on
 * zxing-wasm, whose .wasm file Vite copies into the build (assets/, served by our own server). It never
 * comes from a CDN: the ponyfill's default locateFile (jsDelivr) is replaced before anything is read.
 */
import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? new URL(wasmUrl, location.href).href : prefix + path),
  },
  fireImmediately: false,
});

const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e", "itf"] as const;

/** A running camera: each `detect()` reads the frame on screen; `stop()` turns the camera off. */
export interface CameraScanner {
  detect(): Promise<string | null>;
  stop(): void;
}

/** Opens the back camera into `video`; throws when there is no camera or the user refuses it. */
export async function startCameraScanner(video: HTMLVideoElement): Promise<CameraScanner> {
  // The browser's own detector where it has one (Chrome on Android), the ponyfill elsewhere.
  const Native = (globalThis as { BarcodeDetector?: typeof BarcodeDetector }).BarcodeDetector;
  const nativeFormats: readonly string[] = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  const useNative = Native !== undefined && nativeFormats.includes("ean_13");
  const detector = new (useNative ? Native : BarcodeDetector)({ formats: [...FORMATS] });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play().catch(() => undefined);
  return {
    async detect() {
      if (video.readyState < 2) return null;
      const found = await detector.detect(video);
      return found.find((b) => /^\d{8,14}$/.test(b.rawValue))?.rawValue ?? null;
    },
    stop() {
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
