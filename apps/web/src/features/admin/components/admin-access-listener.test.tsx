import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { mockFetch, signedOut, type MockReply } from "../../../test/fetch-mock.ts";
import { authKeys } from "../../../lib/session.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { AdminAccessListener } from "./admin-access-listener.tsx";

const admin = { id: 1, username: "admin", email: "admin@nutripilot.app", isAdmin: true };

/** A reply the test releases when it wants, to look at the pending state. */
function deferred() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const standIn = (path: string, title: string) => <Route key={path} path={path} element={<h1>{title}</h1>} />;

/** The listener as the app layout mounts it, around stand-in pages (the landing page is another feature's). */
function renderWithListener(path: string) {
  const queryClient = createQueryClient();
  const { router } = renderRoutes(
    path,
    <Routes>
      <Route
        element={
          <>
            <Outlet />
            <AdminAccessListener />
          </>
        }
      >
        {[standIn("/", "Landing"), standIn("/welcome", "Welcome"), standIn("/pricing", "Pricing"), standIn("/admin", "Admin")]}
      </Route>
    </Routes>,
    { queryClient },
  );
  return { router, queryClient };
}

async function openLanding(handlers: Parameters<typeof mockFetch>[0] = {}, path = "/") {
  const calls = mockFetch({ ...signedOut, ...handlers });
  const user = userEvent.setup();
  const app = renderWithListener(path);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, user, calls };
}

describe("administrator access by key sequence", () => {
  it("opens the Administrator Access modal when 'adminmode' is typed on the landing page", async () => {
    const { user } = await openLanding();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.keyboard("admin");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.keyboard("mode");

    // The dialog's code loads when the word is typed (the first time takes a moment in tests).
    const dialog = await screen.findByRole("dialog", { name: "Administrator Access" }, { timeout: 5000 });
    const field = within(dialog).getByLabelText("Access code");
    expect(field.getAttribute("type")).toBe("password");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Access System" })).toBeInTheDocument();
  });

  it("also works on /welcome and in capitals, but not with other keys in between", async () => {
    const { user } = await openLanding({}, "/welcome");
    await user.keyboard("adminXmode");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.keyboard("ADMINMODE");
    expect(await screen.findByRole("dialog", { name: "Administrator Access" })).toBeInTheDocument();
  });

  it("ignores the word typed inside a field, and on other pages", async () => {
    const { user, router } = await openLanding();
    const input = document.createElement("input");
    input.setAttribute("aria-label", "Search");
    document.body.append(input);
    await user.click(input);
    await user.keyboard("adminmode");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    input.remove();

    await router.navigate("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    await user.click(document.body);
    await user.keyboard("adminmode");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps Access System disabled while the code is empty and while the request runs, reading 'Loading...'", async () => {
    const reply = deferred();
    const { user, router, queryClient, calls } = await openLanding({ "POST /api/admin-access": () => reply.promise });
    await user.keyboard("adminmode");
    const dialog = await screen.findByRole("dialog", { name: "Administrator Access" });
    const submit = () => within(dialog).getByRole("button", { name: /Access System|Loading\.\.\./ });

    expect(submit()).toHaveProperty("disabled", true);
    await user.type(within(dialog).getByLabelText("Access code"), "   ");
    expect(submit()).toHaveProperty("disabled", true);
    await user.type(within(dialog).getByLabelText("Access code"), "the-code-from-the-server");
    expect(submit()).toHaveProperty("disabled", false);

    await user.click(submit());
    await waitFor(() => expect(submit().textContent).toBe("Loading..."));
    expect(submit()).toHaveProperty("disabled", true);
    expect(calls.find((call) => call.path === "/api/admin-access")?.body).toEqual({ code: "the-code-from-the-server" });

    reply.release({ body: admin });
    expect(await screen.findByText("Admin Access Granted")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(queryClient.getQueryData(authKeys.user)).toEqual(admin);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says 'Admin Access Failed' with the server's reason on a wrong code, and stays open", async () => {
    const { user, router } = await openLanding({
      "POST /api/admin-access": { status: 401, body: { error: "UNAUTHORIZED", message: "Invalid access code" } },
    });
    await user.keyboard("adminmode");
    const dialog = await screen.findByRole("dialog", { name: "Administrator Access" });
    await user.type(within(dialog).getByLabelText("Access code"), "not-the-code");
    await user.click(within(dialog).getByRole("button", { name: "Access System" }));

    expect(await screen.findByText("Admin Access Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid access code")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(within(dialog).getByLabelText("Access code")).toHaveProperty("value", "");
  });

  it("closes on Cancel", async () => {
    const { user } = await openLanding();
    await user.keyboard("adminmode");
    const dialog = await screen.findByRole("dialog", { name: "Administrator Access" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends an administrator who is already signed in straight to /admin", async () => {
    const { user, router, queryClient } = await openLanding({
      "GET /api/user": { body: admin },
      "GET /api/trial-status": {
        body: {
          trialActive: true,
          trialDaysLeft: 999,
          trialEndDate: "2036-01-01T00:00:00.000Z",
          isPremium: false,
          subscriptionPlan: "unlimited",
        },
      },
    });
    await waitFor(() => expect(queryClient.getQueryData(authKeys.user)).toEqual(admin));
    await user.keyboard("adminmode");
    expect(await screen.findByText("Already authenticated")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
