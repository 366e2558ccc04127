import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedOut } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";

/** Pages and their texts load lazily; on a busy machine that takes longer than the default second. */
const LAZY = { timeout: 5000 };

describe("team contact form (/contacts)", () => {
  it("requires every field and says which one is missing", async () => {
    const calls = mockFetch(signedOut);
    const user = userEvent.setup();
    renderApp("/contacts");

    await user.click(await screen.findByRole("button", { name: "Send Message" }, LAZY));

    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Subject must contain at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Reason is required")).toBeTruthy();
    expect(screen.getByText("Message must contain at least 10 characters")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(calls.some((c) => c.path === "/api/contact")).toBe(false);
  });

  it("sends name, email, subject, reason and message, then shows the thank-you", async () => {
    const calls = mockFetch({ ...signedOut, "POST /api/contact": { body: { message: "Message Sent" } } });
    const user = userEvent.setup();
    renderApp("/contacts");

    expect(await screen.findByText("We answer every message within 24 hours.", undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");

    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Subject"), "Partnership");
    await user.selectOptions(screen.getByLabelText("Reason"), "partnership");
    await user.type(screen.getByLabelText("Message"), "We would like to work with you.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("heading", { name: "Message Sent" }, LAZY)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/contact")?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Partnership",
      reason: "partnership",
      message: "We would like to work with you.",
    });
    expect(screen.getByRole("button", { name: "Send another message" })).toBeTruthy();
  });

  it("says 'Failed to send message. Please try again.' when sending fails", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/contact": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const user = userEvent.setup();
    renderApp("/contacts");

    await user.type(await screen.findByLabelText("Name", undefined, LAZY), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Subject"), "Question");
    await user.selectOptions(screen.getByLabelText("Reason"), "general");
    await user.type(screen.getByLabelText("Message"), "Is there a family plan?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect((await screen.findByRole("alert", undefined, LAZY)).textContent).toBe("Failed to send message. Please try again.");
    // The form keeps what was typed, so the user can try again.
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Is there a family plan?");
  });
});
