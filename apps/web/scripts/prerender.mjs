// Prerenders the public pages of src/prerender.tsx (landing, pricing, sign-in) into static HTML, once per
// language, after `vite build` (docs/decisions/0003-one-language-on-first-load.md, 0005-first-load-javascript.md):
//
//   node scripts/prerender.mjs [--outDir dist]
//
// 1. builds src/prerender.tsx for Node (a Vite SSR build into a temporary folder under node_modules, so Node
//    finds react and the other packages the build leaves external);
// 2. renders each page in each language with react-dom/server;
// 3. writes <outDir>/prerendered/<page>.<locale>.html: the built index.html with the markup inside
//    <div id="root">, the language's <html lang>, title, description and Open Graph tags, and the app settings
//    the page was rendered with (a JSON block main.tsx reads, so the app's first render shows the same prices);
// 4. writes <outDir>/prerendered/app-settings.json: those settings, which the server compares with its own.
// The server sends these files to signed-out visitors (apps/server/src/app.ts) and index.html otherwise.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const WEB_ROOT = path.resolve(import.meta.dirname, "..");

function option(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.indexOf(name);
  if (index !== -1 && args[index + 1]) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : fallback;
}

const escapeHtml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Replaces exactly one match of `pattern` in `html`; a missing match is a build error, not a silent skip. */
function replaceOnce(html, pattern, replacement, what) {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (matches?.length !== 1) throw new Error(`prerender: expected one ${what} in index.html, found ${matches?.length ?? 0}`);
  return html.replace(pattern, replacement);
}

/** The built index.html with the landing page's markup, language and head tags. */
export function fillTemplate(template, locale, page) {
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${locale}">`, "<html lang>");
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`, "<title>");
  const meta = (attribute, key, value) => {
    html = replaceOnce(
      html,
      new RegExp(`<meta ${attribute}="${key}" content="[^"]*" />`),
      () => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
      `${key} meta tag`,
    );
  };
  meta("name", "description", page.description);
  meta("property", "og:title", page.title);
  meta("property", "og:description", page.description);
  meta("property", "og:locale", page.ogLocale);
  html = replaceOnce(html, /<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`, '<div id="root">');
  if (Object.keys(page.money ?? {}).length) {
    // The amounts the page shows, as written at build time (formattedMoney in src/features/billing/format.ts): the
    // app reuses them while it hydrates instead of making its first Intl.NumberFormat then.
    const json = JSON.stringify(page.money).replaceAll("<", "\\u003c");
    html = replaceOnce(
      html,
      /<\/body>/,
      () => `<script type="application/json" id="${MONEY_ELEMENT_ID}">${json}</script>\n  </body>`,
      "</body>",
    );
  }
  if (page.settings) {
    // A data block, not a script: nothing runs, so the CSP (script-src 'self') has nothing to allow. "<" is
    // escaped so the JSON can never close the element.
    const json = JSON.stringify(page.settings).replaceAll("<", "\\u003c");
    html = replaceOnce(
      html,
      /<\/body>/,
      () => `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${json}</script>\n  </body>`,
      "</body>",
    );
  }
  return html;
}

/**
 * The prerendered page is on screen before any JavaScript runs, so the app is fetched once it has been painted:
 * the module script and its preloads are replaced by BOOT_SCRIPT (a file, as index.html has no inline scripts),
 * which adds them after the first paint. Fetching 180 KB of JavaScript then no longer competes with the page's
 * own HTML and CSS on a slow connection.
 */
export function deferApp(html, pageFiles = []) {
  const entry = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error("prerender: no module script in index.html");
  const preloads = [...html.matchAll(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g)];
  let result = html;
  for (const preload of preloads) result = result.replace(preload[0], "");
  // boot.js sets zod's configuration itself (BOOT_SOURCE), so the page has one deferred script rather than two:
  // each is a request and a task of its own after the page is painted, and on a busy phone every task is one
  // more chance to be held up (docs/decisions/0017-webbusy-main-thread-under-load.md).
  result = replaceOnce(result, /<script defer src="\/zod-config\.js"><\/script>\s*/, "", "zod-config.js script");
  // The page's own chunk and what it imports are fetched with the app's: the app loads them before it starts
  // (preloadPage in src/main.tsx), and Vite's loader then finds their links already there instead of adding a
  // dozen of them in the middle of the start (docs/decisions/0017-webbusy-main-thread-under-load.md).
  const files = [...new Set([...preloads.map((p) => p[1]), ...pageFiles])];
  const boot = `<script defer src="${BOOT_SCRIPT}" data-entry="${entry[1]}" data-preload="${files.join(" ")}"></script>`;
  return result.replace(entry[0], () => boot);
}

const BOOT_SCRIPT = "/prerendered/boot.js";
/** The id of the app settings' JSON block (read by src/main.tsx). */
export const SETTINGS_ELEMENT_ID = "np-app-settings";
/** The id of the prices' JSON block (read by src/app/routes/pricing.tsx). */
export const MONEY_ELEMENT_ID = "np-money";
// It also does what /zod-config.js does for index.html (see that file), before the app can load zod.
const BOOT_SOURCE = `// Written by apps/web/scripts/prerender.mjs: starts the app after the prerendered page has been painted.
// Zod's configuration first, as /zod-config.js sets it for index.html: no \`new Function\` probe under the CSP.
globalThis["__zod_globalConfig"] = Object.assign(globalThis["__zod_globalConfig"] || {}, { jitless: true });
(function () {
  var script = document.currentScript;
  var entry = script.dataset.entry;
  var preloads = (script.dataset.preload || "").split(" ").filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.appendChild(app);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Once the browser reports the first contentful paint (a frame's rAF can run before the paint is shown).
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  }
  // Whatever happens (no paint timing, a tab opened in the background), the app starts within a second.
  setTimeout(startOnce, 1000);
})();
`;

/**
 * The files of each prerendered page's chunk and of everything it imports statically, beyond the entry's own (which
 * index.html already preloads), from Vite's manifest (`build.manifest`); none when there is no manifest (a build
 * without it, the tests' template) or the page is in the entry chunk (the landing page).
 */
export function pageChunkFiles(manifest, sourcePath) {
  const chunk = manifest[sourcePath];
  if (!chunk) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const closure = (key, seen) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const inEntry = entryKey ? closure(entryKey, new Set()) : new Set();
  return [...closure(sourcePath, new Set())].filter((key) => !inEntry.has(key)).map((key) => `/${manifest[key].file}`);
}

async function buildRenderer() {
  const cacheDir = path.join(WEB_ROOT, "node_modules", ".prerender");
  fs.mkdirSync(cacheDir, { recursive: true });
  // One folder per run: several builds may run at once on a shared machine.
  const outDir = fs.mkdtempSync(path.join(cacheDir, "build-"));
  await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, "vite.config.ts"),
    logLevel: "warn",
    mode: "production",
    build: {
      ssr: path.join(WEB_ROOT, "src/prerender.tsx"),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: "prerender.mjs", codeSplitting: false } },
    },
  });
  return {
    module: await import(pathToFileURL(path.join(outDir, "prerender.mjs")).href),
    cleanup: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}

async function main() {
  const distDir = path.resolve(WEB_ROOT, option("--outDir", "dist"));
  const template = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const started = Date.now();
  // Vite's manifest is read here and removed: the server serves everything in dist.
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
  fs.rmSync(path.join(distDir, ".vite"), { recursive: true, force: true });
  const { module, cleanup } = await buildRenderer();
  try {
    const target = path.join(distDir, "prerendered");
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(path.join(distDir, BOOT_SCRIPT), BOOT_SOURCE);
    for (const { name, path: pagePath } of module.PAGES) {
      for (const locale of module.LOCALES) {
        const page = { ...(await module.renderPage(name, locale)), settings: module.SETTINGS };
        const file = path.join(target, `${name}.${locale}.html`);
        const html = deferApp(fillTemplate(template, locale, page), pageChunkFiles(manifest, `src/app/routes/${name}.tsx`));
        fs.writeFileSync(file, html);
        console.log(
          `prerendered ${pagePath} (${locale}): ${path.relative(WEB_ROOT, file)}, ${(page.html.length / 1024).toFixed(1)} KB of markup`,
        );
      }
    }
    fs.writeFileSync(path.join(target, "app-settings.json"), `${JSON.stringify(module.SETTINGS, null, 2)}\n`);
  } finally {
    cleanup();
  }
  console.log(`prerender took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
