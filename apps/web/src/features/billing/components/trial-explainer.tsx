import { TRIAL_WARNING_DAYS } from "@app/shared";
import { Info } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";

/** 'How the free trial works', with the trial length the server is configured with (spec README: Access). */
export function TrialExplainer({ trialDays }: { trialDays: number }) {
  const t = useT();
  const steps = [
    t(trialDays === 1 ? "pricing.trialStep1.one" : "pricing.trialStep1.other", { days: trialDays }),
    t("pricing.trialStep2", { warning: TRIAL_WARNING_DAYS }),
    t("pricing.trialStep3"),
  ];
  return (
    <section aria-labelledby="trial-explainer-title" className="rounded-3xl border border-sky-200 bg-sky-50 p-6 sm:p-8">
      <h2 id="trial-explainer-title" className="flex items-center gap-2 text-lg font-semibold text-sky-950">
        <Info aria-hidden="true" className="size-5 text-sky-800" />
        {t("pricing.trialTitle")}
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-3 text-sm text-sky-950">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white font-semibold text-sky-900 shadow-sm"
            >
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
