import { z } from "zod";
import { LocalDateSchema, text } from "./common.ts";
import { FoodSearchResultSchema } from "./foods.ts";
import { MEAL_AMOUNT_MAX_GRAMS, MEAL_ITEMS_MAX, MealEntrySchema, MealMessages, MealTypeSchema } from "./meals.ts";

/** The longest name of one of the user's meals. */
export const MY_MEAL_NAME_MAX = 80;
/** The most meals one user may keep. */
export const MY_MEALS_MAX = 200;

/** A food of one of the user's meals: the amount and its values when saved (recomputed from the food tables when logged). */
export const MyMealItemSchema = z.object({
  id: z.number().int(),
  /** Null for a food typed by hand or analyzed, or a custom food deleted since: its values stay. */
  foodId: z.number().int().nullable(),
  name: z.string(),
  /** Null for a meal typed by hand (no weight). */
  amountGrams: z.number().nullable(),
  portionLabel: z.string().nullable(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
});
export type MyMealItem = z.infer<typeof MyMealItemSchema>;

/** 'My meals': a named combination of foods the user logs again in one tap. Its values are the items' sums. */
export const MyMealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  items: z.array(MyMealItemSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MyMeal = z.infer<typeof MyMealSchema>;

const nameField = text().trim().min(1, MealMessages.myMealNameRequired).max(MY_MEAL_NAME_MAX, MealMessages.myMealNameTooLong);

/** `POST /api/my-meals`: save one of the user's logged meals (its foods and amounts) under a name. */
export const CreateMyMealInputSchema = z.strictObject({
  name: nameField,
  mealId: z.number({ error: "Meal not found" }).int("Meal not found").min(1, "Meal not found").max(2_147_483_647, "Meal not found"),
});
export type CreateMyMealInput = z.input<typeof CreateMyMealInputSchema>;

/**
 * `PATCH /api/my-meals/:id`: rename, and/or the foods to keep with their amounts (in order; a food left out is
 * removed; a new amount recomputes its values).
 */
export const UpdateMyMealInputSchema = z.strictObject({
  name: nameField.optional(),
  items: z
    .array(
      z.strictObject({
        id: z.number().int().min(1, MealMessages.myMealItemUnknown).max(2_147_483_647, MealMessages.myMealItemUnknown),
        amountGrams: z
          .number({ error: MealMessages.amountInvalid })
          .finite(MealMessages.amountInvalid)
          .gt(0, MealMessages.amountInvalid)
          .max(MEAL_AMOUNT_MAX_GRAMS, MealMessages.amountInvalid)
          .optional(),
      }),
      { error: MealMessages.itemsInvalid },
    )
    .min(1, MealMessages.itemsInvalid)
    .max(MEAL_ITEMS_MAX, MealMessages.itemsInvalid)
    .optional(),
});
export type UpdateMyMealInput = z.input<typeof UpdateMyMealInputSchema>;

/**
 * `POST /api/my-meals/:id/log`: log it as a meal, on `date` (the user's today by default), as `mealType` (the
 * type of the user's time of day by default).
 */
export const LogMyMealInputSchema = z.strictObject({ date: LocalDateSchema.optional(), mealType: MealTypeSchema.optional() });
export type LogMyMealInput = z.input<typeof LogMyMealInputSchema>;

/** `GET /api/favourites`: the user's starred foods and meals, the latest starred first. */
export const FavouritesSchema = z.object({
  foods: z.array(FoodSearchResultSchema),
  meals: z.array(MealEntrySchema),
});
export type Favourites = z.infer<typeof FavouritesSchema>;
