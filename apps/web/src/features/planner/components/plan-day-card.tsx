import type { MealPlanDay, MealPlanItem, MealType } from "@app/shared";
import { Check, Clock, RefreshCw, SlidersHorizontal, Utensils } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";

/** The tint of a meal type (002 §2.3): breakfast orange, lunch blue, dinner purple, snack green. */
const TINT: Record<MealType, string> = {
  breakfast: "border-orange-200 bg-orange-50",
  lunch: "border-sky-200 bg-sky-50",
  dinner: "border-purple-200 bg-purple-50",
  snack: "border-green-200 bg-green-50",
};
const LABEL_TINT: Record<MealType, string> = {
  breakfast: "text-orange-900",
  lunch: "text-sky-900",
  dinner: "text-purple-900",
  snack: "text-green-900",
};

interface PlanDayCardProps {
  date: string;
  /** Undefined for a day of the week outside the schedule. */
  day: MealPlanDay | undefined;
  inSchedule: boolean;
  regenerating: boolean;
  eatingId: number | null;
  onRegenerate: () => void;
  onAddEdit: () => void;
  onCustomize: (item: MealPlanItem) => void;
  /** 'Ate as planned'; absent in the visitors' demo (nothing to log into). */
  onEat?: ((item: MealPlanItem) => void) | undefined;
}

/** A day of the week view: weekday and day number, the planned meals, and the day's total against its goal. */
export function PlanDayCard({
  date,
  day,
  inSchedule,
  regenerating,
  eatingId,
  onRegenerate,
  onAddEdit,
  onCustomize,
  onEat,
}: PlanDayCardProps) {
  const t = useT();
  const format = useFormat();
  const weekday = new Intl.DateTimeFormat(format.locale, { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  const dayNumber = Number(date.slice(8, 10));
  const headingId = `plan-day-${date}`;
  const items = day?.items ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className={cn("flex flex-col rounded-2xl border bg-white p-4 shadow-sm", !inSchedule && "opacity-70")}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 capitalize">
          {weekday} <span className="text-slate-600">{dayNumber}</span>
        </h3>
      </div>
      {!inSchedule ? (
        <p className="mt-3 text-sm text-slate-600">{t("planner.outside")}</p>
      ) : (
        <>
          {items.length === 0 ? <p className="mt-3 text-sm text-slate-600">{t("planner.notPlanned")}</p> : null}
          <ul className="mt-3 space-y-2">
            {items.map((item) => (
              <li key={item.id} className={cn("rounded-xl border p-3", TINT[item.mealType])}>
                <p className={cn("text-xs font-semibold tracking-wide uppercase", LABEL_TINT[item.mealType])}>
                  {t(`planner.mealType.${item.mealType}`)}
                </p>
                <p className="mt-0.5 font-medium text-slate-900">{item.recipe.name}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {t("planner.prep", { minutes: item.recipe.prepMinutes })}
                  </span>
                  <span>
                    {item.servings === 1
                      ? t("planner.servingsOne")
                      : t("planner.servingsCount", { count: format.number(item.servings, item.servings % 1 === 0 ? 0 : 2) })}
                  </span>
                  <span>{format.kcal(item.calories)}</span>
                  <span>{item.recipe.cuisine}</span>
                </p>
                {item.note ? <p className="mt-1 text-sm text-slate-800 italic">{item.note}</p> : null}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t("planner.customizeFor", { recipe: item.recipe.name })}
                    onClick={() => onCustomize(item)}
                  >
                    <SlidersHorizontal aria-hidden="true" className="size-4" />
                    {t("planner.customize")}
                  </Button>
                  {item.mealId !== null ? (
                    <span className="inline-flex h-9 items-center gap-1 rounded-lg bg-emerald-100 px-3 text-sm font-semibold text-emerald-900">
                      <Check aria-hidden="true" className="size-4" />
                      {t("planner.eaten")}
                    </span>
                  ) : !onEat ? null : (
                    <Button
                      size="sm"
                      aria-label={t("planner.ateFor", { recipe: item.recipe.name })}
                      aria-disabled={eatingId === item.id || undefined}
                      onClick={() => (eatingId === item.id ? undefined : onEat(item))}
                    >
                      {eatingId === item.id ? <Spinner className="size-4" /> : <Utensils aria-hidden="true" className="size-4" />}
                      {t("planner.ateAsPlanned")}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {day && items.length > 0 ? (
            <div className="mt-3 text-sm text-slate-800">
              <p className="font-semibold">
                {t("planner.dayTotal", { planned: format.number(day.planned.calories), target: format.number(day.targetCalories) })}
              </p>
              <p>{t("planner.dayEaten", { eaten: format.number(day.eaten.calories) })}</p>
            </div>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2 pt-3">
            <Button size="sm" variant="ghost" onClick={onAddEdit}>
              {t("planner.addEdit")}
            </Button>
            {items.length > 0 ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("planner.regenerateDay", { day: `${weekday} ${dayNumber}` })}
                aria-disabled={regenerating || undefined}
                onClick={() => (regenerating ? undefined : onRegenerate())}
              >
                {regenerating ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
                {t("planner.regenerate")}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
