import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { claimJobs, deleteJob, failJob, insertJob } from "./jobs.repository.ts";

/** One kind of background work: processes what is due and returns how many items it handled. */
export interface Task {
  name: string;
  run: (now: Date) => Promise<number>;
}
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface Jobs {
  /** Registers the handler of a job kind (before the app is ready). */
  handle(kind: string, handler: JobHandler): void;
  /** Adds a task the worker runs on every round (mail delivery). */
  addTask(task: Task): void;
  /** Stores a job; the worker runs it right after the current request. */
  enqueue(kind: string, payload: Record<string, unknown>): Promise<void>;
  /** Asks for a round soon (new work was stored). */
  wake(): void;
  /** Runs rounds until nothing is due (tests, and shutdown of a drained instance). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** Whether the worker polls (started and not stopped). */
  readonly running: boolean;
}

export const JOB_MAX_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** 30 s, 1 min, 2 min, 4 min… between tries. */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

/**
 * The in-process worker: polls every `pollMs` (and at once when woken) for due jobs and the added
 * tasks. Works on PGlite and on PostgreSQL with any number of instances.
 */
export function createJobs(opts: { db: Db; now: () => Date; log: FastifyBaseLogger; pollMs?: number }): Jobs {
  const handlers = new Map<string, JobHandler>();
  const tasks: Task[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let again = false;
  let started = false;
  let stopped = false;

  const runJobs: Task = {
    name: "jobs",
    async run(now) {
      const claimed = await claimJobs(opts.db, now, LEASE_MS, BATCH);
      for (const job of claimed) {
        const handler = handlers.get(job.kind);
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job.payload);
          await deleteJob(opts.db, job.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const last = job.attempts >= JOB_MAX_ATTEMPTS;
          opts.log[last ? "error" : "warn"](
            { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
            last ? "job failed for good" : "job failed; will retry",
          );
          await failJob(opts.db, job.id, message, opts.now(), last ? null : new Date(opts.now().getTime() + retryDelayMs(job.attempts)));
        }
      }
      return claimed.length;
    },
  };

  async function round(): Promise<number> {
    let done = 0;
    for (const task of [runJobs, ...tasks]) {
      try {
        done += await task.run(opts.now());
      } catch (error) {
        opts.log.error({ task: task.name, err: error instanceof Error ? error.message : String(error) }, "background task failed");
      }
    }
    return done;
  }

  /** Rounds never overlap within one instance. */
  function runRound(): Promise<number> {
    running = running.then(round, round);
    return running;
  }

  function schedule(ms: number) {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void runRound().then((n) => schedule(n > 0 ? 0 : (opts.pollMs ?? 5000)));
    }, ms);
    timer.unref();
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    addTask(task) {
      tasks.push(task);
    },
    async enqueue(kind, payload) {
      await insertJob(opts.db, kind, payload, opts.now());
      this.wake();
    },
    wake() {
      again = true;
      schedule(0);
    },
    async drain() {
      for (;;) {
        again = false;
        if ((await runRound()) === 0 && !again) return;
      }
    },
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
    get running() {
      return started && !stopped;
    },
  };
}
