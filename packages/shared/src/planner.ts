import { z } from "zod";
import { ID_MAX, LocalDateSchema, text } from "./common.ts";
import { MEAL_TYPES } from "./meals.ts";

/** The meal planner (issue 18): schedules, planned days and meals. */
export const PLAN_PERIODS = ["weekly", "monthly"] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** A weekly plan spans 7 days, a monthly one 30 (002 §9); a schedule may span at most 31. */
export const PLAN_DAYS: Record<PlanPeriod, number> = { weekly: 7, monthly: 30 };
export const PLAN_MAX_DAYS = 31;
/** Servings a user may set on a planned meal: a whole number from 1 to 10 (002 §5). */
export const PLAN_SERVINGS = { min: 1, max: 10 } as const;
/** The day's planned energy is kept within this share of its target (issue 18). */
export const PLAN_TOLERANCE = 0.1;
/** A recipe is not planned again within this many days (issue 18: no recipe twice in 3 days). */
export const PLAN_VARIETY_DAYS = 3;
export const PLAN_NOTE_MAX = 500;
export const PLAN_TITLE_MAX = 100;

export const PlannerMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be at most ${PLAN_TITLE_MAX} characters`,
  periodInvalid: "Period must be weekly or monthly",
  endBeforeStart: "The end date cannot be before the start date",
  tooLong: `A schedule spans at most ${PLAN_MAX_DAYS} days`,
  goalNotFound: "Goal not found",
  scheduleNotFound: "Schedule not found",
  itemNotFound: "Meal not found",
  servingsInvalid: `Servings must be a whole number from ${PLAN_SERVINGS.min} to ${PLAN_SERVINGS.max}`,
  noteTooLong: `The note must be at most ${PLAN_NOTE_MAX} characters`,
  dateOutside: "The date is not a day of this schedule",
  nothingToChange: "Send servings or a note",
  alreadyEaten: "This meal is already logged",
  recipeNotFound: "Recipe not found",
  plannedServingsInvalid: "Servings must be a quarter step from 0.25 to 10",
  demoTooMany: "Too many demo plans from this address. Please try again later or sign up.",
  generated: (days: number) => `Your meal plan for ${days} days is ready.`,
} as const;

const idField = (message: string) => z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

export const PlanRecipeSummarySchema = z.object({
  name: z.string(),
  prepMinutes: z.number().int(),
  /** Per serving. */
  calories: z.number().int(),
  cuisine: z.string(),
});

export const MealPlanItemSchema = z.object({
  id: z.number().int(),
  dayId: z.number().int(),
  mealType: z.enum(MEAL_TYPES),
  recipeId: z.number().int(),
  /** Generated plans use quarter servings; a user sets whole servings from 1 to 10. */
  servings: z.number(),
  note: z.string().nullable(),
  recipe: PlanRecipeSummarySchema,
  /** The item's values at its servings. */
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  /** The meal logged from it ('Ate as planned'); null while not eaten. */
  mealId: z.number().int().nullable(),
});
export type MealPlanItem = z.infer<typeof MealPlanItemSchema>;

export const MealPlanDaySchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  date: LocalDateSchema,
  dayIndex: z.number().int(),
  items: z.array(MealPlanItemSchema),
  /** The day's energy target the plan was fitted to. */
  targetCalories: z.number().int(),
  planned: z.object({ calories: z.number().int(), proteins: z.number().int(), carbs: z.number().int(), fats: z.number().int() }),
  /** What the user logged from the plan that day. */
  eaten: z.object({ calories: z.number().int(), proteins: z.number().int(), carbs: z.number().int(), fats: z.number().int() }),
});
export type MealPlanDay = z.infer<typeof MealPlanDaySchema>;

export const MealPlanScheduleSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema,
  period: z.enum(PLAN_PERIODS),
  goalId: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MealPlanSchedule = z.infer<typeof MealPlanScheduleSchema>;

export const MealPlanScheduleDetailSchema = MealPlanScheduleSchema.extend({ days: z.array(MealPlanDaySchema) });
export type MealPlanScheduleDetail = z.infer<typeof MealPlanScheduleDetailSchema>;

/** A schedule as the data export keeps it: its days and their meals as stored. */
export const MealPlanExportSchema = MealPlanScheduleSchema.extend({
  days: z.array(
    z.object({
      date: LocalDateSchema,
      targetCalories: z.number().int(),
      items: z.array(
        z.object({
          mealType: z.enum(MEAL_TYPES),
          recipeId: z.number().int(),
          servings: z.number(),
          note: z.string().nullable(),
          mealId: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type MealPlanExport = z.infer<typeof MealPlanExportSchema>;

/** A planned meal as a client sends it: a demo plan kept at registration (recipes and servings as generated). */
export const PlannedMealInputSchema = z.strictObject({
  mealType: z.enum(MEAL_TYPES),
  recipeId: idField(PlannerMessages.recipeNotFound),
  /** Quarter servings from ¼ to 10 (a generated plan's steps). */
  servings: z
    .number({ error: PlannerMessages.plannedServingsInvalid })
    .min(0.25, PlannerMessages.plannedServingsInvalid)
    .max(PLAN_SERVINGS.max, PlannerMessages.plannedServingsInvalid)
    .refine((n) => Number.isInteger(n * 4), PlannerMessages.plannedServingsInvalid),
  note: text({ multiline: true }).trim().max(PLAN_NOTE_MAX, PlannerMessages.noteTooLong).nullish(),
});
export const PlannedDayInputSchema = z.strictObject({
  date: LocalDateSchema,
  items: z.array(PlannedMealInputSchema).max(8),
});

export const CreateScheduleInputSchema = z
  .strictObject({
    // A missing title reads as an empty one: 'Title is required'.
    title: z.preprocess(
      (v) => v ?? "",
      text().trim().min(1, PlannerMessages.titleRequired).max(PLAN_TITLE_MAX, PlannerMessages.titleTooLong),
    ),
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    period: z.enum(PLAN_PERIODS, { error: PlannerMessages.periodInvalid }),
    goalId: idField(PlannerMessages.goalNotFound).nullish(),
    /** The days already planned (a visitor's demo plan kept at registration); dates within the schedule. */
    days: z.array(PlannedDayInputSchema).max(PLAN_MAX_DAYS).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.days?.some((d) => d.date < v.startDate || d.date > v.endDate))
      ctx.addIssue({ code: "custom", path: ["days"], message: PlannerMessages.dateOutside });
    if (v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: PlannerMessages.endBeforeStart });
    else if ((Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 + 1 > PLAN_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PlannerMessages.tooLong });
  });
export type CreateScheduleInput = z.input<typeof CreateScheduleInputSchema>;

export const GeneratePlanInputSchema = z.strictObject({
  scheduleId: idField(PlannerMessages.scheduleNotFound),
  /** true (the screen's only use): every day is planned again; false: only days without meals. */
  regenerateAll: z.boolean().optional(),
});
export type GeneratePlanInput = z.input<typeof GeneratePlanInputSchema>;

export const GeneratePlanResultSchema = z.object({ message: z.string(), schedule: MealPlanScheduleDetailSchema });
export type GeneratePlanResult = z.infer<typeof GeneratePlanResultSchema>;

export const RegenerateDayInputSchema = z.strictObject({
  scheduleId: idField(PlannerMessages.scheduleNotFound),
  date: LocalDateSchema,
});
export type RegenerateDayInput = z.input<typeof RegenerateDayInputSchema>;

export const UpdatePlanItemInputSchema = z
  .strictObject({
    servings: z
      .number({ error: PlannerMessages.servingsInvalid })
      .int(PlannerMessages.servingsInvalid)
      .min(PLAN_SERVINGS.min, PlannerMessages.servingsInvalid)
      .max(PLAN_SERVINGS.max, PlannerMessages.servingsInvalid)
      .optional(),
    note: text({ multiline: true }).trim().max(PLAN_NOTE_MAX, PlannerMessages.noteTooLong).nullish(),
  })
  .refine((v) => v.servings !== undefined || v.note !== undefined, PlannerMessages.nothingToChange);
export type UpdatePlanItemInput = z.input<typeof UpdatePlanItemInputSchema>;

/** The Monday of the week of `date` ('2025-03-14', a Friday → '2025-03-10'). */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------
// Grocery list (issue 18): the ingredients of a schedule's days, consolidated and grouped by aisle.

/** Aisles of the grocery list, in shop order; a food's aisle comes from its food-table category. */
export const GROCERY_AISLES = [
  "produce",
  "meat",
  "fish",
  "dairy-eggs",
  "bakery",
  "grains",
  "legumes-nuts",
  "pantry",
  "spices",
  "beverages",
  "other",
] as const;
export type GroceryAisle = (typeof GROCERY_AISLES)[number];

/** The household units a grocery amount is also shown in (from the food tables' portions). */
export const HOUSEHOLD_UNITS = ["medium", "large", "clove", "tbsp", "tsp"] as const;
export type HouseholdUnit = (typeof HOUSEHOLD_UNITS)[number];

export const GroceryMessages = {
  rangeInvalid: "The end of the range cannot be before its start",
  rangeOutside: "The range does not overlap the schedule",
  foodNotOnList: "This food is not on the schedule's grocery list",
  sizeInvalid: "Page size must be A4 or Letter",
} as const;

export const GroceryItemSchema = z.object({
  foodId: z.number().int(),
  name: z.string(),
  /** The total weight over the range, in grams (one decimal). */
  grams: z.number(),
  /** The same as a household measure when the food tables give one ('≈ 3 large'); null otherwise. */
  household: z.object({ count: z.number(), unit: z.enum(HOUSEHOLD_UNITS) }).nullable(),
  /** The recipes that need it (in the request's language). */
  recipes: z.array(z.string()),
  checked: z.boolean(),
});
export type GroceryItem = z.infer<typeof GroceryItemSchema>;

export const GroceryListSchema = z.object({
  scheduleId: z.number().int(),
  from: LocalDateSchema,
  to: LocalDateSchema,
  aisles: z.array(z.object({ aisle: z.enum(GROCERY_AISLES), items: z.array(GroceryItemSchema) })),
});
export type GroceryList = z.infer<typeof GroceryListSchema>;

// Queries are not strict, like the app's other queries: the spec's clients add their own `userId` (user-id.ts checks it).
export const GroceryQuerySchema = z
  .object({ from: LocalDateSchema.optional(), to: LocalDateSchema.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: GroceryMessages.rangeInvalid, path: ["to"] });

export const GroceryCheckInputSchema = z.strictObject({
  foodId: idField(GroceryMessages.foodNotOnList),
  checked: z.boolean(),
});
export type GroceryCheckInput = z.input<typeof GroceryCheckInputSchema>;

export const PLAN_PDF_SIZES = ["A4", "Letter"] as const;
export type PlanPdfSize = (typeof PLAN_PDF_SIZES)[number];
export const PlanPdfQuerySchema = z.object({
  /** Any day of the week to print (its Monday starts the page); the schedule's first week by default. */
  week: LocalDateSchema.optional(),
  size: z.enum(PLAN_PDF_SIZES, { error: GroceryMessages.sizeInvalid }).optional(),
  lang: z.enum(["en", "it"]).optional(),
});

/**
 * A weight as a shopper reads it: whole grams under 100 g (halves under 10 g), 5 g steps up to 1 kg,
 * then kilograms with up to two decimals. `decimal` is the locale's decimal separator.
 */
export function formatGrams(grams: number, decimal = "."): string {
  if (grams >= 1000) return `${String(Math.round(grams / 10) / 100).replace(".", decimal)} kg`;
  const rounded = grams < 10 ? Math.max(0.5, Math.round(grams * 2) / 2) : grams < 100 ? Math.round(grams) : Math.round(grams / 5) * 5;
  return `${String(rounded).replace(".", decimal)} g`;
}

/** A visitor's demo plan (002 §2.3, §7: "demo mode builds days locally"): generated on the server, stored nowhere. */
export const DemoPlanInputSchema = z
  .strictObject({
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    /** Recipes to leave out where there is choice (a demo day regenerated). */
    avoidRecipeIds: z.array(idField(PlannerMessages.recipeNotFound)).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: PlannerMessages.endBeforeStart });
    else if ((Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 + 1 > PLAN_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PlannerMessages.tooLong });
  });
export type DemoPlanInput = z.input<typeof DemoPlanInputSchema>;
export const DemoPlanResultSchema = z.object({ message: z.string(), days: z.array(MealPlanDaySchema) });
export type DemoPlanResult = z.infer<typeof DemoPlanResultSchema>;
export const DEMO_PLAN_MESSAGE = "Demo meal plan created! Sign up to save and personalize.";
