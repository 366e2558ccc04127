import type { MealEntry, MealType, MyMeal } from "@app/shared";
import { Star } from "lucide-react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useFavourites, useLogMyMeal, useMyMeals, useRecentMeals, useToggleFavourite } from "../fast-paths.queries.ts";
import { useCopyMeal } from "../meals.queries.ts";

interface FastPathsProps {
  /** The form's meal type and day: what a tap logs. */
  mealType: MealType;
  date: string;
  today: string;
  onRegistrationRequired: () => void;
}

type Entry = { kind: "meal"; meal: MealEntry; starred: boolean } | { kind: "my"; myMeal: MyMeal };

/**
 * 'Log again in one tap': the user's favourite meals first, then their saved meals ('My meals'), then their
 * recent meals ranked for the form's meal type and the time of day. A tap logs it on the form's day as the
 * form's meal type; the star adds a meal to the favourites or takes it off.
 */
export function FastPaths({ mealType, date, today, onRegistrationRequired }: FastPathsProps) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const favourites = useFavourites(true);
  const myMeals = useMyMeals(true);
  const recent = useRecentMeals(mealType, true);
  const copyMeal = useCopyMeal();
  const logMyMeal = useLogMyMeal();
  const toggle = useToggleFavourite();
  const pending = copyMeal.isPending || logMyMeal.isPending;

  const starredIds = new Set((favourites.data?.meals ?? []).map((m) => m.id));
  const groups: Array<{ key: string; title: string; entries: Entry[] }> = [
    {
      key: "favourites",
      title: t("meals.fast.favourites"),
      entries: (favourites.data?.meals ?? []).map((meal) => ({ kind: "meal", meal, starred: true })),
    },
    { key: "my", title: t("meals.fast.myMeals"), entries: (myMeals.data ?? []).map((myMeal) => ({ kind: "my", myMeal })) },
    {
      key: "recent",
      title: t("meals.fast.recent"),
      entries: (recent.data ?? []).filter((r) => !starredIds.has(r.meal.id)).map((r) => ({ kind: "meal", meal: r.meal, starred: false })),
    },
  ].filter((g) => g.entries.length > 0) as Array<{ key: string; title: string; entries: Entry[] }>;
  if (groups.length === 0) return null;

  const onLogged = (meal: MealEntry) =>
    notify.success(
      t("meals.toast.added"),
      meal.date === today
        ? t("meals.toast.addedText", { food: meal.food })
        : t("meals.toast.addedTextOn", { food: meal.food, day: format.longDay(meal.date) }),
    );
  const onError = (error: Error) => {
    if (isRegistrationRequired(error)) return onRegistrationRequired();
    notify.error(t("common.error"), t("meals.fast.logFailed", { message: errorText(error) ?? t("msg.unexpected") }));
  };

  function log(entry: Entry) {
    if (pending) return;
    if (entry.kind === "my") logMyMeal.mutate({ id: entry.myMeal.id, input: { mealType, date } }, { onSuccess: onLogged, onError });
    else copyMeal.mutate({ meal: entry.meal, mealType, date }, { onSuccess: onLogged, onError });
  }

  function star(meal: MealEntry, starred: boolean) {
    toggle.mutate(
      { kind: "meals", id: meal.id, starred },
      {
        onError: (error) => {
          if (isRegistrationRequired(error)) return onRegistrationRequired();
          notify.error(t("common.error"), t("meals.fast.starFailed", { message: errorText(error) ?? t("msg.unexpected") }));
        },
      },
    );
  }

  const isLogging = (entry: Entry) =>
    entry.kind === "my"
      ? logMyMeal.isPending && logMyMeal.variables?.id === entry.myMeal.id
      : copyMeal.isPending && copyMeal.variables?.meal.id === entry.meal.id;

  return (
    <section aria-labelledby="fast-paths-title" className="space-y-3 rounded-xl border border-emerald-100 bg-emerald-50/40 p-3 sm:p-4">
      <div>
        <h3 id="fast-paths-title" className="text-sm font-semibold text-slate-900">
          {t("meals.fast.title")}
        </h3>
        <p className="text-xs text-slate-600">{t("meals.fast.hint", { mealType: t(`mealType.${mealType}`) })}</p>
      </div>
      {groups.map((group) => (
        <div key={group.key}>
          <h4 id={`fast-paths-${group.key}`} className="mb-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
            {group.title}
          </h4>
          <ul aria-labelledby={`fast-paths-${group.key}`} className="flex flex-wrap gap-2">
            {group.entries.map((entry) => {
              const name = entry.kind === "my" ? entry.myMeal.name : entry.meal.food;
              const calories = entry.kind === "my" ? entry.myMeal.calories : entry.meal.calories;
              const key = entry.kind === "my" ? `my-${entry.myMeal.id}` : `meal-${entry.meal.id}`;
              return (
                <li key={key} className="flex max-w-full items-stretch overflow-hidden rounded-lg border border-slate-200 bg-white">
                  <button
                    type="button"
                    className="flex min-w-0 items-center gap-2 px-3 py-2 text-left text-sm hover:bg-emerald-50"
                    aria-label={t("meals.fast.log", { name, calories: format.number(calories) })}
                    aria-disabled={pending || undefined}
                    onClick={() => log(entry)}
                  >
                    {isLogging(entry) ? <Spinner className="size-4 shrink-0" /> : null}
                    <span className="min-w-0 font-medium break-words text-slate-900">{name}</span>
                    <span className="shrink-0 text-xs text-slate-600 tabular-nums">{format.kcal(calories)}</span>
                  </button>
                  {entry.kind === "meal" ? (
                    <button
                      type="button"
                      className="flex items-center border-l border-slate-200 px-2 text-slate-500 hover:bg-amber-50 hover:text-amber-600"
                      aria-label={entry.starred ? t("meals.fast.unstar", { name }) : t("meals.fast.star", { name })}
                      aria-pressed={entry.starred}
                      onClick={() => star(entry.meal, !entry.starred)}
                    >
                      <Star aria-hidden="true" className={cn("size-4", entry.starred && "fill-amber-400 text-amber-500")} />
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
