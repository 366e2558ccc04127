import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { DEFAULT_APP_SETTINGS, type AppSettings } from "@app/shared";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, newUserInput, type TestApp } from "../build-test-app.ts";

describe.each(backends)("server basics (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    // A route that fails unexpectedly, to see what a client gets.
    t.app.get("/api/test-only/boom", async () => {
      throw new Error("secret internal detail at /srv/app.ts:42");
    });
  });
  afterAll(() => t.close());

  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
  });

  it("gives unknown /api routes a 404 JSON body", async () => {
    const res = await t.app.inject({ url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ error: "NOT_FOUND" });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: '{"username": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "BAD_REQUEST", message: "Malformed JSON body" });
  });

  it("answers a missing body with 400 and the field issues", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/login", headers: { "content-type": "application/json" }, payload: "{}" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: "VALIDATION_FAILED",
      message: expect.any(String),
      issues: expect.arrayContaining([expect.objectContaining({ path: "username" })]),
    });
  });

  it("refuses form and text bodies with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": type },
        payload: '{"username":"a","password":"b"}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(newUserInput({ password: "x".repeat(2 * 1024 * 1024) })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a 10 kB password with 400", async () => {
    const big = "x".repeat(10_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: newUserInput({ password: big, confirmPassword: big }),
    });
    expect(res.statusCode).toBe(400);
  });

  it("hides unexpected errors behind a 500 JSON body with no stack or detail", async () => {
    const res = await t.app.inject({ url: "/api/test-only/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ error: "INTERNAL", requestId: expect.any(String) });
    expect(res.body).not.toContain("secret internal detail");
    expect(res.body).not.toContain("app.ts");
  });

  it("sends security headers, and no-store on API answers", async () => {
    const res = await t.app.inject({ url: "/api/user" });
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(res.headers["content-security-policy"]).toMatch(/object-src 'none'/);
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    // Scripts from our origin only; WebAssembly (the barcode scanner's decoder) may compile, JS eval may not.
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("compresses API answers of 1 KiB or more, reads a compressed body on a POST, and marks every API answer no-store", async () => {
    // app.ts takes @fastify/compress' hooks off where a request has no use for them (decision 0018-pgread): this is what stays.
    const plain = await t.app.inject({ url: "/api/demo/meals" });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await t.app.inject({ url: "/api/demo/meals", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["cache-control"]).toBe("no-store");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const login = { username: "nobody-here", password: "not the password" };
    const asJson = await t.app.inject({ method: "POST", url: "/api/login", payload: login });
    const asGzip = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: zlib.gzipSync(JSON.stringify(login)),
    });
    expect(asGzip.statusCode).toBe(asJson.statusCode);
    expect(asGzip.json()).toEqual(asJson.json());
    for (const res of [await t.app.inject({ url: "/api/does-not-exist" }), asJson]) expect(res.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ url: "/healthz" })).headers["cache-control"]).toBeUndefined();
  });

  it("does not answer CORS preflights from other origins", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

// Only PostgreSQL has connections to drop (CI runs the API tests there too).
describe.runIf(backends.includes("postgres"))("PostgreSQL connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("postgres");
  });
  afterAll(() => t.close());

  it("keeps running when PostgreSQL drops its connections", async () => {
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    const current = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [
      current.rows[0]!.name,
    ]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    // The pool replaces the lost connections; the process did not die on their errors.
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("readiness without a database", () => {
  it("answers 503 when the database does not answer", async () => {
    const t = await buildTestApp();
    await t.database.close();
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "database unavailable" });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    await t.app.close();
  });
});

describe("robots.txt and sitemap", () => {
  it("serves both with absolute addresses of the public pages", async () => {
    const t = await buildTestApp("pglite", { PUBLIC_ORIGIN: "https://nutripilot.example" });
    try {
      const robots = await t.app.inject({ url: "/robots.txt" });
      expect(robots.body).toContain("Sitemap: https://nutripilot.example/sitemap.xml");
      expect(robots.body).toContain("Disallow: /api/");
      const sitemap = await t.app.inject({ url: "/sitemap.xml" });
      expect(sitemap.headers["content-type"]).toMatch(/application\/xml/);
      expect(sitemap.body).toContain("<loc>https://nutripilot.example/pricing</loc>");
      expect(sitemap.body).not.toContain("/admin");
    } finally {
      await t.close();
    }
  });
});

describe("serving the web app", () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify("x".repeat(5000))});`;
  const brotli = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "np-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      `<!doctype html><html><head><title>NutriPilot</title></head><body>${"<!-- padding -->".repeat(200)}<div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), script);
    // The build's copies (apps/web/scripts/compress.mjs), at a quality no per-request compression would spend.
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), brotli);
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.gz"), zlib.gzipSync(script, { level: 9 }));
    t = await buildTestApp("pglite", { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers every page with index.html, compressed and not cached; unknown API paths stay JSON 404s", async () => {
    for (const url of ["/", "/pricing", "/dashboard?tab=meals", "/demo/dashboard"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect({ url, status: res.statusCode, encoding: res.headers["content-encoding"], cache: res.headers["cache-control"] }).toEqual({
        url,
        status: 200,
        encoding: "gzip",
        cache: "no-cache",
      });
      expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    const api = await t.app.inject({ url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: "NOT_FOUND" });
    expect((await t.app.inject({ method: "POST", url: "/pricing" })).statusCode).toBe(404);
  });

  it("answers an unknown page with 404 and the app, which shows its not-found screen; the app's pages stay 200", async () => {
    for (const url of ["/no-such-page", "/dashboard/extra", "/pricing.php", "/assets/missing.js"]) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ["/food-analyzer", "/Pricing/", "/api/reset-trial", "/admin/codes", "/progress", "/demo/progress", "/admin/audit-log"]) {
      expect({ url, status: (await t.app.inject({ url })).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("serves hashed assets as immutable", async () => {
    const res = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's compressed copy of an asset as it is, and the plain file to a client that takes neither", async () => {
    const br = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(br.rawPayload, brotli)).toBe(0);
    const gz = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

const prerenderedPage = (name: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>NutriPilot</title></head><body><div id="root"><h1>${name} ${lang}</h1></div></body></html>`;
const PRERENDERED = ["landing", "pricing", "auth"];

/** A build with the prerendered pages, rendered with `settings`. */
function writeDist(settings: AppSettings): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "np-dist-"));
  fs.mkdirSync(path.join(dist, "prerendered"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html lang="en"><head><title>NutriPilot</title></head><body><div id="root"></div></body></html>`,
  );
  for (const name of PRERENDERED)
    for (const lang of ["en", "it"]) fs.writeFileSync(path.join(dist, "prerendered", `${name}.${lang}.html`), prerenderedPage(name, lang));
  fs.writeFileSync(path.join(dist, "prerendered", "app-settings.json"), JSON.stringify(settings));
  return dist;
}

describe("serving the prerendered pages", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // The test server runs with the default settings, which the build prerenders with.
    dist = writeDist(DEFAULT_APP_SETTINGS);
    t = await buildTestApp("pglite", { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("chooses the language from the np_locale cookie first, then Accept-Language, else English", async () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ["/", {}, "landing", "en"],
      ["/", { "accept-language": "it-IT,it;q=0.9,en;q=0.8" }, "landing", "it"],
      ["/", { "accept-language": "it" }, "landing", "it"],
      ["/", { "accept-language": "en-US,en;q=0.9,it;q=0.8" }, "landing", "en"],
      ["/", { "accept-language": "de-DE,de;q=0.9" }, "landing", "en"],
      ["/", { "accept-language": "en;q=0.5,it-CH;q=0.9" }, "landing", "it"],
      ["/", { "accept-language": "it;q=0" }, "landing", "en"],
      ["/", { cookie: "np_locale=it", "accept-language": "en-US" }, "landing", "it"],
      ["/", { cookie: "np_locale=en", "accept-language": "it-IT" }, "landing", "en"],
      ["/", { cookie: "np_locale=fr", "accept-language": "it-IT" }, "landing", "it"],
      ["/welcome", { "accept-language": "it-IT" }, "landing", "it"],
      ["/welcome?ref=mail", {}, "landing", "en"],
      ["/pricing", { "accept-language": "it-IT" }, "pricing", "it"],
      ["/pricing", {}, "pricing", "en"],
      ["/auth", { cookie: "np_locale=it" }, "auth", "it"],
      ["/auth", {}, "auth", "en"],
    ];
    for (const [url, headers, name, lang] of cases) {
      const res = await get(url, headers);
      expect({ url, headers, status: res.statusCode, body: res.body }).toEqual({
        url,
        headers,
        status: 200,
        body: prerenderedPage(name, lang),
      });
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(String(res.headers.vary)).toMatch(/Cookie, Accept-Language/);
    }
  });

  it("gives a signed-in browser the app, the sign-in page with a query the app, and every other page index.html", async () => {
    for (const url of ["/", "/pricing", "/auth"]) {
      const signedIn = await get(url, { cookie: "np_signed_in=1; np_locale=it" });
      expect({ url, status: signedIn.statusCode }).toEqual({ url, status: 200 });
      expect(signedIn.body).toContain('<div id="root"></div>');
    }
    for (const url of ["/auth?tab=register", "/pricing?plan=premium-yearly", "/info", "/dashboard", "/welcome/more"]) {
      const res = await get(url, { cookie: "np_locale=it", "accept-language": "it-IT" });
      // A path the app has no page for is its not-found screen, with the status 404.
      expect({ url, status: res.statusCode }).toEqual({ url, status: url === "/welcome/more" ? 404 : 200 });
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  // One test per setting: each starts a server of its own.
  it.each([{ TRIAL_DAYS: 14 }, { PRICE_CURRENCY: "eur" }, { PAYWALL: "hard" as const }])(
    "serves the app instead when the server's settings differ from the build's (%o)",
    async (overrides) => {
      const other = await buildTestApp("pglite", { WEB_DIST_DIR: dist, ...overrides });
      try {
        for (const url of ["/", "/pricing", "/auth"]) {
          const res = await other.app.inject({ url });
          expect({ overrides, url, status: res.statusCode }).toEqual({ overrides, url, status: 200 });
          expect(res.body).toContain('<div id="root"></div>');
        }
      } finally {
        await other.close();
      }
    },
    // Starting a server (migrations on a fresh database) is what the suite's hooks get 60 s for.
    60_000,
  );

  it("serves index.html for / when the build has no prerendered pages", async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), "np-dist-"));
    fs.writeFileSync(path.join(plain, "index.html"), `<!doctype html><html lang="en"><body><div id="root"></div></body></html>`);
    const other = await buildTestApp("pglite", { WEB_DIST_DIR: plain });
    try {
      const res = await other.app.inject({ url: "/", headers: { "accept-language": "it-IT" } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
