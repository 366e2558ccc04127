import {
  ANONYMOUS_CHAT_LIMIT,
  CHAT_TYPES,
  ChatAllowanceSchema,
  ChatInputSchema,
  ChatMessageSchema,
  ChatReplySchema,
  GoalRecommendationSchema,
  MealFeedbackInputSchema,
  MealSuggestionSchema,
  OkSchema,
  PreferencesInputSchema,
  PreferencesSchema,
  SuggestionsQuerySchema,
  GenerateSuggestionsInputSchema,
  LogSuggestionInputSchema,
  MealEntrySchema,
  type MealType,
  text,
  VISITOR_ADDRESS_DAILY_CEILING,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { existingAnonymousId, requestLanguage, visitorKeys } from "../../lib/visitor.ts";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import { requireEntitlement, userCan } from "../billing/index.ts";
import { findProfile } from "../profile/index.ts";
import { takeVisitorAllowance, visitorUsed, type VisitorAllowance } from "../throttle/index.ts";
import * as repo from "./ai.repository.ts";
import { chatContext, countGeneration, goalRecommendations, logSuggestion, suggestionsFor, type AiSources } from "./ai.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 3 free questions a day per visitor (cookie); at most VISITOR_ADDRESS_DAILY_CEILING a day from one address. */
export const ANONYMOUS_CHAT_ALLOWANCE: VisitorAllowance = {
  perVisitor: { bucket: "ai-chat-anonymous", max: ANONYMOUS_CHAT_LIMIT, windowMs: DAY_MS },
  perAddress: { bucket: "ai-chat-anonymous-address", max: VISITOR_ADDRESS_DAILY_CEILING, windowMs: DAY_MS },
};
export const FREE_QUESTIONS_USED_UP = "You've used your 3 free AI questions! Sign up for unlimited access.";

const filterOf = (mealType: string | undefined) => (mealType && mealType !== "all" ? (mealType as MealType) : undefined);

export function aiRoutes(sources: AiSources): FastifyPluginAsyncZod {
  return async (app) => {
    // The AI is an app dependency (AppDeps.ai): a configured model, or the offline engine.
    const provider = app.ai;

    app.post(
      "/api/ai-chat",
      { config: { access: ["guest", "premium:ai-chatbot"] }, schema: { body: ChatInputSchema, response: { 200: ChatReplySchema } } },
      async (request, reply) => {
        const { query, chatType, language } = request.body;
        const lang = requestLanguage(request, language);
        const now = app.clock();
        if (!request.user) {
          const quota = await takeVisitorAllowance(app.db, ANONYMOUS_CHAT_ALLOWANCE, visitorKeys(request, reply), now);
          if (!quota.allowed)
            throw new AppError(429, "TOO_MANY_REQUESTS", FREE_QUESTIONS_USED_UP, undefined, {
              "retry-after": String(quota.retryAfterSeconds),
            });
          const result = await provider.chat(query, [], chatContext(request, sources, lang, chatType));
          return {
            answer: result.answer,
            engine: result.engine,
            timestamp: now.toISOString(),
            queryCount: quota.used,
            queryLimit: ANONYMOUS_CHAT_LIMIT,
            remainingQueries: Math.max(0, ANONYMOUS_CHAT_LIMIT - quota.used),
          };
        }
        await requireEntitlement("ai-chatbot")(request, reply);
        const user = currentUser(request);
        const history = (await repo.listChatMessages(app.db, user.id, chatType, 10)).map((m) => ({
          role: m.type === "user" ? ("user" as const) : ("assistant" as const),
          content: m.content,
        }));
        const result = await provider.chat(query, history, chatContext(request, sources, lang, chatType));
        const answeredAt = app.clock();
        await repo.appendChatMessages(app.db, user.id, chatType, [
          { role: "user", content: query, at: now },
          { role: "bot", content: result.answer, at: answeredAt },
        ]);
        return { answer: result.answer, engine: result.engine, timestamp: answeredAt.toISOString() };
      },
    );

    // The visitor's free questions as counted here (their cookie), so the counter is right before the first one.
    app.get(
      "/api/ai-chat/allowance",
      { config: { access: "public" }, schema: { response: { 200: ChatAllowanceSchema } } },
      async (request) => {
        const id = existingAnonymousId(request);
        const used = id
          ? Math.min(ANONYMOUS_CHAT_LIMIT, await visitorUsed(app.db, ANONYMOUS_CHAT_ALLOWANCE.perVisitor, `anon:${id}`, app.clock()))
          : 0;
        return { queryCount: used, queryLimit: ANONYMOUS_CHAT_LIMIT, remainingQueries: ANONYMOUS_CHAT_LIMIT - used };
      },
    );

    app.get(
      "/api/ai-chat/history",
      {
        config: { access: "user" },
        preHandler: requireUser,
        schema: { querystring: z.object({ chatType: z.enum(CHAT_TYPES).default("meals") }), response: { 200: z.array(ChatMessageSchema) } },
      },
      async (request) => repo.listChatMessages(app.db, currentUser(request).id, request.query.chatType),
    );

    app.get(
      "/api/preferences",
      { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: PreferencesSchema } } },
      async (request) => repo.findPreferences(app.db, currentUser(request).id),
    );

    app.put(
      "/api/preferences",
      {
        config: { access: "premium:food-preferences" },
        preHandler: requireEntitlement("food-preferences"),
        schema: { body: PreferencesInputSchema, response: { 200: PreferencesSchema } },
      },
      async (request) => repo.savePreferences(app.db, currentUser(request).id, request.body, app.clock()),
    );

    const SuggestionsReplySchema = z.object({ suggestions: z.array(MealSuggestionSchema) });

    /**
     * The suggestions to show; never a generation, so a link or a page of another site cannot spend the Free
     * plan's weekly suggestions (the spec's `forceNew=true` form is accepted and reads the same). Plans with
     * unlimited suggestions get them fitted to the moment; the Free plan its last generated set (none before
     * its first generation).
     */
    app.get(
      "/api/recommendations/meals",
      {
        config: { access: "premium:meal-suggestions" },
        preHandler: requireEntitlement("meal-suggestions"),
        schema: { querystring: SuggestionsQuerySchema, response: { 200: SuggestionsReplySchema } },
      },
      async (request) => {
        const mealType = filterOf(request.query.mealType);
        if (await userCan(request, "advanced-meal-suggestions"))
          return { suggestions: await suggestionsFor(request, sources, mealType, requestLanguage(request), mealType ? 3 : 4) };
        return { suggestions: await repo.findSuggestionSet(app.db, currentUser(request).id, mealType ?? "all") };
      },
    );

    /**
     * 'Generate New': a new set of suggestions, counted on the Free plan (its slot is taken before the work),
     * logged so the next set differs, and kept as the set the reads show. It repeats none of the cards on
     * screen: the request names them (`shown`), and the server adds the set it last generated for the filter.
     */
    app.post(
      "/api/recommendations/meals",
      {
        config: { access: "premium:meal-suggestions" },
        preHandler: requireEntitlement("meal-suggestions"),
        schema: { body: GenerateSuggestionsInputSchema, response: { 200: SuggestionsReplySchema } },
      },
      async (request) => {
        const mealType = filterOf(request.body?.mealType);
        await countGeneration(request);
        const user = currentUser(request);
        // Never the cards on screen: those the request names, and the set last generated for this filter.
        const previous = await repo.findSuggestionSet(app.db, user.id, mealType ?? "all");
        const shown = [...(request.body?.shown ?? []), ...previous.flatMap((s) => s.recipeId ?? [])];
        const suggestions = await suggestionsFor(request, sources, mealType, requestLanguage(request), mealType ? 3 : 4, shown);
        const now = app.clock();
        await repo.logSuggestions(
          app.db,
          user.id,
          suggestions.flatMap((s) => (s.recipeId ? [{ recipeId: s.recipeId, mealType: s.mealType }] : [])),
          now,
        );
        await repo.saveSuggestionSet(app.db, user.id, mealType ?? "all", suggestions, now);
        return { suggestions };
      },
    );

    /**
     * A suggestion's 'Add Meal': logs the dish as today's meal of its foods (the recipe's ingredients scaled
     * to the suggested servings, and the side), values from the food tables. Logging is for any signed-in
     * user, as the Add Meal form.
     */
    app.post(
      "/api/recommendations/meals/log",
      {
        config: { access: "user" },
        preHandler: requireRegistered,
        schema: { body: LogSuggestionInputSchema, response: { 201: MealEntrySchema } },
      },
      async (request, reply) => reply.code(201).send(await logSuggestion(request, sources, request.body)),
    );

    app.post(
      "/api/meal-feedback",
      { config: { access: "user" }, preHandler: requireRegistered, schema: { body: MealFeedbackInputSchema, response: { 200: OkSchema } } },
      async (request) => {
        const { mealName, mealDescription, rating, mealData } = request.body;
        await repo.insertFeedback(app.db, {
          userId: currentUser(request).id,
          mealName,
          mealDescription,
          rating,
          recipeId: typeof mealData?.recipeId === "number" ? mealData.recipeId : null,
          cuisine: typeof mealData?.cuisine === "string" ? mealData.cuisine : null,
          mealData: mealData ?? null,
          createdAt: app.clock(),
        });
        return { ok: true as const };
      },
    );

    app.get(
      "/api/recommendations/nutrition-goals",
      {
        config: { access: "premium:ai-goal-recommendations" },
        preHandler: requireEntitlement("ai-goal-recommendations"),
        schema: {
          querystring: z.object({ forceNew: text().max(10).optional(), timestamp: text().max(20).optional() }),
          response: { 200: z.object({ recommendations: z.array(GoalRecommendationSchema) }) },
        },
      },
      async (request) => {
        const profile = await findProfile(app.db, currentUser(request).id);
        if (!profile)
          throw new NotFoundError(
            "Create your profile first: goal recommendations are computed from your age, height, weight and activity.",
          );
        return { recommendations: goalRecommendations(profile, requestLanguage(request)) };
      },
    );
  };
}
