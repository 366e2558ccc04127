import { NUTRIENT_KEYS, type FoodDetail } from "@app/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { BarcodeLookup, type StartScanner } from "./barcode-lookup.tsx";
import { MealForm, type MealFormData } from "./meal-form.tsx";

const NUTELLA = "3017620422003";

const nutella: FoodDetail = {
  id: 90001,
  name: "Nutella (Ferrero)",
  nameEn: "Nutella (Ferrero)",
  nameLocal: null,
  langLocal: null,
  category: "Packaged product",
  source: "open_food_facts",
  sourceId: NUTELLA,
  isCustom: false,
  nutrients: {
    ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as FoodDetail["nutrients"]),
    energyKcal: 539,
    proteinG: 6.3,
    carbsG: 57.5,
    fatG: 30.9,
  },
  carbs: { publishedBasis: "available", publishedG: 57.5, fiberSubtracted: false },
  portions: [{ description: "1 serving (15 g)", grams: 15, fromSource: null }],
  sourceInfo: {
    source: "open_food_facts",
    dataset: "Open Food Facts",
    version: "live",
    publisher: "Open Food Facts",
    country: "World",
    license: "ODbL 1.0",
    licenseUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    attribution: "Open Food Facts, ODbL",
    homepage: "https://world.openfoodfacts.org",
    foods: 0,
  },
  notes: null,
  alternatives: [],
};

const notFound = {
  status: 404,
  body: { error: "BARCODE_NOT_FOUND", message: "Product not found. Scan the nutrition label or create a custom food." },
};

function renderForm(locale: "en" | "it" = "en") {
  const onSubmit = vi.fn<(data: MealFormData, reset: () => void) => void>();
  renderWithProviders(<MealForm submitLabel="Save" pending={false} onSubmit={onSubmit} />, { locale });
  return { onSubmit, user: userEvent.setup() };
}

describe("barcode in the Add Meal form", () => {
  it("types a number, finds the product and fills the form as a chosen food, with the Open Food Facts attribution", async () => {
    const calls = mockFetch({ [`GET /api/foods/barcode/${NUTELLA}`]: { body: nutella } });
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Type the number" }));
    const input = screen.getByLabelText("Barcode number");
    expect(input).toHaveFocus();
    await user.type(input, "3017 6204 22003{Enter}");

    expect(await screen.findByRole("region", { name: "Chosen food: Nutella (Ferrero)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Data: Open Food Facts (ODbL)" })).toBeInTheDocument();
    expect(screen.getByText("Total: 539 kcal, 6 g proteins, 58 g carbs, 31 g fats")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/foods/barcode/${NUTELLA}`]);
    // Enter looked the number up; it did not submit the meal.
    expect(onSubmit).not.toHaveBeenCalled();

    // 1 serving of 15 g, then saved as any food of the search.
    await user.selectOptions(screen.getByLabelText("Unit"), "1 serving (15 g) (15 g)");
    expect(screen.getByText("Total: 81 kcal, 1 g proteins, 9 g carbs, 5 g fats")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Meal type"), "Snack");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      food: "Nutella (Ferrero)",
      calories: 81,
      items: [{ foodId: 90001, amountGrams: 15 }],
    });
  });

  it("refuses a number with a wrong check digit before asking the server", async () => {
    const calls = mockFetch({});
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Type the number" }));
    await user.type(screen.getByLabelText("Barcode number"), "3017620422004");
    await user.click(screen.getByRole("button", { name: "Look up" }));
    expect(screen.getByText("This barcode is not valid: check the digits")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Barcode number"));
    await user.type(screen.getByLabelText("Barcode number"), "12345{Enter}");
    expect(screen.getByText("Enter a barcode of 8, 12, 13 or 14 digits, as printed under the bars")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("a product not found offers 'Scan the label' (the analyzer) and 'Create a custom food' (the food typed by hand)", async () => {
    mockFetch({ [`GET /api/foods/barcode/${NUTELLA}`]: notFound });
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Type the number" }));
    await user.type(screen.getByLabelText("Barcode number"), `${NUTELLA}{Enter}`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Product not found. Scan the nutrition label or create a custom food.");
    expect(screen.getByRole("link", { name: "Scan the label" })).toHaveAttribute("href", "/dashboard?tab=analyze");

    await user.click(screen.getByRole("button", { name: "Create a custom food" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Food")).toHaveFocus();
    expect((screen.getByLabelText("Food") as HTMLInputElement).value).toBe("");
  });

  it("speaks Italian", async () => {
    mockFetch({ [`GET /api/foods/barcode/${NUTELLA}`]: notFound });
    const { user } = renderForm("it");
    await user.click(screen.getByRole("button", { name: "Digita il numero" }));
    await user.type(screen.getByLabelText("Numero del codice a barre"), `${NUTELLA}{Enter}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Prodotto non trovato. Scansiona l'etichetta nutrizionale o crea un alimento personalizzato.",
    );
    expect(screen.getByRole("link", { name: "Scansiona l'etichetta" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crea un alimento personalizzato" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Scansiona il codice a barre" })).toBeInTheDocument();
  });
});

describe("barcode camera scanner", () => {
  it("reads a barcode from the camera, turns the camera off and gives the product found", async () => {
    mockFetch({ [`GET /api/foods/barcode/${NUTELLA}`]: { body: nutella } });
    const stop = vi.fn<() => void>();
    const detect = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValue(NUTELLA);
    const start = vi.fn<StartScanner>(async () => ({ detect, stop }));
    const onFound = vi.fn<(food: FoodDetail) => void>();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<BarcodeLookup onFound={onFound} onCreateCustom={vi.fn<() => void>()} loadScanner={async () => start} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole("button", { name: "Scan barcode" }));
      expect(await screen.findByText("Point the camera at the barcode: it is read by itself.")).toBeInTheDocument();
      expect(start).toHaveBeenCalledWith(screen.getByLabelText("Camera"));
      await vi.advanceTimersByTimeAsync(250);
      await waitFor(() => expect(onFound).toHaveBeenCalledWith(nutella));
      expect(stop).toHaveBeenCalled();
      expect(screen.queryByLabelText("Camera")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says so when the camera cannot be opened, and the number can still be typed", async () => {
    mockFetch({});
    const start = vi.fn<StartScanner>(async () => {
      throw new DOMException("Permission denied", "NotAllowedError");
    });
    renderWithProviders(
      <BarcodeLookup onFound={vi.fn<(food: FoodDetail) => void>()} onCreateCustom={vi.fn<() => void>()} loadScanner={async () => start} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Scan barcode" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The camera could not be opened. Allow the camera in the browser, or type the number.",
    );
    await user.click(screen.getByRole("button", { name: "Type the number" }));
    expect(screen.getByLabelText("Barcode number")).toBeInTheDocument();
  });
});
