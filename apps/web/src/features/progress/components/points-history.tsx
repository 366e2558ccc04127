import type { PointsHistoryEntry } from "@app/shared";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

/** The points history: what earned points, how many and when, newest first. */
export function PointsHistory({ history }: { history: PointsHistoryEntry[] }) {
  const t = useT();
  const format = useFormat();
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
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto" aria-labelledby="history-title">
          {history.map((h, i) => (
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
    </Card>
  );
}
