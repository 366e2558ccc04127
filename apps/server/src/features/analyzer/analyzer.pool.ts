import { AnalyzerMessages } from "@app/shared";
import { TooManyRequestsError } from "../../lib/errors.ts";

/**
 * A small bounded work queue for image work (decoding, OCR, detection): at most `concurrency` jobs run
 * at once and at most `maxQueued` wait; a request beyond that gets 429 at once, so a burst of uploads
 * never piles up memory or takes the server down. The models themselves run in a worker thread
 * (analyzer.models.ts), so the event loop keeps serving other requests meanwhile.
 */
export class WorkPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {}

  get stats() {
    return { running: this.running, queued: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new TooManyRequestsError(AnalyzerMessages.busy, 5);
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
