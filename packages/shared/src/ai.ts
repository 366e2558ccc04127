import { z } from "zod";
import { ID_MAX, text } from "./common.ts";
import { MEAL_TYPES } from "./meals.ts";

export const CHAT_TYPES = ["meals", "goals"] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** Anonymous visitors get this many free chat questions (spec README: enforced on the server). */
export const ANONYMOUS_CHAT_LIMIT = 3;
/**
 * Visitors' free tries are counted per visitor (the anonymous cookie), so people sharing an address (an
 * office, a family, a phone carrier) each get theirs. One address gets at most this many of each free
 * try (questions, analyses, meal pictures) per day, all its visitors together: a ceiling against abuse only.
 */
export const VISITOR_ADDRESS_DAILY_CEILING = 30;

export const ChatInputSchema = z.strictObject({
  query: text({ multiline: true }).trim().min(1, "Please type a question").max(1000, "Questions can be at most 1000 characters"),
  chatType: z.enum(CHAT_TYPES).default("meals"),
  /** The UI language; answers come in English or Italian. */
  language: z.enum(["en", "it"]).optional(),
});
export type ChatInput = z.input<typeof ChatInputSchema>;

export const ChatReplySchema = z.object({
  answer: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  queryCount: z.number().int().optional(),
  queryLimit: z.number().int().optional(),
  remainingQueries: z.number().int().optional(),
  /** Which engine answered ('offline', or 'openai' / 'offline-fallback'), shown for transparency. */
  engine: z.string().optional(),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** A visitor's free questions as the server counts them (their anonymous cookie), for the counter before a question. */
export const ChatAllowanceSchema = z.object({
  queryCount: z.number().int(),
  queryLimit: z.number().int(),
  remainingQueries: z.number().int(),
});
export type ChatAllowance = z.infer<typeof ChatAllowanceSchema>;

export const ChatMessageSchema = z.object({
  type: z.enum(["bot", "user"]),
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const MealSuggestionSchema = z.object({
  name: z.string(),
  description: z.string(),
  mealType: z.enum(MEAL_TYPES),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  fiber: z.number().int(),
  reasoning: z.string().optional(),
  recipeId: z.number().int().optional(),
  cuisine: z.string().optional(),
  servings: z.number().optional(),
  prepMinutes: z.number().int().optional(),
  /** A plain protein food served beside the dish to reach the meal's protein target. */
  side: z.object({ key: z.string(), name: z.string(), grams: z.number().int() }).optional(),
});
export type MealSuggestion = z.infer<typeof MealSuggestionSchema>;

/** The servings a suggestion's 'Add Meal' may log (the engine suggests quarter servings from ½ to 2½). */
export const SUGGESTION_SERVINGS = { min: 0.25, max: 10 } as const;

export const LogSuggestionMessages = {
  recipeInvalid: "Choose a suggested recipe",
  servingsInvalid: `Servings must be a number from ${SUGGESTION_SERVINGS.min} to ${SUGGESTION_SERVINGS.max}`,
  sideInvalid: "Unknown side for this suggestion",
  sideGramsInvalid: "A side weighs from 1 to 500 g",
} as const;

/**
 * `POST /api/recommendations/meals/log` (a suggestion's 'Add Meal'): logs one meal of today whose foods are
 * the recipe's ingredients scaled to `servings`, plus the side at its grams (values from the food tables).
 */
export const LogSuggestionInputSchema = z.strictObject({
  recipeId: z
    .number({ error: LogSuggestionMessages.recipeInvalid })
    .int(LogSuggestionMessages.recipeInvalid)
    .min(1, LogSuggestionMessages.recipeInvalid)
    .max(ID_MAX, LogSuggestionMessages.recipeInvalid),
  servings: z
    .number({ error: LogSuggestionMessages.servingsInvalid })
    .finite(LogSuggestionMessages.servingsInvalid)
    .min(SUGGESTION_SERVINGS.min, LogSuggestionMessages.servingsInvalid)
    .max(SUGGESTION_SERVINGS.max, LogSuggestionMessages.servingsInvalid),
  mealType: z.enum(MEAL_TYPES),
  side: z
    .strictObject({
      key: text().max(40, LogSuggestionMessages.sideInvalid),
      grams: z
        .number({ error: LogSuggestionMessages.sideGramsInvalid })
        .finite(LogSuggestionMessages.sideGramsInvalid)
        .min(1, LogSuggestionMessages.sideGramsInvalid)
        .max(500, LogSuggestionMessages.sideGramsInvalid),
    })
    .optional(),
});
export type LogSuggestionInput = z.input<typeof LogSuggestionInputSchema>;

export const SuggestionsQuerySchema = z.object({
  mealType: z.enum(["all", ...MEAL_TYPES]).optional(),
  forceNew: z.enum(["true", "false"]).optional(),
  ts: text().max(20).optional(),
});

export const AiMessages = { tooManyShown: "At most 20 suggestions can be on screen" } as const;

/**
 * `POST /api/recommendations/meals` ('Generate New'): a new set for the filter; no body means all meal types.
 * `shown`: the recipe ids of the cards on screen, which the new set never repeats (the server also leaves
 * out its last generated set for the filter).
 */
export const GenerateSuggestionsInputSchema = z
  .strictObject({
    mealType: z.enum(["all", ...MEAL_TYPES]).optional(),
    shown: z.array(z.number().int().positive()).max(20, AiMessages.tooManyShown).optional(),
  })
  .nullish();

export const GoalRecommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  reasoning: z.string().optional(),
});
export type GoalRecommendation = z.infer<typeof GoalRecommendationSchema>;

/** The suggestion a rating is about, as the suggestions list gave it (stored with the rating). */
const RatedSuggestionSchema = z
  .strictObject({
    name: text().max(200),
    description: text({ multiline: true }).max(2000),
    mealType: z.enum(MEAL_TYPES),
    calories: z.number().finite().min(0).max(100_000),
    proteins: z.number().finite().min(0).max(100_000),
    carbs: z.number().finite().min(0).max(100_000),
    fats: z.number().finite().min(0).max(100_000),
    fiber: z.number().finite().min(0).max(100_000),
    reasoning: text({ multiline: true }).max(2000),
    recipeId: z.number().int().min(1).max(ID_MAX),
    cuisine: text().max(100),
    servings: z.number().finite().min(0).max(1000),
    prepMinutes: z.number().int().min(0).max(10_000),
    side: z.strictObject({ key: text().max(100), name: text().max(200), grams: z.number().int().min(0).max(5000) }),
  })
  .partial();

export const MealFeedbackInputSchema = z.strictObject({
  mealName: text().trim().min(1).max(200),
  mealDescription: text({ multiline: true }).max(2000).optional().default(""),
  rating: z.union([z.literal(5), z.literal(1)], { error: "Rating must be 5 (like) or 1 (dislike)" }),
  mealData: RatedSuggestionSchema.optional(),
});
export type MealFeedbackInput = z.input<typeof MealFeedbackInputSchema>;
