import type { MealEntry } from "@app/shared";
import { ArrowRight, Clock } from "lucide-react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { MealTypeBadge } from "./meal-type-badge.tsx";

interface RecentMealsCardProps {
  /** Today's meals, the latest first, at most 5 (docs/product/tracking.md#limits). */
  meals: MealEntry[] | undefined;
  isError: boolean;
  onViewAll: () => void;
  /** Another day than today is shown: its texts say so. */
  otherDay?: boolean;
}

/** Recent Meals: at most 5 of today's meals with food, type, calories and P/C/F grams (docs/product/tracking.md#dashboard). */
export function RecentMealsCard({ meals, isError, onViewAll, otherDay = false }: RecentMealsCardProps) {
  const t = useT();
  const format = useFormat();
  const titleId = "recent-meals-title";
  return (
    <Card titleId={titleId} className="flex flex-col">
      <CardHeader
        titleId={titleId}
        icon={<Clock className="size-4" />}
        title={t("recentMeals.title")}
        description={otherDay ? t("recentMeals.dayDescription") : t("recentMeals.description")}
      />
      {isError ? (
        <ErrorAlert>{t("tracking.mealsError")}</ErrorAlert>
      ) : !meals ? (
        <ul aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-12 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : meals.length === 0 ? (
        <p className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {otherDay ? t("recentMeals.dayEmpty") : t("recentMeals.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {meals.map((meal) => (
            <li key={meal.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{meal.food}</p>
                <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  <MealTypeBadge type={meal.mealType} />
                  <span>{t("recentMeals.pcf", { proteins: meal.proteins, carbs: meal.carbs, fats: meal.fats })}</span>
                </div>
              </div>
              <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">{format.kcal(meal.calories)}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <Button variant="ghost" size="sm" onClick={onViewAll} className="-ml-3">
          {t("recentMeals.viewAll")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Card>
  );
}
