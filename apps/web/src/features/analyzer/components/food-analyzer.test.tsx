import { ANALYZER_MAX_IMAGE_BYTES, MealEntrySchema, type FoodAnalysis, type LogMealInput } from "@app/shared";
import { useMutation } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { api } from "../../../lib/api.ts";
import { FoodAnalyzer } from "./food-analyzer.tsx";

/** The analyzer as a route composes it: 'Add to my meals' gets a meal-logging mutation (the meals feature's in the app). */
function AnalyzerWithMeals() {
  const logMeal = useMutation({ mutationFn: (input: LogMealInput) => api.post("/api/meals", input, MealEntrySchema) });
  return <FoodAnalyzer guest={false} logMeal={logMeal} />;
}

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const AVIF = new Uint8Array([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66, 0, 0, 0, 0]);
const png = (name = "plate.png") => new File([PNG], name, { type: "image/png" });

const nullNutrients = { fiberG: null, sugarsG: null, satFatG: null, saltG: null };
function analysis(overrides: Partial<FoodAnalysis> = {}): FoodAnalysis {
  return {
    foods: [
      {
        name: "Boiled egg",
        grams: 100,
        calories: 155,
        proteins: 12.6,
        carbs: 1.1,
        fats: 10.6,
        ...nullNutrients,
        food: { id: 11, source: "usda_sr28", name: "Egg, whole, boiled" },
        confidence: 0.9,
        portion: "2 eggs",
        foundBy: "description",
      },
      {
        name: "Greek yogurt",
        grams: 150,
        calories: 146,
        proteins: 15,
        carbs: 6,
        fats: 6.8,
        ...nullNutrients,
        food: { id: 12, source: "usda_sr28", name: "Yogurt, Greek" },
        confidence: 0.9,
        portion: null,
        foundBy: "description",
      },
    ],
    totals: { calories: 301, proteins: 27.6, carbs: 7.1, fats: 17.4, fiberG: 0, sugarsG: 6, satFatG: 6, saltG: 0.5, grams: 250 },
    macroShares: { proteins: 37, carbs: 10, fats: 53 },
    benefits: [
      {
        code: "HIGH_PROTEIN",
        nutrient: "proteinG",
        amount: 27.6,
        basis: "energyShare",
        reference: 20,
        percentOfReferenceIntake: 55,
        referenceName: "EU",
        text: "High in protein: 27.6 g, 55% of the daily reference intake.",
      },
    ],
    concerns: [
      {
        code: "HIGH_SATURATED_FAT",
        nutrient: "satFatG",
        amount: 6,
        basis: "portion",
        reference: 5,
        percentOfReferenceIntake: 30,
        referenceName: "UK",
        text: "Saturated fat 6 g: 30% of the daily reference intake.",
      },
    ],
    warnings: [],
    foundBy: "description",
    confidence: 0.9,
    needsConfirmation: false,
    summary: "2 foods from your description.",
    label: null,
    durationMs: 42,
    ...overrides,
  };
}
/** The server's answer to POST /api/meals: the meal sent, stored (the items' own values are the server's to compute). */
const logged = ({ body }: { body: unknown }) => {
  const { items: _items, ...meal } = body as { items?: unknown };
  return {
    status: 201,
    body: { id: 1, userId: 7, ...meal, items: [], timestamp: "2026-01-05T10:00:00.000Z", date: "2026-01-05", notes: null },
  };
};

const ok = (a: FoodAnalysis = analysis()) => ({ body: { success: true, analysis: a, error: null } });

async function upload(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId("analyzer-upload-input"), file);
  return user;
}

describe("food analyzer", () => {
  it.each([
    [
      "an AVIF",
      new File([AVIF], "photo.avif", { type: "image/avif" }),
      "AVIF images are not supported. Please upload a JPG, JPEG, PNG, GIF, or WebP image file",
    ],
    [
      "an AVIF behind a .jpg name",
      new File([AVIF], "photo.jpg", { type: "image/jpeg" }),
      "AVIF images are not supported. Please upload a JPG, JPEG, PNG, GIF, or WebP image file",
    ],
    ["a PDF", new File(["%PDF-1.4"], "menu.pdf", { type: "application/pdf" }), "Please upload a JPG, JPEG, PNG, GIF, or WebP image file"],
    [
      "text behind a .jpg name",
      new File(["not an image"], "photo.jpg", { type: "image/jpeg" }),
      "Please upload a JPG, JPEG, PNG, GIF, or WebP image file",
    ],
  ])("refuses %s with 'Unsupported file format'", async (_name, file, message) => {
    mockFetch({});
    renderWithProviders(<FoodAnalyzer guest={false} />);
    await upload(file);
    expect(await screen.findByText("Unsupported file format")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Ready for Analysis")).not.toBeInTheDocument();
  });

  it("refuses an image over 10MB", async () => {
    mockFetch({});
    renderWithProviders(<FoodAnalyzer guest={false} />);
    const big = new Uint8Array(ANALYZER_MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    await upload(new File([big], "big.png", { type: "image/png" }));
    expect(await screen.findByText("The image is larger than 10MB. Please upload a smaller image.")).toBeInTheDocument();
  });

  it("previews the chosen image, 'Ready for Analysis', and removing it returns to no image", async () => {
    mockFetch({});
    renderWithProviders(<FoodAnalyzer guest={false} />);
    expect(screen.getByTestId("analyzer-upload-input").getAttribute("accept")).toBe(
      ".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp",
    );
    expect(screen.getByTestId("analyzer-camera-input").getAttribute("capture")).toBe("environment");
    const user = await upload(png());
    expect(await screen.findByText("Ready for Analysis")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "The chosen image" }).getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.queryByText("Ready for Analysis")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeInTheDocument();
  });

  it("asks for an image before analysis", async () => {
    const calls = mockFetch({});
    renderWithProviders(<FoodAnalyzer guest={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    expect(await screen.findByText("No image")).toBeInTheDocument();
    expect(screen.getByText("Please upload an image before analysis")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("analyzes a photo with the amount eaten, shows the loading state, then the result", async () => {
    const gate: { open?: () => void } = {};
    const opened = new Promise<void>((resolve) => (gate.open = resolve));
    const calls = mockFetch({ "POST /api/analyze-food-image": async () => (await opened, ok()) });
    renderWithProviders(<FoodAnalyzer guest={false} />);
    const user = await upload(png());
    await user.type(screen.getByLabelText("Amount eaten (g)"), "45");
    await user.click(screen.getByRole("button", { name: "Analyze" }));
    expect((await screen.findAllByText("This usually takes 5-10 seconds")).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Analyzing..." }).hasAttribute("disabled")).toBe(true);
    gate.open?.();
    const heading = await screen.findByRole("heading", { name: "Analysis result" });
    // The result takes the keyboard focus (and comes into view on a phone, where it is below the form).
    await waitFor(() => expect(document.activeElement?.contains(heading)).toBe(true));
    const body = calls[0]!.body as { imageBase64: string; amountGrams: number; language: string };
    expect(body.imageBase64).toMatch(/^data:image\/png;base64,/);
    expect(body.amountGrams).toBe(45);
    expect(body.language).toBe("en");

    expect(screen.getByTestId("analyzer-total-calories").textContent).toBe("301 kcal");
    const table = screen.getByRole("table", { name: "Nutrition per item" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Food", "Amount", "Calories", "Protein", "Carbs", "Fat"]);
    expect(within(table).getByRole("rowheader", { name: /Boiled egg/ })).toBeInTheDocument();
    // Share bars, named by macro, with the share spoken.
    expect(screen.getByRole("progressbar", { name: "Protein" }).getAttribute("aria-valuetext")).toBe("37% of calories");
    expect(screen.getByText("High in protein: 27.6 g, 55% of the daily reference intake.")).toBeInTheDocument();
    expect(screen.getByText("Saturated fat 6 g: 30% of the daily reference intake.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Analyze again" })).toBeInTheDocument();
  });

  it("shows macro columns only when present, and the warnings", async () => {
    const food = {
      ...analysis().foods[0]!,
      name: "Mystery stew",
      proteins: null,
      carbs: null,
      fats: null,
      calories: null,
      food: null,
      confidence: 0.3,
    };
    mockFetch({
      "POST /api/analyze-food-image": ok(
        analysis({
          foods: [food],
          needsConfirmation: true,
          warnings: [{ code: "NO_MACROS", text: "The macronutrients could not be determined." }],
          benefits: [],
          concerns: [],
        }),
      ),
    });
    renderWithProviders(<FoodAnalyzer guest={false} />);
    await userEvent.type(screen.getByLabelText("Describe your meal"), "a bowl of mystery stew");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    const table = await screen.findByRole("table", { name: "Nutrition per item" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Food", "Amount"]);
    expect(screen.getByRole("alert").textContent).toContain("The macronutrients could not be determined.");
    expect(screen.getByText(/Correct it in one sentence/)).toBeInTheDocument();
    expect(screen.getByText("Nothing stands out as a benefit.")).toBeInTheDocument();
  });

  it("shows a label's printed values and, beside them, the values for the amount eaten", async () => {
    const per100g = {
      energyKj: 1582,
      energyKcal: 375,
      fatG: 6.5,
      satFatG: 1.2,
      carbsG: 60,
      sugarsG: 8.5,
      fiberG: 9,
      proteinG: 12,
      saltG: 0.45,
    };
    const label = { per100g, perServing: null, servingGrams: null, amountGrams: 40, language: "en" } as NonNullable<FoodAnalysis["label"]>;
    mockFetch({ "POST /api/analyze-food-image": ok(analysis({ foundBy: "label", label })) });
    renderWithProviders(<FoodAnalyzer guest={false} />);
    const user = await upload(png("label.png"));
    await user.type(screen.getByLabelText("Amount eaten (g)"), "40");
    await user.click(screen.getByRole("button", { name: "Analyze" }));
    const table = await screen.findByRole("table", { name: /^Nutrition label/ });
    expect(table.querySelector("caption")?.textContent).toContain("As printed on the label, and for the 40 g you ate.");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Nutrient", "Per 100 g", "You ate (40 g)"]);
    const cells = (name: string) =>
      within(within(table).getByRole("rowheader", { name }).closest("tr")!)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("Energy")).toEqual(["375 kcal", "150 kcal"]);
    expect(cells("of which saturates")).toEqual(["1.2 g", "0.48 g"]);
    expect(cells("Protein")).toEqual(["12 g", "4.8 g"]);
  });

  it.each([
    [
      { status: 500, body: { error: "INTERNAL", message: "Internal error" } },
      "Analysis Error",
      "Error during image analysis",
      "An error occurred during analysis",
    ],
    [
      { body: { success: false, analysis: null, error: null } },
      "Analysis Error",
      "Unknown error during analysis",
      "An error occurred during analysis",
    ],
    [
      { body: { success: false, analysis: null, error: "No food found in the photo" } },
      "Analysis Error",
      "No food found in the photo",
      "An error occurred during analysis",
    ],
    [
      { body: { success: true, analysis: "{not json" } },
      "Analysis Warning",
      "Unable to process the analysis results. Please try again.",
      "Unable to process the analysis results. Please try again.",
    ],
  ])("reports failures: %j", async (reply, title, toastText, panel) => {
    mockFetch({ "POST /api/analyze-food-image": reply });
    renderWithProviders(<FoodAnalyzer guest={false} />);
    await upload(png());
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(toastText).length).toBeGreaterThan(0));
    expect(screen.getAllByText(panel).length).toBeGreaterThan(0);
  });

  it("gives a visitor one free analysis, then 'Free Trial Used' with Log In and Create Account", async () => {
    const calls = mockFetch({ "POST /api/analyze-food-image": ok() });
    renderWithProviders(<FoodAnalyzer guest />, { path: "/food-analyzer" });
    expect(screen.getByText("Try it free: one analysis without an account.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Describe your meal"), "2 eggs and 150 g greek yogurt");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    expect(await screen.findByText("Free analysis complete")).toBeInTheDocument();
    expect(window.localStorage.getItem("foodAnalyzerTrialUsed_localhost")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Analyze again" }));
    expect(
      await screen.findByText("You've already used your free trial. Please create an account to continue using this feature."),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem("foodAnalyzerTrialUsed_localhost")).toBe("true");
    expect(calls.filter((c) => c.path === "/api/analyze-food-image")).toHaveLength(1);
    const links = screen.getAllByRole("link", { name: "Log In" }).map((a) => a.getAttribute("href"));
    expect(links).toContain("/auth?mode=login&redirectTo=/food-analyzer");
    expect(screen.getAllByRole("link", { name: "Create Account" }).map((a) => a.getAttribute("href"))).toContain(
      "/auth?mode=register&redirectTo=/food-analyzer",
    );
  });

  it("reads the flag at load: a visitor whose trial is used sees the prompt", async () => {
    window.localStorage.setItem("foodAnalyzerTrialUsed_localhost", "true");
    mockFetch({});
    renderWithProviders(<FoodAnalyzer guest />);
    expect(screen.getByText("You've already used your free trial. Log in or create an account to analyze more meals.")).toBeInTheDocument();
    window.localStorage.clear();
  });

  it("treats the server's free-trial 429 as the trial used", async () => {
    mockFetch({
      "POST /api/analyze-food-image": {
        status: 429,
        body: {
          error: "TOO_MANY_REQUESTS",
          message: "You've already used your free trial. Please create an account to continue using this feature.",
        },
      },
    });
    renderWithProviders(<FoodAnalyzer guest />);
    await upload(png());
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    expect(await screen.findByText("Free Trial Used", { selector: "[data-title]" })).toBeInTheDocument();
    expect(window.localStorage.getItem("foodAnalyzerTrialUsed_localhost")).toBe("true");
  });

  it("shows the busy analyzer's 503 and a second upload's 429 with their own texts; neither uses up a visitor's trial", async () => {
    window.localStorage.clear();
    for (const [status, error, message] of [
      [503, "SERVICE_UNAVAILABLE", "The analyzer is busy. Please try again in a few seconds."],
      [429, "TOO_MANY_REQUESTS", "Your previous image is still being analyzed. Please wait for it to finish."],
    ] as const) {
      mockFetch({ "POST /api/analyze-food-image": { status, body: { error, message } } });
      const view = renderWithProviders(<FoodAnalyzer guest />);
      await upload(png());
      await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
      await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
      expect(screen.queryByRole("link", { name: "Create Account" })).toBeNull();
      expect(window.localStorage.getItem("foodAnalyzerTrialUsed_localhost")).toBeNull();
      view.unmount();
    }
  });

  it("adds the result to the signed-in user's meals as ONE meal of its foods, with the meal type chosen", async () => {
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/analyze-food-image": ok(),
      "POST /api/meals": logged,
    });
    renderWithProviders(<AnalyzerWithMeals />);
    await userEvent.type(screen.getByLabelText("Describe your meal"), "2 eggs and 150 g greek yogurt");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await screen.findByRole("heading", { name: "Analysis result" });
    fireEvent.change(screen.getByLabelText("Meal type"), { target: { value: "breakfast" } });
    await userEvent.click(screen.getByRole("button", { name: "Add to my meals" }));
    expect(await screen.findByText("Meal added")).toBeInTheDocument();
    // The foods of the tables go by id and grams (the server computes their values and the meal's totals).
    expect(calls.filter((c) => c.path === "/api/meals").map((c) => c.body)).toEqual([
      {
        food: "Boiled egg, Greek yogurt",
        calories: 301,
        proteins: 28,
        carbs: 7,
        fats: 17,
        mealType: "breakfast",
        items: [
          { foodId: 11, name: "Boiled egg", amountGrams: 100, portionLabel: "2 eggs" },
          { foodId: 12, name: "Greek yogurt", amountGrams: 150 },
        ],
      },
    ]);
  });

  it("logs a food the tables do not know (a label, a dish) as an item with its own name and values", async () => {
    const [egg] = analysis().foods;
    const dish = {
      ...egg!,
      name: "Nonna's ragù",
      grams: 150,
      calories: 240,
      proteins: 14,
      carbs: 6,
      fats: null,
      food: null,
      portion: null,
    };
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/analyze-food-image": ok(analysis({ foods: [egg!, dish] })),
      "POST /api/meals": logged,
    });
    renderWithProviders(<AnalyzerWithMeals />);
    await userEvent.type(screen.getByLabelText("Describe your meal"), "2 eggs and ragù");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await screen.findByRole("heading", { name: "Analysis result" });
    await userEvent.click(screen.getByRole("button", { name: "Add to my meals" }));
    expect(await screen.findByText("Meal added")).toBeInTheDocument();
    const sent = calls.find((c) => c.path === "/api/meals")?.body as { items: unknown[] };
    expect(sent.items).toEqual([
      { foodId: 11, name: "Boiled egg", amountGrams: 100, portionLabel: "2 eggs" },
      { name: "Nonna's ragù", amountGrams: 150, calories: 240, proteins: 14, carbs: 6, fats: 0 },
    ]);
  });

  it("asks to confirm or correct the amount of a low-confidence food before logging it, and logs the amount confirmed (issue 16)", async () => {
    const [egg, yogurt] = analysis().foods;
    // The yogurt shows its own '45% sure' badge; the whole result is still above 50 %.
    const unsure = analysis({ foods: [egg!, { ...yogurt!, confidence: 0.45 }], confidence: 0.63, needsConfirmation: false });
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/analyze-food-image": ok(unsure),
      "POST /api/meals": logged,
    });
    renderWithProviders(<AnalyzerWithMeals />);
    await userEvent.type(screen.getByLabelText("Describe your meal"), "2 eggs and some greek yogurt");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await screen.findByRole("heading", { name: "Analysis result" });
    expect(screen.getByText("45% sure")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add to my meals" }));
    // Nothing is logged yet: the unsure food's amount is asked for.
    const check = screen.getByRole("group", { name: "Check before adding" });
    expect(within(check).getByText("These foods and amounts are a guess. Please confirm or correct them.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/meals")).toEqual([]);
    const amount = within(check).getByLabelText("Greek yogurt: amount (g)");
    expect(amount).toHaveValue("150");
    expect(within(check).queryByLabelText("Boiled egg: amount (g)")).not.toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, "200");
    await userEvent.click(within(check).getByRole("button", { name: "Confirm and add" }));
    expect(await screen.findByText("Meal added")).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === "/api/meals").map((c) => c.body) as { items: unknown[]; calories: number }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.items).toEqual([
      { foodId: 11, name: "Boiled egg", amountGrams: 100, portionLabel: "2 eggs" },
      { foodId: 12, name: "Greek yogurt", amountGrams: 200 },
    ]);
    expect(sent[0]!.calories).toBe(Math.round(155 + (146 * 200) / 150));
  });

  it("asks in Italian too, and logs the foods under the names the table showed", async () => {
    const [egg, yogurt] = analysis().foods;
    const pizza = { ...egg!, name: "Trancio di pizza", portion: null, confidence: 0.45 };
    const beer = { ...yogurt!, name: "Birra" };
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/analyze-food-image": ok(analysis({ foods: [pizza, beer], confidence: 0.68 })),
      "POST /api/meals": logged,
    });
    renderWithProviders(<AnalyzerWithMeals />, { locale: "it" });
    await userEvent.type(screen.getByLabelText("Descrivi il tuo pasto"), "un trancio di pizza e una birra");
    await userEvent.click(screen.getByRole("button", { name: "Analizza" }));
    await screen.findByRole("heading", { name: "Risultato dell'analisi" });
    await userEvent.click(screen.getByRole("button", { name: "Aggiungi ai miei pasti" }));
    const check = screen.getByRole("group", { name: "Controlla prima di aggiungere" });
    expect(within(check).getByText("Alimenti e quantità sono una stima. Confermali o correggili.")).toBeInTheDocument();
    expect(within(check).getByLabelText("Trancio di pizza: quantità (g)")).toHaveValue("100");
    expect(calls.filter((c) => c.path === "/api/meals")).toEqual([]);
    await userEvent.click(within(check).getByRole("button", { name: "Conferma e aggiungi" }));
    expect(await screen.findByText("Pasto aggiunto")).toBeInTheDocument();
    const sent = calls.find((c) => c.path === "/api/meals")?.body as { items: { name?: string }[] };
    expect(sent.items.map((i) => i.name)).toEqual(["Trancio di pizza", "Birra"]);
  });

  it("offers nothing to add when no food was recognised ('asdfgh qwerty': 0 kcal, 0 % sure)", async () => {
    const unknown = {
      name: "Asdfgh qwerty",
      grams: 100,
      calories: null,
      proteins: null,
      carbs: null,
      fats: null,
      ...nullNutrients,
      food: null,
      confidence: 0,
      portion: null,
      foundBy: "description" as const,
    };
    const nothing = analysis({
      foods: [unknown],
      totals: { calories: 0, proteins: 0, carbs: 0, fats: 0, fiberG: null, sugarsG: null, satFatG: null, saltG: null, grams: 100 },
      macroShares: { proteins: 0, carbs: 0, fats: 0 },
      benefits: [],
      concerns: [],
      confidence: 0,
    });
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/analyze-food-image": { body: { success: true, analysis: nothing, error: null } },
    });
    renderWithProviders(<AnalyzerWithMeals />);
    await userEvent.type(screen.getByLabelText("Describe your meal"), "asdfgh qwerty");
    await userEvent.click(screen.getByRole("button", { name: "Analyze" }));
    await screen.findByRole("heading", { name: "Analysis result" });
    const add = screen.getByRole("button", { name: "Add to my meals" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      "No food was recognised, so there is nothing to add. Name the foods, e.g. '2 eggs and a slice of toast'.",
    );
    await userEvent.click(add);
    expect(calls.filter((c) => c.path === "/api/meals")).toEqual([]);
  });

  it("speaks Italian", async () => {
    mockFetch({ ...signedOut });
    renderWithProviders(<FoodAnalyzer guest />, { locale: "it" });
    expect(screen.getByRole("button", { name: "Scatta una foto" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Analizza" })).toBeInTheDocument();
    expect(screen.getByLabelText("Descrivi il tuo pasto")).toBeInTheDocument();
  });
});
