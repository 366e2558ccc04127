import { MealImageMessages } from "@app/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const salad = { mealName: "Greek salad", mealDescription: "Tomatoes, cucumber, feta, olives and red onion" };

describe.each(backends)("meal images (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("gives the same meal the same url, and serves an immutable, script-free SVG", async () => {
    const { browser } = await registerUser(t.app);
    const first = await browser.post("/api/meal-image", salad);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ success: true, url: expect.stringMatching(/^\/api\/meal-images\/[a-f0-9]{40}\.svg$/), error: null });
    // Whitespace and letter case don't make a different meal.
    const again = await browser.post("/api/meal-image", { mealName: "  greek   SALAD ", mealDescription: salad.mealDescription });
    expect(again.json().url).toBe(body.url);

    const image = await new Browser(t.app, "192.0.2.90").get(body.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(image.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(image.body).toContain("<title>Greek salad</title>");
    // Stored once: the picture is byte-for-byte the same on every request.
    expect((await new Browser(t.app, "192.0.2.91").get(body.url)).body).toBe(image.body);
  });

  it("gives different meals different pictures drawn from their ingredients", async () => {
    const { browser } = await registerUser(t.app);
    const a = (await browser.post("/api/meal-image", salad)).json().url;
    const b = (
      await browser.post("/api/meal-image", {
        mealName: "Porridge",
        mealDescription: "Oats with banana and blueberries",
        mealType: "breakfast",
      })
    ).json().url;
    expect(a).not.toBe(b);
    const [svgA, svgB] = await Promise.all([browser.get(a), browser.get(b)]);
    expect(svgA.body).not.toBe(svgB.body);
    // Blueberries are drawn in their own colour; the salad has none.
    expect(svgB.body).toContain("#34407f");
    expect(svgA.body).not.toContain("#34407f");
  });

  it("escapes hostile meal names: the SVG carries no markup from the request", async () => {
    const { browser } = await registerUser(t.app);
    const hostile = {
      mealName: `</title><script>alert(1)</script><image href="x" onerror="alert(2)"/>`,
      mealDescription: `"><foreignObject><iframe src="javascript:alert(3)"/>`,
    };
    const res = await browser.post("/api/meal-image", hostile);
    expect(res.statusCode).toBe(200);
    const svg = (await browser.get(res.json().url)).body;
    const [, title = ""] = /<title>(.*?)<\/title>/.exec(svg) ?? [];
    expect(title).not.toMatch(/[<>"]/);
    expect(svg.replace(title, "")).not.toMatch(/<script|<image|<iframe|<foreignObject|onerror|javascript:/i);
    expect(svg).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;image href=&quot;x&quot; onerror=&quot;alert(2)&quot;/&gt;</title>",
    );
    // A control character is refused before anything is drawn.
    expect((await browser.post("/api/meal-image", { ...hostile, mealName: "Pasta\u0000" })).statusCode).toBe(400);
  });

  it("rejects a missing or oversized name with a 400, and unknown files with a 404", async () => {
    const browser = new Browser(t.app, "192.0.2.92");
    const blank = await browser.post("/api/meal-image", { mealName: "   ", mealDescription: "x" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: "mealName", message: MealImageMessages.nameRequired });
    expect((await browser.post("/api/meal-image", { mealName: "x".repeat(201) })).statusCode).toBe(400);
    expect((await browser.post("/api/meal-image", { mealDescription: "no name" })).statusCode).toBe(400);
    expect((await browser.get(`/api/meal-images/${"a".repeat(40)}.svg`)).statusCode).toBe(404);
    expect((await browser.get("/api/meal-images/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(400);
  });

  it("gives guests 2 new pictures per session (cookie), then 429; stored pictures stay free", async () => {
    const guest = new Browser(t.app, "192.0.2.93");
    const one = await guest.post("/api/meal-image", { mealName: "Guest meal one" });
    const two = await guest.post("/api/meal-image", { mealName: "Guest meal two" });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(guest.cookies.np_anon).toBeDefined();
    const three = await guest.post("/api/meal-image", { mealName: "Guest meal three" });
    expect(three.statusCode).toBe(429);
    expect(three.json()).toMatchObject({ error: "TOO_MANY_REQUESTS", message: MealImageMessages.guestLimit });
    expect(three.headers["retry-after"]).toBeDefined();
    // Another visitor on the same address has their own (up to the address's daily ceiling).
    expect((await new Browser(t.app, "192.0.2.93").post("/api/meal-image", { mealName: "Guest meal four" })).statusCode).toBe(200);
    // An image that already exists is served without counting.
    expect((await guest.post("/api/meal-image", { mealName: "Guest meal one" })).statusCode).toBe(200);
    expect((await guest.post("/api/meal-image", salad)).statusCode).toBe(200);
  });

  it("holds the guest quota under parallel requests", async () => {
    const guest = new Browser(t.app, "192.0.2.94");
    await guest.post("/api/meal-image", { mealName: "Warm-up" }); // gets the np_anon cookie
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => guest.post("/api/meal-image", { mealName: `Parallel meal ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});
