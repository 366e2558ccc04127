import { addDays, mondayOf, toLocalDate, type MealPlanItem } from "@app/shared";
import { CalendarPlus, ShoppingCart, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { browserTimeZone, useFormat } from "../../../lib/format.ts";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useDeleteSchedule, useEatPlanItem, useGeneratePlan, useRegenerateDay, useSchedule, useSchedules } from "../planner.queries.ts";
import { CustomizeMealDialog } from "./customize-meal-dialog.tsx";
import { GroceryListDialog } from "./grocery-list-dialog.tsx";
import { NewScheduleDialog } from "./new-schedule-dialog.tsx";
import { PlanDayCard } from "./plan-day-card.tsx";
import { PlanLoader } from "./plan-loader.tsx";
import { WeekNavigator } from "./week-navigator.tsx";

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
  const [addEditOpen, setAddEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [groceryOpen, setGroceryOpen] = useState(false);
  const [customizing, setCustomizing] = useState<MealPlanItem | null>(null);
  const [weekBySchedule, setWeekBySchedule] = useState<Record<number, string>>({});

  const detail = schedule.data;
  const [today] = useState(() => toLocalDate(new Date(), browserTimeZone()));
  // The week shown: chosen with the navigator, else the week of today when the schedule holds it, else its first week.
  const defaultWeek = detail ? mondayOf(today >= detail.startDate && today <= detail.endDate ? today : detail.startDate) : mondayOf(today);
  const weekStart = (selectedId !== null ? weekBySchedule[selectedId] : undefined) ?? defaultWeek;
  const weekDates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const setWeek = (start: string) => selectedId !== null && setWeekBySchedule((w) => ({ ...w, [selectedId]: start }));
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
        {list.length > 0 ? (
          <SelectField
            id="planner-schedule"
            label={t("planner.schedule")}
            className="sm:min-w-72"
            value={selectedId ?? ""}
            onChange={(e) => setChosenId(Number(e.target.value))}
          >
            {list.map((s) => (
              <option key={s.id} value={s.id}>
                {`${s.title} (${format.day(s.startDate)} – ${format.day(s.endDate)})`}
              </option>
            ))}
          </SelectField>
        ) : null}
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
        <section aria-labelledby="no-schedule" className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 id="no-schedule" className="text-xl font-semibold text-slate-900">
            {t("planner.noScheduleTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("planner.noScheduleText")}</p>
          <Button className="mt-4" onClick={() => setNewOpen(true)}>
            {t("planner.createFirst")}
          </Button>
        </section>
      ) : schedule.isPending ? (
        <LoadingState label={t("planner.loading")} />
      ) : schedule.isError || !detail ? (
        <ErrorAlert>{t("planner.loadFailed")}</ErrorAlert>
      ) : (
        <>
          {generate.isPending ? <PlanLoader /> : null}
          <WeekNavigator title={detail.title} weekStart={weekStart} onWeek={setWeek} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {weekDates.map((date) => (
              <PlanDayCard
                key={date}
                date={date}
                day={detail.days.find((d) => d.date === date)}
                inSchedule={date >= detail.startDate && date <= detail.endDate}
                regenerating={regenerate.isPending && regenerate.variables?.date === date}
                eatingId={eat.isPending ? (eat.variables ?? null) : null}
                onRegenerate={() => onRegenerate(date)}
                onAddEdit={() => setAddEditOpen(true)}
                onCustomize={setCustomizing}
                onEat={(item) => onEat(item, date)}
              />
            ))}
          </div>
        </>
      )}
      <Dialog open={addEditOpen} onOpenChange={setAddEditOpen} title={t("planner.addEditTitle")} closeLabel={t("planner.close")}>
        <p className="text-slate-700">{t("planner.addEditText")}</p>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setAddEditOpen(false)}>{t("planner.close")}</Button>
        </div>
      </Dialog>
      {groceryOpen && detail ? (
        <GroceryListDialog
          scheduleId={detail.id}
          title={detail.title}
          scheduleStart={detail.startDate}
          scheduleEnd={detail.endDate}
          weekStart={weekDates[0]!}
          weekEnd={weekDates[6]!}
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
