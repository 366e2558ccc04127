import { goalProgress, type Macros } from "@app/shared";
import { Beef, Droplet, Flame, Wheat } from "lucide-react";
import type { MessageKey } from "../../../i18n/en.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import { ProgressBar, type ProgressTone } from "../../../components/ui/progress-bar.tsx";

type Nutrient = "calories" | "protein" | "carbs" | "fat";

const NUTRIENTS: {
  id: Nutrient;
  field: keyof Macros;
  unit: "kcal" | "g";
  icon: typeof Flame;
  accent: string;
  bar: ProgressTone;
}[] = [
  { id: "calories", field: "calories", unit: "kcal", icon: Flame, accent: "bg-emerald-50 text-emerald-800", bar: "emerald" },
  { id: "protein", field: "proteins", unit: "g", icon: Beef, accent: "bg-rose-50 text-rose-800", bar: "rose" },
  { id: "carbs", field: "carbs", unit: "g", icon: Wheat, accent: "bg-amber-50 text-amber-800", bar: "amber" },
  { id: "fat", field: "fats", unit: "g", icon: Droplet, accent: "bg-sky-50 text-sky-800", bar: "sky" },
];

const NO_GOAL: Record<Nutrient, MessageKey> = {
  calories: "nutrients.noGoal.calories",
  protein: "nutrients.noGoal.protein",
  carbs: "nutrients.noGoal.carbs",
  fat: "nutrients.noGoal.fat",
};

interface NutrientProgressCardsProps {
  /** Today's totals; undefined while loading. */
  totals: Macros | undefined;
  /** The active goal's daily targets; null without an active goal, undefined while loading. */
  goal: Macros | null | undefined;
  /** Today's meals could not be loaded: the totals show a dash. */
  totalsUnavailable?: boolean;
}

/**
 * The four cards of the dashboard: today's calories, protein, carbs and fat; against the active goal a
 * rounded percent and a bar capped at 100 %, otherwise 'No calorie goal set' and its siblings (docs/product/tracking.md#goals).
 */
export function NutrientProgressCards({ totals, goal, totalsUnavailable = false }: NutrientProgressCardsProps) {
  const t = useT();
  const format = useFormat();
  const amount = (value: number, unit: "kcal" | "g") => (unit === "kcal" ? format.kcal(value) : format.grams(value));

  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-4">
      {NUTRIENTS.map(({ id, field, unit, icon: Icon, accent, bar }) => {
        const value = totals?.[field];
        const target = goal?.[field];
        const progress = value !== undefined && target !== undefined && !totalsUnavailable ? goalProgress(value, target) : undefined;
        const over = progress && target !== undefined && value !== undefined && value > target ? value - target : 0;
        const titleId = `nutrient-${id}-title`;
        return (
          <li key={id}>
            <section aria-labelledby={titleId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h3 id={titleId} className="text-sm font-semibold text-slate-700">
                  {t(`nutrients.${id}`)}
                </h3>
                <span aria-hidden="true" className={cn("flex size-8 items-center justify-center rounded-lg", accent)}>
                  <Icon className="size-4" />
                </span>
              </div>
              <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
                {totalsUnavailable ? (
                  "–"
                ) : value === undefined ? (
                  <span className="inline-block h-7 w-24 animate-pulse rounded bg-slate-100" />
                ) : (
                  amount(value, unit)
                )}
              </p>
              <div className="mt-auto pt-3 text-sm">
                {goal === undefined ? (
                  <span aria-hidden="true" className="block h-9 animate-pulse rounded bg-slate-50" />
                ) : goal === null || target === undefined ? (
                  <p className="text-slate-600">{t(NO_GOAL[id])}</p>
                ) : (
                  <>
                    <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-2 text-slate-600">
                      <span>{t("nutrients.dailyGoal", { goal: amount(target, unit) })}</span>
                      {progress ? <span className="font-semibold text-slate-900 tabular-nums">{progress.percent}%</span> : null}
                    </div>
                    <ProgressBar
                      value={progress?.bar ?? 0}
                      label={t(`nutrients.${id}`)}
                      valueText={progress ? t("nutrients.percentOfGoal", { percent: progress.percent }) : undefined}
                      tone={over > 0 ? "red" : bar}
                    />
                    {progress ? (
                      <p className={cn("mt-1.5 text-xs", over > 0 ? "font-medium text-red-700" : "text-slate-600")}>
                        {over > 0
                          ? t("nutrients.overGoal", { amount: amount(over, unit) })
                          : t("nutrients.left", { amount: amount(Math.max(0, (target ?? 0) - (value ?? 0)), unit) })}
                      </p>
                    ) : null}
                  </>
                )}
              </div>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
