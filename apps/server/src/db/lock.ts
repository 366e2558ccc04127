import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no cross-process lock: two processes writing one data directory lose writes.
 * The server takes `<dir>/.nutripilot.lock` (O_EXCL) and removes it on close; a lock left by a
 * dead process is taken over. Any other opener finding a live lock refuses with a clear message.
 */
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, ".nutripilot.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The database directory ${path.resolve(dir)} is in use by process ${pid} (probably the NutriPilot server). ` +
            "Stop that process first, or point DATABASE_URL at a PostgreSQL server.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.resolve(dir)}`);
}
