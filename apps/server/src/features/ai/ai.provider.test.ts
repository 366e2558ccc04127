import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "./ai.provider.ts";
import type { ChatContext } from "./chat.engine.ts";

type Mode = "tool-then-answer" | "answer" | "malformed" | "hang" | "500" | "429-then-answer" | "own-figures" | "only-own-figures";

/** A local stand-in for an OpenAI-compatible server: checks the request shape and replies per mode. */
let mode: Mode = "answer";
function send(res: http.ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(payload));
}
const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const body = JSON.parse(raw) as { messages: { role: string }[] };
    requests.push({ headers: req.headers, body });
    const answer = (content: string) =>
      send(res, 200, {
        id: "chatcmpl-1",
        object: "chat.completion",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
      });
    if (req.url !== "/v1/chat/completions" || req.method !== "POST") return send(res, 404, { error: "not found" });
    switch (mode) {
      case "hang":
        return; // never answers
      case "500":
        return send(res, 500, { error: { message: "boom" } });
      case "malformed":
        return answer("this is not JSON {");
      case "429-then-answer":
        if (requests.length === 1) return send(res, 429, { error: { message: "slow down" } });
        return answer(JSON.stringify({ answer: "Have the salmon.", foods: [{ name: "salmon", grams: 150 }] }));
      case "only-own-figures":
        return answer(JSON.stringify({ answer: "Salmon has 9999 kcal per 100 g." }));
      case "own-figures":
      case "tool-then-answer":
        if (!body.messages.some((m) => m.role === "tool")) {
          return send(res, 200, {
            choices: [
              {
                index: 0,
                finish_reason: "tool_calls",
                message: {
                  role: "assistant",
                  content: null,
                  tool_calls: [{ id: "call_1", type: "function", function: { name: "lookup_food", arguments: '{"name":"salmon"}' } }],
                },
              },
            ],
          });
        }
        if (mode === "own-figures")
          return answer(
            JSON.stringify({
              answer:
                "Salmon is rich in omega-3 fats. Salmon has 9999 kcal per 100 g. Per 100 g it has 20 g protein and 208 kcal.\nIl salmone ha 1.234 kcal.",
            }),
          );
        return answer(JSON.stringify({ answer: "150 g of salmon has about 999 kcal.", foods: [{ name: "salmon", grams: 150 }] }));
      default:
        return answer(JSON.stringify({ answer: "Drink water with meals." }));
    }
  });
});

const ctx: ChatContext = {
  language: "en",
  chatType: "meals",
  signedIn: true,
  localHour: 12,
  today: "2025-03-14",
  todaysMeals: async () => [],
  activeGoal: async () => undefined,
  profile: async () => undefined,
  lookupFood: async () => ({
    name: "Salmon, raw",
    source: "USDA SR28",
    per100g: { kcal: 208, protein: 20, carbs: 0, fat: 13, fiber: 0, sugars: 0, salt: 0.1 },
    portions: [],
  }),
  suggestMeal: async () => undefined,
};

let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  requests.length = 0;
});

const provider = () =>
  createOpenAiProvider({ baseUrl, apiKey: "sk-test", model: "test-model", timeoutMs: 300, maxRetries: 1 }, Fastify({ logger: false }).log);

describe("the openai provider", () => {
  it("sends a Chat Completions request with the model, tools, JSON mode and the key", async () => {
    mode = "answer";
    const res = await provider().chat("Water?", [{ role: "user", content: "hi" }], ctx);
    expect(res).toEqual({ answer: "Drink water with meals.", engine: "openai" });
    const { headers, body } = requests[0]!;
    expect(headers.authorization).toBe("Bearer sk-test");
    expect(body).toMatchObject({ model: "test-model", response_format: { type: "json_object" } });
    expect((body.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual([
      "get_today_summary",
      "get_profile_figures",
      "lookup_food",
      "ask_nutrition_engine",
      "suggest_meal",
    ]);
    expect((body.messages as { role: string }[]).map((m) => m.role)).toEqual(["system", "user", "user"]);
  });

  it("runs tool calls and recomputes food numbers from the database, not the model", async () => {
    mode = "tool-then-answer";
    const res = await provider().chat("Salmon?", [], ctx);
    expect(res.engine).toBe("openai");
    expect(res.answer).toContain("From the food database: 150 g Salmon, raw: 312 kcal, 30 g protein");
    // The model's own figure is not shown.
    expect(res.answer).not.toContain("999 kcal");
    const toolMessage = (requests[1]!.body.messages as { role: string; content: string }[]).find((m) => m.role === "tool")!;
    expect(JSON.parse(toolMessage.content)).toMatchObject({ name: "Salmon, raw" });
  });

  it("drops the model's sentences whose nutrition figures the food database did not give, and keeps the others", async () => {
    mode = "own-figures";
    const res = await provider().chat("Salmon?", [], ctx);
    expect(res).toEqual({ answer: "Salmon is rich in omega-3 fats. Per 100 g it has 20 g protein and 208 kcal.", engine: "openai" });
  });

  it("answers with the offline engine when nothing of the model's answer is left", async () => {
    mode = "only-own-figures";
    const res = await provider().chat("How many calories in salmon?", [], ctx);
    expect(res.engine).toBe("offline-fallback");
    expect(res.answer).not.toContain("9999");
  });

  it("retries after a 429", async () => {
    mode = "429-then-answer";
    const res = await provider().chat("Salmon?", [], ctx);
    expect(res.engine).toBe("openai");
    expect(requests).toHaveLength(2);
  });

  it.each(["malformed", "hang", "500"] as const)("falls back to the offline engine when the model answers %s", async (m) => {
    mode = m;
    const res = await provider().chat("How much salt per day?", [], ctx);
    expect(res.engine).toBe("offline-fallback");
    expect(res.answer).toContain("5 g");
  });
});
