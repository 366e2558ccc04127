// What the page's main thread did in its long tasks, from a Chromium performance trace (a Lighthouse run's
// --save-assets trace, or one saved from DevTools): used by `npm run bench:web -- --trace`, or on its own:
//
//   node scripts/trace-tasks.mjs <trace.json> [minimum task ms, default 20]
//
// The durations are as observed on this machine, not as Lighthouse simulates them on a phone (about 4 × longer).
// Each task shows its wall time and its CPU time (the trace's thread time): on a machine shared with other work the
// wall time of a task grows with the load, its CPU time hardly does, so compare CPU times across runs.
// `mainThreadSummary` sums a page's main-thread CPU after the first paint; `blocking` estimates Lighthouse's
// Total Blocking Time from CPU time (each task's CPU time × 4, the mobile preset's slowdown, less 50 ms).
import fs from "node:fs";
import { pathToFileURL } from "node:url";

/** The events worth naming inside a task, and how they are shown. */
const LABELS = {
  EvaluateScript: "evaluate script",
  "v8.compile": "compile",
  "v8.compileModule": "compile module",
  "v8.evaluateModule": "evaluate module",
  FunctionCall: "JS call",
  TimerFire: "timer",
  FireAnimationFrame: "animation frame",
  RunMicrotasks: "microtasks",
  EventDispatch: "event",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style recalc",
  Layout: "layout",
  Paint: "paint",
  MajorGC: "major GC",
  MinorGC: "minor GC",
  "V8.GC_SCAVENGER": "minor GC",
};

const short = (url) => (url ? url.replace(/^.*\//, "") : "");

/** The Lighthouse mobile preset's CPU slowdown, and the length above which a task blocks (ms). */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** An event's CPU time (thread time; the wall time when the trace has none), ms. */
const cpu = (e) => (e.tdur ?? e.dur ?? 0) / 1000;
const sum = (list) => list.reduce((total, value) => total + value, 0);

function mainThreadOf(events) {
  // The page's main thread: the CrRendererMain thread that evaluated the most script.
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let main;
  let best = -1;
  for (const thread of mains) {
    const scripted = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && (e.name === "EvaluateScript" || e.name === "v8.evaluateModule"))
      .reduce((total, e) => total + (e.dur ?? 0), 0);
    if (scripted > best) [best, main] = [scripted, thread];
  }
  return main;
}

/**
 * The page's main thread from its first contentful paint to the end of the trace, in CPU time (thread time, ms):
 * all tasks, script compilation and evaluation, the tasks that would block on the simulated phone (CPU × 4 > 50
 * ms), and the blocking time they would add up to.
 */
export function mainThreadSummary(file) {
  const raw = JSON.parse(fs.readFileSync(file, "utf8"));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const main = mainThreadOf(events);
  if (!main) return undefined;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts ?? 0;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.ts >= fcp);
  const tasks = onMain.filter((e) => e.name === "RunTask").map(cpu);
  const scripts = onMain
    .filter((e) => e.name === "EvaluateScript" || e.name === "v8.evaluateModule" || e.name === "v8.compileModule")
    .map(cpu);
  const blockingTasks = tasks.filter((ms) => ms * SLOWDOWN > BLOCKING_MS);
  return {
    cpuMs: sum(tasks),
    scriptMs: sum(scripts),
    longestMs: Math.max(0, ...tasks),
    blockingTasks: blockingTasks.length,
    blockingMs: sum(blockingTasks.map((ms) => ms * SLOWDOWN - BLOCKING_MS)),
  };
}

export function describeLongTasks(file, minimumMs = 20) {
  const raw = JSON.parse(fs.readFileSync(file, "utf8"));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const main = mainThreadOf(events);
  if (!main) return ["(no renderer main thread in the trace)"];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = onMain
    .filter((e) => e.name === "RunTask" && e.dur >= minimumMs * 1000)
    // By CPU time where the trace has it: the wall time mostly says how busy the machine was.
    .sort((a, b) => (b.tdur ?? b.dur) - (a.tdur ?? a.dur))
    .slice(0, 8);

  // JavaScript samples of the sampling profiler (ProfileChunk events), to name the functions inside a task.
  const nodes = new Map();
  const samples = [];
  for (const e of events) {
    if (e.name !== "ProfileChunk" || e.pid !== main.pid) continue;
    const profile = e.args?.data?.cpuProfile;
    if (!profile) continue;
    for (const node of profile.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node.callFrame);
    let time = samples.length && samples.at(-1).chunk === e.id ? samples.at(-1).ts : null;
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time = (time ?? e.ts) + (deltas[i] ?? 0);
      samples.push({ chunk: e.id, node: `${e.id}:${id}`, ts: time });
    });
  }
  const start = events.find((e) => e.name === "navigationStart" && e.pid === main.pid)?.ts ?? tasks[0]?.ts ?? 0;

  const lines = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task && LABELS[e.name]);
    const parts = inside
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 5)
      .map((e) => {
        const data = e.args?.data ?? {};
        const script = short(data.url ?? data.fileName ?? e.args?.fileName ?? "");
        const what = [
          data.functionName,
          script && data.lineNumber !== undefined ? `${script}:${data.lineNumber}:${data.columnNumber}` : script,
          data.type,
        ]
          .filter(Boolean)
          .join(" ");
        return `${LABELS[e.name]}${what ? " " + what : ""} ${(e.dur / 1000).toFixed(0)}`;
      });
    const thread = task.tdur === undefined ? "" : ` (CPU ${(task.tdur / 1000).toFixed(0)} ms)`;
    lines.push(`task ${(task.dur / 1000).toFixed(0)} ms${thread} at ${((task.ts - start) / 1000).toFixed(0)} ms: ${parts.join(", ")}`);
    // The functions the profiler found running most often (self time).
    const counts = new Map();
    let total = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue;
      const frame = nodes.get(sample.node);
      if (!frame || frame.functionName === "(idle)" || frame.functionName === "(program)") continue;
      const name = `${frame.functionName || "(anonymous)"} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      total++;
    }
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 4);
    if (top.length) lines.push(`  hot: ${top.map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`).join(", ")}`);
  }
  return lines.length ? lines : [`(no task of ${minimumMs} ms or more)`];
}

/** One line of `mainThreadSummary`'s figures. */
const n = (value) => Math.round(value).toLocaleString("en-US");

export function formatSummary(summary) {
  return (
    `after first paint, CPU: ${n(summary.cpuMs)} ms in tasks (scripts ${n(summary.scriptMs)} ms), longest task ${n(summary.longestMs)} ms, ` +
    `${summary.blockingTasks} task(s) over ${BLOCKING_MS / SLOWDOWN} ms, estimated blocking ${n(summary.blockingMs)} ms`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [file, minimum] = process.argv.slice(2);
  if (!file) {
    console.error("usage: node scripts/trace-tasks.mjs <trace.json> [minimum ms]");
    process.exit(2);
  }
  for (const line of describeLongTasks(file, Number(minimum ?? 20))) console.log(line);
  const summary = mainThreadSummary(file);
  if (summary) console.log(formatSummary(summary));
}
