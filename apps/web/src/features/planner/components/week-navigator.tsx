import { addDays } from "@app/shared";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

/** Previous Week / the schedule's title and the week's range / Next Week, for the planner and the demo planner. */
export function WeekNavigator({ title, weekStart, onWeek }: { title: string; weekStart: string; onWeek: (monday: string) => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <nav aria-label={t("planner.weekNavigation")} className="flex items-center justify-between gap-2 rounded-2xl bg-slate-50 p-2">
      <Button variant="ghost" size="sm" onClick={() => onWeek(addDays(weekStart, -7))} aria-label={t("planner.previousWeek")}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t("planner.previousWeek")}</span>
      </Button>
      <div className="text-center">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">
          {t("planner.weekRange", { start: format.day(weekStart), end: format.day(addDays(weekStart, 6)) })}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => onWeek(addDays(weekStart, 7))} aria-label={t("planner.nextWeek")}>
        <span className="hidden sm:inline">{t("planner.nextWeek")}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
