import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";

async function openRegister(path = "/auth?tab=register", locale: "en" | "it" = "en") {
  const app = renderApp(path, { locale });
  await screen.findByRole("tab", { selected: true, name: locale === "en" ? "Register" : "Registrati" });
  // The form's code loads with the tab (routes/auth.tsx).
  await screen.findByRole("button", { name: locale === "en" ? "Create Account" : "Crea account" });
  return app;
}

describe("register form", () => {
  it("shows each field's problem under the field when submitted empty", async () => {
    const calls = mockFetch(signedOut);
    const user = userEvent.setup();
    await openRegister();

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const username = screen.getByLabelText("Username");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(username.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe(
      "Username must be at least 3 characters",
    );
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("You must accept the Terms of Service and Privacy Policy")).toBeInTheDocument();
    expect(document.activeElement).toBe(username);
    expect(calls.filter((c) => c.path === "/api/register")).toEqual([]);
  });

  it("says when the passwords do not match, and clears it once they do", async () => {
    mockFetch(signedOut);
    const user = userEvent.setup();
    await openRegister();

    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.type(screen.getByLabelText("Confirm password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Confirm password"), " battery");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();
  });

  it("shows the server's conflict under the field and in a 'Registration failed' toast", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/register": {
        status: 409,
        body: {
          error: "CONFLICT",
          message: "This username is already taken",
          issues: [{ path: "username", message: "This username is already taken" }],
        },
      },
    });
    const user = userEvent.setup();
    await openRegister();

    await user.type(screen.getByLabelText("Username"), "ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.type(screen.getByLabelText("Confirm password"), "correct horse battery");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Registration failed")).toBeInTheDocument();
    const username = screen.getByLabelText("Username");
    await waitFor(() => expect(username.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("This username is already taken").length).toBeGreaterThanOrEqual(1);
  });

  it("signs the new user in, sends the time zone, and goes to the requested page", async () => {
    const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };
    const calls = mockFetch({
      ...signedOut,
      "POST /api/register": { status: 201, body: ada },
      "GET /api/trial-status": signedInAs(ada)["GET /api/trial-status"]!,
    });
    const user = userEvent.setup();
    const { router } = await openRegister("/auth?action=register-to-complete-profile&redirect=/dashboard?tab=profile");

    await user.type(screen.getByLabelText("Username"), "ada");
    await user.type(screen.getByLabelText("Email"), " ada@example.com ");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.type(screen.getByLabelText("Confirm password"), "correct horse battery");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.search).toBe("?tab=profile");
    expect(await screen.findByText("Welcome to NutriPilot, ada!")).toBeInTheDocument();
    // A new account is greeted, not welcomed back.
    expect(await screen.findByText("Welcome, ada")).toBeInTheDocument();
    expect(screen.queryByText("Welcome back, ada")).not.toBeInTheDocument();
    const sent = calls.find((c) => c.path === "/api/register")?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ username: "ada", email: "ada@example.com", acceptTerms: true, confirmPassword: "correct horse battery" });
    expect(typeof sent.timeZone).toBe("string");
    expect(window.localStorage.getItem("nutripilot.welcomeShown")).toBe("true");
  });

  it("translates the field messages into Italian", async () => {
    mockFetch(signedOut);
    const user = userEvent.setup();
    await openRegister("/auth?mode=register", "it");

    await user.click(screen.getByRole("button", { name: "Crea account" }));
    const form = screen.getByRole("button", { name: "Crea account" }).closest("form")!;
    expect(within(form).getByText("Il nome utente deve avere almeno 3 caratteri")).toBeInTheDocument();
    expect(within(form).getByText("Devi accettare i Termini di servizio e l'Informativa sulla privacy")).toBeInTheDocument();
  });
});
