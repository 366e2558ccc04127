import { z } from "zod";
import { DateTimeSchema, LocalDateSchema, text } from "./common.ts";

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const MealMessages = {
  mealTypeRequired: "Meal type is required",
  foodRequired: "Food name is required",
  foodTooLong: "Food name must be at most 200 characters",
  caloriesMin: "Calories must be at least 0",
  proteinsMin: "Proteins must be at least 0",
  carbsMin: "Carbs must be at least 0",
  fatsMin: "Fats must be at least 0",
  valueTooLarge: "Value is too large",
  notesTooLong: "Notes must be at most 1000 characters",
  rangeInvalid: "The start date must not be after the end date",
  foodIdInvalid: "Food not found",
  amountInvalid: "Amount must be more than 0 and at most 5000 g",
  amountRequired: "Enter the amount of the food",
  foodRefRequired: "An amount needs a food from the food search",
  portionTooLong: "Portion name must be at most 100 characters",
  itemsInvalid: "A meal holds from 1 to 30 foods",
  itemsWithFood: "Send the foods either as items or as one foodId, not both",
  dateTooFar: "A meal cannot be more than 1 day in the future",
  nothingToCopy: "There is no meal of that type on that day",
  copySameDay: "Choose a day other than the one copied from",
  itemNameRequired: "Name the food, or choose it from the food search",
  itemValuesWithFood: "A food from the food search takes its values from the food tables: send only its amount",
  myMealNameRequired: "Give your meal a name",
  myMealNameTooLong: "The name must be at most 80 characters",
  myMealNameTaken: "You already have a meal with that name",
  myMealsTooMany: "You can keep at most 200 of your meals: delete one first",
  myMealItemUnknown: "That food is not in this meal",
  myMealItemNoWeight: "This food has no weight to change",
} as const;

/** The most foods one meal may hold. */
export const MEAL_ITEMS_MAX = 30;

/** The most a single logged food may weigh, in grams. */
export const MEAL_AMOUNT_MAX_GRAMS = 5000;

/** Meal type, also accepted with a capital first letter ('Breakfast'). */
export const MealTypeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(MEAL_TYPES, { error: MealMessages.mealTypeRequired }),
);

/** A non-negative amount; the server rounds it to a whole number on save. */
const amount = (minMessage: string) =>
  z.number({ error: minMessage }).finite(minMessage).min(0, minMessage).max(100_000, MealMessages.valueTooLarge);

/** One food of a meal: the amount eaten and what it brings, computed by the server from the food tables. */
export const MealItemSchema = z.object({
  id: z.number().int(),
  /** Null when that (custom) food was deleted later; the values stay. */
  foodId: z.number().int().nullable(),
  name: z.string(),
  amountGrams: z.number(),
  portionLabel: z.string().nullable(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
});
export type MealItem = z.infer<typeof MealItemSchema>;

export const MealEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  food: z.string(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  mealType: z.enum(MEAL_TYPES),
  timestamp: z.iso.datetime({ offset: true }),
  date: LocalDateSchema,
  notes: z.string().nullable(),
  /** The food of the food database the meal was computed from (null: a preset or typed by hand). */
  foodId: z.number().int().nullable().optional(),
  /** How much of that food, in grams. */
  amountGrams: z.number().nullable().optional(),
  /** The household measure chosen ('1 large'), when the amount was given as portions; null for grams. */
  portionLabel: z.string().nullable().optional(),
  /** The foods of the meal (empty: a preset or typed by hand); the meal's values are their sums. */
  items: z.array(MealItemSchema).optional(),
});
export type MealEntry = z.infer<typeof MealEntrySchema>;

const foodIdField = z
  .number({ error: MealMessages.foodIdInvalid })
  .int(MealMessages.foodIdInvalid)
  .min(1, MealMessages.foodIdInvalid)
  .max(2_147_483_647, MealMessages.foodIdInvalid);
const amountGramsField = z
  .number({ error: MealMessages.amountInvalid })
  .finite(MealMessages.amountInvalid)
  .gt(0, MealMessages.amountInvalid)
  .max(MEAL_AMOUNT_MAX_GRAMS, MealMessages.amountInvalid);
const portionLabelField = text().trim().min(1, MealMessages.portionTooLong).max(100, MealMessages.portionTooLong);

const ITEM_VALUES = ["calories", "proteins", "carbs", "fats"] as const;

/**
 * A food of a meal as sent. Usually which food and how much: its name and values come from the food tables.
 * Without a food id (an analyzed dish the food tables do not know) it carries its own name and values.
 */
export const MealItemInputSchema = z
  .strictObject({
    foodId: foodIdField.optional(),
    amountGrams: z
      .number({ error: (issue) => (issue.input === undefined ? MealMessages.amountRequired : MealMessages.amountInvalid) })
      .finite(MealMessages.amountInvalid)
      .gt(0, MealMessages.amountInvalid)
      .max(MEAL_AMOUNT_MAX_GRAMS, MealMessages.amountInvalid),
    portionLabel: portionLabelField.nullish(),
    /**
     * Without a food id: the item's own name (and values below). With one: optionally the name the person saw
     * for it (the analyzer's 'Trancio di pizza', in the page's language), kept instead of the tables' name;
     * its values still come from the tables.
     */
    name: text().trim().min(1, MealMessages.itemNameRequired).max(200, MealMessages.foodTooLong).optional(),
    calories: amount(MealMessages.caloriesMin).optional(),
    proteins: amount(MealMessages.proteinsMin).optional(),
    carbs: amount(MealMessages.carbsMin).optional(),
    fats: amount(MealMessages.fatsMin).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.foodId !== undefined) {
      for (const k of ITEM_VALUES)
        if (v[k] !== undefined) ctx.addIssue({ code: "custom", path: [k], message: MealMessages.itemValuesWithFood });
      return;
    }
    if (v.name === undefined && ITEM_VALUES.every((k) => v[k] === undefined)) {
      ctx.addIssue({ code: "custom", path: ["foodId"], message: MealMessages.foodIdInvalid });
      return;
    }
    if (v.name === undefined) ctx.addIssue({ code: "custom", path: ["name"], message: MealMessages.itemNameRequired });
    const minMessages = {
      calories: MealMessages.caloriesMin,
      proteins: MealMessages.proteinsMin,
      carbs: MealMessages.carbsMin,
      fats: MealMessages.fatsMin,
    };
    for (const k of ITEM_VALUES) if (v[k] === undefined) ctx.addIssue({ code: "custom", path: [k], message: minMessages[k] });
  });
export type MealItemInput = z.input<typeof MealItemInputSchema>;

const mealInputFields = {
  food: text().trim().min(1, MealMessages.foodRequired).max(200, MealMessages.foodTooLong),
  calories: amount(MealMessages.caloriesMin),
  proteins: amount(MealMessages.proteinsMin),
  carbs: amount(MealMessages.carbsMin),
  fats: amount(MealMessages.fatsMin),
  mealType: MealTypeSchema,
  /** When the meal was eaten; defaults to now. */
  timestamp: DateTimeSchema.optional(),
  /** The user's calendar day; defaults to the day of `timestamp` in the user's time zone. */
  date: LocalDateSchema.optional(),
  notes: text({ multiline: true }).trim().max(1000, MealMessages.notesTooLong).nullish(),
  /**
   * The food database entry the values came from (a public food or the user's own custom food;
   * any other id is refused with 400). Sent together with `amountGrams`; null clears the reference.
   */
  foodId: foodIdField.nullish(),
  amountGrams: amountGramsField.nullish(),
  portionLabel: portionLabelField.nullish(),
  /**
   * The meal's foods. With items the server computes each one's values from the food tables and stores
   * the meal's food (their names) and values (their sums); the food and values sent are replaced.
   * On an edit, the list replaces the stored one.
   */
  items: z
    .array(MealItemInputSchema, { error: MealMessages.itemsInvalid })
    .min(1, MealMessages.itemsInvalid)
    .max(MEAL_ITEMS_MAX, MealMessages.itemsInvalid)
    .optional(),
};

/** The food reference travels as one: a food needs its amount, an amount or portion needs its food. */
function checkFoodRef(v: { foodId?: number | null; amountGrams?: number | null; portionLabel?: string | null }, ctx: z.RefinementCtx) {
  if (v.foodId != null && v.amountGrams == null)
    ctx.addIssue({ code: "custom", path: ["amountGrams"], message: MealMessages.amountRequired });
  if (v.foodId == null && v.amountGrams != null) ctx.addIssue({ code: "custom", path: ["foodId"], message: MealMessages.foodRefRequired });
  if (v.foodId == null && v.portionLabel != null) ctx.addIssue({ code: "custom", path: ["foodId"], message: MealMessages.foodRefRequired });
}

function checkItems(v: { foodId?: number | null; items?: unknown[] }, ctx: z.RefinementCtx) {
  if (v.items !== undefined && v.foodId != null) ctx.addIssue({ code: "custom", path: ["items"], message: MealMessages.itemsWithFood });
}

export const LogMealInputSchema = z.strictObject(mealInputFields).superRefine(checkFoodRef).superRefine(checkItems);
export type LogMealInput = z.input<typeof LogMealInputSchema>;

export const UpdateMealInputSchema = z
  .strictObject(mealInputFields)
  .partial()
  .superRefine((v, ctx) => {
    checkItems(v, ctx);
    // Leaving all three out keeps the stored reference; sending any of them replaces it.
    if (v.foodId === undefined && v.amountGrams === undefined && v.portionLabel === undefined) return;
    checkFoodRef(v, ctx);
  });
export type UpdateMealInput = z.input<typeof UpdateMealInputSchema>;

export const MealsQuerySchema = z
  .object({
    startDate: LocalDateSchema.optional(),
    endDate: LocalDateSchema.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: MealMessages.rangeInvalid, path: ["startDate"] });

/**
 * `POST /api/meals/:id/copy`: the meal again, with its foods, on `date` (the user's today by default), as
 * `mealType` (the copied meal's type by default). A recent meal logged again from the Add Meal form sends the
 * form's meal type.
 */
export const CopyMealInputSchema = z.strictObject({ date: LocalDateSchema.optional(), mealType: MealTypeSchema.optional() });
export type CopyMealInput = z.input<typeof CopyMealInputSchema>;

/** `POST /api/meals/copy-day`: every meal of `mealType` on `fromDate`, again on `toDate` (the user's today by default). */
export const CopyDayInputSchema = z.strictObject({
  fromDate: LocalDateSchema,
  toDate: LocalDateSchema.optional(),
  mealType: MealTypeSchema,
});
export type CopyDayInput = z.input<typeof CopyDayInputSchema>;

/** `GET /api/meals/recent`: the meal type to rank for (the one of the user's time of day by default) and how many. */
export const RecentMealsQuerySchema = z.object({
  mealType: MealTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(6),
});
export type RecentMealsQuery = z.input<typeof RecentMealsQuerySchema>;

/**
 * One of the user's recent distinct meals (the same foods in the same amounts count once): its latest entry,
 * and how often it was logged in the history looked at. Logged again with `POST /api/meals/:id/copy`.
 */
export const RecentMealSchema = z.object({ meal: MealEntrySchema, timesLogged: z.number().int() });
export type RecentMeal = z.infer<typeof RecentMealSchema>;

/**
 * The meal type of a time of day (minutes after the user's midnight): breakfast before 10:30, lunch until
 * 15:00, a snack until 18:00, then dinner.
 */
export function mealTypeForMinutes(minutes: number): MealType {
  if (minutes < 10 * 60 + 30) return "breakfast";
  if (minutes < 15 * 60) return "lunch";
  if (minutes < 18 * 60) return "snack";
  return "dinner";
}

/** The 20 preset foods in docs/product/tracking.md#presets, plus 'Other (custom)' in the form. */
export const PRESET_FOODS = [
  { name: "Greek yogurt", portion: "150 g", calories: 145, proteins: 15, carbs: 6, fats: 5 },
  { name: "Chicken breast", portion: "100 g", calories: 165, proteins: 31, carbs: 0, fats: 4 },
  { name: "Eggs", portion: "2 medium", calories: 155, proteins: 13, carbs: 1, fats: 11 },
  { name: "Durum pasta", portion: "80 g dry", calories: 280, proteins: 10, carbs: 56, fats: 1 },
  { name: "White rice", portion: "80 g dry", calories: 290, proteins: 5, carbs: 64, fats: 1 },
  { name: "Whole wheat bread", portion: "50 g", calories: 120, proteins: 5, carbs: 20, fats: 2 },
  { name: "Salmon", portion: "100 g", calories: 208, proteins: 20, carbs: 0, fats: 13 },
  { name: "Canned tuna", portion: "100 g", calories: 116, proteins: 26, carbs: 0, fats: 1 },
  { name: "Avocado", portion: "150 g", calories: 240, proteins: 3, carbs: 12, fats: 22 },
  { name: "Banana", portion: "120 g", calories: 105, proteins: 1, carbs: 27, fats: 0 },
  { name: "Apple", portion: "150 g", calories: 80, proteins: 0, carbs: 21, fats: 0 },
  { name: "Almonds", portion: "30 g", calories: 174, proteins: 6, carbs: 6, fats: 15 },
  { name: "Semi-skimmed milk", portion: "250 ml", calories: 115, proteins: 8, carbs: 12, fats: 4 },
  { name: "Olive oil", portion: "15 ml", calories: 120, proteins: 0, carbs: 0, fats: 14 },
  { name: "Spinach", portion: "100 g", calories: 23, proteins: 3, carbs: 4, fats: 0 },
  { name: "Boiled potatoes", portion: "150 g", calories: 130, proteins: 3, carbs: 30, fats: 0 },
  { name: "Brown rice", portion: "80 g", calories: 280, proteins: 6, carbs: 59, fats: 2 },
  { name: "Mozzarella", portion: "100 g", calories: 280, proteins: 22, carbs: 2, fats: 22 },
  { name: "Quinoa", portion: "80 g", calories: 280, proteins: 10, carbs: 51, fats: 4 },
  { name: "Veggie burger", portion: "100 g", calories: 240, proteins: 16, carbs: 10, fats: 17 },
] as const;
export type PresetFood = (typeof PRESET_FOODS)[number];

/** The form's food text for a preset: 'name (portion)'. */
export const presetLabel = (p: PresetFood): string => `${p.name} (${p.portion})`;
