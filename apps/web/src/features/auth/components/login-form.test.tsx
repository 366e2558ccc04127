import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };

describe("login form", () => {
  it("asks for both fields when one is empty, without calling the server", async () => {
    const calls = mockFetch(signedOut);
    const user = userEvent.setup();
    renderApp("/auth");

    await user.type(await screen.findByLabelText("Username or email"), "ada");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(screen.getByRole("alert").textContent).toBe("Please enter both username and password");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.path === "/api/login")).toBe(false);
  });

  it("shows the server's reason in a 'Login Failed' toast", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/login": { status: 401, body: { error: "UNAUTHORIZED", message: "Invalid username or password" } },
    });
    const user = userEvent.setup();
    renderApp("/auth?mode=login");

    await user.type(await screen.findByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid username or password")).toBeInTheDocument();
  });

  it("says 'Failed to login. Please try again.' when the server cannot be reached", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/login": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const user = userEvent.setup();
    renderApp("/auth");

    await user.type(await screen.findByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Failed to login. Please try again.")).toBeInTheDocument();
  });

  it("signs in with Remember me and goes to the safe redirect target", async () => {
    const calls = mockFetch({
      ...signedOut,
      "GET /api/trial-status": signedInAs(ada)["GET /api/trial-status"]!,
      "POST /api/login": { body: ada },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/auth?redirect=/pricing");

    await user.type(await screen.findByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/login")?.body).toEqual({
      username: "ada",
      password: "correct horse battery",
      rememberMe: true,
    });
    expect(await screen.findByRole("button", { name: "Account menu for ada" })).toBeInTheDocument();
  });

  it("never sends the browser to another site after sign-in", async () => {
    mockFetch({ ...signedOut, "GET /api/trial-status": signedInAs(ada)["GET /api/trial-status"]!, "POST /api/login": { body: ada } });
    const user = userEvent.setup();
    const { router } = renderApp("/auth?redirectTo=//evil.example/");

    await user.type(await screen.findByLabelText("Username or email"), "ada");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("translates the server's message into Italian", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/login": { status: 401, body: { error: "UNAUTHORIZED", message: "Invalid username or password" } },
    });
    const user = userEvent.setup();
    renderApp("/auth", { locale: "it" });

    await user.type(await screen.findByLabelText("Nome utente o email"), "ada");
    await user.type(screen.getByLabelText("Password"), "sbagliata");
    await user.click(screen.getByRole("button", { name: "Accedi" }));

    expect(await screen.findByText("Accesso non riuscito")).toBeInTheDocument();
    expect(screen.getByText("Nome utente o password non validi")).toBeInTheDocument();
  });
});
