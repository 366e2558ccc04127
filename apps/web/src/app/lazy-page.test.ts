import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appEn } from "../i18n/en-app.ts";

// Pages marked "core" in router.tsx render before the signed-in screens' texts (en-app.ts) are loaded, so
// neither they nor anything they import may use one of those texts: it would show as its key.
const SRC = path.resolve(import.meta.dirname, "..");
const APP_KEYS = Object.keys(appEn);
const APP_TEXT_FILES =
  /i18n\/(en-app|it-app|en\/(tracking|ai|analyzer|food-search|payments)|it\/(tracking|ai|analyzer|food-search|payments))\.ts$/;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every source file `file` reaches through relative imports (static and dynamic), itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  for (const match of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)"(\.[^"]+)"/g)) {
    const target = resolveImport(file, match[1] ?? "");
    // The dictionaries themselves are what is checked, not walked (i18n.tsx loads every part on demand).
    if (target && !target.endsWith("i18n.tsx") && !/i18n\/(en|it)\.ts$/.test(target)) reachable(target, seen);
  }
  return seen;
}

/** The signed-in screens' texts `file` uses: quoted keys, and key prefixes of template literals (`mealType.${type}`). */
function appTextsUsed(file: string): string[] {
  const code = fs.readFileSync(file, "utf8");
  const used = new Set<string>();
  for (const match of code.matchAll(/["'`]([a-zA-Z][\w-]*\.[\w.-]+)["'`]/g))
    if (APP_KEYS.includes(match[1] ?? "")) used.add(match[1] ?? "");
  for (const match of code.matchAll(/`([a-zA-Z][\w-]*\.[\w.-]*)\$\{/g)) {
    const prefix = match[1] ?? "";
    if (APP_KEYS.some((key) => key.startsWith(prefix))) used.add(`${prefix}…`);
  }
  return [...used];
}

const router = fs.readFileSync(path.join(SRC, "app/router.tsx"), "utf8");
const corePages = [...router.matchAll(/lazyPage\(\(\) => import\("([^"]+)"\), "core"\)/g)].map((m) => path.resolve(SRC, "app", m[1] ?? ""));

describe('pages marked "core" (texts of the first download only)', () => {
  it("are the public pages the prerendered and first-visited screens need", () => {
    expect(corePages.map((file) => path.basename(file)).sort()).toEqual(
      expect.arrayContaining(["auth.tsx", "pricing.tsx", "info.tsx", "privacy-policy.tsx", "terms-of-service.tsx", "guide.tsx"]),
    );
  });

  it.each(corePages.map((file) => [path.relative(SRC, file), file]))("%s uses none of the signed-in screens' texts", (_name, file) => {
    const files = [...reachable(file)];
    const found = files.flatMap((source) => [
      ...appTextsUsed(source).map((key) => `${path.relative(SRC, source)}: ${key}`),
      ...(APP_TEXT_FILES.test(source) ? [`imports ${path.relative(SRC, source)}`] : []),
    ]);
    expect(found).toEqual([]);
  });

  it("the check finds a screen that uses them (the dashboard)", () => {
    const files = [...reachable(path.join(SRC, "app/routes/dashboard.tsx"))];
    expect(files.flatMap((source) => appTextsUsed(source)).length).toBeGreaterThan(50);
  });
});
