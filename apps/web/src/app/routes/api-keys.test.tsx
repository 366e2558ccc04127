import type { ApiKey } from "@app/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
const premium = {
  "GET /api/trial-status": {
    body: {
      trialActive: false,
      trialDaysLeft: 0,
      trialEndDate: "2026-01-06T10:00:00.000Z",
      isPremium: true,
      subscriptionPlan: "premium-monthly",
    },
  },
};
const FULL_KEY = `np_test_${"a".repeat(43)}`;
const listed: ApiKey = {
  id: 3,
  name: "Spreadsheet",
  apiKey: "np_test_abcdef…",
  scope: "read",
  createdAt: "2026-03-01T12:00:00.000Z",
  lastUsed: null,
  expiresAt: null,
  active: true,
};

describe("/api-keys", () => {
  it("asks a visitor to log in (back to /api-keys) or view the plans", async () => {
    mockFetch(signedOut);
    renderApp("/api-keys");
    // The first test loads the page's chunk and texts.
    expect(await screen.findByRole("heading", { name: "Login Required" }, { timeout: 15_000 })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/auth?redirect=/api-keys");
    expect(main.getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("shows 'Premium Required' with an upgrade to a user without API access (the Free plan, after the trial)", async () => {
    mockFetch({
      ...signedInAs(ada),
      "GET /api/trial-status": { body: { ...premium["GET /api/trial-status"].body, isPremium: false, subscriptionPlan: "free" } },
    });
    renderApp("/api-keys");
    expect(await screen.findByRole("heading", { name: "Premium Required" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe("/pricing");
  });

  it("shows the empty list, and creates a key in three steps: name, the key once with copy, done", async () => {
    let keys: ApiKey[] = [];
    const calls = mockFetch({
      ...signedInAs(ada),
      ...premium,
      "GET /api/api-keys": () => ({ body: keys }),
      "POST /api/api-keys": ({ body }) => {
        keys = [{ ...listed, name: (body as { name: string }).name, scope: "read-write" }];
        return { status: 201, body: { ...keys[0], apiKey: FULL_KEY } };
      },
    });
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    renderApp("/api-keys");
    expect(await screen.findByText("You don't have any API keys yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create API key" }));
    const dialog = within(screen.getByRole("dialog", { name: "New API key" }));
    const create = dialog.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await user.type(dialog.getByLabelText("Name"), "   ");
    expect(create).toBeDisabled();
    await user.type(dialog.getByLabelText("Name"), "My script");
    await user.selectOptions(dialog.getByLabelText("Expires"), "90");
    await user.click(create);

    const shown = within(await screen.findByRole("dialog", { name: "Your new API key" }));
    expect(shown.getByText(FULL_KEY)).toBeInTheDocument();
    expect(shown.getByText(/This key will not be shown again/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ name: "My script", scope: "read-write", expiresInDays: 90 });
    await user.click(shown.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(FULL_KEY);
    expect(await shown.findByRole("button", { name: "Copied!" })).toBeInTheDocument();
    // The confirmation lasts 2 seconds.
    expect(await shown.findByRole("button", { name: "Copy" }, { timeout: 3000 })).toBeInTheDocument();

    await user.click(shown.getByRole("button", { name: "I have saved my key" }));
    await user.click(within(screen.getByRole("dialog", { name: "Done" })).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const row = within(await screen.findByRole("listitem", { name: "My script" }));
    expect(row.getByText("np_test_abcdef…")).toBeInTheDocument();
    expect(screen.queryByText(FULL_KEY)).not.toBeInTheDocument();
  });

  it("offers revoke only for active keys and deletes after a confirmation; a failure shows the spec's toast", async () => {
    const revoked: ApiKey = { ...listed, id: 4, name: "Old", active: false };
    mockFetch({
      ...signedInAs(ada),
      ...premium,
      "GET /api/api-keys": { body: [listed, revoked] },
      "DELETE /api/api-keys/4": { status: 500, body: { error: "INTERNAL", message: "Something went wrong" } },
    });
    const user = userEvent.setup();
    renderApp("/api-keys");
    const active = within(await screen.findByRole("listitem", { name: "Spreadsheet" }));
    const old = within(screen.getByRole("listitem", { name: "Old" }));
    expect(active.getByRole("button", { name: "Revoke" })).toBeInTheDocument();
    expect(old.queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();
    expect(old.getByText("Revoked")).toBeInTheDocument();

    await user.click(old.getByRole("button", { name: "Delete" }));
    const confirm = within(screen.getByRole("alertdialog", { name: "Delete this API key?" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting API key")).toBeInTheDocument();
  });

  it("shows the list's load error", async () => {
    mockFetch({ ...signedInAs(ada), ...premium, "GET /api/api-keys": { status: 500, body: { error: "INTERNAL", message: "x" } } });
    renderApp("/api-keys");
    expect(await screen.findByText("Error loading API keys. Please try again later.")).toBeInTheDocument();
  });
});
