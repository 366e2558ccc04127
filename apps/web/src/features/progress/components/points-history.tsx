import type { PointsHistoryEntry } from "@app/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

/** How many entries show before "Show all". */
const SHOWN = 10;

/** The points history: what earned points, how many and when, newest first. */
export function PointsHistory({ history }: { history: PointsHistoryEntry[] }) {
  const t = useT();
  const format = useFormat();
  const [all, setAll] = useState(false);
  const label = (h: PointsHistoryEntry) =>
    h.source === "meal"
      ? t(h.detail === 1 ? "progress.history.meal.one" : "progress.history.meal.other", { count: h.detail })
      : h.source === "streak"
        ? t("progress.history.streak", { count: h.detail })
        : t("progress.history.goal", { kcal: format.kcal(h.detail) });
  return (
    <Card titleId="history-title">
      <CardHeader titleId="history-title" title={t("progress.history.title")} />
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">{t("progress.history.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby="history-title">
          {(all ? history : history.slice(0, SHOWN)).map((h, i) => (
            <li key={`${h.date}-${h.source}-${i}`} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{label(h)}</span>
                <span className="block text-slate-600">{format.day(h.date)}</span>
              </span>
              <span className="shrink-0 font-semibold text-emerald-800">{t("progress.history.points", { points: h.points })}</span>
            </li>
          ))}
        </ul>
      )}
      {history.length > SHOWN ? (
        <Button variant="link" className="mt-2" aria-expanded={all} onClick={() => setAll(!all)}>
          {t(all ? "progress.history.showLess" : "progress.history.showAll", { count: history.length })}
        </Button>
      ) : null}
    </Card>
  );
}
