import { addDays, mondayOf, toLocalDate, type MealPlanDay, type MealPlanItem } from "@app/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { browserTimeZone, useFormat } from "../../../lib/format.ts";
import { PlanDayCard } from "./plan-day-card.tsx";
import { WeekNavigator } from "./week-navigator.tsx";

/**
 * The parts the signed-in planner and the visitors' demo planner share (002 §2.3): the schedule selector,
 * 'No Schedule Selected', the week shown with its navigator and seven day cards, and the Add/Edit dialog.
 * The two screens differ only in where schedules live (the server or this browser) and in 'Ate as planned'.
 */

interface ScheduleSummary {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
}

interface ScheduleDetail extends ScheduleSummary {
  days: MealPlanDay[];
}

/** The week shown for each schedule: chosen with the navigator, else the week of today when the schedule holds it, else its first week. */
export function useScheduleWeek(selectedId: number | null, detail: ScheduleSummary | null | undefined) {
  const [weekBySchedule, setWeekBySchedule] = useState<Record<number, string>>({});
  const [today] = useState(() => toLocalDate(new Date(), browserTimeZone()));
  const defaultWeek = detail ? mondayOf(today >= detail.startDate && today <= detail.endDate ? today : detail.startDate) : mondayOf(today);
  const weekStart = (selectedId !== null ? weekBySchedule[selectedId] : undefined) ?? defaultWeek;
  const weekDates = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const setWeek = (start: string) => selectedId !== null && setWeekBySchedule((w) => ({ ...w, [selectedId]: start }));
  return { weekStart, weekDates, setWeek };
}

export function ScheduleSelect({
  schedules,
  selectedId,
  onSelect,
}: {
  schedules: readonly ScheduleSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  if (schedules.length === 0) return null;
  return (
    <SelectField
      id="planner-schedule"
      label={t("planner.schedule")}
      className="sm:min-w-72"
      value={selectedId ?? ""}
      onChange={(e) => onSelect(Number(e.target.value))}
    >
      {schedules.map((s) => (
        <option key={s.id} value={s.id}>
          {`${s.title} (${format.day(s.startDate)} – ${format.day(s.endDate)})`}
        </option>
      ))}
    </SelectField>
  );
}

/** 'No Schedule Selected' with 'Create Your First Schedule'. */
export function NoSchedule({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="no-schedule" className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 id="no-schedule" className="text-xl font-semibold text-slate-900">
        {t("planner.noScheduleTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("planner.noScheduleText")}</p>
      <Button className="mt-4" onClick={onCreate}>
        {t("planner.createFirst")}
      </Button>
    </section>
  );
}

/** The week navigator and the week's seven day cards, with the Add/Edit dialog their buttons open. */
export function PlanWeek({
  detail,
  week,
  regeneratingDate,
  eatingId = null,
  onRegenerate,
  onCustomize,
  onEat,
}: {
  detail: ScheduleDetail;
  week: ReturnType<typeof useScheduleWeek>;
  regeneratingDate: string | null;
  eatingId?: number | null;
  onRegenerate: (date: string) => void;
  onCustomize: (item: MealPlanItem) => void;
  /** 'Ate as planned'; absent in the visitors' demo (nothing to log into). */
  onEat?: ((item: MealPlanItem, date: string) => void) | undefined;
}) {
  const t = useT();
  const [addEditOpen, setAddEditOpen] = useState(false);
  return (
    <>
      <WeekNavigator title={detail.title} weekStart={week.weekStart} onWeek={week.setWeek} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {week.weekDates.map((date) => (
          <PlanDayCard
            key={date}
            date={date}
            day={detail.days.find((d) => d.date === date)}
            inSchedule={date >= detail.startDate && date <= detail.endDate}
            regenerating={regeneratingDate === date}
            eatingId={eatingId}
            onRegenerate={() => onRegenerate(date)}
            onAddEdit={() => setAddEditOpen(true)}
            onCustomize={onCustomize}
            onEat={onEat ? (item) => onEat(item, date) : undefined}
          />
        ))}
      </div>
      <Dialog open={addEditOpen} onOpenChange={setAddEditOpen} title={t("planner.addEditTitle")} closeLabel={t("planner.close")}>
        <p className="text-slate-700">{t("planner.addEditText")}</p>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setAddEditOpen(false)}>{t("planner.close")}</Button>
        </div>
      </Dialog>
    </>
  );
}
