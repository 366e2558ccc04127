import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { deleteDemoSchedule, demoScheduleInput, listDemoSchedules } from "../demo-plans.ts";
import { useCreateSchedule } from "../planner.queries.ts";

/**
 * After registration (issue 18): a demo schedule planned as a visitor is offered to the new account. Keeping it
 * copies it through the normal create call (POST /api/meal-plans/schedules with its days); either way the
 * browser's copy is removed.
 */
export function KeepDemoPlan({ onKept }: { onKept?: (id: number) => void }) {
  const t = useT();
  const errorText = useErrorText();
  const create = useCreateSchedule();
  const [pending, setPending] = useState(() => listDemoSchedules().filter((s) => s.days.length > 0));
  const demo = pending[0];
  if (!demo) return null;
  const done = () => {
    deleteDemoSchedule(demo.id);
    setPending((list) => list.slice(1));
  };
  return (
    <section aria-labelledby="keep-demo-title" className="mt-8 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      <h2 id="keep-demo-title" className="font-semibold">
        {t("demo.planner.keepTitle")}
      </h2>
      <p className="mt-1 text-sm">{t("demo.planner.keepText", { title: demo.title })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-disabled={create.isPending || undefined}
          onClick={() =>
            !create.isPending &&
            create.mutate(demoScheduleInput(demo), {
              onSuccess: (schedule) => {
                done();
                notify.success(t("demo.planner.kept"));
                onKept?.(schedule.id);
              },
              onError: (error) => notify.error(t("demo.planner.keepFailed"), errorText(error) ?? undefined),
            })
          }
        >
          {t("demo.planner.keep")}
        </Button>
        <Button size="sm" variant="secondary" onClick={done}>
          {t("demo.planner.discard")}
        </Button>
      </div>
    </section>
  );
}
