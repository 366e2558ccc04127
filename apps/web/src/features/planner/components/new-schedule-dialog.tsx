import { addDays, CreateScheduleInputSchema, mondayOf, PLAN_DAYS, toLocalDate, type PlanPeriod } from "@app/shared";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { browserTimeZone } from "../../../lib/format.ts";
import { useErrorText, useMessageText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useCreateSchedule } from "../planner.queries.ts";

interface NewScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's goals; the goal field shows only when there are some (002 §2.3). */
  goals: readonly { id: number; name: string }[];
  onCreated: (id: number) => void;
  /** The visitors' demo: the schedule is made in the browser instead (returns its id). */
  createLocally?: (input: { title: string; startDate: string; endDate: string; period: PlanPeriod }) => number;
}

/** The current week, Monday first (002 §2.3). */
function defaultDates(period: PlanPeriod) {
  const start = mondayOf(toLocalDate(new Date(), browserTimeZone()));
  return { startDate: start, endDate: addDays(start, PLAN_DAYS[period] - 1) };
}

/** 'New Schedule': title, dates (the current week from Monday), weekly or monthly, and an optional goal. */
export function NewScheduleDialog({ open, onOpenChange, goals, onCreated, createLocally }: NewScheduleDialogProps) {
  const t = useT();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const create = useCreateSchedule();
  const [title, setTitle] = useState("");
  const [period, setPeriod] = useState<PlanPeriod>("weekly");
  const [dates, setDates] = useState(() => defaultDates("weekly"));
  const [goalId, setGoalId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setTitle("");
    setPeriod("weekly");
    setDates(defaultDates("weekly"));
    setGoalId("");
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const input = { title, ...dates, period, goalId: goalId ? Number(goalId) : null };
    const parsed = CreateScheduleInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "title")] ??= messageText(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    if (createLocally) {
      const id = createLocally({ title: parsed.data.title, startDate: dates.startDate, endDate: dates.endDate, period });
      notify.success(t("planner.toast.created"), t("planner.toast.createdText", { title: parsed.data.title }));
      reset();
      onOpenChange(false);
      onCreated(id);
      return;
    }
    create.mutate(input, {
      onSuccess: (schedule) => {
        notify.success(t("planner.toast.created"), t("planner.toast.createdText", { title: schedule.title }));
        reset();
        onOpenChange(false);
        onCreated(schedule.id);
      },
      onError: (error) => notify.error(t("planner.toast.creationFailed"), errorText(error) ?? t("planner.toast.creationFailedText")),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("planner.newSchedule")} closeLabel={t("planner.close")}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="schedule-title"
          label={t("planner.form.title")}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          autoComplete="off"
        />
        <SelectField
          id="schedule-period"
          label={t("planner.form.period")}
          value={period}
          onChange={(e) => {
            const next = e.target.value as PlanPeriod;
            setPeriod(next);
            setDates((d) => ({ ...d, endDate: addDays(d.startDate, PLAN_DAYS[next] - 1) }));
          }}
        >
          <option value="weekly">{t("planner.form.weekly")}</option>
          <option value="monthly">{t("planner.form.monthly")}</option>
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="schedule-start"
            type="date"
            label={t("planner.form.startDate")}
            value={dates.startDate}
            onChange={(e) => {
              const startDate = e.target.value;
              setDates({ startDate, endDate: startDate ? addDays(startDate, PLAN_DAYS[period] - 1) : dates.endDate });
            }}
            error={errors.startDate}
          />
          <TextField
            id="schedule-end"
            type="date"
            label={t("planner.form.endDate")}
            value={dates.endDate}
            onChange={(e) => setDates((d) => ({ ...d, endDate: e.target.value }))}
            error={errors.endDate}
          />
        </div>
        {goals.length > 0 ? (
          <SelectField id="schedule-goal" label={t("planner.form.goal")} value={goalId} onChange={(e) => setGoalId(e.target.value)}>
            <option value="">{t("planner.form.noGoal")}</option>
            {goals.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("planner.cancel")}
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel={t("planner.form.creating")}>
            {t("planner.form.create")}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
