/**
 * The chat question set (apps/server/test/eval/chat-questions.json): questions written the way people ask them, in
 * English and Italian, each with the expected numbers. Food numbers come from a reference entry of the food tables ×
 * a portion weight from the tables; personal numbers from the fixture user's profile, goal and meals, by the rules
 * below (the product's rules: revised Harris-Benedict, 7700 kcal per kg, at most ~1 % of body weight a week).
 * Prints the share right overall, per category and per language, and every failure with the answer given.
 */
import { readFileSync } from "node:fs";
import {
  basalMetabolicRate,
  bmi,
  dailyEnergy,
  macroGrams,
  proteinTarget,
  type ActivityLevel,
  type Gender,
  type MealEntry,
  type MealSuggestion,
  type MealType,
  type NutritionGoal,
  type UserProfile,
} from "@app/shared";
import type { Db } from "../src/db/client.ts";
import { mealItemOf, type AiSources } from "../src/features/ai/ai.service.ts";
import { factsOf } from "../src/features/ai/ai.sources.ts";
import { answerOffline, type ChatContext, type Language } from "../src/features/ai/chat.engine.ts";
import { REFERENCE } from "../src/features/ai/knowledge.ts";
import { dayWithBudget, suggestMeals, type Catalogue } from "../src/features/ai/suggestions.engine.ts";
import { describeMeal } from "../src/features/analyzer/index.ts";
import { findFoodIdsBySourceKeys, getFoodDetail } from "../src/features/foods/index.ts";

/** Caffeine is in mg, energy in kcal, the others in g. */
type Nutrient = "kcal" | "protein" | "carbs" | "fat" | "fiber" | "sugars" | "salt" | "caffeine";
type Expect =
  | { nutrient: Nutrient; food: string; portion?: string; count?: number; grams?: number }
  | { amount: string; portion: string; count: number }
  | { personal: string; value?: number; by?: string }
  | { text: string }
  /** Words the answer must not hold: a wrong food ('french toast' for toast with butter), a wrong measure. */
  | { absent: string }
  | { first: string }
  | { value: number; unit: "g" | "L" }
  /** A meal or dish whose size people judge differently: a figure of the nutrient within [min, max]. */
  | { range: Nutrient; min: number; max: number }
  /** 'how much rice is 200 kcal?': the grams of the food (a key of `foods`) that give `kcal`. */
  | { gramsFor: string; kcal: number };
interface FoodRef {
  ref: string;
  name: string;
  portions: Record<string, number>;
  tol?: number;
}
interface Fixture {
  profile: { gender: Gender; age: number; height: number; weight: number; activityLevel: ActivityLevel };
  goal: { name: string; type: "weight_loss" | "maintenance" | "muscle_gain"; calories: number } | null;
  meals: { food: string; mealType: MealType; calories: number; proteins: number; carbs: number; fats: number }[];
}
interface ChatSet {
  today: string;
  localHour: number;
  defaultTol: number;
  foods: Record<string, FoodRef>;
  users: Record<string, Fixture | null>;
  questions: { id: number; category: string; lang: Language; user: string; q: string; heldOut?: boolean; expect: Expect[] }[];
}

const SET_PATH = new URL("../test/eval/chat-questions.json", import.meta.url);
const KCAL_PER_KG = 7700;
const DAY = 86_400_000;
const NUTRIENT_NEAR: Record<Nutrient, RegExp> = {
  kcal: /kcal|calori|energ/i,
  protein: /protein/i,
  carbs: /carb/i,
  fat: /\bfat|grass/i,
  fiber: /fib/i,
  sugars: /sugar|zuccher/i,
  salt: /\bsalt|\bsale\b/i,
  caffeine: /caffe/i,
};
const VERDICT: Record<string, RegExp> = {
  low: /too low|not enough|troppo poch|troppo bass|non bastano|insufficient/i,
  deficit: /deficit/i,
  maintain: /maintenance|maintain|mantenimento|mantenere/i,
  surplus: /surplus/i,
  high: /too high|too much|troppe|troppo alt/i,
};
const TOO_FAST = /too fast|troppo veloce|more than 1 %|più dell'1 %/i;

const num = (s: string) => Number(s.replace(",", "."));
/** Every 'number unit' in the text, with where it stands. */
function figures(text: string): { value: number; unit: string; at: number }[] {
  // '120-165 g' states two figures in grams.
  return [
    ...text.matchAll(/(\d+(?:[.,]\d+)?)(?:\s*[-–]\s*(\d+(?:[.,]\d+)?))?\s*(kcal|calories|calorie|mg|g|ml|L|l)(?![\p{L}])/giu),
  ].flatMap((m) => {
    const unit = m[3]!.toLowerCase().startsWith("cal") ? "kcal" : m[3]!.toLowerCase() === "l" ? "L" : m[3]!.toLowerCase();
    const out = [{ value: num(m[1]!), unit, at: m.index! }];
    if (m[2]) out.push({ value: num(m[2]), unit, at: m.index! });
    return out;
  });
}

/**
 * What a food label may be off by, per 100 g (EU guidance on tolerances for nutrition labelling, 2012): protein,
 * carbohydrates, sugars and fibre ±2 g below 10 g; fat ±1.5 g below 10 g; salt ±0.375 g below 1.25 g; above those,
 * ±20 % (covered by the relative tolerance of the question).
 */
const LABEL_ALLOWANCE_PER_100G: Record<Nutrient, (per100: number) => number> = {
  kcal: () => 0,
  protein: (v) => (v < 10 ? 2 : 0),
  carbs: (v) => (v < 10 ? 2 : 0),
  sugars: (v) => (v < 10 ? 2 : 0),
  fiber: (v) => (v < 10 ? 2 : 0),
  fat: (v) => (v < 10 ? 1.5 : 0),
  salt: (v) => (v < 1.25 ? 0.375 : 0),
  caffeine: () => 0,
};
const unitOf = (n: Nutrient) => (n === "kcal" ? "kcal" : n === "caffeine" ? "mg" : "g");
const within = (v: number, expected: number, rel: number, abs: number) => Math.abs(v - expected) <= Math.max(abs, Math.abs(expected) * rel);
function hasFigure(text: string, unit: string, expected: number, rel: number, abs: number, near?: RegExp): boolean {
  return figures(text).some((f) => {
    if (f.unit !== unit && !(unit === "g" && f.unit === "ml")) return false;
    if (!within(f.value, expected, rel, abs)) return false;
    if (!near) return true;
    const window = text.slice(Math.max(0, f.at - 60), f.at + 60);
    return near.test(window);
  });
}
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);

const pct = (xs: { ok: boolean }[]) =>
  `${xs.filter((x) => x.ok).length}/${xs.length} (${((100 * xs.filter((x) => x.ok).length) / Math.max(1, xs.length)).toFixed(1)} %)`;

export async function runChatSet(db: Db, sources: AiSources, catalogue: Catalogue): Promise<{ right: number; total: number }> {
  const set = JSON.parse(readFileSync(SET_PATH, "utf8")) as ChatSet;
  // Reference nutrients per 100 g, from the food tables.
  const keys = Object.values(set.foods).map((f) => {
    const [source, sourceId] = f.ref.split(":") as [string, string];
    return { source, sourceId };
  });
  const rows = await findFoodIdsBySourceKeys(db, keys);
  const per100 = new Map<string, Record<Nutrient, number | null>>();
  for (const [key, f] of Object.entries(set.foods)) {
    const row = rows.get(f.ref);
    if (!row) throw new Error(`chat set: reference food ${f.ref} (${key}) is not in the food tables`);
    const detail = (await getFoodDetail(db, row.id, { locale: "en" }))!;
    per100.set(key, { ...factsOf(detail).per100g, caffeine: detail.nutrients.caffeineMg ?? null });
  }

  const results: { category: string; lang: string; heldOut: boolean; ok: boolean }[] = [];
  const failures: string[] = [];
  // EVAL_CHAT_IDS=901,902 runs only those questions (while fixing a case; the figures are the whole set's); EVAL_CHAT_SHOW=1
  // prints every answer.
  const only = process.env.EVAL_CHAT_IDS?.split(",").map(Number);
  for (const item of set.questions.filter((q) => !only || only.includes(q.id))) {
    const fx = set.users[item.user] ?? null;
    const profile: UserProfile | undefined = fx
      ? { id: 1, userId: 1, name: item.user, ...fx.profile, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" }
      : undefined;
    const goal: NutritionGoal | undefined = fx?.goal
      ? {
          id: 1,
          userId: 1,
          name: fx.goal.name,
          description: null,
          ...macroGrams(fx.goal.calories, fx.goal.type),
          startDate: "2026-01-01",
          endDate: null,
          isActive: true,
          createdAt: "2026-01-01T00:00:00Z",
        }
      : undefined;
    const meals: MealEntry[] = (fx?.meals ?? []).map((m, i) => ({
      id: i + 1,
      userId: 1,
      ...m,
      timestamp: `${set.today}T08:00:00Z`,
      date: set.today,
      notes: null,
    }));
    const eaten = meals.reduce((a, m) => ({ kcal: a.kcal + m.calories, p: a.p + m.proteins }), { kcal: 0, p: 0 });
    const suggested: MealSuggestion[] = [];
    const ctx: ChatContext = {
      language: item.lang,
      chatType: "meals",
      signedIn: fx !== null,
      localHour: set.localHour,
      today: set.today,
      todaysMeals: async () => meals,
      activeGoal: async () => goal,
      profile: async () => profile,
      lookupFood: (name, options) => sources.lookupFood(name, item.lang, options),
      lookupFoods: (name) => sources.lookupFoods!(name, item.lang, 10),
      suggestMeal: async (mealType, maxCalories) => {
        const dayGoal = { calories: goal?.calories ?? 2000, proteins: goal?.proteins ?? 100 };
        // As the service does (ai.service.ts suggestionsFor): a stated budget sizes the meal asked for.
        const day =
          maxCalories !== undefined && mealType !== undefined
            ? dayWithBudget(dayGoal, mealType, maxCalories)
            : { goal: dayGoal, eaten: { calories: eaten.kcal, proteins: eaten.p }, mealTypesLogged: meals.map((m) => m.mealType) };
        const none = { allergies: [], diets: [], preferredIngredients: [], preferredCuisines: [], regionalFocus: [], maxPrepMinutes: 120 };
        const s = suggestMeals(
          catalogue,
          mealType ?? "dinner",
          day,
          none,
          { suggested: [], eatenFoods: [], feedback: [] },
          maxCalories === undefined ? 1 : 3,
          item.lang,
        ).find((x) => maxCalories === undefined || x.calories <= maxCalories);
        if (s) suggested.push(s);
        return s;
      },
      describeMeal: async (text) => (await describeMeal(db, text, item.lang)).map(mealItemOf),
    };
    let answer: string;
    try {
      answer = (await answerOffline(item.q, ctx)).answer;
    } catch (e) {
      answer = `(threw ${(e as Error).message})`;
    }
    const missing: string[] = [];
    const p = profile;
    const bmr = p ? basalMetabolicRate(p) : 0;
    const tdee = p ? dailyEnergy(bmr, p.activityLevel) : 0;
    const floor = p?.gender === "male" ? 1500 : 1200;
    for (const e of item.expect) {
      if ("nutrient" in e) {
        const f = set.foods[e.food]!;
        const grams = e.grams ?? f.portions[e.portion!]! * e.count!;
        const v = per100.get(e.food)![e.nutrient];
        if (v === null) continue;
        const expected = (v * grams) / 100;
        const tol = f.tol ?? set.defaultTol;
        const unit = unitOf(e.nutrient);
        const abs = Math.max(unit === "kcal" ? 5 : unit === "mg" ? 2 : 0.5, (LABEL_ALLOWANCE_PER_100G[e.nutrient](v) * grams) / 100);
        if (!hasFigure(answer, unit, expected, tol, abs, NUTRIENT_NEAR[e.nutrient]))
          missing.push(
            `${e.nutrient} of ${e.grams ?? `${e.count} × ${e.portion}`}${e.grams ? " g" : ""} ${e.food} ≈ ${expected.toFixed(1)} ${unit} (±${Math.round(tol * 100)} %)`,
          );
      } else if ("range" in e) {
        const mid = (e.min + e.max) / 2;
        const unit = unitOf(e.range);
        if (!hasFigure(answer, unit, mid, (e.max - mid) / mid, 0, NUTRIENT_NEAR[e.range]))
          missing.push(`${e.range} between ${e.min} and ${e.max} ${unit}`);
      } else if ("gramsFor" in e) {
        const f = set.foods[e.gramsFor]!;
        const grams = (e.kcal / per100.get(e.gramsFor)!.kcal!) * 100;
        if (!hasFigure(answer, "g", grams, f.tol ?? set.defaultTol, 2))
          missing.push(`the grams of ${e.gramsFor} for ${e.kcal} kcal, ≈ ${Math.round(grams)} g`);
      } else if ("amount" in e) {
        const f = set.foods[e.amount]!;
        const grams = f.portions[e.portion]! * e.count;
        if (!hasFigure(answer, "g", grams, f.tol ?? set.defaultTol, 2)) missing.push(`the amount assumed, ≈ ${Math.round(grams)} g`);
      } else if ("text" in e) {
        if (!new RegExp(e.text, "i").test(answer)) missing.push(`text /${e.text}/`);
      } else if ("absent" in e) {
        if (new RegExp(e.absent, "i").test(answer)) missing.push(`no /${e.absent}/`);
      } else if ("first" in e) {
        const head = answer.split(/:|\.(?:\s|$)/)[0] ?? "";
        if (!new RegExp(e.first, "i").test(head)) missing.push(`/${e.first}/ named first`);
      } else if ("unit" in e) {
        if (!hasFigure(answer, e.unit, e.value, 0.01, 0.05)) missing.push(`${e.value} ${e.unit}`);
      } else if (!p) {
        missing.push(`personal ${e.personal} (fixture has no profile)`);
      } else {
        const k = (value: number, label: string, rel = 0.03) => {
          if (!hasFigure(answer, "kcal", value, rel, 2)) missing.push(`${label} ≈ ${Math.round(value)} kcal`);
        };
        const g = (value: number, label: string) => {
          if (!hasFigure(answer, "g", value, 0.02, 1)) missing.push(`${label} ≈ ${Math.round(value)} g`);
        };
        switch (e.personal) {
          case "bmr":
            k(bmr, "BMR");
            break;
          case "tdee":
            k(tdee, "daily energy need");
            break;
          case "bmi": {
            const v = bmi(p.weight, p.height);
            const s = new Intl.NumberFormat(item.lang === "it" ? "it-IT" : "en-GB", { maximumFractionDigits: 1 }).format(v);
            if (!answer.includes(s)) missing.push(`BMI ${s}`);
            break;
          }
          case "left_kcal":
            if (!goal) missing.push("left kcal (fixture has no goal)");
            else k(Math.max(0, goal.calories - eaten.kcal), "kcal left", 0);
            break;
          case "left_protein":
            if (goal) g(Math.max(0, goal.proteins - eaten.p), "protein left");
            break;
          case "eaten_kcal":
            k(eaten.kcal, "kcal eaten", 0);
            break;
          case "suggestion": {
            const s = suggested.find((x) => answer.includes(x.name));
            // 'I have 600 kcal left' sets the budget; otherwise the goal minus what was eaten.
            const left = e.value ?? (goal?.calories ?? 0) - eaten.kcal;
            if (!s) missing.push("a suggested meal from the recipes");
            else if (s.calories > left) missing.push(`a meal within the ${left} kcal left (got ${s.calories} kcal)`);
            break;
          }
          case "verdict": {
            const n = e.value!;
            const verdict =
              n < Math.max(floor, bmr)
                ? "low"
                : n > tdee + 500
                  ? "high"
                  : Math.abs(n - tdee) <= 250
                    ? "maintain"
                    : n < tdee
                      ? "deficit"
                      : "surplus";
            if (!VERDICT[verdict]!.test(answer))
              missing.push(`verdict '${verdict}' for ${n} kcal (BMR ${Math.round(bmr)}, need ${Math.round(tdee)})`);
            break;
          }
          case "loss":
          case "gain": {
            const kg = e.value;
            const days = e.by ? daysBetween(set.today, e.by) : undefined;
            const daily = days
              ? ((kg ?? 0) * KCAL_PER_KG) / days
              : e.personal === "loss"
                ? REFERENCE.weightLossDeficitKcal
                : REFERENCE.muscleGainSurplusKcal;
            const target = e.personal === "loss" ? Math.max(floor, tdee - daily) : tdee + daily;
            k(target, `daily target to ${e.personal}${kg === undefined ? "" : ` ${kg} kg`}${e.by ? ` by ${e.by}` : ""}`);
            const weeklyKg = (daily * 7) / KCAL_PER_KG;
            if ((weeklyKg > 0.01 * p.weight || tdee - daily < floor) && !TOO_FAST.test(answer))
              missing.push(`a safe-rate warning (${weeklyKg.toFixed(2)} kg a week)`);
            break;
          }
          case "protein_ref":
            g(proteinTarget("reference", p.weight, p.height).minG, "protein reference intake (0.83 g/kg)");
            break;
          case "protein_gain":
          case "protein_loss":
            {
              const t = proteinTarget(e.personal === "protein_gain" ? "muscle_gain" : "weight_loss", p.weight, p.height);
              g(t.minG, "protein 1.6 g/kg");
              g(t.maxG, "protein 2.2 g/kg");
            }
            break;
          case "sugar_max":
            g(((goal?.calories ?? 2000) * REFERENCE.freeSugarsMaxEnergyShare) / 4, "free sugars at most");
            break;
          default:
            missing.push(`unknown check ${e.personal}`);
        }
      }
    }
    const ok = missing.length === 0;
    // EVAL_CHAT_SHOW=1 prints every answer, right ones included (to read what a person sees).
    if (process.env.EVAL_CHAT_SHOW) console.log(`  ${ok ? "✓" : "✗"} #${item.id} "${item.q}"\n      ${answer}`);
    results.push({ category: item.category, lang: item.lang, heldOut: item.heldOut === true, ok });
    if (!ok)
      failures.push(
        `  ✗ #${item.id} [${item.category}/${item.lang}/${item.user}] "${item.q}"\n      expected ${missing.join("; ")}\n      answer: ${answer}`,
      );
  }
  console.log(`\nChat question set: ${pct(results)} right (target ≥ 95 %)`);
  const by = (key: "category" | "lang") =>
    [...new Set(results.map((r) => r[key]))].map((v) => `${v} ${pct(results.filter((r) => r[key] === v))}`).join(", ");
  console.log(`  by category: ${by("category")}`);
  console.log(`  by language: ${by("lang")}`);
  console.log(
    `  written before the engine changed: ${pct(results.filter((x) => !x.heldOut))}; held out (written after, never tuned on): ${pct(results.filter((x) => x.heldOut))}`,
  );
  if (failures.length) console.log(`  failures (${failures.length}):\n${failures.join("\n")}`);
  return { right: results.filter((r) => r.ok).length, total: results.length };
}
