import { canUse, isAdminUser } from "@app/shared";
import { useState } from "react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Page } from "../../components/ui/page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { useActiveGoal, useUpdateGoal } from "../../features/goals/goals.queries.ts";
import { BadgeGrid } from "../../features/progress/components/badge-grid.tsx";
import { EnergyEstimateCard } from "../../features/progress/components/energy-estimate-card.tsx";
import { LevelCard } from "../../features/progress/components/level-card.tsx";
import { PointsHistory } from "../../features/progress/components/points-history.tsx";
import { TiersCard } from "../../features/progress/components/tiers-card.tsx";
import { useProgressToasts } from "../../features/progress/components/use-progress-toasts.ts";
import { WeightLog } from "../../features/progress/components/weight-log.tsx";
import { useEnergyEstimate, useProgress, useWeighIns } from "../../features/progress/progress.queries.ts";
import { useT } from "../../i18n/i18n.tsx";
import { useFormat } from "../../lib/format.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { notify } from "../../lib/toast.ts";
import { useToday } from "../../lib/today.ts";

/** /progress (signed in) and /demo/progress (visitors): points, streaks, badges, the weight log and the energy estimate. */
export function ProgressScreen({ demo }: { demo: boolean }) {
  const t = useT();
  const format = useFormat();
  const today = useToday();
  const { data: user } = useCurrentUser();
  const progress = useProgress({ demo });
  const weighIns = useWeighIns({ demo });
  const trial = useTrialStatus(Boolean(user) && !demo);
  const premium = !demo && Boolean(user) && (isAdminUser(user!) || (trial.data ? canUse(trial.data, "advanced-analytics") : false));
  const energy = useEnergyEstimate({ enabled: premium });
  const activeGoal = useActiveGoal({ demo, enabled: !demo });
  const updateGoal = useUpdateGoal();
  const [offer, setOffer] = useState<number | null>(null);
  useProgressToasts(demo ? undefined : progress.data, user ? String(user.id) : null);

  const goal = activeGoal.data;
  return (
    <Page title={t(demo ? "page.demoProgress" : "page.progress")} description={t("progress.description")}>
      {demo ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t("progress.demoNote")}
          <ButtonLink to="/auth?tab=register" size="sm">
            {t("nav.loginRegister")}
          </ButtonLink>
        </p>
      ) : null}
      {progress.data ? (
        <div className="mt-8 grid gap-6">
          <LevelCard summary={progress.data} />
          <BadgeGrid awards={progress.data.badges} />
          <WeightLog weighIns={weighIns.data} today={today} readOnly={demo} />
          {demo ? null : (
            <PremiumGate feature="advanced-analytics" headingLevel={2}>
              <EnergyEstimateCard estimate={energy.data} onUseForGoal={goal ? (kcal) => setOffer(kcal) : undefined} />
            </PremiumGate>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <PointsHistory history={progress.data.history} />
            <div className="grid content-start gap-6">
              <TiersCard summary={progress.data} />
              <section aria-labelledby="rules-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <h2 id="rules-title" className="text-lg font-semibold text-slate-900">
                  {t("progress.rules.title")}
                </h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  <li>{t("progress.rules.meal")}</li>
                  <li>{t("progress.rules.streak")}</li>
                  <li>{t("progress.rules.goal")}</li>
                  <li>{t("progress.rules.level")}</li>
                </ul>
              </section>
            </div>
          </div>
        </div>
      ) : progress.isError ? (
        <p role="alert" className="mt-8 text-red-700">
          {t("common.errorOccurred", { message: progress.error.message })}
        </p>
      ) : (
        <div className="mt-8 flex justify-center">
          <Spinner />
        </div>
      )}
      {goal && offer !== null ? (
        <ConfirmDialog
          trigger={<span hidden />}
          open
          onOpenChange={(open) => !open && setOffer(null)}
          title={t("progress.energy.confirm", { name: goal.name, kcal: format.kcal(offer) })}
          description={t("progress.energy.description")}
          confirmLabel={t("common.saveChanges")}
          cancelLabel={t("common.cancel")}
          destructive={false}
          pending={updateGoal.isPending}
          onConfirm={() =>
            updateGoal.mutate(
              { id: goal.id, input: { calories: offer } },
              {
                onSuccess: () => {
                  notify.success(t("progress.energy.goalUpdated", { kcal: format.kcal(offer) }));
                  setOffer(null);
                },
              },
            )
          }
        />
      ) : null}
    </Page>
  );
}

export default function ProgressRoute() {
  return <ProgressScreen demo={false} />;
}
