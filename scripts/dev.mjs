#!/usr/bin/env node
// Development: the API with tsx watch on PORT (default 3000) and Vite with hot reload on 5173,
// which proxies /api to the API. Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@app/server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@app/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
