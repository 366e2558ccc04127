import { Worker } from "node:worker_threads";

/**
 * The client of the model worker (analyzer.worker.mjs): one worker thread holds the OCR and detector
 * models, loaded once on first use. Jobs are matched to answers by id; if the worker dies, its pending
 * jobs fail and the next job starts a new one. The WorkPool in front bounds how many jobs are sent.
 */
type Job = { resolve: (v: unknown) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Job>();

function failAll(err: Error) {
  for (const job of pending.values()) job.reject(err);
  pending.clear();
}

function currentWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./analyzer.worker.mjs", import.meta.url));
  w.on("message", (m: { id: number; result?: unknown; error?: string }) => {
    const job = pending.get(m.id);
    if (!job) return;
    pending.delete(m.id);
    if (pending.size === 0) w.unref();
    if (m.error !== undefined) job.reject(new Error(m.error));
    else job.resolve(m.result);
  });
  w.on("error", (err) => {
    if (worker === w) worker = null;
    failAll(err);
  });
  w.on("exit", (code) => {
    if (worker === w) worker = null;
    failAll(new Error(`analyzer model worker exited with code ${code}`));
  });
  worker = w;
  return w;
}

export function runModelJob<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
  const w = currentWorker();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    // Only a worker with work to do keeps the process alive.
    w.ref();
    w.postMessage({ ...message, id }, transfer);
  });
}

/** A private copy of the bytes in its own ArrayBuffer, so it can be moved to the worker without copying again. */
export function transferable(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** Stops the worker (tests and shutdown); the next job starts a new one. */
export async function stopModelWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
