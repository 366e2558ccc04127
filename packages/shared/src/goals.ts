import { z } from "zod";
import { DateTimeSchema, LocalDateSchema, numberField, text } from "./common.ts";

export const GoalMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  caloriesMin: "Calories must be greater than 0",
  proteinsMin: "Proteins cannot be negative",
  carbsMin: "Carbs cannot be negative",
  fatsMin: "Fats cannot be negative",
  valueTooLarge: "Value is too large",
  startDateRequired: "Start date is required",
  endBeforeStart: "The end date cannot be before the start date",
  descriptionTooLong: "Description must be at most 1000 characters",
} as const;

const target = (min: number, message: string) => numberField().min(min, message).max(100_000, GoalMessages.valueTooLarge);

export const NutritionGoalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  startDate: LocalDateSchema,
  endDate: LocalDateSchema.nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NutritionGoal = z.infer<typeof NutritionGoalSchema>;

const goalFields = {
  name: text().trim().min(1, GoalMessages.nameRequired).max(100, GoalMessages.nameTooLong),
  description: text({ multiline: true }).trim().max(1000, GoalMessages.descriptionTooLong).nullish(),
  calories: target(1, GoalMessages.caloriesMin),
  proteins: target(0, GoalMessages.proteinsMin),
  carbs: target(0, GoalMessages.carbsMin),
  fats: target(0, GoalMessages.fatsMin),
  startDate: text()
    .min(1, GoalMessages.startDateRequired)
    .pipe(LocalDateSchema.or(DateTimeSchema.transform((d) => d.slice(0, 10)))),
  endDate: LocalDateSchema.or(DateTimeSchema.transform((d) => d.slice(0, 10))).nullish(),
  isActive: z.boolean().optional(),
};

const endNotBeforeStart = (g: { startDate?: string; endDate?: string | null }) => !g.startDate || !g.endDate || g.endDate >= g.startDate;

export const GoalInputSchema = z
  .strictObject(goalFields)
  .refine(endNotBeforeStart, { message: GoalMessages.endBeforeStart, path: ["endDate"] });
export type GoalInput = z.input<typeof GoalInputSchema>;

export const UpdateGoalInputSchema = z
  .strictObject(goalFields)
  .partial()
  .refine(endNotBeforeStart, { message: GoalMessages.endBeforeStart, path: ["endDate"] });
export type UpdateGoalInput = z.input<typeof UpdateGoalInputSchema>;

export const GOAL_FORM_DEFAULTS = { calories: 2000, proteins: 150, carbs: 200, fats: 65 } as const;

/** The 7 goal presets in docs/product/tracking.md#presets. */
export const GOAL_PRESETS = [
  { id: "maintenance", name: "Maintenance", calories: 2000, proteins: 150, carbs: 250, fats: 65 },
  { id: "weight-loss", name: "Weight loss", calories: 1600, proteins: 140, carbs: 170, fats: 50 },
  { id: "muscle-gain", name: "Muscle gain", calories: 2500, proteins: 190, carbs: 300, fats: 70 },
  { id: "low-carb", name: "Low carb", calories: 1800, proteins: 150, carbs: 50, fats: 120 },
  { id: "ketogenic", name: "Ketogenic", calories: 1900, proteins: 120, carbs: 30, fats: 140 },
  { id: "mediterranean", name: "Mediterranean", calories: 2100, proteins: 110, carbs: 270, fats: 75 },
  { id: "custom", name: "Custom", calories: 2000, proteins: 150, carbs: 200, fats: 65 },
] as const;
