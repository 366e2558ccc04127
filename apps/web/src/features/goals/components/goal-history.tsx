import type { NutritionGoal } from "@app/shared";
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, History } from "lucide-react";
import { useEffect, useState } from "react";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { iconButtonClass, RowActions } from "../../../components/ui/row-actions.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { DEFAULT_GOAL_SORT, nextSort, sortGoals, type GoalSort, type GoalSortColumn } from "../goal-sort.ts";
import { useActivateGoal, useDeleteGoal, useUpdateGoal } from "../goals.queries.ts";
import { GoalForm, type GoalFieldErrors } from "./goal-form.tsx";
import { GoalStatusBadge } from "./goal-status-badge.tsx";
import { GoalTargets } from "./goal-targets.tsx";

const FIELDS = ["name", "description", "calories", "proteins", "carbs", "fats", "startDate", "endDate"] as const;

const COLUMNS: { column: GoalSortColumn; label: MessageKey; align?: "right" }[] = [
  { column: "name", label: "goals.col.name" },
  { column: "calories", label: "goals.col.calories", align: "right" },
  { column: "startDate", label: "goals.col.startDate" },
  { column: "endDate", label: "goals.col.endDate" },
];

interface GoalHistoryProps {
  goals: NutritionGoal[] | undefined;
  isError: boolean;
  demo: boolean;
  today: string;
  guest: boolean;
  onRegistrationRequired: () => void;
}

/** Goal History: sortable by name, calories, start and end date, with status and actions (docs/product/tracking.md#goals). */
export function GoalHistory({ goals, isError, demo, today, guest, onRegistrationRequired }: GoalHistoryProps) {
  const t = useT();
  const format = useFormat();
  const [sort, setSort] = useState<GoalSort>(DEFAULT_GOAL_SORT);
  const titleId = "goal-history-title";

  useEffect(() => {
    if (isError)
      notify.error(t("common.error"), t(demo ? "goals.toast.demoLoadFailed" : "goals.toast.loadFailed"), { id: "goals-load-error" });
  }, [isError, demo, t]);

  const sorted = goals ? sortGoals(goals, sort, format.locale) : [];

  return (
    <Card titleId={titleId}>
      <CardHeader
        titleId={titleId}
        icon={<History className="size-4" />}
        title={t("goals.historyTitle")}
        description={t("goals.historyDescription")}
      />
      {isError ? (
        <ErrorAlert>{t("goals.loadErrorPanel")}</ErrorAlert>
      ) : !goals ? (
        <output className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="text-emerald-700" />
          {t("app.loading")}
        </output>
      ) : goals.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {t("goals.historyEmpty")}
        </p>
      ) : (
        // On a phone each goal is a card (the cells stacked, each with its column's name); from 640 px a table.
        <div className="relative -mx-5 sm:mx-0 sm:overflow-x-auto">
          <table aria-labelledby={titleId} className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[38rem]">
            <thead className="max-sm:block">
              <tr className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:flex max-sm:flex-wrap max-sm:px-4">
                {COLUMNS.map(({ column, label, align }, index) => {
                  const active = sort.column === column;
                  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
                      className={`py-1 max-sm:block max-sm:px-0 ${index === 0 ? "pr-2 pl-5 sm:pl-3" : "px-2"} ${align === "right" ? "text-right" : ""}`}
                    >
                      <button
                        type="button"
                        onClick={() => setSort((current) => nextSort(current, column))}
                        className={`inline-flex items-center gap-1 rounded-md px-1 py-1.5 whitespace-nowrap uppercase hover:bg-slate-200/60 hover:text-slate-900 ${active ? "text-slate-900" : ""}`}
                      >
                        {t(label)}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className="px-2 py-2 max-sm:hidden">
                  {t("goals.col.status")}
                </th>
                <th scope="col" className="py-2 pr-5 pl-2 text-right max-sm:hidden sm:pr-3">
                  {t("goals.col.actions")}
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {sorted.map((goal) => (
                <GoalRow key={goal.id} goal={goal} today={today} guest={guest} onRegistrationRequired={onRegistrationRequired} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** A cell of a goal's card on a phone: its column's name before the value. */
const CARD_CELL = "max-sm:p-0 max-sm:text-left max-sm:before:mr-1.5 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

function GoalRow({
  goal,
  today,
  guest,
  onRegistrationRequired,
}: {
  goal: NutritionGoal;
  today: string;
  guest: boolean;
  onRegistrationRequired: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const updateGoal = useUpdateGoal();
  const activateGoal = useActivateGoal();
  const deleteGoal = useDeleteGoal();
  const [viewing, setViewing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverErrors, setServerErrors] = useState<GoalFieldErrors>({});

  function activate() {
    if (guest) return onRegistrationRequired();
    activateGoal.mutate(goal, {
      onSuccess: (saved) => notify.success(t("goals.toast.activated"), t("goals.toast.activatedText", { name: saved.name })),
      onError: (error) => {
        if (isRegistrationRequired(error)) return onRegistrationRequired();
        notify.error(t("common.error"), errorText(error) ?? t("goals.toast.updateFallback"));
      },
    });
  }

  function remove() {
    deleteGoal.mutate(goal, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t("goals.toast.deleted"), t("goals.toast.deletedText", { name: goal.name }));
      },
      onError: (error) => {
        setConfirming(false);
        if (isRegistrationRequired(error)) return onRegistrationRequired();
        const message = errorText(error);
        notify.error(t("common.error"), message ? t("goals.toast.deleteFailed", { message }) : t("goals.toast.deleteFallback"));
      },
    });
  }

  const status = goal.isActive ? (
    <GoalStatusBadge label={t("goals.statusActive")} tone="active" />
  ) : (
    <GoalStatusBadge label={t("goals.statusInactive")} tone="muted" />
  );

  return (
    <tr className="border-b border-slate-100 align-middle last:border-b-0 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-5 max-sm:py-3">
      <td className="py-2.5 pr-2 pl-5 font-medium wrap-anywhere text-slate-900 max-sm:basis-full max-sm:p-0 sm:max-w-[14rem] sm:pl-3">
        {goal.name}
      </td>
      <td data-label={t("goals.col.calories")} className={`px-2 py-2.5 text-right whitespace-nowrap tabular-nums ${CARD_CELL}`}>
        {format.kcal(goal.calories)}
      </td>
      <td data-label={t("goals.col.startDate")} className={`px-2 py-2.5 whitespace-nowrap ${CARD_CELL}`}>
        {format.day(goal.startDate)}
      </td>
      <td data-label={t("goals.col.endDate")} className={`px-2 py-2.5 whitespace-nowrap text-slate-700 ${CARD_CELL}`}>
        {goal.endDate ? format.day(goal.endDate) : t("goals.noEndDate")}
      </td>
      <td className="px-2 py-2.5 max-sm:p-0 max-sm:self-center">{status}</td>
      <RowActions
        className="max-sm:basis-full max-sm:p-0 max-sm:text-left"
        editLabel={t("goals.editLabel", { name: goal.name })}
        deleteLabel={t("goals.deleteLabel", { name: goal.name })}
        onBlocked={guest ? onRegistrationRequired : undefined}
        before={
          <>
            {goal.isActive ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={activate}
                aria-disabled={activateGoal.isPending || undefined}
                className="mr-1 h-8 px-2.5"
              >
                {activateGoal.isPending ? <Spinner className="size-4" /> : null}
                <span aria-hidden="true">{t("goals.activate")}</span>
                <span className="sr-only">{t("goals.activateLabel", { name: goal.name })}</span>
              </Button>
            )}
            <Dialog
              trigger={
                <button type="button" className={iconButtonClass()}>
                  <Eye aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("goals.viewLabel", { name: goal.name })}</span>
                </button>
              }
              open={viewing}
              onOpenChange={setViewing}
              title={t("goals.viewTitle")}
              closeLabel={t("common.close")}
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="text-lg font-semibold break-words text-slate-900">{goal.name}</p>
                {status}
              </div>
              {goal.description ? <p className="mt-1 text-sm break-words text-slate-700">{goal.description}</p> : null}
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-slate-600">{t("goals.col.startDate")}</dt>
                  <dd className="font-medium text-slate-900">{format.day(goal.startDate)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("goals.col.endDate")}</dt>
                  <dd className="font-medium text-slate-900">{goal.endDate ? format.day(goal.endDate) : t("goals.noEndDate")}</dd>
                </div>
              </dl>
              <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-700">{t("goals.dailyTargets")}</h3>
              <GoalTargets targets={goal} />
              <p className="mt-3 text-xs text-slate-600">{t("goals.createdOn", { date: format.day(goal.createdAt.slice(0, 10)) })}</p>
            </Dialog>
          </>
        }
        edit={{
          title: t("goals.editTitle"),
          open: editing,
          onOpenChange: (open) => {
            setEditing(open);
            if (!open) setServerErrors({});
          },
          form: (
            <GoalForm
              goal={goal}
              today={today}
              submitLabel={t("common.saveChanges")}
              pending={updateGoal.isPending}
              serverErrors={serverErrors}
              onSubmit={(data) =>
                updateGoal.mutate(
                  { id: goal.id, input: data },
                  {
                    onSuccess: (saved) => {
                      setEditing(false);
                      notify.success(t("goals.toast.updated"), t("goals.toast.updatedText", { name: saved.name }));
                    },
                    onError: (error) => {
                      if (isRegistrationRequired(error)) return onRegistrationRequired();
                      setServerErrors(issuesByField(error, FIELDS));
                      notify.error(t("common.error"), errorText(error) ?? t("goals.toast.updateFallback"));
                    },
                  },
                )
              }
            />
          ),
        }}
        remove={{
          title: t("goals.deleteTitle"),
          text: t("goals.deleteText", { name: goal.name }),
          open: confirming,
          onOpenChange: setConfirming,
          pending: deleteGoal.isPending,
          onConfirm: remove,
        }}
      />
    </tr>
  );
}
