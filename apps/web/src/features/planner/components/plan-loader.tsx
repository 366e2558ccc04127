import { useEffect, useState } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/en.ts";

/** The meal-plan loader's 5 steps over 8,000 ms (002 §2.3, §9). */
const STEPS: MessageKey[] = ["planner.loader.1", "planner.loader.2", "planner.loader.3", "planner.loader.4", "planner.loader.5"];
export const LOADER_DURATION_MS = 8000;

/**
 * Shown only while the plan is really being generated (mounted for the request's duration, never a fixed
 * wait): steps through its messages, staying on the last one if the work takes longer.
 */
export function PlanLoader() {
  const t = useT();
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => Math.min(STEPS.length - 1, s + 1)), LOADER_DURATION_MS / STEPS.length);
    return () => clearInterval(timer);
  }, []);
  return (
    <output className="mt-6 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-4 text-emerald-950">
      <Spinner className="text-emerald-700" />
      <span>{t(STEPS[step]!)}</span>
    </output>
  );
}
