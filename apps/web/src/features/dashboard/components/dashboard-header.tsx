import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

interface DashboardHeaderProps {
  eyebrow: string;
  /** 'Welcome back, {username}' or 'Welcome, Guest'. */
  greeting: string;
  today: string;
  /** The plan line, when signed in. */
  status?: ReactNode;
  onAddMeal: () => void;
}

/** The greeting, today's date and the 'Add Today's Meal' button (docs/product/tracking.md#dashboard). */
export function DashboardHeader({ eyebrow, greeting, today, status, onAddMeal }: DashboardHeaderProps) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-emerald-800">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{greeting}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <p>{t("tracking.today", { date: format.longDay(today) })}</p>
          {status ? (
            <>
              <span aria-hidden="true" className="hidden text-slate-300 sm:inline">
                |
              </span>
              {status}
            </>
          ) : null}
        </div>
      </div>
      <Button size="lg" onClick={onAddMeal} className="shrink-0">
        <Plus aria-hidden="true" className="size-5" />
        {t("tracking.addTodaysMeal")}
      </Button>
    </div>
  );
}
