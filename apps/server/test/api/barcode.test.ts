import http from "node:http";
import type { AddressInfo } from "node:net";
import { BarcodeMessages, FoodDetailSchema } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backends, Browser, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const NUTELLA = "3017620422003";
const COLA = "5449000000996";
const UNKNOWN = "8000500310427";
const BROKEN = "96385074"; // Open Food Facts answers 500
const SLOW = "012345678905"; // Open Food Facts never answers

/** A local stand-in for Open Food Facts' product API v2: counts the calls it gets. */
async function startFakeOff() {
  const calls: string[] = [];
  const products: Record<string, object> = {
    [NUTELLA]: {
      code: NUTELLA,
      product_name: "Nutella",
      brands: "Ferrero,Nutella",
      serving_size: "15 g",
      serving_quantity: 15,
      nutriments: {
        "energy-kcal_100g": 539,
        proteins_100g: 6.3,
        carbohydrates_100g: 57.5,
        fat_100g: 30.9,
        fiber_100g: 0,
        sugars_100g: 56.3,
        "saturated-fat_100g": 10.6,
        salt_100g: 0.107,
      },
    },
    // Energy in kJ only, numbers as strings: what real products often send.
    [COLA]: {
      code: COLA,
      product_name: "Coca-Cola",
      brands: "Coca-Cola",
      nutriments: { "energy-kj_100g": "180", carbohydrates_100g: "10.6" },
    },
  };
  const server = http.createServer((req, res) => {
    const m = /^\/api\/v2\/product\/(\d+)\.json\?fields=/.exec(req.url ?? "");
    calls.push(req.url ?? "");
    if (m?.[1] === SLOW) return; // hangs until the client gives up
    if (m?.[1] === BROKEN) {
      res.writeHead(500).end("oops");
      return;
    }
    const product = m ? products[m[1]!] : undefined;
    res.writeHead(product ? 200 : 404, { "content-type": "application/json" });
    res.end(
      JSON.stringify(product ? { code: m![1], status: 1, product } : { code: m?.[1], status: 0, status_verbose: "product not found" }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Fake = Awaited<ReturnType<typeof startFakeOff>>;

describe.each(backends)("barcode look-up (%s)", (backend) => {
  let off: Fake;
  let t: TestApp;
  beforeAll(async () => {
    off = await startFakeOff();
    t = await buildTestApp(backend, { OFF_ENABLED: true, OFF_BASE_URL: off.url });
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });
  beforeEach(() => {
    off.calls.length = 0;
  });

  const stored = async (code: string) =>
    (await t.database.db.execute(sql`select id, source, source_id, user_id from foods where barcode = ${code}`)).rows;
  const notFound = { error: "BARCODE_NOT_FOUND", message: BarcodeMessages.notFound };

  it("finds a product in Open Food Facts, stores it once as a shared food, and serves the next look-ups from it", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.get(`/api/foods/barcode/${NUTELLA}`);
    expect(res.statusCode).toBe(200);
    const food = FoodDetailSchema.strict().parse(res.json());
    expect(food).toMatchObject({
      name: "Nutella (Ferrero)",
      source: "open_food_facts",
      sourceId: NUTELLA,
      isCustom: false,
      nutrients: { energyKcal: 539, proteinG: 6.3, carbsG: 57.5, fatG: 30.9, fiberG: 0, sugarsG: 56.3, satFatG: 10.6, saltG: 0.107 },
      portions: [{ description: "1 serving (15 g)", grams: 15, fromSource: null }],
      sourceInfo: { source: "open_food_facts", attribution: "Open Food Facts, ODbL" },
    });
    expect(off.calls).toHaveLength(1);
    expect(off.calls[0]).toMatch(new RegExp(`^/api/v2/product/${NUTELLA}\\.json\\?fields=.*nutriments`));

    // Another user, spaces typed in the code: the stored food, Open Food Facts not asked again.
    const other = await registerUser(t.app);
    const again = await other.browser.get(`/api/foods/barcode/${encodeURIComponent("3017 6204 22003")}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(off.calls).toHaveLength(1);
    expect(await stored(NUTELLA)).toEqual([{ id: food.id, source: "open_food_facts", source_id: NUTELLA, user_id: null }]);

    // The same shape as GET /api/foods/:id, and a meal can be logged with it.
    expect((await other.browser.get(`/api/foods/${food.id}`)).json()).toEqual(res.json());
    const meal = await other.browser.post("/api/meals", {
      mealType: "snack",
      food: "Nutella",
      calories: 0,
      proteins: 0,
      carbs: 0,
      fats: 0,
      items: [{ foodId: food.id, amountGrams: 15 }],
    });
    expect(meal.statusCode).toBe(201);
    expect(meal.json()).toMatchObject({ calories: Math.round(539 * 0.15) });
    // Logged once, it is among the user's recent foods, one tap away next time.
    expect((await other.browser.get("/api/foods/recent")).json()).toEqual([
      expect.objectContaining({ id: food.id, name: "Nutella (Ferrero)", source: "open_food_facts", isRecent: true }),
    ]);
  });

  it("reads energy given in kJ and numbers sent as text", async () => {
    const { browser } = await registerUser(t.app);
    const res = await browser.get(`/api/foods/barcode/${COLA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Coca-Cola", nutrients: { energyKcal: 43, carbsG: 10.6, proteinG: null }, portions: [] });
  });

  it("answers 404 BARCODE_NOT_FOUND for an unknown product, and when Open Food Facts fails or does not answer", async () => {
    const { browser } = await registerUser(t.app);
    for (const code of [UNKNOWN, BROKEN]) {
      const res = await browser.get(`/api/foods/barcode/${code}`);
      expect({ code, status: res.statusCode, body: res.json() }).toMatchObject({ code, status: 404, body: notFound });
      expect(await stored(code)).toEqual([]);
    }
    expect(off.calls).toHaveLength(2);
  });

  it("answers 404 when Open Food Facts does not answer within OFF_TIMEOUT_MS", async () => {
    const impatient = await buildTestApp(backend, { OFF_ENABLED: true, OFF_BASE_URL: off.url, OFF_TIMEOUT_MS: 100 });
    try {
      const { browser } = await registerUser(impatient.app);
      const res = await browser.get(`/api/foods/barcode/${SLOW}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
      expect(off.calls).toHaveLength(1);
    } finally {
      await impatient.close();
    }
  });

  it("answers 404 when Open Food Facts cannot be reached at all", async () => {
    const closed = await startFakeOff();
    await closed.close();
    const down = await buildTestApp(backend, { OFF_ENABLED: true, OFF_BASE_URL: closed.url });
    try {
      const { browser } = await registerUser(down.app);
      const res = await browser.get(`/api/foods/barcode/${NUTELLA}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    } finally {
      await down.close();
    }
  });

  it("refuses codes of the wrong length, with letters, or with a wrong check digit (400)", async () => {
    const { browser } = await registerUser(t.app);
    for (const [code, message] of [
      ["12345", BarcodeMessages.invalid],
      ["301762042200", BarcodeMessages.checkDigit], // 12 digits, wrong check digit
      ["3017620422004", BarcodeMessages.checkDigit],
      ["30176204220O3", BarcodeMessages.invalid],
      ["123456789012345", BarcodeMessages.invalid],
    ] as const) {
      const res = await browser.get(`/api/foods/barcode/${code}`);
      expect({ code, status: res.statusCode, message: res.json().message }).toEqual({ code, status: 400, message });
    }
    expect(off.calls).toHaveLength(0);
  });

  it("is for registered users, as saving a meal is: a signed-out visitor gets 401 and nothing is asked", async () => {
    const res = await new Browser(t.app).get(`/api/foods/barcode/${UNKNOWN}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: "REGISTRATION_REQUIRED" });
    expect(off.calls).toHaveLength(0);
  });

  it("limits the look-ups that reach Open Food Facts per user; stored barcodes stay free", async () => {
    const limited = await buildTestApp(backend, { OFF_ENABLED: true, OFF_BASE_URL: off.url, OFF_LOOKUPS_PER_MINUTE: 2 });
    try {
      const { browser } = await registerUser(limited.app);
      expect((await browser.get(`/api/foods/barcode/${NUTELLA}`)).statusCode).toBe(200);
      expect((await browser.get(`/api/foods/barcode/${UNKNOWN}`)).statusCode).toBe(404);
      const third = await browser.get(`/api/foods/barcode/${COLA}`);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error: "TOO_MANY_REQUESTS", message: BarcodeMessages.tooManyLookups });
      expect((await browser.get(`/api/foods/barcode/${NUTELLA}`)).statusCode).toBe(200);
      expect(off.calls).toHaveLength(2);
      // Another user has a limit of their own.
      expect((await (await registerUser(limited.app)).browser.get(`/api/foods/barcode/${COLA}`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("limits the look-ups of all users together (Open Food Facts' own limit per address)", async () => {
    const limited = await buildTestApp(backend, { OFF_ENABLED: true, OFF_BASE_URL: off.url, OFF_LOOKUPS_PER_MINUTE_TOTAL: 2 });
    try {
      for (const code of [UNKNOWN, BROKEN])
        expect((await (await registerUser(limited.app)).browser.get(`/api/foods/barcode/${code}`)).statusCode).toBe(404);
      const third = await (await registerUser(limited.app)).browser.get(`/api/foods/barcode/${NUTELLA}`);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: BarcodeMessages.tooManyLookups });
      expect(off.calls).toHaveLength(2);
      // A minute later Open Food Facts is asked again.
      limited.travel(61_000);
      expect((await (await registerUser(limited.app)).browser.get(`/api/foods/barcode/${NUTELLA}`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("with OFF_ENABLED=false never calls Open Food Facts, yet finds the barcodes already stored", async () => {
    const offline = await buildTestApp(backend, { OFF_ENABLED: false, OFF_BASE_URL: off.url });
    try {
      const { browser } = await registerUser(offline.app);
      expect((await browser.get(`/api/foods/barcode/${NUTELLA}`)).json()).toMatchObject(notFound);
      expect(off.calls).toHaveLength(0);
      await offline.database.db.execute(
        sql`insert into foods (source, source_id, barcode, name_en, carbs_basis, energy_kcal, search_text, group_key)
            values ('open_food_facts', ${NUTELLA}, ${NUTELLA}, 'Nutella (Ferrero)', 'available', 539, ' nutella ', ${`off:${NUTELLA}`})`,
      );
      const res = await browser.get(`/api/foods/barcode/${NUTELLA}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: "Nutella (Ferrero)", nutrients: { energyKcal: 539 } });
      expect(off.calls).toHaveLength(0);
    } finally {
      await offline.close();
    }
  });
});
