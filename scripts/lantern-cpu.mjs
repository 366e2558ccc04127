// Lighthouse's Total Blocking Time recomputed from the main thread's CPU time instead of its wall time: used by
// `npm run bench:web -- --cpu-tbt`, or on its own on a run's saved artifacts (Lighthouse -GA=<dir>):
//
//   node scripts/lantern-cpu.mjs <artifacts dir> [factor, default 1]
//
// Lighthouse's mobile preset simulates the phone (Lantern): each main-thread task of the trace lasts its observed
// wall time × 4, and every task over 50 ms of that blocks. On a machine shared with other work a task's wall time
// is mostly the load (a task of 4 ms of CPU was seen taking 190 ms), so TBT measures the machine. This copies the
// artifacts, shrinks every task of the page's main thread (and the events inside it, in proportion) to its CPU time
// (the trace's thread time) × factor, and runs Lighthouse's audits again on the copy (-A): the TBT Lighthouse
// would report if each task had run at that speed. Factor 1 is a quiet machine; 2 is the page getting half a core
// throughout. Uneven preemption (a task held up for 10 ms while the next runs at once) is what it cannot model.
// See docs/decisions/0017-webbusy-main-thread-under-load.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const LIGHTHOUSE = "lighthouse@12.8.2";

/** A copy of the artifacts in `dir` with each main-thread task at its CPU time × factor. */
export function artifactsAtCpuTime(dir, factor = 1) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-cpu-"));
  for (const file of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, file), path.join(out, file));
  const traceFile = path.join(out, "defaultPass.trace.json");
  const raw = JSON.parse(fs.readFileSync(traceFile, "utf8"));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  for (const thread of mains) {
    const complete = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let i = 0;
    while (i < complete.length) {
      const task = complete[i++];
      if (task.name !== "RunTask" || task.tdur === undefined || !task.dur) continue;
      const start = task.ts;
      const end = task.ts + task.dur;
      const scale = Math.min(1, (task.tdur * factor) / task.dur);
      const inside = [];
      while (i < complete.length && complete[i].ts < end) inside.push(complete[i++]);
      task.dur = Math.max(1, Math.round(task.dur * scale));
      for (const event of inside) {
        event.ts = start + Math.round((event.ts - start) * scale);
        event.dur = Math.round(event.dur * scale);
      }
    }
  }
  fs.writeFileSync(traceFile, JSON.stringify(raw));
  return out;
}

/** Lighthouse's performance audits on the artifacts in `dir` (-A): score, TBT and the long tasks. */
export function auditArtifacts(dir) {
  const report = path.join(dir, "report.json");
  // The audit must run with the settings the run gathered with (Lighthouse refuses others): its categories.
  const categories = JSON.parse(fs.readFileSync(path.join(dir, "artifacts.json"), "utf8")).settings?.onlyCategories;
  execFileSync(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      `-A=${dir}`,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      ...(Array.isArray(categories) ? [`--only-categories=${categories.join(",")}`] : []),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const result = JSON.parse(fs.readFileSync(report, "utf8"));
  return {
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    tbt: result.audits["total-blocking-time"]?.numericValue ?? NaN,
    longTasks: (result.audits["long-tasks"]?.details?.items ?? []).map((t) => ({ url: t.url, duration: t.duration })),
  };
}

/** Lighthouse's figures for the run saved in `dir` with every main-thread task at its CPU time × factor. */
export function cpuTimeAudit(dir, factor = 1) {
  const copy = artifactsAtCpuTime(dir, factor);
  try {
    return auditArtifacts(copy);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [dir, factor] = process.argv.slice(2);
  if (!dir) {
    console.error("usage: node scripts/lantern-cpu.mjs <artifacts dir> [factor]");
    process.exit(2);
  }
  const result = cpuTimeAudit(dir, Number(factor ?? 1));
  console.log(`at CPU time × ${factor ?? 1}: performance ${result.performance}, TBT ${Math.round(result.tbt)} ms`);
  for (const task of result.longTasks.slice(0, 8)) console.log(`  long task ${Math.round(task.duration)} ms  ${task.url}`);
}
