import type { ProgressSummary } from "@app/shared";
import { Flame } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The level ring (points mod 100), the points to the next level and the streak flame. */
export function LevelCard({ summary }: { summary: ProgressSummary }) {
  const t = useT();
  const format = useFormat();
  const { level, levelProgress, pointsToNextLevel, totalPoints, currentStreak, longestStreak } = summary;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card titleId="level-title" className="flex items-center gap-5">
        <span className="sr-only">{t("progress.level.ring", { level, progress: levelProgress })}</span>
        <svg viewBox="0 0 120 120" className="size-28 shrink-0" aria-hidden="true">
          <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="12" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke="#047857"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - levelProgress / 100)}
            transform="rotate(-90 60 60)"
          />
          <text x="60" y="68" textAnchor="middle" className="fill-slate-900 text-3xl font-bold">
            {level}
          </text>
        </svg>
        <div className="min-w-0">
          <h2 id="level-title" className="text-lg font-semibold text-slate-900">
            {t("progress.level.title", { level })}
          </h2>
          <p className="text-2xl font-bold text-emerald-800" data-testid="total-points">
            {t("progress.level.points", { points: format.number(totalPoints) })}
          </p>
          <p className="text-sm text-slate-600">{t("progress.level.toNext", { points: pointsToNextLevel, level: level + 1 })}</p>
        </div>
      </Card>
      <Card titleId="streak-title" className="flex items-center gap-5">
        <span
          aria-hidden="true"
          className={`flex size-20 shrink-0 items-center justify-center rounded-full ${currentStreak > 0 ? "bg-orange-100 text-orange-600" : "bg-slate-100 text-slate-500"}`}
        >
          <Flame className="size-10" />
        </span>
        <div className="min-w-0">
          <h2 id="streak-title" className="text-lg font-semibold text-slate-900">
            {t("progress.streak.title")}
          </h2>
          <p className="text-2xl font-bold text-slate-900" data-testid="current-streak">
            {currentStreak > 0
              ? t(currentStreak === 1 ? "progress.streak.current.one" : "progress.streak.current.other", { count: currentStreak })
              : t("progress.streak.none")}
          </p>
          <p className="text-sm text-slate-600">{t("progress.streak.best", { count: longestStreak })}</p>
        </div>
      </Card>
    </div>
  );
}
