import { expect, test } from "@playwright/test";
import { registerViaApi } from "./fixtures.ts";

interface Suggestion {
  name: string;
  recipeId?: number;
}

test("a new user sets an allergy, gets suggestions that respect it, dislikes one and asks the consultant", async ({ page }) => {
  // A new account: on the trial, with every AI feature.
  await registerViaApi(page.request);

  // Food preferences: a fish allergy.
  await page.goto("/preferences");
  await expect(page.getByRole("heading", { level: 1, name: "Food Preferences" })).toBeVisible();
  const allergies = page.getByRole("group", { name: /^Allergies/ });
  await allergies.getByText("Fish", { exact: true }).click();
  await expect(allergies.getByRole("checkbox", { name: "Fish", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences Updated")).toBeVisible();
  const saved = await page.request.get("/api/preferences");
  expect((await saved.json()).allergies).toEqual(["fish"]);

  // The suggestions on the meals tab: none contains fish.
  const suggestionsReply = page.waitForResponse((r) => r.url().includes("/api/recommendations/meals") && r.request().method() === "GET");
  await page.goto("/dashboard?tab=meals#ai-suggestions");
  const { suggestions } = (await (await suggestionsReply).json()) as { suggestions: Suggestion[] };
  expect(suggestions.length).toBeGreaterThan(0);
  for (const suggestion of suggestions) {
    expect(suggestion.recipeId).toBeDefined();
    const recipe = await (await page.request.get(`/api/recipes/${suggestion.recipeId}`)).json();
    expect(recipe.allergens, `${suggestion.name} must not contain fish`).not.toContain("fish");
  }
  const section = page.locator("#ai-suggestions");
  const list = section.getByRole("list", { name: "Suggested meals" });
  await expect(list.getByRole("article")).toHaveCount(suggestions.length);
  const first = list.getByRole("article", { name: suggestions[0]!.name });
  await expect(first).toBeVisible();

  // 'Why this meal?' shows the reasoning.
  await first.getByRole("button", { name: "Why this meal?" }).click();
  await expect(first.getByText(/kcal/).last()).toBeVisible();

  // Dislike it: the server stores the feedback and the user is thanked.
  const feedback = page.waitForResponse((r) => r.url().endsWith("/api/meal-feedback"));
  await first.getByRole("button", { name: `Dislike ${suggestions[0]!.name}` }).click();
  expect((await feedback).status()).toBe(200);
  await expect(page.getByText("Thanks for your feedback!")).toBeVisible();
  await expect(page.getByText("We'll avoid similar meals in the future")).toBeVisible();
  await expect(first.getByRole("button", { name: `Dislike ${suggestions[0]!.name}` })).toHaveAttribute("aria-pressed", "true");

  // The Nutrition Consultant answers with a number from the food database.
  const chat = section.getByRole("region", { name: "Nutrition Consultant" });
  await expect(chat.getByRole("button", { name: "What should I eat for dinner?" })).toBeVisible();
  await chat.getByRole("textbox", { name: "Your question" }).fill("how much protein in 150 g of salmon");
  await chat.getByRole("button", { name: "Send" }).click();
  const log = chat.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("how much protein in 150 g of salmon");
  await expect(log).toContainText(/\d+([.,]\d+)?\s*g\b.*protein|protein.*\d+([.,]\d+)?\s*g\b/i, { timeout: 15_000 });
  // The starters are gone after the first question.
  await expect(chat.getByRole("button", { name: "What should I eat for dinner?" })).toHaveCount(0);
  await expect(chat.getByRole("textbox", { name: "Your question" })).toBeEnabled();
});

test("a suggestion's 'Add Meal' puts it in today's meals, and 'Use this goal' makes a recommendation the active goal", async ({ page }) => {
  await registerViaApi(page.request);
  const profile = await page.request.post("/api/user-profile", {
    data: { name: "Alex", age: 35, gender: "male", weight: 80, height: 180, activityLevel: "moderate" },
  });
  expect(profile.ok()).toBe(true);

  const suggestionsReply = page.waitForResponse((r) => r.url().includes("/api/recommendations/meals") && r.request().method() === "GET");
  await page.goto("/dashboard?tab=meals#ai-suggestions");
  const { suggestions } = (await (await suggestionsReply).json()) as { suggestions: (Suggestion & { calories: number })[] };
  const chosen = suggestions[0]!;
  const list = page.locator("#ai-suggestions").getByRole("list", { name: "Suggested meals" });
  const logged = page.waitForResponse((r) => r.url().endsWith("/api/recommendations/meals/log") && r.request().method() === "POST");
  await list
    .getByRole("article", { name: chosen.name })
    .getByRole("button", { name: `Add Meal ${chosen.name}` })
    .click();
  await expect(page.getByText(`${chosen.name} is in today's meals (${chosen.calories} kcal).`)).toBeVisible();
  // One meal whose foods are the recipe's ingredients (and the side), its values from the food tables.
  const meal = (await (await logged).json()) as { food: string; calories: number; items: { foodId: number }[] };
  expect(meal.items.length).toBeGreaterThan(1);
  // The meal logged is the card's numbers (issue 16: the card said 386 kcal, the day's history 387).
  expect(meal.calories).toBe(chosen.calories);
  const row = page.getByRole("region", { name: "Meal History", exact: true }).getByRole("row").filter({ hasText: chosen.name });
  await expect(row).toContainText(String(meal.calories));

  await page.getByRole("tab", { name: "Goals" }).click();
  await page.getByRole("button", { name: "Use this goal Maintenance" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Use this goal?" });
  await expect(dialog).toContainText("becomes your active goal from today");
  await dialog.getByRole("button", { name: "Use this goal" }).click();
  await expect(page.getByText("“Maintenance” is now your active goal.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Active Goal", exact: true })).toContainText("Maintenance");
});

test("'Aggiungi pasto' stays on one line on every suggestion card, in Italian at 1280 px and at 375 px (issue 16)", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "np_locale", value: "it", url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem("nutripilot.locale", "it"));
  await registerViaApi(page.request);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard?tab=meals#ai-suggestions");
    const buttons = page
      .locator("#ai-suggestions")
      .getByRole("article")
      .getByRole("button", { name: /^Aggiungi pasto/ });
    await expect(buttons.first()).toBeVisible();
    const boxes = await buttons.evaluateAll((all) =>
      all.map((b) => {
        // The lines its visible words take: the distinct tops of the text's boxes.
        const range = document.createRange();
        range.selectNodeContents(b.querySelector("span:not(.sr-only)") ?? b);
        const words = [...b.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
        if (words.length) range.selectNode(words[0]!);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return {
          height: Math.round(b.getBoundingClientRect().height),
          lines: tops.size,
          clipped: b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    // One line: the button's own height (h-9, 36 px) and nothing cut off.
    for (const box of boxes) expect(box).toEqual({ height: 36, lines: 1, clipped: false });
    // The ratings beside it keep their size (36 px square), not squeezed to make room.
    const ratings = await page
      .locator("#ai-suggestions")
      .getByRole("article")
      .getByRole("button", { name: /^Mi piace/ })
      .evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().width)));
    for (const w of ratings) expect(w).toBe(36);
  }
});
