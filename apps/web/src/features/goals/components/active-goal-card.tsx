import type { NutritionGoal } from "@app/shared";
import { CalendarRange, Trophy } from "lucide-react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { GoalStatusBadge } from "./goal-status-badge.tsx";
import { GoalTargets } from "./goal-targets.tsx";

interface ActiveGoalCardProps {
  /** The active goal; null when none, undefined while loading. */
  goal: NutritionGoal | null | undefined;
  isError: boolean;
}

/** The Active Goal card: 'Active' or 'Not Set', name, description, start date and the four targets (docs/product/tracking.md#goals). */
export function ActiveGoalCard({ goal, isError }: ActiveGoalCardProps) {
  const t = useT();
  const format = useFormat();
  const titleId = "active-goal-title";
  return (
    <Card titleId={titleId}>
      <CardHeader
        titleId={titleId}
        icon={<Trophy className="size-4" />}
        title={t("goals.activeTitle")}
        action={
          goal === undefined ? null : goal ? (
            <GoalStatusBadge label={t("goals.statusActive")} tone="active" />
          ) : (
            <GoalStatusBadge label={t("goals.statusNotSet")} tone="muted" />
          )
        }
      />
      {isError ? (
        <ErrorAlert>{t("tracking.goalsError")}</ErrorAlert>
      ) : goal === undefined ? (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-50" />
      ) : goal === null ? (
        <p className="text-sm text-slate-600">{t("goals.noActive")}</p>
      ) : (
        <div>
          <p className="text-xl font-semibold break-words text-slate-900">{goal.name}</p>
          {goal.description ? <p className="mt-1 text-sm break-words text-slate-700">{goal.description}</p> : null}
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarRange aria-hidden="true" className="size-4" />
            {t("goals.startedOn", { date: format.day(goal.startDate) })}
            {goal.endDate ? ` ${t("goals.until", { date: format.day(goal.endDate) })}` : null}
          </p>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">{t("goals.dailyTargets")}</h3>
          <GoalTargets targets={goal} />
        </div>
      )}
    </Card>
  );
}
