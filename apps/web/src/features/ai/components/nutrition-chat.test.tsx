import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, type MockReply } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { NutritionChat } from "./nutrition-chat.tsx";

const reply = (answer: string, remainingQueries?: number): MockReply => ({
  body: {
    answer,
    timestamp: "2025-03-14T10:00:00.000Z",
    engine: "offline",
    ...(remainingQueries === undefined ? {} : { queryCount: 3 - remainingQueries, queryLimit: 3, remainingQueries }),
  },
});

function setup(owner: number | "guest" = "guest", locale: "en" | "it" = "en") {
  renderWithProviders(<NutritionChat chatType="meals" owner={owner} />, { locale });
  return userEvent.setup();
}

const log = () => screen.getByRole("log", { name: "Conversation" });
const input = () => screen.getByRole("textbox", { name: "Your question" });

describe("Nutrition Consultant chat", () => {
  it("opens with a greeting and three starter questions, which disappear after the first question", async () => {
    const calls = mockFetch({ "POST /api/ai-chat": reply("150 g of salmon has 30 g of protein.", 2) });
    const user = setup();
    expect(screen.getByRole("heading", { name: "Nutrition Consultant" })).toBeInTheDocument();
    expect(within(log()).getByText(/I'm your nutrition consultant/)).toBeInTheDocument();
    const starters = await screen.findAllByRole("button", { name: /\?$/ });
    // A visitor's starters need no account, so no free question is spent on 'please sign in'.
    expect(starters.map((b) => b.textContent)).toEqual([
      "How much protein in 150 g of salmon?",
      "How much fibre should I eat a day?",
      "How much water should I drink a day?",
    ]);

    await user.click(screen.getByRole("button", { name: "How much protein in 150 g of salmon?" }));
    expect(await within(log()).findByText("150 g of salmon has 30 g of protein.")).toBeInTheDocument();
    expect(within(log()).getByText("How much protein in 150 g of salmon?")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "How much fibre should I eat a day?" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/ai-chat").map((c) => c.body)).toEqual([
      { userId: 0, query: "How much protein in 150 g of salmon?", chatType: "meals", language: "en" },
    ]);
  });

  it("sends nothing blank: the send button stays disabled and Enter on spaces makes no call", async () => {
    const calls = mockFetch({ "POST /api/ai-chat": reply("ok", 2) });
    const user = setup();
    const send = screen.getByRole("button", { name: "Send" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(input(), "   {Enter}");
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.path === "/api/ai-chat")).toEqual([]);
    // The starters are still there: nothing was asked.
    expect(screen.getByRole("button", { name: "How much fibre should I eat a day?" })).toBeInTheDocument();
  });

  it("disables the field while a reply is pending, and trims the question it sends", async () => {
    const pending: { release?: (value: MockReply) => void } = {};
    const calls = mockFetch({ "POST /api/ai-chat": () => new Promise<MockReply>((resolve) => (pending.release = resolve)) });
    const user = setup();
    await user.type(input(), "  What is my BMI?  {Enter}");
    await waitFor(() => expect((input() as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByText("The consultant is typing...")).toBeInTheDocument();
    pending.release?.(reply("Your BMI is 22.9.", 2));
    expect(await within(log()).findByText("Your BMI is 22.9.")).toBeInTheDocument();
    expect((input() as HTMLInputElement).disabled).toBe(false);
    expect((input() as HTMLInputElement).value).toBe("");
    expect(calls.find((c) => c.path === "/api/ai-chat")?.body).toMatchObject({ query: "What is my BMI?" });
  });

  it("gives the keyboard focus back to the field with the reply, after typing or a starter question", async () => {
    const pending: { release?: (value: MockReply) => void } = {};
    mockFetch({ "POST /api/ai-chat": () => new Promise<MockReply>((resolve) => (pending.release = resolve)) });
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "How much water should I drink a day?" }));
    await waitFor(() => expect((input() as HTMLInputElement).disabled).toBe(true));
    pending.release?.(reply("Try the baked cod.", 2));
    expect(await within(log()).findByText("Try the baked cod.")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input()));

    await user.type(input(), "And for lunch?{Enter}");
    await waitFor(() => expect((input() as HTMLInputElement).disabled).toBe(true));
    pending.release?.(reply("A lentil soup.", 1));
    expect(await within(log()).findByText("A lentil soup.")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it("counts a visitor's free questions down: '1 Question Left', 'Last Free Question Used', then 'Free Questions Used Up'", async () => {
    const replies: MockReply[] = [
      reply("Answer one", 2),
      reply("Answer two", 1),
      reply("Answer three", 0),
      { status: 429, body: { error: "TOO_MANY_REQUESTS", message: "You've used your 3 free AI questions! Sign up for unlimited access." } },
    ];
    mockFetch({ "POST /api/ai-chat": () => replies.shift()! });
    const user = setup();
    expect(screen.getByText("3 of 3 free questions left")).toBeInTheDocument();

    await user.type(input(), "first{Enter}");
    expect(await screen.findByText("2 of 3 free questions left")).toBeInTheDocument();

    await user.type(input(), "second{Enter}");
    expect(await within(screen.getByRole("status")).findByText("1 Question Left")).toBeInTheDocument();
    // The toast says it too.
    expect(await screen.findByText("You have 1 free AI question left. Sign up for unlimited access.")).toBeInTheDocument();

    await user.type(input(), "third{Enter}");
    expect(await within(screen.getByRole("status")).findByText("Last Free Question Used")).toBeInTheDocument();

    await user.type(input(), "fourth{Enter}");
    expect(await screen.findByText("You've used your 3 free AI questions! Sign up for unlimited access.")).toBeInTheDocument();
    expect(within(screen.getByRole("status")).getByText("Free Questions Used Up")).toBeInTheDocument();
    expect(within(log()).getByText(/Sign up for a free account to keep chatting/)).toBeInTheDocument();
    expect((input() as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole("status")).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/auth?tab=register");
  });

  it("shows the free questions left as the server counts them, before any question (a reload, a shared address)", async () => {
    mockFetch({ "GET /api/ai-chat/allowance": { body: { queryCount: 2, queryLimit: 3, remainingQueries: 1 } } });
    setup();
    expect(await within(screen.getByRole("status")).findByText("1 Question Left")).toBeInTheDocument();
  });

  it("says the free questions are used up when the server says none are left", async () => {
    mockFetch({ "GET /api/ai-chat/allowance": { body: { queryCount: 3, queryLimit: 3, remainingQueries: 0 } } });
    setup();
    expect(await within(screen.getByRole("status")).findByText("Free Questions Used Up")).toBeInTheDocument();
    expect((input() as HTMLInputElement).disabled).toBe(true);
  });

  it("apologises in the chat and toasts 'Error' when the reply fails", async () => {
    mockFetch({
      "POST /api/ai-chat": { status: 500, body: { error: "INTERNAL", message: "Something went wrong. Please try again later." } },
    });
    const user = setup();
    await user.type(input(), "hello there{Enter}");
    expect(await screen.findByText("Unable to generate a response. Please try again later.")).toBeInTheDocument();
    expect(within(log()).getByText(/I'm sorry, I couldn't answer/)).toBeInTheDocument();
    expect((input() as HTMLInputElement).disabled).toBe(false);
  });

  it("loads a signed-in user's conversation, without starters once a question was asked, and shows no free-question counter", async () => {
    const calls = mockFetch({
      "GET /api/ai-chat/history": {
        body: [
          { type: "user", content: "What should I eat for dinner?", timestamp: "2025-03-14T18:00:00.000Z" },
          { type: "bot", content: "Try the lentil soup: 520 kcal.", timestamp: "2025-03-14T18:00:01.000Z" },
        ],
      },
    });
    setup(7);
    expect(await within(log()).findByText("Try the lentil soup: 520 kcal.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "How much protein in 150 g of salmon?" })).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(calls[0]?.path).toBe("/api/ai-chat/history");
  });

  it("offers a signed-in user the starters about their own day, and the goals chat its own", async () => {
    mockFetch({ "GET /api/ai-chat/history": { body: [] } });
    setup(7);
    const starters = await screen.findAllByRole("button", { name: /\?$/ });
    expect(starters.map((b) => b.textContent)).toEqual([
      "What should I eat for dinner?",
      "What have I eaten today and what is left?",
      "How much protein in 150 g of salmon?",
    ]);
  });

  it("offers a visitor in the goals chat questions answered without an account", async () => {
    mockFetch({});
    renderWithProviders(<NutritionChat chatType="goals" owner="guest" />, { locale: "it" });
    const starters = await screen.findAllByRole("button", { name: /\?$/ });
    expect(starters.map((b) => b.textContent)).toEqual([
      "Di quante proteine ho bisogno al giorno?",
      "Quanti zuccheri al massimo al giorno?",
      "Quanto sale posso mangiare al massimo?",
    ]);
  });

  it("speaks Italian and asks for answers in Italian", async () => {
    const calls = mockFetch({ "POST /api/ai-chat": reply("150 g di salmone contengono 30 g di proteine.", 2) });
    const user = setup("guest", "it");
    expect(screen.getByRole("heading", { name: "Consulente nutrizionale" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Quante proteine in 150 g di salmone?" }));
    expect(await screen.findByText("150 g di salmone contengono 30 g di proteine.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/ai-chat")?.body).toMatchObject({
      language: "it",
      query: "Quante proteine in 150 g di salmone?",
    });
  });
});
