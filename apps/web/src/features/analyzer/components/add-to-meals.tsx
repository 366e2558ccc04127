import {
  CONFIRM_BELOW,
  lowConfidenceFoods,
  MEAL_AMOUNT_MAX_GRAMS,
  MEAL_TYPES,
  type FoodAnalysis,
  type LogMealInput,
  type MealEntry,
  type MealType,
} from "@app/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { mealFromAnalysis, recognisedFoods } from "../analyzer.queries.ts";

/**
 * Logging a meal: the meals feature's own mutation (`useLogMeal`), handed in by the route, so a meal from the
 * analyzer is written and cached the same way as one from the Add Meal form.
 */
export type LogMeal = Pick<UseMutationResult<MealEntry, Error, LogMealInput>, "mutate" | "isPending">;

/** The meal type that fits the time of day: breakfast before 11, lunch before 15, a snack before 18, then dinner. */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 5 && hour < 11) return "breakfast";
  if (hour >= 11 && hour < 15) return "lunch";
  if (hour >= 15 && hour < 18) return "snack";
  return "dinner";
}

/** 'Add to my meals' (issue 7): logs the result, with the meal type chosen, for the signed-in user. */
export function AddToMeals({
  analysis,
  fallbackName,
  headingLevel = 2,
  logMeal: add,
}: {
  analysis: FoodAnalysis;
  logMeal: LogMeal;
  fallbackName: string;
  headingLevel?: 2 | 3;
}) {
  const { t, tServer } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [mealType, setMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const Heading = headingLevel === 2 ? "h3" : "h4";
  // Nothing recognised ('asdfgh qwerty': 0 kcal, 0 % sure): there is no meal to add.
  const recognised = recognisedFoods(analysis);
  const empty = recognised.length === 0;
  // Issue 16: a low-confidence food (the one showing its own badge), or a result unsure as a whole, is not
  // logged until the person confirms or corrects its amount.
  const flagged = lowConfidenceFoods(recognised);
  const toConfirm = flagged.length > 0 ? flagged : analysis.needsConfirmation || analysis.confidence < CONFIRM_BELOW ? recognised : [];
  const [confirming, setConfirming] = useState(false);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const indexOf = (food: FoodAnalysis["foods"][number]) => analysis.foods.indexOf(food);
  const amountOf = (food: FoodAnalysis["foods"][number]) => amounts[indexOf(food)] ?? String(Math.round(food.grams * 10) / 10);
  const corrected = new Map(toConfirm.map((food) => [indexOf(food), Number(amountOf(food).replace(",", "."))] as const));
  const invalid = [...corrected.values()].some((g) => !Number.isFinite(g) || !(g > 0) || g > MEAL_AMOUNT_MAX_GRAMS);

  function submit() {
    if (toConfirm.length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    if (confirming && invalid) return;
    const input = mealFromAnalysis(analysis, mealType, fallbackName, confirming ? corrected : undefined);
    add.mutate(input, {
      onSuccess: (meal) => {
        setConfirming(false);
        notify.success(t("analyzer.addedTitle"), t("analyzer.added", { food: meal.food, mealType: t(`mealType.${meal.mealType}`) }), {
          id: "analyzer-add",
          action: { label: t("analyzer.viewMeals"), onClick: () => void navigate("/dashboard?tab=meals") },
        });
      },
      onError: (error) =>
        notify.error(
          t("common.error"),
          error instanceof ApiError && error.status < 500 ? tServer(error.message) : t("analyzer.addFailed"),
          { id: "analyzer-add" },
        ),
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t("analyzer.addTitle")}
      </Heading>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          id={`${id}-type`}
          label={t("analyzer.mealType")}
          value={mealType}
          onChange={(e) => setMealType(e.target.value as MealType)}
          className="w-44"
        >
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`mealType.${type}`)}
            </option>
          ))}
        </SelectField>
        <Button
          onClick={submit}
          disabled={empty || add.isPending || confirming}
          aria-disabled={add.isPending || undefined}
          aria-describedby={empty ? `${id}-nothing` : undefined}
        >
          {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {add.isPending ? t("analyzer.adding") : t("analyzer.addButton")}
        </Button>
      </div>
      {confirming ? (
        <fieldset className="mt-4 min-w-0 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <legend className="float-left w-full font-semibold">{t("analyzer.confirmTitle")}</legend>
          <p className="mt-1">{t("analyzer.confirmText")}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {toConfirm.map((food) => (
              <TextField
                key={indexOf(food)}
                id={`${id}-amount-${indexOf(food)}`}
                label={t("analyzer.confirmAmount", { food: food.name })}
                hint={t("analyzer.confidence", { percent: Math.round(food.confidence * 100) })}
                inputMode="decimal"
                value={amountOf(food)}
                invalid={!(corrected.get(indexOf(food))! > 0) || corrected.get(indexOf(food))! > MEAL_AMOUNT_MAX_GRAMS}
                onChange={(e) => setAmounts((a) => ({ ...a, [indexOf(food)]: e.target.value }))}
              />
            ))}
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={submit} disabled={invalid || add.isPending}>
              {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
              {add.isPending ? t("analyzer.adding") : t("analyzer.confirmAdd")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={add.isPending}>
              {t("analyzer.confirmCancel")}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {empty ? (
        <p id={`${id}-nothing`} className="mt-3 text-sm text-slate-700">
          {t("analyzer.nothingToAdd")}
        </p>
      ) : null}
    </section>
  );
}
