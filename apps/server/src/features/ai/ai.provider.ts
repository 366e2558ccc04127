import { basalMetabolicRate, bmi, dailyEnergy } from "@app/shared";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { keepConfirmedFigures, numbersIn } from "./ai.numbers.ts";
import { answerOffline, type ChatContext } from "./chat.engine.ts";
import { proposeFoodsFromPhoto, type ProposedFood } from "./ai.vision.ts";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}
export interface ProviderAnswer {
  answer: string;
  /** offline, openai, or offline-fallback when the model could not be used. */
  engine: string;
}
/**
 * The AI behind the assistant and the photo analyzer. The app gets one through AppDeps (`ai`, like the
 * mail sender): from the configuration by default (createAiProvider), a stand-in in tests.
 */
export interface AiProvider {
  readonly name: string;
  chat(query: string, history: ChatTurn[], ctx: ChatContext): Promise<ProviderAnswer>;
  /**
   * The foods and edible grams a vision model sees in a meal photo (names and amounts only: the numbers
   * come from the food database). null when there is no vision model or it failed: the analyzer's
   * offline detector answers instead.
   */
  proposeFoods(jpeg: Buffer, log: FastifyBaseLogger): Promise<ProposedFood[] | null>;
}

export interface AiConfig {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The built-in engine: works with no network and no key. */
export const offlineProvider: AiProvider = {
  name: "offline",
  async chat(query, _history, ctx) {
    return { answer: (await answerOffline(query, ctx)).answer, engine: "offline" };
  },
  proposeFoods: async () => null,
};

const ToolCallSchema = z.object({
  id: z.string(),
  type: z.literal("function"),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.string(), content: z.string().nullable().optional(), tool_calls: z.array(ToolCallSchema).optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});
/** What the model must finally return: an answer and the foods it talks about, whose numbers the server computes. */
const ModelAnswerSchema = z.object({
  answer: z.string().min(1).max(4000),
  foods: z
    .array(z.object({ name: z.string().min(1).max(100), grams: z.number().positive().max(5000) }))
    .max(10)
    .optional(),
});

const TOOLS = [
  {
    name: "get_today_summary",
    description: "The user's meals logged today and their active goal, with remaining targets.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "get_profile_figures",
    description: "The user's BMI, basal metabolic rate and daily energy need, computed from their profile.",
    parameters: { type: "object", properties: {} },
  },
  {
    name: "lookup_food",
    description: "Nutrients of a food per 100 g and its household portions, from the food composition database.",
    parameters: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  },
  {
    name: "ask_nutrition_engine",
    description:
      "The server's own answer, computed from the food tables, their portion weights and the user's profile, goal and meals, to a nutrition question: nutrients of foods in household amounts ('2 bananas', 'a slice of pizza'), is N kcal too low or high for me, calories to lose or gain N kg by a date, which of two foods has more of a nutrient, what to eat with what is left today. Rephrase it if you like, but keep its numbers.",
    parameters: { type: "object", properties: { question: { type: "string" } }, required: ["question"] },
  },
  {
    name: "suggest_meal",
    description: "A recipe from the collection that fits what is left of the user's day, their allergies, diets and preferences.",
    parameters: { type: "object", properties: { mealType: { type: "string", enum: ["breakfast", "lunch", "dinner", "snack"] } } },
  },
].map((f) => ({ type: "function" as const, function: f }));

async function runTool(name: string, args: Record<string, unknown>, ctx: ChatContext): Promise<unknown> {
  switch (name) {
    case "get_today_summary":
      return { meals: await ctx.todaysMeals(), activeGoal: (await ctx.activeGoal()) ?? null };
    case "get_profile_figures": {
      const p = await ctx.profile();
      if (!p) return { error: "no profile" };
      const bmr = basalMetabolicRate(p);
      return {
        bmi: bmi(p.weight, p.height),
        bmrKcal: Math.round(bmr),
        dailyEnergyKcal: Math.round(dailyEnergy(bmr, p.activityLevel)),
        profile: p,
      };
    }
    case "lookup_food":
      return (await ctx.lookupFood(String(args.name ?? ""))) ?? { error: "not found" };
    case "ask_nutrition_engine":
      return await answerOffline(String(args.question ?? ""), ctx);
    case "suggest_meal":
      return (
        (await ctx.suggestMeal(typeof args.mealType === "string" ? (args.mealType as never) : undefined)) ?? { error: "no suitable recipe" }
      );
    default:
      return { error: `unknown tool ${name}` };
  }
}

class RetryableError extends Error {}

/**
 * Any OpenAI-compatible Chat Completions API (OpenAI, Ollama, vLLM, llama.cpp server). The model calls
 * tools backed by the same functions as the offline engine; numbers about foods in its answer are
 * recomputed from the food database. Any failure falls back to the offline engine.
 */
export function createOpenAiProvider(config: AiConfig & { baseUrl: string }, log: FastifyBaseLogger): AiProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function complete(messages: unknown[]): Promise<z.infer<typeof CompletionSchema>> {
    let attempt = 0;
    for (;;) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs);
      try {
        const res = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({
            model: config.model,
            messages,
            tools: TOOLS,
            tool_choice: "auto",
            response_format: { type: "json_object" },
            temperature: 0.3,
          }),
          signal: controller.signal,
        });
        if (res.status === 429 || res.status >= 500) throw new RetryableError(`model answered ${res.status}`);
        if (!res.ok) throw new Error(`model answered ${res.status}`);
        return CompletionSchema.parse(await res.json());
      } catch (error) {
        const retryable = error instanceof RetryableError;
        if (!retryable || attempt >= config.maxRetries) throw error;
        attempt += 1;
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      } finally {
        clearTimeout(timer);
      }
    }
  }

  return {
    name: "openai",
    async chat(query, history, ctx) {
      try {
        const system =
          "You are NutriPilot's nutrition assistant. Answer briefly and concretely in " +
          (ctx.language === "it" ? "Italian" : "English") +
          ". Use the tools for the user's data and for food nutrients (ask_nutrition_engine answers household portions, calorie checks, weight plans and comparisons); never invent numbers. " +
          'Reply with a JSON object {"answer": string, "foods": [{"name": string, "grams": number}]} listing every food and amount you mention.';
        const messages: unknown[] = [{ role: "system", content: system }, ...history.slice(-10), { role: "user", content: query }];
        // The figures the server gave the model (food database, the user's data): the only ones its text may repeat.
        const trusted: number[] = [100];
        for (let round = 0; round < 4; round++) {
          const completion = await complete(messages);
          const message = completion.choices[0]!.message;
          if (message.tool_calls?.length) {
            messages.push({ role: "assistant", content: message.content ?? null, tool_calls: message.tool_calls });
            for (const call of message.tool_calls) {
              let args: Record<string, unknown> = {};
              try {
                args = JSON.parse(call.function.arguments || "{}") as Record<string, unknown>;
              } catch {
                /* a tool call with broken arguments gets none */
              }
              const result = await runTool(call.function.name, args, ctx);
              numbersIn(result, trusted);
              messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
            }
            continue;
          }
          const parsed = ModelAnswerSchema.parse(JSON.parse(message.content ?? ""));
          const facts: string[] = [];
          for (const f of parsed.foods ?? []) {
            const food = await ctx.lookupFood(f.name);
            const k = food?.per100g;
            if (food && k?.kcal != null) {
              const x = f.grams / 100;
              const figures = [k.kcal * x, (k.protein ?? 0) * x, (k.carbs ?? 0) * x, (k.fat ?? 0) * x].map(Math.round);
              trusted.push(f.grams, ...figures, ...numbersIn(k));
              facts.push(
                `${f.grams} g ${food.name}: ${figures[0]} kcal, ${figures[1]} g protein, ${figures[2]} g carbs, ${figures[3]} g fat`,
              );
            }
          }
          const note = facts.length
            ? `\n\n${ctx.language === "it" ? "Dalla banca dati degli alimenti" : "From the food database"}: ${facts.join("; ")}.`
            : "";
          // A sentence with a nutrition figure the server did not give (the model's own '9999 kcal') is not shown.
          const { text, dropped } = keepConfirmedFigures(parsed.answer, trusted);
          if (dropped) log.info({ dropped }, "model sentences with unconfirmed nutrition figures dropped");
          if (!text && !note) throw new Error("the model's answer held only unconfirmed nutrition figures");
          return { answer: (text || (ctx.language === "it" ? "Ecco i valori." : "Here are the figures.")) + note, engine: "openai" };
        }
        throw new Error("too many tool rounds");
      } catch (err) {
        log.warn({ err }, "AI model unavailable or invalid; answering with the offline engine");
        const offline = await offlineProvider.chat(query, history, ctx);
        return { ...offline, engine: "offline-fallback" };
      }
    },
    // A photo is a larger request than a chat turn: it gets at least 30 s.
    proposeFoods: (jpeg, visionLog) =>
      proposeFoodsFromPhoto(
        { baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model, timeoutMs: Math.max(config.timeoutMs, 30_000) },
        jpeg,
        visionLog,
      ),
  };
}

export function createAiProvider(config: AiConfig, log: FastifyBaseLogger): AiProvider {
  return config.baseUrl ? createOpenAiProvider({ ...config, baseUrl: config.baseUrl }, log) : offlineProvider;
}
