import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { CODE_DIR_URL } from "../../lib/paths.ts";

/**
 * The client of the model process (analyzer.worker.mjs): one child process holds the OCR and detector
 * models, loaded on first use. A child process rather than a worker thread, so that releasing it gives
 * all its memory back to the system (a terminated worker thread left ~250 MB of the models' native
 * allocations in the server's heap) and a crash in native model code cannot take the server down.
 *
 * Jobs are matched to answers by id; if the process dies, its pending jobs fail and the next job starts
 * a new one. After `idleReleaseMs` without a job the process is stopped, so the models' memory (~0.5-1 GB
 * after a few analyses) is held only while photos are being analysed. The WorkPool in front bounds how
 * many jobs are sent.
 */
type Job = { resolve: (v: unknown) => void; reject: (e: Error) => void };
type Answer = { id: number; result?: unknown; error?: string };

const workerPath = fileURLToPath(new URL("features/analyzer/analyzer.worker.mjs", CODE_DIR_URL));

/** Stop the models this long after the last job, unless configured otherwise (ANALYZER_IDLE_RELEASE_MS). */
export const DEFAULT_IDLE_RELEASE_MS = 5 * 60_000;

export class ModelProcess {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Job>();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  /** Processes started so far (a released process is started again by the next job). */
  starts = 0;

  constructor(public idleReleaseMs = DEFAULT_IDLE_RELEASE_MS) {}

  /** The model process's id while it runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  private failAll(err: Error) {
    for (const job of this.pending.values()) job.reject(err);
    this.pending.clear();
  }

  private current(): ChildProcess {
    if (this.child) return this.child;
    // Plain JavaScript with no loader (execArgv: []); "advanced" serialization carries image bytes as-is.
    const child = fork(workerPath, [], { execArgv: [], serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
    this.starts += 1;
    try {
      // Model work is batch work: under CPU contention the server's own thread (health checks, every other
      // request) goes first.
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // not allowed here: the process runs at normal priority
    }
    child.on("message", (m: Answer) => {
      const job = this.pending.get(m.id);
      if (!job) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) this.becameIdle(child);
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.result);
    });
    const gone = (err: Error) => {
      if (this.child !== child) return;
      this.child = null;
      this.clearIdleTimer();
      this.failAll(err);
    };
    child.on("error", gone);
    child.on("exit", (code, signal) => gone(new Error(`analyzer model process exited (${signal ?? code})`)));
    this.child = child;
    return child;
  }

  /** No job left: the process no longer keeps the server alive, and is stopped after the idle period. */
  private becameIdle(child: ChildProcess) {
    child.unref();
    child.channel?.unref();
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.child === child && this.pending.size === 0) void this.stop();
    }, this.idleReleaseMs);
    this.idleTimer.unref();
  }

  private clearIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  run<T>(message: Record<string, unknown>): Promise<T> {
    const child = this.current();
    this.clearIdleTimer();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // Only a process with work to do keeps the server alive.
      child.ref();
      child.channel?.ref();
      child.send({ ...message, id }, (err) => {
        if (err && this.pending.delete(id)) reject(err);
      });
    });
  }

  /** Stops the process (idle release, tests and shutdown); the next job starts a new one. */
  async stop(): Promise<void> {
    const child = this.child;
    this.clearIdleTimer();
    if (!child) return;
    this.child = null;
    this.failAll(new Error("analyzer model process stopped"));
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await exited;
  }
}

/** The server's one model process (the models are loaded once per server, whatever the number of apps). */
export const models = new ModelProcess();

export function runModelJob<T>(message: Record<string, unknown>): Promise<T> {
  return models.run<T>(message);
}

/** Stops the model process (tests and shutdown); the next job starts a new one. */
export function stopModelWorker(): Promise<void> {
  return models.stop();
}
