import type { MealEntry } from "@app/shared";
import { CalendarDays, ClipboardList, Copy, RotateCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { iconButtonClass, RowActions } from "../../../components/ui/row-actions.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { groupMealsByDay } from "../meal-days.ts";
import { useCopyMeal, useDeleteMeal, useUpdateMeal } from "../meals.queries.ts";
import { FavouriteStar } from "./favourite-star.tsx";
import { MealForm, type MealFieldErrors } from "./meal-form.tsx";
import { SaveMyMealButton } from "./save-my-meal.tsx";
import { MealTypeBadge } from "./meal-type-badge.tsx";

const FIELDS = ["mealType", "date", "items", "foodId", "amountGrams", "food", "calories", "proteins", "carbs", "fats"] as const;

interface MealListProps {
  meals: MealEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Visitors see the demo meals; editing and deleting ask them to register. */
  guest: boolean;
  onRegistrationRequired: () => void;
  /** 'Show earlier meals' widens the list by another stretch of days. */
  onShowEarlier?: () => void;
  isFetchingEarlier?: boolean;
  /** A note under the list (the Free plan's 7 days). */
  footnote?: ReactNode;
  /** The user's today: meals of earlier days offer 'Copy to today'. */
  today?: string;
}

/** All meals grouped by day, newest first, one table per day (docs/product/tracking.md#meals Meals). */
export function MealList({
  meals,
  isPending,
  isError,
  onRetry,
  guest,
  onRegistrationRequired,
  onShowEarlier,
  isFetchingEarlier,
  footnote,
  today,
}: MealListProps) {
  const t = useT();
  const format = useFormat();
  const titleId = "meal-history-title";
  const days = meals ? groupMealsByDay(meals) : [];

  let body: ReactNode;
  if (isError && !meals) {
    body = (
      <ErrorAlert>
        <p>{t("tracking.mealsError")}</p>
        <Button variant="link" onClick={onRetry} className="mt-1 text-red-900">
          <RotateCw aria-hidden="true" className="size-3.5" />
          {t("common.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  } else if (isPending && !meals) {
    body = (
      <output className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner className="text-emerald-700" />
        {t("meals.loading")}
      </output>
    );
  } else if (days.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
        {t("meals.listEmpty")}
      </p>
    );
  } else {
    body = (
      <div className="space-y-6">
        {days.map((day) => {
          const headingId = `meal-day-${day.date}`;
          const count = day.meals.length;
          const calories = format.number(day.totals.calories);
          return (
            <section key={day.date} aria-labelledby={headingId}>
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
                  <CalendarDays aria-hidden="true" className="size-4 text-emerald-700" />
                  {format.dayHeading(day.date)}
                </h3>
                <p className="text-sm text-slate-600">
                  {count === 1 ? t("meals.dayTotalOne", { calories }) : t("meals.dayTotal", { calories, count })}
                </p>
              </div>
              <div className="relative -mx-5 overflow-x-auto sm:mx-0">
                <table aria-labelledby={headingId} className="w-full min-w-[18rem] border-collapse text-left text-sm">
                  <thead>
                    <tr className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      <th scope="col" className="py-2 pr-2 pl-5 sm:pl-3">
                        {t("meals.col.type")}
                      </th>
                      <th scope="col" className="px-2 py-2">
                        {t("meals.col.food")}
                      </th>
                      <th scope="col" className="px-2 py-2 text-right">
                        {t("meals.col.calories")}
                      </th>
                      <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                        <abbr title={t("meals.col.pcfLong")} className="no-underline">
                          {t("meals.col.pcf")}
                        </abbr>
                      </th>
                      <th scope="col" className="py-2 pr-5 pl-2 text-right sm:pr-3">
                        <span className="sr-only sm:not-sr-only">{t("meals.col.actions")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {day.meals.map((meal) => (
                      <MealRow
                        key={meal.id}
                        meal={meal}
                        guest={guest}
                        onRegistrationRequired={onRegistrationRequired}
                        canCopy={today !== undefined && meal.date < today}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <Card titleId={titleId}>
      <CardHeader
        titleId={titleId}
        icon={<ClipboardList className="size-4" />}
        title={t("meals.listTitle")}
        description={t("meals.listDescription")}
      />
      {body}
      {footnote ? <div className="mt-5">{footnote}</div> : null}
      {onShowEarlier && days.length > 0 ? (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={onShowEarlier} aria-disabled={isFetchingEarlier || undefined}>
            {isFetchingEarlier ? <Spinner /> : null}
            {t("meals.showEarlier")}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function MealRow({
  meal,
  guest,
  onRegistrationRequired,
  canCopy,
}: {
  meal: MealEntry;
  guest: boolean;
  onRegistrationRequired: () => void;
  canCopy: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const updateMeal = useUpdateMeal();
  const deleteMeal = useDeleteMeal();
  const copyMeal = useCopyMeal();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverErrors, setServerErrors] = useState<MealFieldErrors>({});

  const pcf = (
    <>
      <span aria-hidden="true">{t("meals.pcfValue", { proteins: meal.proteins, carbs: meal.carbs, fats: meal.fats })}</span>
      <span className="sr-only">{t("meals.pcfSpoken", { proteins: meal.proteins, carbs: meal.carbs, fats: meal.fats })}</span>
    </>
  );

  function remove() {
    deleteMeal.mutate(meal, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t("meals.toast.deleted"), t("meals.toast.deletedText", { food: meal.food }));
      },
      onError: (error) => {
        setConfirming(false);
        if (isRegistrationRequired(error)) return onRegistrationRequired();
        const message = errorText(error);
        notify.error(t("common.error"), message ? t("meals.toast.deleteFailed", { message }) : t("meals.toast.deleteFallback"));
      },
    });
  }

  function copy() {
    if (guest) return onRegistrationRequired();
    if (copyMeal.isPending) return;
    copyMeal.mutate(
      { meal },
      {
        onSuccess: (copied) => notify.success(t("meals.toast.copied"), t("meals.toast.addedText", { food: copied.food })),
        onError: (error) => {
          if (isRegistrationRequired(error)) return onRegistrationRequired();
          notify.error(t("common.error"), t("meals.toast.copyFailed", { message: errorText(error) ?? t("msg.unexpected") }));
        },
      },
    );
  }

  return (
    <tr className="border-b border-slate-100 align-top last:border-b-0">
      <td className="py-2.5 pr-2 pl-5 sm:pl-3">
        <MealTypeBadge type={meal.mealType} compact />
      </td>
      <td className="px-2 py-2.5 font-medium wrap-anywhere text-slate-900">
        {meal.food}
        {meal.items && meal.items.length > 0 ? (
          <details className="mt-1 text-xs font-normal text-slate-700">
            <summary className="cursor-pointer py-1 text-emerald-800 hover:text-emerald-900">
              {meal.items.length === 1 ? t("meals.itemsShowOne") : t("meals.itemsShow", { count: meal.items.length })}
            </summary>
            <ul className="mt-1 space-y-1">
              {meal.items.map((item) => (
                <li key={item.id}>
                  {t("meals.itemLine", {
                    name: item.name,
                    grams: format.number(item.amountGrams, 1),
                    calories: format.number(item.calories),
                    proteins: item.proteins,
                    carbs: item.carbs,
                    fats: item.fats,
                  })}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {/* Under the food, so the actions column keeps to the width of a phone. */}
        <div className="-ml-2 flex">
          <FavouriteStar kind="meals" id={meal.id} name={meal.food} guest={guest} onRegistrationRequired={onRegistrationRequired} />
          <SaveMyMealButton meal={meal} guest={guest} onRegistrationRequired={onRegistrationRequired} />
        </div>
      </td>
      <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums">
        {format.number(meal.calories)}
        {/* On phones the P/C/F column folds under the calories, so the food keeps room to read. */}
        <span className="block text-xs text-slate-600 sm:hidden">{pcf}</span>
      </td>
      <td className="hidden px-2 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums sm:table-cell">{pcf}</td>
      <RowActions
        compact
        before={
          canCopy ? (
            <button type="button" className={iconButtonClass(true)} onClick={copy} aria-disabled={copyMeal.isPending || undefined}>
              <Copy aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("meals.copyLabel", { food: meal.food })}</span>
            </button>
          ) : null
        }
        editLabel={t("meals.editLabel", { food: meal.food })}
        deleteLabel={t("meals.deleteLabel", { food: meal.food })}
        onBlocked={guest ? onRegistrationRequired : undefined}
        edit={{
          title: t("meals.editTitle"),
          open: editing,
          onOpenChange: (open) => {
            setEditing(open);
            if (!open) setServerErrors({});
          },
          form: (
            <MealForm
              meal={meal}
              showRecent={!guest}
              submitLabel={t("common.saveChanges")}
              pending={updateMeal.isPending}
              serverErrors={serverErrors}
              onSubmit={(data) =>
                updateMeal.mutate(
                  { id: meal.id, input: data },
                  {
                    onSuccess: (saved) => {
                      setEditing(false);
                      notify.success(t("meals.toast.updated"), t("meals.toast.updatedText", { food: saved.food }));
                    },
                    onError: (error) => {
                      if (isRegistrationRequired(error)) return onRegistrationRequired();
                      setServerErrors(issuesByField(error, FIELDS));
                      notify.error(t("common.error"), t("meals.toast.updateFailed", { message: errorText(error) ?? t("msg.unexpected") }));
                    },
                  },
                )
              }
            />
          ),
        }}
        remove={{
          title: t("meals.deleteTitle"),
          text: t("meals.deleteText", { food: meal.food, day: format.dayHeading(meal.date) }),
          open: confirming,
          onOpenChange: setConfirming,
          pending: deleteMeal.isPending,
          onConfirm: remove,
        }}
      />
    </tr>
  );
}
