import { sumMacros } from "@app/shared";
import { useEffect, useState } from "react";
import { DayNavigator } from "../../../features/dashboard/components/day-navigator.tsx";
import { NutrientProgressCards } from "../../../features/dashboard/components/nutrient-progress-cards.tsx";
import { NutritionalGoalCard } from "../../../features/goals/components/nutritional-goal-card.tsx";
import { useActiveGoal } from "../../../features/goals/goals.queries.ts";
import { CopyYesterday } from "../../../features/meals/components/copy-yesterday.tsx";
import { RecentMealsCard } from "../../../features/meals/components/recent-meals-card.tsx";
import { recentMealsOf } from "../../../features/meals/meal-days.ts";
import { useMealsInRange } from "../../../features/meals/meals.queries.ts";
import { useProgressToasts } from "../../../features/progress/components/use-progress-toasts.ts";
import { WeightLog } from "../../../features/progress/components/weight-log.tsx";
import { useProgress, useWeighIns } from "../../../features/progress/progress.queries.ts";
import { BmiCard, MetabolismCard } from "../../../features/profile/components/body-figure-cards.tsx";
import { useProfile } from "../../../features/profile/profile.queries.ts";
import { TrendsChart, TrendsSignInPrompt } from "../../../features/trends/components/trends-chart.tsx";
import { WeeklyProgressChart } from "../../../features/trends/components/weekly-progress-chart.tsx";
import { lastDays, type ChartType, type TrendPeriod } from "../../../features/trends/trend-data.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { useTracking } from "./tracking-context.tsx";
import { useErrorToast } from "./use-error-toast.ts";

/** The dashboard tab: today's four cards, the week, the goal, recent meals, body figures and trends (docs/product/tracking.md#dashboard). */
export function DashboardPanel() {
  const t = useT();
  const { demo, user, today, setTab, setProfileEditorOpen, requireRegistration } = useTracking();
  const week = lastDays(today, 7);
  const meals = useMealsInRange(week, { demo });
  // The day the cards and the meals card show: today (null) unless the user moves to another. Null follows
  // `today`, so a page left open overnight shows the new day after midnight.
  const [shownDay, setShownDay] = useState<string | null>(null);
  const day = shownDay === null || shownDay > today ? today : shownDay;
  const setDay = (next: string) => setShownDay(next === today ? null : next);
  const older = day < week.startDate;
  const dayMeals = useMealsInRange({ startDate: day, endDate: day }, { demo, enabled: older });
  const ofDay = (older ? dayMeals.data : meals.data)?.filter((m) => m.date === day);
  const goal = useActiveGoal({ demo });
  const profile = useProfile({ demo });
  useErrorToast(meals.isError, t("common.error"), t("tracking.mealsLoadToast"), "meals-load-error");

  // A goal that failed to load counts as none for the cards; the error is said above them.
  const goalTargets = goal.isError ? null : goal.data;

  return (
    <div className="space-y-6">
      <section aria-labelledby="today-heading" className="space-y-3">
        <h2 id="today-heading" className="sr-only">
          {t("tracking.todayHeading")}
        </h2>
        {demo ? null : <DayNavigator day={day} today={today} onChange={setDay} />}
        {demo || day !== today ? null : <CopyYesterday meals={meals.data} today={today} onRegistrationRequired={requireRegistration} />}
        {meals.isError ? <ErrorAlert>{t("tracking.mealsError")}</ErrorAlert> : null}
        {goal.isError ? <ErrorAlert>{t("tracking.goalsError")}</ErrorAlert> : null}
        <NutrientProgressCards totals={ofDay ? sumMacros(ofDay) : undefined} totalsUnavailable={meals.isError} goal={goalTargets} />
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <WeeklyProgressChart meals={meals.data} today={today} isError={meals.isError} goalCalories={goal.data?.calories} />
        </div>
        <NutritionalGoalCard goal={goal.data} isError={goal.isError} onManage={() => setTab("goals")} />
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <div className="md:col-span-2 xl:col-span-1">
          <RecentMealsCard
            meals={ofDay ? recentMealsOf(ofDay, day) : undefined}
            isError={older ? dayMeals.isError : meals.isError}
            otherDay={day !== today}
            onViewAll={() => setTab("meals")}
          />
        </div>
        <BmiCard
          profile={profile.isError ? null : profile.data}
          onCompleteProfile={
            demo
              ? undefined
              : () => {
                  setTab("profile");
                  setProfileEditorOpen(true);
                }
          }
        />
        <MetabolismCard
          profile={profile.isError ? null : profile.data}
          onCompleteProfile={
            demo
              ? undefined
              : () => {
                  setTab("profile");
                  setProfileEditorOpen(true);
                }
          }
        />
      </div>
      {user && !demo ? <Trends /> : <TrendsSignInPrompt />}
      {user && !demo ? <WeightTrend /> : null}
      {user && !demo ? <ProgressToasts mealsUpdatedAt={meals.dataUpdatedAt} userKey={String(user.id)} /> : null}
    </div>
  );
}

/** The weight trend beside the intake trends, once there are weigh-ins (logged on the Progress page). */
function WeightTrend() {
  const { today } = useTracking();
  const weighIns = useWeighIns({ demo: false });
  if (!weighIns.data?.length) return null;
  return <WeightLog weighIns={weighIns.data} today={today} compact />;
}

/** A toast when a logged meal earns a badge or a level (docs/product/progress.md#badges): progress is read again after each change of the meals. */
function ProgressToasts({ mealsUpdatedAt, userKey }: { mealsUpdatedAt: number; userKey: string }) {
  const progress = useProgress({ demo: false });
  const { refetch } = progress;
  useEffect(() => {
    if (mealsUpdatedAt > 0) void refetch();
  }, [mealsUpdatedAt, refetch]);
  useProgressToasts(progress.data, userKey);
  return null;
}

/** The trends chart with its own period: one request per period, shared with the week's when it is 7 days. */
function Trends() {
  const { today } = useTracking();
  const [period, setPeriod] = useState<TrendPeriod>(7);
  const [type, setType] = useState<ChartType>("line");
  const range = lastDays(today, period);
  const meals = useMealsInRange(range, { demo: false });
  const goal = useActiveGoal({ demo: false });
  return (
    <TrendsChart
      meals={meals.isPlaceholderData ? undefined : meals.data}
      today={today}
      isError={meals.isError}
      type={type}
      onTypeChange={setType}
      period={period}
      onPeriodChange={setPeriod}
      goalCalories={goal.data?.calories}
    />
  );
}
