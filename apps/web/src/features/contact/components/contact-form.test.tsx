import { ContactMessages } from "@app/shared/contact";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, signedOut } from "../../../test/fetch-mock.ts";
import { renderApp } from "../../../test/render.tsx";
import { knownContactMessages } from "../contact-messages.ts";

/** Pages and their texts load lazily; on a busy machine that takes longer than the default second. */
const LAZY = { timeout: 5000 };

const sent = { body: { message: "Message Sent" } };

/** A reply the test releases when it wants, to see the sending state. */
function heldReply<T>(value: T) {
  const held: { release?: () => void } = {};
  const promise = new Promise<T>((resolve) => {
    held.release = () => resolve(value);
  });
  return { promise, release: () => held.release?.() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { email?: string; subject?: string; message?: string }) {
  if (values.email !== undefined) await user.type(await screen.findByLabelText("Email", undefined, LAZY), values.email);
  if (values.subject !== undefined) await user.type(screen.getByLabelText("Subject"), values.subject);
  if (values.message !== undefined) await user.type(screen.getByLabelText("Message"), values.message);
}

describe("Contact Us form (/contatti)", () => {
  it("shows the three validation texts in docs/product/public-pages.md#contact and sends nothing", async () => {
    const calls = mockFetch(signedOut);
    const user = userEvent.setup();
    renderApp("/contatti");

    await fill(user, { email: "not-an-address", subject: "Hi", message: "Too short" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Subject must contain at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Message must contain at least 10 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(calls.some((c) => c.path === "/api/email-response")).toBe(false);
  });

  it("goes idle, sending, sent, and back to an empty form with 'Send another message'", async () => {
    const reply = heldReply(sent);
    const calls = mockFetch({ ...signedOut, "POST /api/email-response": () => reply.promise });
    const user = userEvent.setup();
    renderApp("/contatti");

    await fill(user, { email: " ada@example.com ", subject: "Export question", message: "How do I export my meals as CSV?" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    // Sending: the button says so and a second press sends nothing more.
    const sending = await screen.findByRole("button", { name: "Sending..." }, LAZY);
    await user.click(sending);
    reply.release();

    expect(await screen.findByRole("heading", { name: "Message Sent" }, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/The support team will reply to ada@example.com/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/email-response")).toEqual([
      {
        method: "POST",
        path: "/api/email-response",
        body: { email: "ada@example.com", subject: "Export question", message: "How do I export my meals as CSV?" },
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(((await screen.findByLabelText("Email", undefined, LAZY)) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's reason, or 'An error occurred while sending your message'", async () => {
    let reply = { status: 429, body: { error: "TOO_MANY_REQUESTS", message: "Too many messages. Please try again later." } };
    mockFetch({ ...signedOut, "POST /api/email-response": () => reply });
    const user = userEvent.setup();
    renderApp("/contatti");

    await fill(user, { email: "ada@example.com", subject: "Hello", message: "A message long enough." });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("alert", undefined, LAZY)).textContent).toBe("Too many messages. Please try again later.");

    reply = { status: 500, body: { error: "INTERNAL", message: "Something went wrong. Please try again later." } };
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("An error occurred while sending your message"));
  });

  it("puts the server's field problems under the fields, in Italian too", async () => {
    mockFetch({
      ...signedOut,
      "POST /api/email-response": {
        status: 400,
        body: {
          error: "VALIDATION_FAILED",
          message: ContactMessages.emailInvalid,
          issues: [{ path: "email", message: ContactMessages.emailInvalid }],
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/contatti", { locale: "it" });

    // Valid for the browser's schema copy, refused by the server (say, a newer rule).
    await user.type(await screen.findByLabelText("Email", undefined, LAZY), "ada@example.com");
    await user.type(screen.getByLabelText("Oggetto"), "Ciao");
    await user.type(screen.getByLabelText("Messaggio"), "Un messaggio abbastanza lungo.");
    await user.click(screen.getByRole("button", { name: "Invia messaggio" }));

    expect(await screen.findAllByText("Inserisci un indirizzo email valido", undefined, LAZY)).toHaveLength(2);
  });

  it("knows an Italian text for every contact message of the shared schemas", () => {
    expect(Object.values(ContactMessages).filter((m) => !knownContactMessages.includes(m))).toEqual([]);
  });
});

describe("team contact form (/contacts)", () => {
  it("requires every field and says which one is missing", async () => {
    const calls = mockFetch(signedOut);
    const user = userEvent.setup();
    renderApp("/contacts");

    await user.click(await screen.findByRole("button", { name: "Send Message" }, LAZY));

    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Subject must contain at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Reason is required")).toBeInTheDocument();
    expect(screen.getByText("Message must contain at least 10 characters")).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(calls.some((c) => c.path === "/api/contact")).toBe(false);
  });

  it("sends name, email, subject, reason and message, then shows the thank-you", async () => {
    const calls = mockFetch({ ...signedOut, "POST /api/contact": { body: { message: "Message Sent" } } });
    const user = userEvent.setup();
    renderApp("/contacts");

    expect(await screen.findByText("We answer every message within 24 hours.", undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");

    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Subject"), "Partnership");
    await user.selectOptions(screen.getByLabelText("Reason"), "partnership");
    await user.type(screen.getByLabelText("Message"), "We would like to work with you.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("heading", { name: "Message Sent" }, LAZY)).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/contact")?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Partnership",
      reason: "partnership",
      message: "We would like to work with you.",
    });
    expect(screen.getByRole("button", { name: "Send another message" })).toBeInTheDocument();
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
