import { AuthMessages } from "@app/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authKeys } from "../../../lib/session.ts";
import { mockFetch, signedInAs, type MockReply } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };

/** The profile page of a signed-in user, with DELETE /api/account answered by `deletion`. */
function profilePage(deletion: MockReply | (() => MockReply), user = ada, locale: "en" | "it" = "en") {
  const calls = mockFetch({
    ...signedInAs(user),
    "GET /api/user-profile": { status: 404, body: { error: "NOT_FOUND", message: "Profile not found" } },
    "DELETE /api/account": typeof deletion === "function" ? () => deletion() : deletion,
  });
  return { calls, ...renderApp("/profile", { locale }), user: userEvent.setup() };
}

/** The profile page is a lazy chunk: its first load in a busy test run can take longer than one find's default. */
const FIRST_LOAD = { timeout: 15_000 };

const reauth = (message: string): MockReply => ({
  status: 400,
  body: { error: "REAUTH_REQUIRED", message, issues: [{ path: "password", message }] },
});

describe("delete account", () => {
  it("explains what goes, offers the export, asks for the password, then signs out to the landing page", async () => {
    const { calls, router, queryClient, user } = profilePage({ body: { message: AuthMessages.accountDeleted } });

    const section = await screen.findByRole("region", { name: "Delete Account" }, FIRST_LOAD);
    await user.click(within(section).getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveAccessibleDescription(/deletes the account ada and all its data at once.*It cannot be undone/);
    // The export comes first, in the dialog itself.
    expect(within(dialog).getByRole("heading", { name: "Keep a copy first" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export All Data (JSON)" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Export Meals (CSV)" })).toBeInTheDocument();

    // Nothing is sent without a password.
    await user.click(within(dialog).getByRole("button", { name: "Delete My Account" }));
    const password = within(dialog).getByLabelText("Password");
    expect(password).toHaveAccessibleDescription(AuthMessages.passwordRequired);
    expect(password).toHaveFocus();
    expect(calls.some((c) => c.path === "/api/account")).toBe(false);

    await user.type(password, "correct horse battery");
    await user.click(within(dialog).getByRole("button", { name: "Delete My Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.find((c) => c.method === "DELETE" && c.path === "/api/account")?.body).toEqual({ password: "correct horse battery" });
    expect(await screen.findByText("Account Deleted")).toBeInTheDocument();
    expect(
      screen.getByText("Your account and all its data have been deleted. A confirmation is on its way to ada@example.com."),
    ).toBeInTheDocument();
    // The browser forgets the session.
    expect(queryClient.getQueryData(authKeys.user)).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a wrong password under the field and keeps the dialog open", async () => {
    const { user } = profilePage(reauth(AuthMessages.passwordIncorrect));
    await user.click(await screen.findByRole("button", { name: "Delete Account" }, FIRST_LOAD));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Password"), "not my password");
    await user.click(within(dialog).getByRole("button", { name: "Delete My Account" }));

    const password = within(dialog).getByLabelText("Password");
    await waitFor(() => expect(password).toHaveAccessibleDescription(AuthMessages.passwordIncorrect));
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog", { name: "Delete your account?" })).toBeInTheDocument();
  });

  it("says when there were too many tries, in Italian too", async () => {
    const { user } = profilePage(
      { status: 429, body: { error: "TOO_MANY_REQUESTS", message: AuthMessages.tooManyLoginAttempts } },
      ada,
      "it",
    );
    await user.click(await screen.findByRole("button", { name: "Elimina account" }, FIRST_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Eliminare il tuo account?" });
    await user.type(within(dialog).getByLabelText("Password"), "tentativo");
    await user.click(within(dialog).getByRole("button", { name: "Elimina il mio account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Troppi tentativi di accesso non riusciti. Riprova più tardi.");
  });

  it("has no delete button for the built-in administrator", async () => {
    profilePage({ status: 500 }, { id: 1, username: "admin", email: "admin@nutripilot.invalid", isAdmin: true });
    const section = await screen.findByRole("region", { name: "Delete Account" }, FIRST_LOAD);
    expect(within(section).getByText("The built-in administrator account cannot be deleted.")).toBeInTheDocument();
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
  });
});
