import type { z } from "zod";
import type { EnergyEstimateSchema } from "@app/shared";
import { Gauge } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

type EnergyEstimate = z.infer<typeof EnergyEstimateSchema>;

interface EnergyEstimateCardProps {
  estimate: EnergyEstimate | undefined;
  /** Offered when there is an active goal: sets its calories to the estimate. */
  onUseForGoal?: ((kcal: number) => void) | undefined;
}

/** The adaptive estimate beside the Harris-Benedict figure, explained in plain words. */
export function EnergyEstimateCard({ estimate, onUseForGoal }: EnergyEstimateCardProps) {
  const t = useT();
  const format = useFormat();
  if (!estimate) return null;
  const formula = (
    <div className="rounded-xl bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-700">{t("progress.energy.formula")}</p>
      <p className="text-2xl font-bold text-slate-900">
        {estimate.formulaKcal === null ? t("progress.energy.formulaNone") : format.kcal(estimate.formulaKcal)}
      </p>
    </div>
  );
  return (
    <Card titleId="energy-title">
      <CardHeader
        titleId="energy-title"
        icon={<Gauge className="size-4" />}
        title={t("progress.energy.title")}
        description={t("progress.energy.description")}
      />
      {estimate.status === "not_enough_data" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <p className="text-sm text-slate-700">
            {t("progress.energy.notEnough", { days: estimate.daysNeeded, intakeDays: estimate.intakeDays, weighIns: estimate.weighIns })}
          </p>
          {formula}
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-emerald-50 p-4">
              <p className="text-sm font-semibold text-emerald-900">{t("progress.energy.estimate")}</p>
              <p className="text-2xl font-bold text-emerald-900" data-testid="energy-estimate">
                {format.kcal(estimate.estimateKcal)}
              </p>
              <p className="text-sm text-emerald-900">
                {t("progress.energy.range", {
                  low: format.kcal(estimate.estimateKcal - estimate.uncertaintyKcal),
                  high: format.kcal(estimate.estimateKcal + estimate.uncertaintyKcal),
                })}
              </p>
            </div>
            {formula}
          </div>
          <p className="mt-4 text-sm text-slate-700">
            {t("progress.energy.explain", {
              days: estimate.intakeDays,
              intake: format.kcal(estimate.averageIntakeKcal),
              change: `${estimate.weightChangeKgPerWeek > 0 ? "+" : ""}${format.number(estimate.weightChangeKgPerWeek, 2)} kg`,
              data: format.kcal(estimate.dataKcal),
              share: `${Math.round(estimate.dataWeight * 100)} %`,
            })}
          </p>
          {onUseForGoal ? (
            <Button className="mt-4" variant="secondary" onClick={() => onUseForGoal(estimate.estimateKcal)}>
              {t("progress.energy.useForGoal", { kcal: format.kcal(estimate.estimateKcal) })}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
