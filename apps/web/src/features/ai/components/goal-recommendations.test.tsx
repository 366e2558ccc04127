import { NutritionGoalSchema, type GoalInput } from "@app/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { api } from "../../../lib/api.ts";
import { GoalRecommendations } from "./goal-recommendations.tsx";

/** The block as the route composes it: 'Use this goal' gets a goal-creating mutation (the goals feature's in the app). */
function Recommendations(props: {
  userId: number | undefined;
  chatOwner: number | "guest";
  onCreateProfile: () => void;
  onRegistrationRequired?: () => void;
}) {
  const queryClient = useQueryClient();
  const createGoal = useMutation({
    mutationFn: (input: GoalInput) => api.post("/api/nutrition-goals", input, NutritionGoalSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["goals"] }),
  });
  return <GoalRecommendations {...props} createGoal={createGoal} />;
}

const NO_PROFILE = {
  status: 404,
  body: {
    error: "NOT_FOUND",
    message: "Create your profile first: goal recommendations are computed from your age, height, weight and activity.",
  },
};

describe("goal recommendations without a profile", () => {
  it("asks for the profile, and Generate New says why it cannot, with the way to fix it (not 'try again later')", async () => {
    mockFetch({ "GET /api/recommendations/nutrition-goals": NO_PROFILE });
    const onCreateProfile = vi.fn<() => void>();
    renderWithProviders(<Recommendations userId={7} chatOwner={7} onCreateProfile={onCreateProfile} />);
    expect(await screen.findByText(/Create your profile first/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Generate New" }));
    expect(await screen.findByText("Your profile is needed")).toBeInTheDocument();
    expect(screen.queryByText("An error occurred during generation. Please try again later.")).not.toBeInTheDocument();
    const toast = screen.getByText("Your profile is needed").closest("li")!;
    await user.click(within(toast).getByRole("button", { name: "Create Profile" }));
    expect(onCreateProfile).toHaveBeenCalled();
  });
});

const LOSS = {
  title: "Weight loss",
  description: "1900 kcal a day: 150 g protein, 180 g carbs, 63 g fat.",
  calories: 1900,
  proteins: 150,
  carbs: 180,
  fats: 63,
  reasoning: "Basal metabolism 1700 kcal …",
};

describe("'Use this goal'", () => {
  it("asks first, then creates the goal as the active one from today, says so and reloads the goals", async () => {
    const calls = mockFetch({
      "GET /api/recommendations/nutrition-goals": { body: { recommendations: [LOSS] } },
      "POST /api/nutrition-goals": ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 9, userId: 7, endDate: null, createdAt: "2026-11-26T10:00:00.000Z" },
      }),
    });
    const { queryClient } = renderWithProviders(<Recommendations userId={7} chatOwner={7} onCreateProfile={() => {}} />);
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Use this goal Weight loss" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Use this goal?" });
    expect(
      within(dialog).getByText(/“Weight loss” \(1900 kcal and 150 g protein a day\) becomes your active goal from today/),
    ).toBeInTheDocument();
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Use this goal Weight loss" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Use this goal" }));
    expect(await screen.findByText("Goal activated")).toBeInTheDocument();
    expect(screen.getByText("“Weight loss” is now your active goal.")).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => c.path)).toEqual(["/api/nutrition-goals"]);
    expect(posts[0]!.body).toEqual({
      name: "Weight loss",
      description: "1900 kcal a day: 150 g protein, 180 g carbs, 63 g fat.",
      calories: 1900,
      proteins: 150,
      carbs: 180,
      fats: 63,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isActive: true,
    });
    expect(invalidated).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ["goals"] }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("a failure says so in Italian and keeps the dialog", async () => {
    mockFetch({
      "GET /api/recommendations/nutrition-goals": { body: { recommendations: [LOSS] } },
      "POST /api/nutrition-goals": { status: 500, body: { error: "INTERNAL", message: "Something went wrong." } },
    });
    renderWithProviders(<Recommendations userId={7} chatOwner={7} onCreateProfile={() => {}} />, { locale: "it" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Usa questo obiettivo Weight loss" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Usare questo obiettivo?" })).getByRole("button", {
        name: "Usa questo obiettivo",
      }),
    );
    expect(await screen.findByText("Non è stato possibile salvare l'obiettivo. Riprova.")).toBeInTheDocument();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("a visitor's 'Use this goal' on the demo cards calls the registration prompt and nothing else", async () => {
    const calls = mockFetch({});
    const onRegistrationRequired = vi.fn<() => void>();
    renderWithProviders(
      <Recommendations userId={undefined} chatOwner="guest" onCreateProfile={() => {}} onRegistrationRequired={onRegistrationRequired} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("button", { name: "Use this goal" })[0]!);
    expect(onRegistrationRequired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});

describe("goal recommendations, Generate New", () => {
  it("speaks of goals, not meals, while generating and when done", async () => {
    const goal = { title: "Weight loss", description: "A moderate deficit.", calories: 1800, proteins: 135, carbs: 158, fats: 70 };
    const pending: { release?: (reply: { body: unknown }) => void } = {};
    mockFetch({
      "GET /api/recommendations/nutrition-goals": ({ url }) =>
        url.includes("forceNew") ? new Promise((resolve) => (pending.release = resolve)) : { body: { recommendations: [goal] } },
    });
    renderWithProviders(<Recommendations userId={7} chatOwner={7} onCreateProfile={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Generate New" }));
    expect(await screen.findByText("Computing daily goals from your profile. This can take a few seconds.")).toBeInTheDocument();
    expect(screen.queryByText(/meals/i)).not.toBeInTheDocument();
    pending.release!({ body: { recommendations: [goal, { ...goal, title: "Maintenance", calories: 2200 }] } });
    expect(await screen.findByText("2 new recommendations are ready.")).toBeInTheDocument();
  });
});
