import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEFAULT_APP_SETTINGS } from "@app/shared";
import { formatMoney } from "./features/billing/format.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const WEB_ROOT = path.resolve(import.meta.dirname, "..");
/** The prices' JSON block of a prerendered page (the amounts as the build wrote them). */
const money = (html: string) =>
  JSON.parse(/<script type="application\/json" id="np-money">([^<]*)<\/script>/.exec(html)?.[1] ?? "null") as unknown;
/** The app settings' JSON block of a prerendered page. */
const settingsBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="np-app-settings">([^<]*)<\/script>/.exec(html)?.[1] ?? "null") as unknown;

// The real script (a Vite SSR build of src/prerender.tsx, then react-dom/server in plain Node, where there is no
// window, document or localStorage), run on the source index.html as the template.
describe("scripts/prerender.mjs", () => {
  let outDir: string;
  const page = (locale: string, name = "landing") => fs.readFileSync(path.join(outDir, "prerendered", `${name}.${locale}.html`), "utf8");

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), "np-prerender-"));
    fs.copyFileSync(path.join(WEB_ROOT, "index.html"), path.join(outDir, "index.html"));
    // Vite's manifest as the build writes it (build.manifest): the entry, the sign-in page's chunk, their imports.
    fs.mkdirSync(path.join(outDir, ".vite"));
    fs.writeFileSync(
      path.join(outDir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_i18n-1.js"] },
        "_react-1.js": { file: "assets/react-1.js" },
        "_i18n-1.js": { file: "assets/i18n-1.js", imports: ["_react-1.js"] },
        "src/app/routes/auth.tsx": { file: "assets/auth-1.js", isDynamicEntry: true, imports: ["_tabs-1.js", "_react-1.js", "index.html"] },
        "_tabs-1.js": { file: "assets/tabs-1.js", imports: ["_icon-1.js", "_react-1.js"] },
        "_icon-1.js": { file: "assets/icon-1.js" },
      }),
    );
    await promisify(execFile)(process.execPath, ["scripts/prerender.mjs", "--outDir", outDir], { cwd: WEB_ROOT });
  }, 180_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("writes the English landing page: hero, Login button, English head", () => {
    const html = page("en");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>NutriPilot · Nutrition tracking with an AI co-pilot</title>");
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toMatch(/<h1 id="landing-title"[^>]*>Your co-pilot for everyday nutrition<\/h1>/);
    expect(html).toContain("Start Your Journey");
    expect(html).toContain("See How It Works");
    // Signed out: the Login/Register button is shown, not kept invisible while a session is checked.
    expect(html).toMatch(/<a [^>]*href="\/auth"[^>]*>Login\/Register<\/a>/);
    expect(html).not.toContain("invisible");
    expect(html).not.toContain('<div id="root"></div>');
  });

  it("starts the app after the first paint through /prerendered/boot.js, with no module script in the page", () => {
    const html = page("en");
    expect(html).toMatch(/<script defer src="\/prerendered\/boot.js" data-entry="\/src\/main.tsx" data-preload=""><\/script>/);
    expect(html).not.toContain('type="module"');
    const boot = fs.readFileSync(path.join(outDir, "prerendered", "boot.js"), "utf8");
    expect(boot).toContain("first-contentful-paint");
    expect(boot).toContain('app.type = "module"');
    // zod's configuration is set by boot.js, before the app: the page has no second deferred script.
    expect(html).not.toContain("/zod-config.js");
    expect(boot).toContain('globalThis["__zod_globalConfig"] = Object.assign(globalThis["__zod_globalConfig"] || {}, { jitless: true });');
    expect(fs.readFileSync(path.join(WEB_ROOT, "public", "zod-config.js"), "utf8")).toContain(
      'globalThis["__zod_globalConfig"] = Object.assign(globalThis["__zod_globalConfig"] || {}, { jitless: true });',
    );
  });

  it("has a prerendered page fetch its own chunk and what it imports with the app, and removes Vite's manifest", () => {
    // The sign-in page: its chunk and its imports, less what the entry loads (react); the landing page is in the entry.
    expect(page("en", "auth")).toContain('data-preload="/assets/auth-1.js /assets/tabs-1.js /assets/icon-1.js"');
    expect(page("it", "auth")).toContain('data-preload="/assets/auth-1.js /assets/tabs-1.js /assets/icon-1.js"');
    expect(page("en")).toContain('data-preload=""');
    // The server serves everything in dist: the manifest is gone once read.
    expect(fs.existsSync(path.join(outDir, ".vite"))).toBe(false);
  });

  it("writes the Italian landing page with the Italian head", () => {
    const html = page("it");
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("<title>NutriPilot · Il monitoraggio alimentare con un copilota IA</title>");
    expect(html).toContain('<meta property="og:locale" content="it_IT" />');
    expect(html).toMatch(/<h1 id="landing-title"[^>]*>Il tuo copilota per l&#x27;alimentazione di ogni giorno<\/h1>/);
    expect(html).toContain("Inizia il tuo percorso");
    expect(html).not.toContain("Start Your Journey");
  });

  it("writes the pricing page with the default settings' prices, and those settings beside it and inside it", () => {
    const html = page("en", "pricing");
    expect(html).toContain("<title>Pricing · NutriPilot</title>");
    expect(html).toContain(`<meta name="description" content="NutriPilot's plans, Free, Monthly Premium and Annual Premium`);
    expect(html).toMatch(/<h1[^>]*>Choose the plan that fits you<\/h1>/);
    expect(html).toContain("$3.99");
    expect(html).toContain("$39.99");
    expect(html).toContain("a free 5-day trial");
    expect(settingsBlock(html)).toEqual(DEFAULT_APP_SETTINGS);
    // The prices as written, for the app's hydration (formattedMoney); the other pages show none.
    expect(money(html)).toMatchObject({ "en|usd|399": "$3.99", "en|usd|3999": "$39.99", "en|usd|0": "$0" });
    expect(money(page("it", "pricing"))).toMatchObject({ "it|usd|399": formatMoney("it", 399, "usd") });
    expect(page("en", "auth")).not.toContain("np-money");
    expect(settingsBlock(page("it", "pricing"))).toEqual(DEFAULT_APP_SETTINGS);
    expect(JSON.parse(fs.readFileSync(path.join(outDir, "prerendered", "app-settings.json"), "utf8"))).toEqual(DEFAULT_APP_SETTINGS);
  });

  it("writes the sign-in page in both languages with its form", () => {
    const en = page("en", "auth");
    expect(en).toContain("<title>Sign in or register · NutriPilot</title>");
    expect(en).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
    expect(en).toContain('type="password"');
    const italian = page("it", "auth");
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain("<title>Accedi o registrati · NutriPilot</title>");
    expect(italian).toMatch(/<h1[^>]*>Bentornato<\/h1>/);
  });
});
