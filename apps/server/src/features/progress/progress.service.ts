import {
  addDays,
  basalMetabolicRate,
  computeGamification,
  dailyEnergy,
  engagementTier,
  estimateEnergy,
  ENERGY_MAX_DAYS,
  meetsGoal,
  successTier,
  trendWeights,
  BADGES,
  type BadgeAward,
  type EnergyEstimate,
  type LoggedDay,
  type ProgressSummary,
  type UserProfile,
  type WeighIn,
} from "@app/shared";
import type { Db } from "../../db/client.ts";
import { listFeedback } from "../ai/index.ts";
import { findActiveGoal } from "../goals/index.ts";
import { listMealDays } from "../meals/index.ts";
import { findProfile } from "../profile/index.ts";
import { listWeighIns, type StoredWeighIn } from "./progress.repository.ts";

/** How many entries of the points history are returned. */
export const HISTORY_LIMIT = 60;
/** The success tier looks at the logged days of the last 30 finished days. */
const SUCCESS_DAYS = 30;

/** Summary of logged days, the goal's calories and the feedback count, from records only. */
export function summarize(days: readonly LoggedDay[], goalCalories: number | null, feedbacks: number, today: string): ProgressSummary {
  const g = computeGamification(days, goalCalories, today);
  const since = addDays(today, -SUCCESS_DAYS);
  const recent = days.filter((d) => d.meals > 0 && d.date >= since && d.date < today);
  const met = recent.filter((d) => meetsGoal(d.calories, goalCalories)).length;
  const share = recent.length > 0 ? met / recent.length : 0;
  return {
    totalPoints: g.totalPoints,
    level: g.level,
    levelProgress: g.levelProgress,
    pointsToNextLevel: g.pointsToNextLevel,
    currentStreak: g.currentStreak,
    longestStreak: g.longestStreak,
    goalDays: g.goalDays,
    badges: g.badges.map(toAward),
    history: g.history.slice(0, HISTORY_LIMIT),
    engagement: { feedbacks, tier: engagementTier(feedbacks) },
    success:
      goalCalories && recent.length > 0 ? { share: Math.round(share * 100) / 100, days: recent.length, tier: successTier(share) } : null,
  };
}

export const toAward = (b: { id: keyof typeof BADGES; earnedOn: string; earnedAt: string }): BadgeAward => ({
  id: b.id,
  badge: BADGES[b.id],
  earnedOn: b.earnedOn,
  earnedAt: b.earnedAt,
});

export async function progressSummary(db: Db, userId: number, today: string): Promise<ProgressSummary> {
  const [days, goal, feedback] = await Promise.all([listMealDays(db, userId), findActiveGoal(db, userId), listFeedback(db, userId)]);
  return summarize(days, goal?.calories ?? null, feedback.length, today);
}

/** The weigh-ins, oldest first, each with the trend weight of its day. */
export function withTrend(stored: readonly StoredWeighIn[]): WeighIn[] {
  const trend = trendWeights(stored.map((w) => ({ date: w.date, value: w.weightKg })));
  return stored.map((w, i) => ({ id: w.id, date: w.date, weightKg: w.weightKg, trendKg: trend[i]!.value, note: w.note }));
}

/** The formula's daily energy (Harris-Benedict × activity), with the latest weigh-in's weight when there is one. */
export function formulaEnergy(profile: UserProfile | undefined, latestKg: number | undefined): number | null {
  if (!profile) return null;
  return dailyEnergy(basalMetabolicRate({ ...profile, weight: latestKg ?? profile.weight }), profile.activityLevel);
}

export async function energyEstimateFor(db: Db, userId: number, today: string): Promise<EnergyEstimate> {
  const [days, stored, profile] = await Promise.all([
    listMealDays(db, userId, { startDate: addDays(today, -(ENERGY_MAX_DAYS + 1)) }),
    listWeighIns(db, userId),
    findProfile(db, userId),
  ]);
  return estimateEnergy(
    days.map((d) => ({ date: d.date, value: d.calories })),
    stored.map((w) => ({ date: w.date, value: w.weightKg })),
    formulaEnergy(profile, stored.at(-1)?.weightKg),
    today,
  );
}

/** The example progress of demo mode: three weeks of logging, most days near a 2,000 kcal goal. */
export function demoProgress(today: string): { summary: ProgressSummary; weighIns: WeighIn[] } {
  const days: LoggedDay[] = [];
  const weights: StoredWeighIn[] = [];
  for (let i = 20; i >= 0; i--) {
    const date = addDays(today, -i);
    if (i === 13) continue; // one missed day: the streak starts again
    const calories = [1950, 2080, 2400, 1890, 2010, 1760, 2050][i % 7]!;
    days.push({ date, meals: i === 0 ? 2 : 3 + (i % 2), calories, lastAt: `${date}T19:30:00.000Z` });
    if (i % 2 === 0)
      weights.push({ id: 1000 + i, date, weightKg: Math.round((78.4 - (20 - i) * 0.05 + ((i * 7) % 5) * 0.15) * 10) / 10, note: null });
  }
  return { summary: summarize(days, 2000, 6, today), weighIns: withTrend(weights) };
}
