import { z } from "zod";
import { LocalDateSchema, numberField, text } from "./common.ts";
import { BADGE_ICONS, BADGE_IDS } from "./nutrition/gamification.ts";

/** GET /api/points/{userId}, docs/product/progress.md#server-calls. */
export const PointsSchema = z.object({ totalPoints: z.number().int(), level: z.number().int() });
export type Points = z.infer<typeof PointsSchema>;
/** GET /api/streaks/{userId}, docs/product/progress.md#server-calls. */
export const StreaksSchema = z.object({ currentStreak: z.number().int(), longestStreak: z.number().int() });
export type Streaks = z.infer<typeof StreaksSchema>;

export const BadgeSchema = z.object({ name: z.string(), icon: z.enum(BADGE_ICONS), description: z.string() });
/** A badge award of GET /api/badges/{userId}: id, badge {name, icon, description}, and when. */
export const BadgeAwardSchema = z.object({
  id: z.enum(BADGE_IDS),
  badge: BadgeSchema,
  earnedOn: LocalDateSchema,
  earnedAt: z.string(),
});
export type BadgeAward = z.infer<typeof BadgeAwardSchema>;

export const PointsHistoryEntrySchema = z.object({
  source: z.enum(["meal", "streak", "goal"]),
  points: z.number().int(),
  date: LocalDateSchema,
  timestamp: z.string(),
  detail: z.number(),
});
export type PointsHistoryEntry = z.infer<typeof PointsHistoryEntrySchema>;

export const ProgressQuerySchema = z.object({ userId: z.string().max(20).optional() });

/** GET /api/progress: everything the Progress screen shows. */
export const ProgressSummarySchema = z.object({
  totalPoints: z.number().int(),
  level: z.number().int(),
  levelProgress: z.number().int(),
  pointsToNextLevel: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  goalDays: z.number().int(),
  badges: z.array(BadgeAwardSchema),
  /** Newest first, the last 60 entries. */
  history: z.array(PointsHistoryEntrySchema),
  /** The number of meal-suggestion feedbacks given, and its tier. */
  engagement: z.object({ feedbacks: z.number().int(), tier: z.enum(["beginner", "intermediate", "expert"]) }),
  /** The share of logged days of the last 30 that met the goal; null without a goal or a finished logged day. */
  success: z.object({ share: z.number(), days: z.number().int(), tier: z.enum(["struggling", "moderate", "proficient"]) }).nullable(),
});
export type ProgressSummary = z.infer<typeof ProgressSummarySchema>;

// Weight log

export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const KG_PER_LB = 0.45359237;

export const WeighInMessages = {
  weightMin: "Weight must be at least 20 kg",
  weightMax: "Weight must be at most 300 kg",
  dateInFuture: "A weigh-in cannot be in the future",
  notFound: "Weigh-in not found",
  dayTaken: "There is already a weigh-in on that day",
} as const;

/** The weight in kg of `value` in `unit`. */
export const toKg = (value: number, unit: WeightUnit) => (unit === "lb" ? value * KG_PER_LB : value);
export const fromKg = (kg: number, unit: WeightUnit) => (unit === "lb" ? kg / KG_PER_LB : kg);

const weighInBase = z.strictObject({
  date: LocalDateSchema,
  weight: numberField(),
  unit: z.enum(WEIGHT_UNITS).default("kg"),
  note: text().trim().max(200).optional(),
});
const inRange = (v: { weight?: number; unit?: WeightUnit }, ctx: z.RefinementCtx) => {
  if (v.weight === undefined) return;
  const kg = toKg(v.weight, v.unit ?? "kg");
  if (kg < 20) ctx.addIssue({ code: "custom", path: ["weight"], message: WeighInMessages.weightMin });
  if (kg > 300) ctx.addIssue({ code: "custom", path: ["weight"], message: WeighInMessages.weightMax });
};
/** POST /api/weigh-ins: a weigh-in on a day (one per day: a second one the same day replaces it). */
export const WeighInInputSchema = weighInBase.superRefine(inRange);
export type WeighInInput = z.input<typeof WeighInInputSchema>;
export const UpdateWeighInInputSchema = weighInBase.partial().superRefine(inRange);
export type UpdateWeighInInput = z.input<typeof UpdateWeighInInputSchema>;

export const WeighInSchema = z.object({
  id: z.number().int(),
  date: LocalDateSchema,
  weightKg: z.number(),
  /** The exponential-moving-average trend on that day. */
  trendKg: z.number(),
  note: z.string().nullable(),
});
export type WeighIn = z.infer<typeof WeighInSchema>;

// Adaptive energy estimate

export const EnergyEstimateSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("ready"),
    estimateKcal: z.number().int(),
    uncertaintyKcal: z.number().int(),
    formulaKcal: z.number().int().nullable(),
    dataKcal: z.number().int(),
    averageIntakeKcal: z.number().int(),
    weightChangeKgPerWeek: z.number(),
    dataWeight: z.number(),
    windowStart: LocalDateSchema,
    windowEnd: LocalDateSchema,
    intakeDays: z.number().int(),
    weighIns: z.number().int(),
  }),
  z.object({
    status: z.literal("not_enough_data"),
    formulaKcal: z.number().int().nullable(),
    intakeDays: z.number().int(),
    weighIns: z.number().int(),
    daysNeeded: z.number().int(),
  }),
]);
