// The public pages of issue 8: landing, info, how it works, sources, legal, guide, install, contact, waitlist.
// The contact forms share the server's limit of 5 messages per IP per hour with every other spec: this file
// sends exactly 2 that succeed.
import { AxeBuilder } from "@axe-core/playwright";
import { basalMetabolicRate, dailyEnergy, goalMacros } from "@app/shared";
import { expect, test, type Page } from "@playwright/test";
import guideEn from "../apps/web/src/features/public/content/guide.en.ts";
import guideIt from "../apps/web/src/features/public/content/guide.it.ts";
import howEn from "../apps/web/src/features/public/content/how-it-works.en.ts";
import howIt from "../apps/web/src/features/public/content/how-it-works.it.ts";
import infoEn from "../apps/web/src/features/public/content/info.en.ts";
import infoIt from "../apps/web/src/features/public/content/info.it.ts";
import landingEn from "../apps/web/src/features/public/content/landing.en.ts";
import landingIt from "../apps/web/src/features/public/content/landing.it.ts";
import sourcesEn from "../apps/web/src/features/public/content/sources.en.ts";
import sourcesIt from "../apps/web/src/features/public/content/sources.it.ts";
import privacyEn from "../apps/web/src/features/public/legal/privacy.en.ts";
import privacyIt from "../apps/web/src/features/public/legal/privacy.it.ts";
import termsEn from "../apps/web/src/features/public/legal/terms.en.ts";
import termsIt from "../apps/web/src/features/public/legal/terms.it.ts";
import { publicEn } from "../apps/web/src/i18n/en/public.ts";
import { publicIt } from "../apps/web/src/i18n/it/public.ts";

const PUBLIC_PAGES = [
  "/",
  "/welcome",
  "/info",
  "/about",
  "/how-it-works",
  "/scientific-sources",
  "/privacy-policy",
  "/privacy",
  "/terms-of-service",
  "/terms",
  "/guide",
  "/install",
  "/contatti",
  "/contacts",
];

/** Opens a page and waits until its lazily loaded text is on screen. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
  if (path === "/" || path === "/welcome") {
    // The sections below the hero render as the visitor moves down the page (decision 0016): End goes to the
    // bottom, as a reader would, and a key renders them all.
    await expect(page.locator("#sample-meal-plan-title")).toBeAttached();
    await expect(async () => {
      await page.keyboard.press("End");
      await expect(page.locator("#faq-title")).toBeAttached({ timeout: 3_000 });
    }).toPass();
    await page.locator("#faq-title").scrollIntoViewIfNeeded();
    await expect(page.locator("#faq-title")).toBeVisible();
  } else await expect(page.locator("main h2").first()).toBeVisible();
}

const format = (n: number) => new Intl.NumberFormat("en").format(n);

const notFound = (page: Page) => page.getByRole("heading", { name: "Page Not Found" });

test("every link of the landing page and of the footer leads to a page, not the 404", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, "/");
  // The plan cards arrive with the server's prices; their buttons are links too.
  await expect(page.getByRole("link", { name: "Choose Monthly" })).toBeVisible();
  const hrefs = await page.locator("main a[href], footer a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
  for (const link of [
    "/home",
    "/how-it-works",
    "/dashboard?tab=meals",
    "/dashboard?tab=goals",
    "/demo/dashboard",
    "/food-analyzer",
    "/meal-planner",
    "/pricing",
    "/contatti",
    "/scientific-sources",
    "/privacy",
    "/auth?action=register-for-ai-recommendations",
    "/auth?action=register-to-complete-profile",
    "/auth?mode=login",
    "/guide",
    "/privacy-policy",
    "/terms-of-service",
  ]) {
    expect(internal, link).toContain(link);
  }
  for (const href of internal) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.locator("main h1").first(), href).toBeVisible();
    await expect(notFound(page), href).toHaveCount(0);
  }
});

// One test per page: each page is a separate promise to the visitor, and a slow machine times a page out, not the list.
for (const path of PUBLIC_PAGES) {
  test(`${path} has a title, a description and Open Graph tags`, async ({ page }) => {
    await open(page, path);
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? "",
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute("content") ?? "",
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? "",
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    }));
    expect(head.title, path).toMatch(/NutriPilot/);
    expect(head.description.length, path).toBeGreaterThan(50);
    expect(head.ogTitle, path).toBe(head.title);
    expect(head.ogDescription, path).toBe(head.description);
    expect(head.ogUrl, path).toMatch(/^http:\/\/localhost:\d+\//);
    expect(head.ogImage, path).toMatch(/\/icons\/icon-512\.png$/);
    expect(head.canonical, path).toBe(head.ogUrl);
  });
}

test("/privacy names /privacy-policy as its canonical address", async ({ page }) => {
  await open(page, "/privacy");
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/privacy-policy$/);
});

test("the how-it-works toggle shows the calculators' figures for the sample profile", async ({ page }) => {
  const maintenance = Math.round(dailyEnergy(basalMetabolicRate({ gender: "male", weight: 75, height: 175, age: 28 }), "moderate"));
  const loss = goalMacros(maintenance - 500, "weight_loss", 75, 175);
  const gain = goalMacros(maintenance + 300, "muscle_gain", 75, 175);
  const results = page.getByRole("region", { name: /Recommendation for this profile/ });

  await open(page, "/how-it-works");
  await expect(page.getByRole("radio", { name: "Weight loss" })).toBeChecked();
  await expect(results.getByText(`${format(loss.calories)} kcal/day`)).toBeVisible();
  for (const grams of [loss.proteins, loss.carbs, loss.fats]) await expect(results.getByText(`${grams} g`, { exact: true })).toBeVisible();

  await page.getByText("Muscle gain", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Muscle gain" })).toBeChecked();
  await expect(results.getByText(`${format(gain.calories)} kcal/day`)).toBeVisible();
  for (const grams of [gain.proteins, gain.carbs, gain.fats]) await expect(results.getByText(`${grams} g`, { exact: true })).toBeVisible();
});

test("the explainer and the guide scroll to the anchor of the address", async ({ page }) => {
  await page.goto("/how-it-works#goals-management");
  await expect(page.locator("#goals-management")).toBeInViewport();
  for (const anchor of ["food-analyzer", "meal-tracking"]) await expect(page.locator(`#${anchor}`)).toHaveCount(1);
  await page.goto("/guide#troubleshooting");
  await expect(page.locator("#troubleshooting")).toBeInViewport();
  for (const anchor of ["ai-recommendations", "subscription", "api-access", "support"])
    await expect(page.locator(`#${anchor}`)).toHaveCount(1);
});

test("the Contact Us form validates, sends, and offers to send another message", async ({ page }) => {
  await open(page, "/contatti");
  await expect(page.getByText("Monday-Friday")).toBeVisible();
  await expect(page.getByText("10:00-14:00")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@nutripilot.app" })).toHaveAttribute("href", "mailto:support@nutripilot.app");

  await page.getByRole("textbox", { name: "Email" }).fill("not an address");
  await page.getByRole("textbox", { name: "Subject" }).fill("Hi");
  await page.getByRole("textbox", { name: "Message" }).fill("Short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Subject must contain at least 3 characters")).toBeVisible();
  await expect(page.getByText("Message must contain at least 10 characters")).toBeVisible();

  await page.getByRole("textbox", { name: "Email" }).fill("e2e-contact@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill("A question about export");
  await page.getByRole("textbox", { name: "Message" }).fill("How do I download my meals as CSV?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent" })).toBeVisible();
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");
});

test("the team contact page requires every field and sends the message", async ({ page }) => {
  await open(page, "/contacts");
  await expect(page.getByText("We answer every message within 24 hours.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: "Send Message" }).click();
  for (const text of ["Name is required", "Please enter a valid email address", "Reason is required"])
    await expect(page.getByText(text)).toBeVisible();

  await page.getByRole("textbox", { name: "Name" }).fill("E2E Tester");
  await page.getByRole("textbox", { name: "Email" }).fill("e2e-team@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill("Partnership idea");
  await page.getByRole("combobox", { name: "Reason" }).selectOption("partnership");
  await page.getByRole("textbox", { name: "Message" }).fill("We would like to offer NutriPilot to our gym members.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send another message" })).toBeVisible();
});

test("the integration waitlist ignores an address without '@' and confirms with a toast", async ({ page }) => {
  await open(page, "/");
  const waitlist = page.getByRole("region", { name: "Apple Health and Google Fit: coming soon" });
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/integration-leads")) posted += 1;
  });

  await waitlist.getByLabel("Email address").fill("no-at-sign.example.com");
  await waitlist.getByRole("button", { name: "Notify Me" }).click();

  await waitlist.getByLabel("Email address").fill("e2e-waitlist@example.com");
  await waitlist.getByRole("button", { name: "Notify Me" }).click();
  await expect(page.getByText("Success! 🎉")).toBeVisible();
  await expect(page.getByText("We'll notify you as soon as Apple Health & Google Fit integrations are ready!")).toBeVisible();
  // Only the second address was sent: the first click, made earlier, would have been counted by now.
  expect(posted).toBe(1);
});

test("the app is installable: a valid manifest, icons that load, a service worker that never caches the API", async ({ page, request }) => {
  const manifestResponse = await request.get("/manifest.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  const manifest = JSON.parse(await manifestResponse.text()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest.name).toBe("NutriPilot");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(pngs.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      const png = await res.body();
      expect(png.subarray(1, 4).toString("ascii"), icon.src).toBe("PNG");
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  }

  await open(page, "/install");
  await expect(page.getByRole("img", { name: /QR code of http:\/\/localhost:\d+\// })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chrome and Edge" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Firefox" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Safari" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");

  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
  expect(scriptUrl).toMatch(/\/sw\.js\?build=index-/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The shell is cached; after the app has talked to the API, no API answer is in any cache.
  await open(page, "/pricing");
  await expect(page.getByText("$3.99")).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain("/offline.html");
  expect(cached.some((path) => path.startsWith("/assets/"))).toBe(true);
  expect(cached.filter((path) => path.startsWith("/api"))).toEqual([]);

  // Without a network, a page load shows the offline page instead of stale data.
  await page.context().setOffline(true);
  await page.goto("/dashboard").catch(() => undefined);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await page.context().setOffline(false);
});

/** The English texts of the public pages that differ in Italian, cut at placeholders, links reduced to their words. */
function englishLeftovers(): string[] {
  const collect = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(collect)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(collect)
          : [];
  const pairs: Array<[unknown, unknown]> = [
    [publicEn, publicIt],
    [landingEn, landingIt],
    [infoEn, infoIt],
    [howEn, howIt],
    [sourcesEn, sourcesIt],
    [guideEn, guideIt],
    [privacyEn, privacyIt],
    [termsEn, termsIt],
  ];
  const italian = new Set(pairs.flatMap(([, it]) => collect(it)));
  return [
    ...new Set(
      pairs
        .flatMap(([en]) => collect(en))
        .filter((text) => !italian.has(text))
        .map((text) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1"))
        .flatMap((text) => text.split(/\{\w+\}/))
        .map((fragment) => fragment.trim())
        .filter((fragment) => fragment.length >= 16),
    ),
  ];
}

test("the Italian pages have no English left over", async ({ page }) => {
  test.setTimeout(90_000);
  const english = englishLeftovers();
  expect(english.length).toBeGreaterThan(300);
  await page.addInitScript(() => window.localStorage.setItem("nutripilot.locale", "it"));
  for (const path of [
    "/",
    "/info",
    "/how-it-works",
    "/scientific-sources",
    "/guide",
    "/privacy-policy",
    "/terms-of-service",
    "/install",
    "/contatti",
    "/contacts",
  ]) {
    await open(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    if (path === "/") await expect(page.getByRole("link", { name: "Scegli mensile" })).toBeVisible();
    // Open every disclosure, so the texts inside are read too.
    await page.locator("main details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
    const text = await page.locator("body").innerText();
    const found = english.filter((fragment) => text.includes(fragment));
    expect(found, path).toEqual([]);
    const title = await page.title();
    expect(
      english.some((fragment) => title.includes(fragment)),
      `${path} title ${title}`,
    ).toBe(false);
  }
  await open(page, "/contatti");
  await page.getByRole("button", { name: "Invia messaggio" }).click();
  await expect(page.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await expect(page.getByText("L'oggetto deve contenere almeno 3 caratteri")).toBeVisible();
});

for (const width of [375, 1280]) {
  // One test per page and width, like the title checks above.
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no accessibility violations and fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path);
      if (path === "/" || path === "/welcome") await expect(page.getByRole("link", { name: "Choose Monthly" })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test(`the contact form with its errors shown has no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/contacts");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}
