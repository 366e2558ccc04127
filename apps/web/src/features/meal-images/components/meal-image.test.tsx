import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MealImage } from "./meal-image.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const url = (n: number) => `/api/meal-images/${String(n).repeat(40).slice(0, 40)}.svg`;

describe("MealImage", () => {
  it("requests the meal's picture and shows it with the meal's name", async () => {
    const calls = mockFetch({ ...signedInAs(ada), "POST /api/meal-image": { body: { success: true, url: url(1), error: null } } });
    renderWithProviders(<MealImage mealName="Greek salad" mealDescription="Tomatoes and feta" mealType="lunch" />);
    const img = await screen.findByRole("img", { name: "Illustration of Greek salad" });
    expect(img.getAttribute("src")).toBe(url(1));
    expect(calls.find((c) => c.path === "/api/meal-image")?.body).toEqual({
      mealName: "Greek salad",
      mealDescription: "Tomatoes and feta",
      mealType: "lunch",
    });
  });

  it("retries twice, then says 'Failed to generate image'", async () => {
    const calls = mockFetch({
      ...signedInAs(ada),
      "POST /api/meal-image": { status: 503, body: { error: "SERVICE_UNAVAILABLE", message: "Try later" } },
    });
    renderWithProviders(<MealImage mealName="Porridge" />);
    expect(await screen.findByText("Failed to generate image", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/meal-image")).toHaveLength(3);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("does not retry the guest limit (429)", async () => {
    const calls = mockFetch({
      ...signedOut,
      "POST /api/meal-image": { status: 429, body: { error: "TOO_MANY_REQUESTS", message: "Guests get 2 meal images per session." } },
    });
    renderWithProviders(<MealImage mealName="Porridge" />);
    expect(await screen.findByText("Failed to generate image")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/meal-image")).toHaveLength(1);
  });

  it("gives a guest 2 automatic pictures per browser session, then keeps the placeholder", async () => {
    let n = 0;
    const calls = mockFetch({ ...signedOut, "POST /api/meal-image": () => ({ body: { success: true, url: url(++n), error: null } }) });
    renderWithProviders(
      <>
        <MealImage mealName="One" />
        <MealImage mealName="Two" />
        <MealImage mealName="Three" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(2));
    expect(
      calls
        .filter((c) => c.path === "/api/meal-image")
        .map((c) => (c.body as { mealName: string }).mealName)
        .sort(),
    ).toEqual(["One", "Two"]);
    expect(screen.getByText("No picture of Three yet")).toBeInTheDocument();
  });

  it("speaks Italian", async () => {
    mockFetch({ ...signedInAs(ada), "POST /api/meal-image": { status: 500, body: { error: "INTERNAL", message: "x" } } });
    renderWithProviders(<MealImage mealName="Risotto" />, { locale: "it" });
    expect(await screen.findByText("Impossibile generare l'immagine", {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
