import { GOAL_FORM_DEFAULTS, type NutritionGoal } from "@app/shared";
import { Target } from "lucide-react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { GoalStatusBadge } from "./goal-status-badge.tsx";
import { GoalTargets } from "./goal-targets.tsx";

interface NutritionalGoalCardProps {
  goal: NutritionGoal | null | undefined;
  isError: boolean;
  /** Opens the goals tab. */
  onManage: () => void;
}

/**
 * The dashboard's Nutritional Goal card: the goal's name (default 'Maintenance Goal'), description and daily
 * targets, with 'Manage Goals'; without a goal, suggested targets and 'Create Goal' (docs/product/tracking.md#goals).
 */
export function NutritionalGoalCard({ goal, isError, onManage }: NutritionalGoalCardProps) {
  const t = useT();
  const titleId = "nutritional-goal-title";
  return (
    <Card titleId={titleId} className="flex flex-col">
      <CardHeader titleId={titleId} icon={<Target className="size-4" />} title={t("goalCard.title")} />
      {isError ? (
        <ErrorAlert>{t("tracking.goalsError")}</ErrorAlert>
      ) : goal === undefined ? (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-50" />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-lg font-semibold break-words text-slate-900">{goal?.name || t("goalCard.defaultName")}</p>
            {goal ? null : <GoalStatusBadge label={t("goals.statusNotSet")} tone="muted" />}
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">{goal ? goal.description : t("goalCard.suggested")}</p>
          <GoalTargets targets={goal ?? GOAL_FORM_DEFAULTS} muted={!goal} className="mt-4" />
        </>
      )}
      <div className="mt-auto pt-5">
        <Button variant={goal ? "secondary" : "primary"} onClick={onManage} className="w-full">
          {goal ? t("goalCard.manage") : t("goalCard.create")}
        </Button>
      </div>
    </Card>
  );
}
