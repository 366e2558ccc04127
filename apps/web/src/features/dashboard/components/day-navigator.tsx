import { addDays } from "@app/shared";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

interface DayNavigatorProps {
  /** The day shown ('2025-03-14'). */
  day: string;
  today: string;
  onChange: (day: string) => void;
}

/** Previous day, next day (up to today) and back to today, with the day shown as a heading. */
export function DayNavigator({ day, today, onChange }: DayNavigatorProps) {
  const t = useT();
  const format = useFormat();
  const label = day === today ? t("dayNav.today") : day === addDays(today, -1) ? t("dayNav.yesterday") : format.longDay(day);
  return (
    <nav aria-label={t("dayNav.label")} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => onChange(addDays(day, -1))}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t("dayNav.previous")}</span>
        <span className="sr-only">{` (${format.longDay(addDays(day, -1))})`}</span>
      </Button>
      <p aria-live="polite" className="min-w-32 flex-1 text-center text-base font-semibold text-slate-900 sm:flex-none">
        {label}
        {day !== today ? <span className="sr-only">{` (${format.longDay(day)})`}</span> : null}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onChange(addDays(day, 1))} disabled={day >= today}>
        <span className="sr-only sm:not-sr-only">{t("dayNav.next")}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      {day !== today ? (
        <Button variant="link" onClick={() => onChange(today)}>
          {t("dayNav.backToToday")}
        </Button>
      ) : null}
    </nav>
  );
}
