import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authKeys } from "../../features/auth/auth.queries.ts";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const admin = { id: 1, username: "admin", email: "admin@nutripilot.app", isAdmin: true };
const adminStatus = {
  trialActive: true,
  trialDaysLeft: 999,
  trialEndDate: "2036-01-01T00:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "unlimited",
};

describe("/admin-login", () => {
  it("asks for the access code and signs in as administrator", async () => {
    const calls = mockFetch({ ...signedOut, "POST /api/admin-access": { body: admin }, "GET /api/trial-status": { body: adminStatus } });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp("/admin-login");

    expect(await screen.findByRole("heading", { level: 1, name: "Administrator Access" })).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Access System" });
    expect(submit).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText("Access code"), "the-server-code");
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.user)).toEqual(admin);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ code: "the-server-code" });
  });

  it("shows the server's reason when code access is not enabled", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/admin-access": {
        status: 403,
        body: { error: "FORBIDDEN", message: "Administrator access is not enabled on this server" },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin-login");
    await user.type(await screen.findByLabelText("Access code"), "anything-at-all");
    await user.click(screen.getByRole("button", { name: "Access System" }));
    expect(await screen.findByText("Admin Access Failed")).toBeInTheDocument();
    expect(screen.getByText("Administrator access is not enabled on this server")).toBeInTheDocument();
  });

  it("translates the failure into Italian", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/admin-access": {
        status: 429,
        body: { error: "TOO_MANY_REQUESTS", message: "Too many failed attempts. Please try again later." },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin-login", { locale: "it" });
    await user.type(await screen.findByLabelText("Codice di accesso"), "anything-at-all");
    await user.click(screen.getByRole("button", { name: "Accedi al sistema" }));
    expect(await screen.findByText("Errore di accesso")).toBeInTheDocument();
    expect(screen.getByText("Troppi tentativi non riusciti. Riprova più tardi.")).toBeInTheDocument();
  });

  it("tells an administrator who is already signed in, and goes home", async () => {
    mockFetch({ ...signedInAs(admin), "GET /api/trial-status": { body: adminStatus } });
    const { router } = renderApp("/admin-login");
    expect(await screen.findByText("Already authenticated")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
