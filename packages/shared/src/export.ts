import { z } from "zod";
import { ChatMessageSchema } from "./ai.ts";
import { FoodSearchResultSchema } from "./foods.ts";
import { NutritionGoalSchema } from "./goals.ts";
import { MealEntrySchema, MealItemSchema } from "./meals.ts";
import { MyMealSchema } from "./my-meals.ts";
import { MealPlanExportSchema } from "./planner.ts";
import { PreferencesSchema } from "./preferences.ts";
import { UserProfileSchema } from "./profile.ts";

/**
 * `GET /api/export-data` (JSON): everything the product keeps about the user. The answer carries only these
 * keys (SECURITY.md T-PRIV-02): never a password hash, a session or a reset code.
 */
export const ExportDataSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    timeZone: z.string().nullable(),
    trialEndsAt: z.iso.datetime({ offset: true }),
  }),
  profile: UserProfileSchema.nullable(),
  activeGoalId: z.number().int().nullable(),
  nutritionGoals: z.array(NutritionGoalSchema),
  /** Each meal with its foods (empty for presets and meals typed by hand). */
  meals: z.array(MealEntrySchema.extend({ items: z.array(MealItemSchema) })),
  foodPreferences: PreferencesSchema,
  customFoods: z.array(FoodSearchResultSchema),
  /** 'My meals': the user's named combinations of foods. */
  myMeals: z.array(MyMealSchema),
  /** The meal-plan schedules with their planned days and meals. */
  mealPlans: z.array(MealPlanExportSchema),
  /** The starred foods and meals (by id; the meals are in `meals`, public foods in the food tables). */
  favourites: z.object({ foodIds: z.array(z.number().int()), mealIds: z.array(z.number().int()) }),
  suggestionFeedback: z.array(
    z.object({
      mealName: z.string(),
      rating: z.number().int(),
      recipeId: z.number().int().nullable(),
      cuisine: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /** One conversation per CHAT_TYPES entry. */
  chats: z.object({ meals: z.array(ChatMessageSchema), goals: z.array(ChatMessageSchema) }),
});
export type ExportData = z.infer<typeof ExportDataSchema>;
