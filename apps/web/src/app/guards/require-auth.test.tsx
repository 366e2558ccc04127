import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, signedInAs, signedOut } from "../../test/fetch-mock.ts";
import { renderApp } from "../../test/render.tsx";

const ada = { id: 7, username: "ada", email: "ada@example.com", isAdmin: false };

describe("guarded routes", () => {
  it("send a signed-out visitor to sign-in, with the way back", async () => {
    mockFetch(signedOut);
    const { router } = renderApp("/dashboard?tab=meals");

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe("?redirect=/dashboard?tab=meals");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/dashboard?tab=meals");
    expect(await screen.findByRole("tab", { name: "Login", selected: true })).toBeInTheDocument();
  });

  it("greet a signed-in user by name on the dashboard", async () => {
    mockFetch(signedInAs(ada));
    renderApp("/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, ada" })).toBeInTheDocument();
    expect(await within(screen.getByRole("main")).findByText("5 days left in your free trial")).toBeInTheDocument();
  });

  it("send a signed-in non-administrator from /admin to / with an 'Access Denied' toast and alert", async () => {
    mockFetch(signedInAs(ada));
    const { router } = renderApp("/admin/payments");

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    // One in the toast, one in the alert on the page.
    await waitFor(() => expect(screen.getAllByText("You don't have permission to access the admin dashboard.")).toHaveLength(2));
    const onPage = screen.getAllByRole("alert").find((a) => within(a).queryByRole("heading", { name: "Access Denied" }));
    expect(onPage).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1, name: "Admin Payments" })).not.toBeInTheDocument();
  });

  it("let an administrator into /admin", async () => {
    mockFetch(signedInAs({ id: 1, username: "admin", email: "admin@example.com", isAdmin: true }));
    renderApp("/admin");

    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
  });

  it("say 'Authentication required' when /profile is opened signed out", async () => {
    mockFetch(signedOut);
    const { router } = renderApp("/profile");

    expect(await screen.findByText("Authentication required")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe("?redirect=/profile");
  });

  it("send /login to the sign-in tab of /auth", async () => {
    mockFetch(signedOut);
    const { router } = renderApp("/login?redirect=/pricing");

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(new URLSearchParams(router.state.location.search).get("mode")).toBe("login");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/pricing");
  });
});
