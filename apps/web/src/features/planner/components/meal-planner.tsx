import type { MealPlanItem } from "@app/shared";
import { CalendarPlus, ShoppingCart, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useDeleteSchedule, useEatPlanItem, useGeneratePlan, useRegenerateDay, useSchedule, useSchedules } from "../planner.queries.ts";
import { CustomizeMealDialog } from "./customize-meal-dialog.tsx";
import { GroceryListDialog } from "./grocery-list-dialog.tsx";
import { NewScheduleDialog } from "./new-schedule-dialog.tsx";
import { PlanLoader } from "./plan-loader.tsx";
import { NoSchedule, PlanWeek, ScheduleSelect, useScheduleWeek } from "./plan-shell.tsx";

/**
 * The meal planner of a signed-in user (002 §2.3; issue 18): schedules, generation, the week view with its
 * seven day cards, 'Customize Meal', regenerating a day and 'Ate as planned'.
 */
export function MealPlanner({ goals, canExport }: { goals: readonly { id: number; name: string }[]; canExport: boolean }) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const schedules = useSchedules();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selectedId = chosenId ?? schedules.data?.[0]?.id ?? null;
  const schedule = useSchedule(selectedId);
  const generate = useGeneratePlan();
  const regenerate = useRegenerateDay();
  const eat = useEatPlanItem(selectedId ?? 0);
  const remove = useDeleteSchedule();
  const [newOpen, setNewOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [groceryOpen, setGroceryOpen] = useState(false);
  const [customizing, setCustomizing] = useState<MealPlanItem | null>(null);

  const detail = schedule.data;
  const week = useScheduleWeek(selectedId, detail);
  const dayLabel = (date: string) => format.longDay(date);

  const onGenerate = () => {
    if (selectedId === null || generate.isPending) return;
    generate.mutate(selectedId, {
      onSuccess: (result) => notify.success(t("planner.toast.generated"), result.message),
      onError: (error) => notify.error(t("planner.toast.generationFailed"), errorText(error) ?? t("planner.toast.generationFailedText")),
    });
  };
  const onRegenerate = (date: string) => {
    if (selectedId === null || regenerate.isPending) return;
    regenerate.mutate(
      { scheduleId: selectedId, date },
      {
        onSuccess: () => notify.success(t("planner.toast.dayRegenerated"), t("planner.toast.dayRegeneratedText", { day: dayLabel(date) })),
        onError: () => notify.error(t("planner.toast.regenerationFailed"), t("planner.toast.regenerationFailedText")),
      },
    );
  };
  const onEat = (item: MealPlanItem, date: string) => {
    if (eat.isPending) return;
    eat.mutate(item.id, {
      onSuccess: () =>
        notify.success(t("planner.toast.logged"), t("planner.toast.loggedText", { recipe: item.recipe.name, day: dayLabel(date) })),
      onError: (error) => notify.error(t("planner.toast.logFailed"), errorText(error) ?? t("planner.toast.updateFailedText")),
    });
  };

  if (schedules.isPending) return <LoadingState label={t("planner.loading")} />;
  if (schedules.isError) return <ErrorAlert className="mt-8">{t("planner.loadFailed")}</ErrorAlert>;

  const list = schedules.data;
  const newDialog = <NewScheduleDialog open={newOpen} onOpenChange={setNewOpen} goals={goals} onCreated={(id) => setChosenId(id)} />;

  return (
    <div className="mt-8 space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ScheduleSelect schedules={list} selectedId={selectedId} onSelect={setChosenId} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setNewOpen(true)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t("planner.newSchedule")}
          </Button>
          {detail ? (
            <>
              <Button onClick={onGenerate} aria-disabled={generate.isPending || undefined}>
                <Sparkles aria-hidden="true" className="size-4" />
                {t("planner.generate")}
              </Button>
              <Button variant="secondary" onClick={() => setGroceryOpen(true)}>
                <ShoppingCart aria-hidden="true" className="size-4" />
                {t("planner.groceryList")}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" aria-label={t("planner.deleteSchedule")}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                }
                open={deleteOpen}
                onOpenChange={setDeleteOpen}
                title={t("planner.deleteConfirmTitle")}
                description={t("planner.deleteConfirmText", { title: detail.title })}
                confirmLabel={t("planner.deleteSchedule")}
                cancelLabel={t("planner.cancel")}
                pending={remove.isPending}
                onConfirm={() =>
                  remove.mutate(detail.id, {
                    onSuccess: () => {
                      setDeleteOpen(false);
                      setChosenId(null);
                      notify.success(t("planner.toast.deleted"));
                    },
                  })
                }
              />
            </>
          ) : null}
        </div>
      </div>
      {newDialog}

      {selectedId === null ? (
        <NoSchedule onCreate={() => setNewOpen(true)} />
      ) : schedule.isPending ? (
        <LoadingState label={t("planner.loading")} />
      ) : schedule.isError || !detail ? (
        <ErrorAlert>{t("planner.loadFailed")}</ErrorAlert>
      ) : (
        <>
          {generate.isPending ? <PlanLoader /> : null}
          <PlanWeek
            detail={detail}
            week={week}
            regeneratingDate={regenerate.isPending ? (regenerate.variables?.date ?? null) : null}
            eatingId={eat.isPending ? (eat.variables ?? null) : null}
            onRegenerate={onRegenerate}
            onCustomize={setCustomizing}
            onEat={onEat}
          />
        </>
      )}
      {groceryOpen && detail ? (
        <GroceryListDialog
          scheduleId={detail.id}
          title={detail.title}
          scheduleStart={detail.startDate}
          scheduleEnd={detail.endDate}
          weekStart={week.weekDates[0]!}
          weekEnd={week.weekDates[6]!}
          canExport={canExport}
          onClose={() => setGroceryOpen(false)}
        />
      ) : null}
      {customizing && selectedId !== null ? (
        <CustomizeMealDialog item={customizing} scheduleId={selectedId} onClose={() => setCustomizing(null)} />
      ) : null}
    </div>
  );
}
