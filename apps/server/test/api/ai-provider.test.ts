import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineProvider, type AiProvider } from "../../src/features/ai/index.ts";
import { Browser, backends, buildTestApp, type TestApp } from "../build-test-app.ts";

/** The AI is a dependency of the app (AppDeps.ai), like the mail sender: a test passes its own. */
describe.each(backends)("the injected AI provider (%s)", (backend) => {
  let t: TestApp;
  const questions: { query: string; language: string }[] = [];
  const ai: AiProvider = {
    ...offlineProvider,
    name: "stand-in",
    async chat(query, _history, ctx) {
      questions.push({ query, language: ctx.language });
      return { answer: `Stand-in answer to: ${query}`, engine: "stand-in" };
    },
  };
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, { ai });
  });
  afterAll(() => t.close());

  it("answers the assistant's questions", async () => {
    const res = await new Browser(t.app).post("/api/ai-chat", { query: "Is rice a good dinner?", language: "it" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ answer: "Stand-in answer to: Is rice a good dinner?", engine: "stand-in", remainingQueries: 2 });
    expect(questions).toEqual([{ query: "Is rice a good dinner?", language: "it" }]);
  });
});
