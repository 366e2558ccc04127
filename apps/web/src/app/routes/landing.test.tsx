import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

/** Pages and their texts load lazily, and the sections render one after the other: on a busy machine that takes seconds. */
const LAZY = { timeout: 20_000 };

const settings = {
  trialDays: 5,
  paywall: "soft",
  currency: "usd",
  plans: [
    { id: "premium-monthly", amountMinor: 399, interval: "month" },
    { id: "premium-yearly", amountMinor: 3999, interval: "year" },
  ],
  freeSuggestionsPerWeek: 5,
  freeHistoryDays: 7,
};

/** Every link the landing page must offer (docs/product/public-pages.md#landing). */
const SPEC_LINKS = [
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
];

describe("landing page", () => {
  it("has every section in docs/product/public-pages.md#landing in order, and every link", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: "Your co-pilot for everyday nutrition" }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Start Your Journey/ }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "See How It Works" }).getAttribute("href")).toBe("/how-it-works");

    // The sections arrive after the hero, one after the other.
    await screen.findByText("Ready to take the controls?", { selector: "h2" }, LAZY);
    await screen.findByText("Apple Health and Google Fit: coming soon", { selector: "h2" }, LAZY);
    const main = screen.getByRole("main");
    // The plan cards are the pricing page's own component, with their own headings.
    const planNames = ["Free", "Monthly Premium", "Annual Premium"];
    const headings = within(main)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => !planNames.includes(text ?? ""));
    expect(headings).toEqual([
      "A sample day on NutriPilot",
      "Built on nutrition science, not guesswork",
      "Suggestions that learn what you like",
      "Your data stays yours",
      "Everything you need to eat with intention",
      "How it works",
      "How NutriPilot compares",
      "Success stories",
      "Testimonials",
      "Simple, transparent pricing",
      "Frequently asked questions",
      "Your journey with NutriPilot",
      "Apple Health and Google Fit: coming soon",
      "Ready to take the controls?",
    ]);

    // The meal plan is an accordion of breakfast, lunch and dinner, breakfast open.
    const meals = main.querySelectorAll("details[name='sample-meal-plan']");
    expect([...meals].map((d) => d.querySelector("summary span span")?.textContent)).toEqual(["Breakfast", "Lunch", "Dinner"]);
    expect([...meals].map((d) => (d as HTMLDetailsElement).open)).toEqual([true, false, false]);

    for (const name of ["Track Your Meals", "Food Analyzer", "Manage Goals", "Food Preferences", "Meal Planner"]) {
      expect(within(main).getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
    expect(
      within(main)
        .getByRole("link", { name: /Start Now/ })
        .getAttribute("href"),
    ).toBe("/home");

    // Pricing from the server's plan table, like /pricing: no price is typed into the page.
    expect(await within(main).findByText("$3.99", undefined, LAZY)).toBeInTheDocument();
    expect(within(main).getByText("$39.99")).toBeInTheDocument();
    expect(
      within(main).getByText("Every new account starts with a 5-day free trial of Premium, with no card required."),
    ).toBeInTheDocument();

    // Illustrative stories and testimonials say so.
    expect(within(main).getAllByText("Illustrative example").length).toBeGreaterThanOrEqual(6);

    const hrefs = within(main)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(SPEC_LINKS.filter((link) => !hrefs.includes(link))).toEqual([]);
    // Thirteen sections, one per task: over 20 s at a load average of 30.
  }, 60_000);

  it("follows the configured trial length and paywall", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: { ...settings, trialDays: 9, paywall: "hard" } } });
    await act(async () => {
      renderApp("/welcome");
    });
    expect(
      await screen.findByText("Every new account starts with a 9-day free trial of Premium, with no card required.", undefined, LAZY),
    ).toBeInTheDocument();
    // In the FAQ, a few sections further down: rendered a moment later.
    expect(await screen.findByText(/When it ends, you need a Premium plan to keep using the app/, undefined, LAZY)).toBeInTheDocument();
  });

  it("is in Italian when Italian is chosen", async () => {
    mockFetch({ ...signedOut, "GET /api/app-settings": { body: settings } });
    // The page's code is loaded by now and only the Italian texts are fetched: let React wait for them.
    await act(async () => {
      renderApp("/", { locale: "it" });
    });
    await screen.findByText("Domande frequenti", { selector: "h2" }, LAZY);
    expect(screen.getByRole("heading", { level: 2, name: "Domande frequenti" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Il tuo copilota per l'alimentazione di ogni giorno" })).toBeInTheDocument();
  });
});
