import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

const NUTELLA = "3017620422003";

/**
 * A camera that films an EAN-13 barcode: a Y4M video (grey bars on white) Chromium plays as its fake
 * camera, so the scanner reads a real barcode image through getUserMedia and the zxing-wasm decoder.
 */
function ean13Video(code: string): string {
  const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
  const R = L.map((l) => [...l].map((c) => (c === "0" ? "1" : "0")).join(""));
  const G = R.map((r) => [...r].toReversed().join(""));
  const parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"][Number(code[0])]!;
  const digits = [...code].map(Number);
  const bits = [
    "101",
    ...digits.slice(1, 7).map((d, i) => (parity[i] === "L" ? L : G)[d]),
    "01010",
    ...digits.slice(7).map((d) => R[d]),
    "101",
  ].join("");
  const [width, height, module] = [640, 480, 5];
  const left = Math.floor((width - bits.length * module) / 2);
  const row = Buffer.alloc(width, 235);
  for (let i = 0; i < bits.length; i++) if (bits[i] === "1") row.fill(16, left + i * module, left + (i + 1) * module);
  const blank = Buffer.alloc(width, 235);
  const luma = Buffer.concat(Array.from({ length: height }, (_, y) => (y >= 100 && y < 380 ? row : blank)));
  const chroma = Buffer.alloc((width * height) / 4, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-barcode-")), "ean13.y4m");
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
  return file;
}

test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${ean13Video(NUTELLA)}`,
    ],
  },
});

test("scanning a barcode with the camera fills the Add Meal form with the product, its wasm from our own server", async ({ page }) => {
  const foreign: string[] = [];
  const wasm: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "localhost") foreign.push(request.url());
    if (url.pathname.endsWith(".wasm")) wasm.push(url.pathname);
  });
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  // The scanner's code and its wasm load only when it opens.
  expect(wasm).toEqual([]);
  await page.getByRole("button", { name: "Scan barcode" }).click();
  await expect(page.getByRole("region", { name: "Chosen food: Nutella (Ferrero)" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Total: 539 kcal, 6 g proteins, 58 g carbs, 31 g fats")).toBeVisible();
  await expect(page.getByRole("link", { name: "Data: Open Food Facts (ODbL)" })).toBeVisible();
  expect(wasm).toEqual([expect.stringMatching(/^\/assets\/zxing_reader-[\w-]+\.wasm$/)]);
  expect(foreign).toEqual([]);
  expect((await new AxeBuilder({ page }).include("form").analyze()).violations).toEqual([]);
});

test("a number typed that nobody knows offers the label scan and a custom food", async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto("/dashboard?tab=meals");
  await page.getByRole("button", { name: "Type the number" }).click();
  await page.getByLabel("Barcode number").fill("8000500310427");
  await page.getByLabel("Barcode number").press("Enter");
  await expect(page.getByText("Product not found. Scan the nutrition label or create a custom food.")).toBeVisible();
  expect((await new AxeBuilder({ page }).include("form").analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: "Scan the label" }).click();
  await expect(page).toHaveURL(/tab=analyze/);
});
