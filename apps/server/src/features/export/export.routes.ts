import { CHAT_TYPES, ExportDataSchema, toLocalDate, type MealEntry } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/index.ts";
import { findPreferences, listChatMessages, listFeedback } from "../ai/index.ts";
import { listCustomFoods } from "../foods/index.ts";
import { findActiveGoal, listGoals } from "../goals/index.ts";
import { listMeals } from "../meals/index.ts";
import { listFavouriteIds, listMyMeals } from "../my-meals/index.ts";
import { listPlansForExport } from "../planner/index.ts";
import { findProfile } from "../profile/index.ts";

const MEAL_COLUMNS = ["id", "date", "timestamp", "mealType", "food", "calories", "proteins", "carbs", "fats", "notes"] as const;

/** One CSV cell: quoted when needed, and neutralised when a spreadsheet would read it as a formula. */
function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === "string") s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const mealsToCsv = (meals: MealEntry[]): string =>
  [MEAL_COLUMNS.join(","), ...meals.map((m) => MEAL_COLUMNS.map((c) => csvCell(m[c])).join(","))].join("\r\n") + "\r\n";

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Everything the product keeps about the user, as a JSON download; `format=csv` gives the meals as CSV. */
  app.get(
    "/api/export-data",
    {
      config: { access: "user" },
      preHandler: requireUser,
      schema: {
        querystring: z.object({ format: z.enum(["json", "csv"]).default("json") }),
        // The JSON file; the CSV answer is text and bypasses it.
        response: { 200: ExportDataSchema.or(z.string()) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock();
      const day = toLocalDate(now, user.timeZone);
      const meals = await listMeals(app.db, user.id, {});
      request.log.info({ format: request.query.format }, "data exported");
      if (request.query.format === "csv") {
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="nutripilot-meals-${day}.csv"`)
          .send(mealsToCsv(meals));
      }
      const [profile, goals, activeGoal, foodPreferences, customFoods, myMeals, favourites, feedback, mealPlans, ...chats] =
        await Promise.all([
          findProfile(app.db, user.id),
          listGoals(app.db, user.id),
          findActiveGoal(app.db, user.id),
          findPreferences(app.db, user.id),
          listCustomFoods(app.db, user.id),
          listMyMeals(app.db, user.id),
          listFavouriteIds(app.db, user.id),
          listFeedback(app.db, user.id),
          listPlansForExport(app.db, user.id),
          ...CHAT_TYPES.map((chatType) => listChatMessages(app.db, user.id, chatType, 10_000)),
        ]);
      const body = {
        exportedAt: now.toISOString(),
        user: {
          id: user.id,
          username: user.username,
          email: user.email,
          timeZone: user.timeZone,
          trialEndsAt: user.trialEndsAt.toISOString(),
        },
        profile: profile ?? null,
        activeGoalId: activeGoal?.id ?? null,
        nutritionGoals: goals,
        meals,
        foodPreferences,
        customFoods,
        myMeals,
        mealPlans,
        favourites,
        suggestionFeedback: feedback.map((f) => ({
          mealName: f.mealName,
          rating: f.rating,
          recipeId: f.recipeId,
          cuisine: f.cuisine,
          createdAt: f.createdAt.toISOString(),
        })),
        chats: Object.fromEntries(CHAT_TYPES.map((chatType, index) => [chatType, chats[index]])),
      };
      return (
        reply
          .type("application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="nutripilot-export-${day}.json"`)
          // Parsed, so only the declared keys go out, then indented for a person reading the file.
          .send(JSON.stringify(ExportDataSchema.parse(body), null, 2))
      );
    },
  );
};
