/**
 * Points, streaks and badges, computed from the days the user logged meals on (docs/product/progress.md#points-streaks-and-levels).
 *
 * Everything here follows the records that exist, never a counter: the same meals give the same points
 * however often they were edited, deleted and logged again, or logged in parallel. The rules:
 * - 10 points per meal, for at most MEAL_POINTS_DAILY_CAP meals a day (logging 30 meals in a minute
 *   gives the points of 6);
 * - 50 points each time a streak reaches a multiple of 7 days (day 7, 14, 21…);
 * - 100 points for each finished day (before today) whose calories are within ±10 % of the active goal;
 * - the level is 1 + points ÷ 100 (rounded down); the progress in the level is points mod 100.
 * A streak counts consecutive calendar days with at least one meal, in the user's time zone (the meal's
 * `date`); the current streak is still alive until the end of the day after its last day.
 */
import { addDays } from "./local-date.ts";

export const MEAL_POINTS = 10;
export const MEAL_POINTS_DAILY_CAP = 6;
export const STREAK_BONUS_POINTS = 50;
export const STREAK_BONUS_DAYS = 7;
export const GOAL_DAY_POINTS = 100;
export const GOAL_TOLERANCE = 0.1;
export const POINTS_PER_LEVEL = 100;

export const BADGE_IDS = [
  "first-steps",
  "century-club",
  "elite-status",
  "week-warrior",
  "month-master",
  "perfect-week",
  "consistency-king",
  "goal-crusher",
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];
export const BADGE_ICONS = ["Flame", "Trophy", "Star", "Award", "Sparkles", "Zap", "Medal", "Crown"] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

/** The 8 badges (docs/product/progress.md#badges): their name, icon and the rule that earns them. */
export const BADGES: Record<BadgeId, { name: string; icon: BadgeIcon; description: string }> = {
  "first-steps": { name: "First Steps", icon: "Sparkles", description: "Log your first meal" },
  "century-club": { name: "Century Club", icon: "Star", description: "Earn 100 points" },
  "elite-status": { name: "Elite Status", icon: "Crown", description: "Earn 500 points" },
  "week-warrior": { name: "Week Warrior", icon: "Flame", description: "Log meals 7 days in a row" },
  "month-master": { name: "Month Master", icon: "Trophy", description: "Log meals 30 days in a row" },
  "perfect-week": { name: "Perfect Week", icon: "Award", description: "Meet your calorie goal 7 days in a row" },
  "consistency-king": { name: "Consistency King", icon: "Medal", description: "Reach a best streak of 10 days" },
  "goal-crusher": { name: "Goal Crusher", icon: "Zap", description: "Meet your calorie goal on 10 days" },
};

/** One calendar day with meals: how many and their calories. */
export interface LoggedDay {
  date: string;
  meals: number;
  calories: number;
  /** When the day's last meal was eaten (ISO); the history's timestamp. */
  lastAt: string;
}

export type PointsSource = "meal" | "streak" | "goal";
export interface PointsEvent {
  source: PointsSource;
  points: number;
  date: string;
  timestamp: string;
  /** Meals counted, streak length reached, or the day's calories. */
  detail: number;
}

export interface GamificationResult {
  totalPoints: number;
  level: number;
  /** Points in the current level (points mod 100). */
  levelProgress: number;
  pointsToNextLevel: number;
  currentStreak: number;
  longestStreak: number;
  goalDays: number;
  /** Earned badges and the day each was earned. */
  badges: { id: BadgeId; earnedOn: string; earnedAt: string }[];
  /** Newest first. */
  history: PointsEvent[];
}

export const levelOf = (points: number) => Math.floor(points / POINTS_PER_LEVEL) + 1;

/** Whether `calories` meets a goal of `goalCalories` (within ±10 %). */
export function meetsGoal(calories: number, goalCalories: number | null | undefined): boolean {
  if (!goalCalories || goalCalories <= 0) return false;
  return Math.abs(calories - goalCalories) <= goalCalories * GOAL_TOLERANCE;
}

/**
 * The user's points, streaks, badges and history from their logged days (any order, one entry per date),
 * the active goal's calories (null: no goal) and their today.
 */
export function computeGamification(days: readonly LoggedDay[], goalCalories: number | null, today: string): GamificationResult {
  const sorted = [...days].filter((d) => d.meals > 0 && d.date <= today).sort((a, b) => (a.date < b.date ? -1 : 1));
  const history: PointsEvent[] = [];
  const badges = new Map<BadgeId, { earnedOn: string; earnedAt: string }>();
  const earn = (id: BadgeId, day: LoggedDay) => {
    if (!badges.has(id)) badges.set(id, { earnedOn: day.date, earnedAt: day.lastAt });
  };
  let total = 0;
  let run = 0;
  let longest = 0;
  let goalRun = 0;
  let goalDays = 0;
  let previous: string | null = null;
  let previousGoal: string | null = null;
  for (const day of sorted) {
    const counted = Math.min(day.meals, MEAL_POINTS_DAILY_CAP);
    const add = (source: PointsSource, points: number, detail: number) => {
      total += points;
      history.push({ source, points, date: day.date, timestamp: day.lastAt, detail });
    };
    add("meal", counted * MEAL_POINTS, counted);
    earn("first-steps", day);
    run = previous !== null && addDays(previous, 1) === day.date ? run + 1 : 1;
    previous = day.date;
    longest = Math.max(longest, run);
    if (run % STREAK_BONUS_DAYS === 0) add("streak", STREAK_BONUS_POINTS, run);
    if (day.date < today && meetsGoal(day.calories, goalCalories)) {
      add("goal", GOAL_DAY_POINTS, day.calories);
      goalDays++;
      goalRun = previousGoal !== null && addDays(previousGoal, 1) === day.date ? goalRun + 1 : 1;
      previousGoal = day.date;
      if (goalRun >= 7) earn("perfect-week", day);
      if (goalDays >= 10) earn("goal-crusher", day);
    }
    if (run >= 7) earn("week-warrior", day);
    if (run >= 30) earn("month-master", day);
    if (longest >= 10) earn("consistency-king", day);
    if (total >= 100) earn("century-club", day);
    if (total >= 500) earn("elite-status", day);
  }
  // The current streak: the run that ends today, or yesterday (today may still bring a meal).
  const current = previous !== null && (previous === today || previous === addDays(today, -1)) ? run : 0;
  const level = levelOf(total);
  return {
    totalPoints: total,
    level,
    levelProgress: total % POINTS_PER_LEVEL,
    pointsToNextLevel: POINTS_PER_LEVEL - (total % POINTS_PER_LEVEL),
    currentStreak: current,
    longestStreak: longest,
    goalDays,
    badges: BADGE_IDS.filter((id) => badges.has(id)).map((id) => ({ id, ...badges.get(id)! })),
    history: history.toReversed(),
  };
}

export type EngagementTier = "beginner" | "intermediate" | "expert";
export type SuccessTier = "struggling" | "moderate" | "proficient";

/** Engagement by the number of meal-suggestion feedbacks given. */
export const engagementTier = (feedbacks: number): EngagementTier =>
  feedbacks < 10 ? "beginner" : feedbacks < 20 ? "intermediate" : "expert";
/** Success by the share (0-1) of logged days that met the goal. */
export const successTier = (share: number): SuccessTier => (share < 0.5 ? "struggling" : share < 0.7 ? "moderate" : "proficient");
