import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { FoodPreferences } from "./preferences-form.tsx";

const saved = {
  allergies: ["nuts"],
  diets: [],
  preferredIngredients: ["salmon"],
  preferredCuisines: ["italian"],
  regionalFocus: [],
  maxPrepMinutes: 45,
};

function setup(locale: "en" | "it" = "en") {
  renderWithProviders(<FoodPreferences />, { locale });
  return userEvent.setup();
}

// Large option lists: role queries over ~170 checkboxes are slow on a busy machine.
const SLOW = 20_000;
const group = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });

describe("food preferences", () => {
  it(
    "counts the choices of a group in the right Italian number: '1 selezionato', '2 selezionati'",
    async () => {
      mockFetch({ "GET /api/preferences": { body: { ...saved, allergies: ["nuts"], preferredCuisines: ["italian", "greek"] } } });
      setup("it");
      await screen.findByRole("button", { name: /Salva/ });
      expect(screen.getAllByText("1 selezionato").length).toBeGreaterThan(0);
      expect(screen.getAllByText("2 selezionati").length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    "shows the option lists of the spec with the saved choices ticked",
    async () => {
      mockFetch({ "GET /api/preferences": { body: saved } });
      setup();
      await screen.findByRole("button", { name: "Save Preferences" });
      expect(within(group("Allergies")).getAllByRole("checkbox")).toHaveLength(8);
      expect(within(group("Diets")).getAllByRole("checkbox")).toHaveLength(8);
      expect(within(group("Preferred cuisines")).getAllByRole("checkbox")).toHaveLength(38);
      expect(within(group("Regional focus")).getAllByRole("checkbox")).toHaveLength(23);
      expect((within(group("Allergies")).getByRole("checkbox", { name: "Nuts" }) as HTMLInputElement).checked).toBe(true);
      expect((within(group("Preferred cuisines")).getByRole("checkbox", { name: "Italian" }) as HTMLInputElement).checked).toBe(true);
      expect((within(group("Proteins")).getByRole("checkbox", { name: "Salmon" }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByLabelText("Maximum preparation time (minutes)") as HTMLInputElement).value).toBe("45");
    },
    SLOW,
  );

  it(
    "saves the choices with PUT /api/preferences and confirms",
    async () => {
      const calls = mockFetch({
        "GET /api/preferences": { body: saved },
        "PUT /api/preferences": ({ body }) => ({ body }),
      });
      const user = setup();
      await screen.findByRole("button", { name: "Save Preferences" });
      await user.click(within(group("Allergies")).getByRole("checkbox", { name: "Dairy" }));
      await user.click(within(group("Diets")).getByRole("checkbox", { name: "Vegetarian" }));
      await user.click(within(group("Allergies")).getByRole("checkbox", { name: "Nuts" }));
      const prep = screen.getByLabelText("Maximum preparation time (minutes)");
      await user.clear(prep);
      await user.type(prep, "30");
      await user.click(screen.getByRole("button", { name: "Save Preferences" }));
      expect(await screen.findByText("Preferences Updated")).toBeInTheDocument();
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        allergies: ["dairy"],
        diets: ["vegetarian"],
        preferredIngredients: ["salmon"],
        preferredCuisines: ["italian"],
        regionalFocus: [],
        maxPrepMinutes: 30,
      });
    },
    SLOW,
  );

  it("a preparation time that is not a number is saved as 60; one out of 5-300 is refused before sending", async () => {
    const calls = mockFetch({ "GET /api/preferences": { body: saved }, "PUT /api/preferences": ({ body }) => ({ body }) });
    const user = setup();
    const prep = await screen.findByLabelText("Maximum preparation time (minutes)");
    await user.clear(prep);
    await user.type(prep, "400");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Maximum preparation time must be at most 300 minutes")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
    // The refused field takes the focus, so a keyboard user lands on it.
    expect(document.activeElement).toBe(prep);

    await user.clear(prep);
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Preferences Updated")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ maxPrepMinutes: 60 });
    expect((prep as HTMLInputElement).value).toBe("60");
  });

  it("a failed save toasts 'Update Failed' with the reason", async () => {
    mockFetch({
      "GET /api/preferences": { body: saved },
      "PUT /api/preferences": { status: 403, body: { error: "PREMIUM_REQUIRED", message: "This feature needs a premium plan." } },
    });
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("This feature needs a premium plan.")).toBeInTheDocument();
  });

  it("speaks Italian", async () => {
    mockFetch({ "GET /api/preferences": { body: saved } });
    setup("it");
    expect(await screen.findByRole("button", { name: "Salva preferenze" })).toBeInTheDocument();
    expect(within(group("Allergie")).getByRole("checkbox", { name: "Frutta a guscio" })).toBeInTheDocument();
  });
});
