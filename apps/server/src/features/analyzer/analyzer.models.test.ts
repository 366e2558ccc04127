import { afterEach, describe, expect, it, vi } from "vitest";
import { ModelProcess } from "./analyzer.models.ts";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the analyzer's model process", () => {
  const models = new ModelProcess(60_000);
  afterEach(async () => {
    vi.useRealTimers();
    await models.stop();
  });

  it("is stopped after the idle period, giving its memory back, and started again by the next job", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pid = await models.run<number>({ op: "ping" });
    expect(models.pid).toBe(pid);
    expect(alive(pid)).toBe(true);

    // Just before the idle period ends the process still holds its models.
    vi.advanceTimersByTime(59_999);
    expect(models.pid).toBe(pid);
    // A job in between starts the idle period again, and no time stops a process while its job runs.
    const pending = models.run<number>({ op: "ping" });
    vi.advanceTimersByTime(120_000);
    expect(models.pid).toBe(pid);
    expect(await pending).toBe(pid);
    vi.advanceTimersByTime(59_999);
    expect(models.pid).toBe(pid);

    vi.advanceTimersByTime(1);
    expect(models.pid).toBeNull();
    await vi.waitFor(() => expect(alive(pid)).toBe(false), { interval: 20, timeout: 5000 });

    const next = await models.run<number>({ op: "ping" });
    expect(next).not.toBe(pid);
    expect(models.starts).toBe(2);
  });

  it("fails the jobs of a process that dies instead of leaving them waiting, and starts a new one for the next job", async () => {
    const pid = await models.run<number>({ op: "ping" });
    const job = models.run({ op: "warm", what: "nothing" });
    process.kill(pid, "SIGKILL");
    await expect(job).rejects.toThrow(/exited|unknown/);
    expect(await models.run<number>({ op: "ping" })).not.toBe(pid);
  });
});
