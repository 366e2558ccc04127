// The small round-robin load balancer of `npm run bench:load`, in its own process so that it does not share
// an event loop with the load generator. Plain JavaScript (no loader), started with fork().
// Messages from the parent: { type: "backends", urls: [...] }. To the parent: { type: "listening", port },
// { type: "stats", retried, failed }.
// Like a real balancer it sends traffic only to backends whose /readyz answers 200 (checked every 200 ms), and
// sends a request to the next backend only when the previous one provably never received it (connection
// refused, or a reused keep-alive connection that the backend had closed): a request that reached a backend
// is never sent twice.
import http from "node:http";

let backends = [];
const ready = new Map();
let next = 0;
let retried = 0;
let failed = 0;
const agents = new Map();

const agentOf = (url) => {
  let a = agents.get(url);
  if (!a) {
    a = new http.Agent({ keepAlive: true, maxSockets: 64 });
    agents.set(url, a);
  }
  return a;
};

function pick(exclude) {
  const candidates = backends.filter((b) => !exclude.has(b));
  const healthy = candidates.filter((b) => ready.get(b));
  const pool = healthy.length ? healthy : candidates;
  if (!pool.length) return null;
  next = (next + 1) % pool.length;
  return pool[next];
}

function forward(req, res, body, tried) {
  const target = pick(tried);
  if (!target) {
    failed += 1;
    res.writeHead(502, { "content-type": "application/json" });
    res.end('{"error":"BAD_GATEWAY","message":"no backend"}');
    return;
  }
  tried.add(target);
  const url = new URL(target);
  const up = http.request(
    { host: url.hostname, port: url.port, method: req.method, path: req.url, headers: req.headers, agent: agentOf(target) },
    (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
    },
  );
  up.on("error", (err) => {
    const notReceived = err.code === "ECONNREFUSED" || (up.reusedSocket && (err.code === "ECONNRESET" || err.code === "EPIPE"));
    if (!res.headersSent && notReceived && tried.size < backends.length + 1) {
      retried += 1;
      forward(req, res, body, tried);
      return;
    }
    failed += 1;
    if (!res.headersSent) {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "BAD_GATEWAY", message: err.code ?? err.message }));
    } else res.destroy();
  });
  up.end(body);
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => forward(req, res, Buffer.concat(chunks), new Set()));
});
server.keepAliveTimeout = 60_000;

async function check() {
  await Promise.all(
    backends.map(async (b) => {
      try {
        const r = await fetch(`${b}/readyz`, { signal: AbortSignal.timeout(1000) });
        await r.arrayBuffer();
        ready.set(b, r.ok);
      } catch {
        ready.set(b, false);
      }
    }),
  );
}
setInterval(() => void check(), 200).unref();
setInterval(() => process.send?.({ type: "stats", retried, failed }), 1000).unref();

process.on("message", (m) => {
  if (m.type === "backends") {
    backends = m.urls;
    void check();
  }
});
process.on("disconnect", () => process.exit(0));

server.listen(0, "127.0.0.1", () => process.send?.({ type: "listening", port: server.address().port }));
