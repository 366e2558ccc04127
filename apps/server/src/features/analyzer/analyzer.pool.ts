import { AnalyzerMessages } from "@app/shared";
import { ServiceUnavailableError, TooManyRequestsError } from "../../lib/errors.ts";

/**
 * A small bounded work queue for image work (decoding, OCR, detection): at most `concurrency` jobs run
 * at once and at most `maxQueued` wait; a request beyond that gets 503 with Retry-After at once (the
 * server is busy, not the client at fault), so a burst of uploads never piles up memory or takes the
 * server down. The models themselves run in their own process (analyzer.models.ts), so the event loop
 * keeps serving other requests meanwhile.
 */
export class WorkPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
    /** Seconds a refused client is told to wait (Retry-After). */
    readonly retryAfterSeconds = 10,
  ) {}

  get stats() {
    return { running: this.running, queued: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new ServiceUnavailableError(AnalyzerMessages.busy, this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job; `running` only drops when nobody waits.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * One image analysis at a time per user or visitor: a second upload while the first is still being
 * analysed gets 429 at once, so one client cannot fill the shared queue. Per server process (the work it
 * protects is this process's CPU and memory).
 */
export class PerClientSlots {
  private readonly busy = new Set<string>();

  /** Takes the slot of every key (a visitor is known by cookie and address) or throws 429; returns the release. */
  take(keys: string[]): () => void {
    if (keys.some((k) => this.busy.has(k))) throw new TooManyRequestsError(AnalyzerMessages.oneAtATime, 5);
    for (const k of keys) this.busy.add(k);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const k of keys) this.busy.delete(k);
    };
  }
}
