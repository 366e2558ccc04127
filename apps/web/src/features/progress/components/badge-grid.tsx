import { BADGE_IDS, BADGES, type BadgeAward, type BadgeIcon } from "@app/shared";
import { Award, Crown, Flame, Lock, Medal, Sparkles, Star, Trophy, Zap } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

const ICONS: Record<BadgeIcon, typeof Flame> = { Flame, Trophy, Star, Award, Sparkles, Zap, Medal, Crown };
const COLORS: Record<BadgeIcon, string> = {
  Flame: "bg-orange-100 text-orange-700",
  Trophy: "bg-amber-100 text-amber-700",
  Star: "bg-yellow-100 text-yellow-700",
  Award: "bg-sky-100 text-sky-700",
  Sparkles: "bg-emerald-100 text-emerald-700",
  Zap: "bg-violet-100 text-violet-700",
  Medal: "bg-rose-100 text-rose-700",
  Crown: "bg-indigo-100 text-indigo-700",
};

/** The 8 badges: earned ones in colour with their date, locked ones grey with what earns them. */
export function BadgeGrid({ awards }: { awards: BadgeAward[] }) {
  const t = useT();
  const format = useFormat();
  const earned = new Map(awards.map((a) => [a.id, a]));
  return (
    <Card titleId="badges-title">
      <CardHeader
        titleId="badges-title"
        title={t("progress.badges.title")}
        description={t("progress.badges.count", { earned: awards.length, total: BADGE_IDS.length })}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-labelledby="badges-title">
        {BADGE_IDS.map((id) => {
          const award = earned.get(id);
          const Icon = ICONS[BADGES[id].icon];
          return (
            <li
              key={id}
              data-badge={id}
              data-earned={award ? "true" : "false"}
              className={`flex flex-col items-center gap-2 rounded-xl border p-3 text-center ${award ? "border-emerald-200 bg-white" : "border-slate-200 bg-slate-50"}`}
            >
              <span
                aria-hidden="true"
                className={`relative flex size-12 items-center justify-center rounded-full ${award ? COLORS[BADGES[id].icon] : "bg-slate-200 text-slate-500"}`}
              >
                <Icon className="size-6" />
                {award ? null : <Lock className="absolute -right-1 -bottom-1 size-4 rounded-full bg-white p-0.5 text-slate-600" />}
              </span>
              <span className="text-sm font-semibold text-slate-900">{t(`progress.badge.${id}.name`)}</span>
              <span className="text-xs text-slate-600">{t(`progress.badge.${id}.rule`)}</span>
              <span className={`text-xs font-medium ${award ? "text-emerald-800" : "text-slate-600"}`}>
                {award ? t("progress.badges.earned", { date: format.day(award.earnedOn) }) : t("progress.badges.locked")}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
