import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../src/db/lock.ts";

describe("data directory lock", () => {
  it("refuses a directory held by a live process, and takes over a stale lock", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "np-lock-"));
    const lockFile = path.join(dir, ".nutripilot.lock");
    // PID 1 is always alive: another process holds the directory.
    fs.writeFileSync(lockFile, "1");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1/);
    // A lock left by a process that no longer exists is stale.
    fs.writeFileSync(lockFile, "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
