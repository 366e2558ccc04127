import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { GoalRecommendations } from "./goal-recommendations.tsx";

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
    renderWithProviders(<GoalRecommendations userId={7} chatOwner={7} onCreateProfile={onCreateProfile} />);
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

describe("goal recommendations, Generate New", () => {
  it("speaks of goals, not meals, while generating and when done", async () => {
    const goal = { title: "Weight loss", description: "A moderate deficit.", calories: 1800, proteins: 135, carbs: 158, fats: 70 };
    const pending: { release?: (reply: { body: unknown }) => void } = {};
    mockFetch({
      "GET /api/recommendations/nutrition-goals": ({ url }) =>
        url.includes("forceNew") ? new Promise((resolve) => (pending.release = resolve)) : { body: { recommendations: [goal] } },
    });
    renderWithProviders(<GoalRecommendations userId={7} chatOwner={7} onCreateProfile={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Generate New" }));
    expect(await screen.findByText("Computing daily goals from your profile. This can take a few seconds.")).toBeInTheDocument();
    expect(screen.queryByText(/meals/i)).not.toBeInTheDocument();
    pending.release!({ body: { recommendations: [goal, { ...goal, title: "Maintenance", calories: 2200 }] } });
    expect(await screen.findByText("2 new recommendations are ready.")).toBeInTheDocument();
  });
});
