import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { IntegrationWaitlist } from "./integration-waitlist.tsx";

describe("integration waitlist (docs/product/public-pages.md#waitlist)", () => {
  it("does nothing unless the field contains '@'", async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<IntegrationWaitlist />);

    await user.click(screen.getByRole("button", { name: "Notify Me" }));
    await user.type(screen.getByLabelText("Email address"), "ada.example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    expect(calls).toEqual([]);
    expect(screen.queryByText("Oops!")).not.toBeInTheDocument();
  });

  it("signs up for apple_health_google_fit and says 'Success! 🎉'", async () => {
    const calls = mockFetch({
      "POST /api/integration-leads": { body: { message: "We'll notify you as soon as Apple Health & Google Fit integrations are ready!" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<IntegrationWaitlist />);

    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    expect(await screen.findByText("Success! 🎉")).toBeInTheDocument();
    expect(screen.getByText("We'll notify you as soon as Apple Health & Google Fit integrations are ready!")).toBeInTheDocument();
    expect(calls).toEqual([
      { method: "POST", path: "/api/integration-leads", body: { email: "ada@example.com", integrationType: "apple_health_google_fit" } },
    ]);
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });

  it("says 'Oops!' with the server's reason, or the default text when the server cannot be reached", async () => {
    let reachable = true;
    mockFetch({
      "POST /api/integration-leads": () => {
        if (!reachable) throw new TypeError("Failed to fetch");
        return { status: 429, body: { error: "TOO_MANY_REQUESTS", message: "Too many messages. Please try again later." } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<IntegrationWaitlist />);

    await user.type(screen.getByLabelText("Email address"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));
    expect(await screen.findByText("Oops!")).toBeInTheDocument();
    expect(screen.getByText("Too many messages. Please try again later.")).toBeInTheDocument();

    reachable = false;
    await user.click(screen.getByRole("button", { name: "Notify Me" }));
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
  });

  it("rejects an address with '@' that is still not valid, without calling the server", async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<IntegrationWaitlist />, { locale: "it" });

    await user.type(screen.getByLabelText("Indirizzo email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Avvisami" }));

    expect(await screen.findByText("Ops!")).toBeInTheDocument();
    expect(screen.getByText("Inserisci un indirizzo email valido")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
