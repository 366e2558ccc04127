import { basalMetabolicRate, bmi, bmiCategory, dailyEnergy, ACTIVITY_MULTIPLIERS, type BmiCategory, type UserProfile } from "@app/shared";
import { Activity, Scale } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useI18n, useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";

const CATEGORIES: { id: BmiCategory; className: string; text: string }[] = [
  { id: "underweight", className: "bg-sky-400", text: "text-sky-900" },
  { id: "normal", className: "bg-emerald-500", text: "text-emerald-900" },
  { id: "overweight", className: "bg-amber-400", text: "text-amber-900" },
  { id: "obese", className: "bg-red-500", text: "text-red-900" },
];

interface FigureCardProps {
  /** The profile the figures come from; null without one, undefined while loading. */
  profile: UserProfile | null | undefined;
  /** Opens the profile editor (or the profile tab) so the figures can be filled in. */
  onCompleteProfile?: () => void;
}

function NeedsProfile({ text, onCompleteProfile }: { text: string; onCompleteProfile?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-start gap-3">
      <p className="text-sm text-slate-600">{text}</p>
      {onCompleteProfile ? (
        <Button variant="secondary" size="sm" onClick={onCompleteProfile}>
          {t("bodyFigures.openProfile")}
        </Button>
      ) : null}
    </div>
  );
}

/** BMI to one decimal with its category, on a scale of the four categories (docs/product/tracking.md#limits). */
export function BmiCard({ profile, onCompleteProfile }: FigureCardProps) {
  const t = useT();
  const format = useFormat();
  const titleId = "bmi-card-title";
  const value = profile ? bmi(profile.weight, profile.height) : undefined;
  const category = value !== undefined ? bmiCategory(value) : undefined;
  // The marker's place on a 15-40 scale.
  const marker = value !== undefined ? Math.min(100, Math.max(0, ((value - 15) / 25) * 100)) : 0;
  return (
    <Card titleId={titleId} className="flex flex-col">
      <CardHeader titleId={titleId} icon={<Scale className="size-4" />} title={t("bmi.title")} />
      {profile === undefined ? (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-slate-50" />
      ) : profile === null || value === undefined || category === undefined ? (
        <NeedsProfile text={t("bmi.needsProfile")} onCompleteProfile={onCompleteProfile} />
      ) : (
        <div>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{format.oneDecimal(value)}</span>
            <span className={cn("text-base font-semibold", CATEGORIES.find((c) => c.id === category)?.text)}>
              {t(`bmi.category.${category}`)}
            </span>
          </p>
          <div aria-hidden="true" className="relative mt-4">
            <div className="flex h-2.5 overflow-hidden rounded-full">
              <span className="w-[14%] bg-sky-400" />
              <span className="w-[26%] bg-emerald-500" />
              <span className="w-[20%] bg-amber-400" />
              <span className="w-[40%] bg-red-500" />
            </div>
            <span
              className="absolute -top-1 size-4.5 -translate-x-1/2 rounded-full border-2 border-white bg-slate-900 shadow"
              style={{ left: `${marker}%` }}
            />
          </div>
          <ul aria-label={t("bmi.scaleLabel")} className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
            {CATEGORIES.map((c) => (
              <li key={c.id} className={cn("flex items-center gap-1.5", c.id === category && "font-semibold text-slate-900")}>
                <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", c.className)} />
                {t(`bmi.category.${c.id}`)}: {t(`bmi.range.${c.id}`)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-600">
            {t("bmi.basis", { weight: format.number(profile.weight, 1), height: format.number(profile.height, 1) })}
          </p>
        </div>
      )}
    </Card>
  );
}

/** Basal metabolism by the revised Harris-Benedict formula and the daily energy need (docs/product/tracking.md#limits). */
export function MetabolismCard({ profile, onCompleteProfile }: FigureCardProps) {
  const { t, tRich } = useI18n();
  const format = useFormat();
  const titleId = "bmr-card-title";
  const bmr = profile ? basalMetabolicRate(profile) : undefined;
  return (
    <Card titleId={titleId} className="flex flex-col">
      <CardHeader titleId={titleId} icon={<Activity className="size-4" />} title={t("bmr.title")} />
      {profile === undefined ? (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-slate-50" />
      ) : profile === null || bmr === undefined ? (
        <NeedsProfile text={t("bmr.needsProfile")} onCompleteProfile={onCompleteProfile} />
      ) : (
        <div>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-slate-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-slate-600">{t("bmr.bmr")}</dt>
              <dd className="mt-0.5 text-xs text-slate-600">
                {tRich("common.kcalPerDay", {
                  value: <span className="text-xl font-bold text-slate-900 tabular-nums">{format.number(Math.round(bmr))}</span>,
                })}
              </dd>
            </div>
            <div className="rounded-xl bg-emerald-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-emerald-900">{t("bmr.daily")}</dt>
              <dd className="mt-0.5 text-xs text-emerald-900">
                {tRich("common.kcalPerDay", {
                  value: (
                    <span className="text-xl font-bold text-emerald-950 tabular-nums">
                      {format.number(Math.round(dailyEnergy(bmr, profile.activityLevel)))}
                    </span>
                  ),
                })}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            {t("bmr.basis", {
              multiplier: format.number(ACTIVITY_MULTIPLIERS[profile.activityLevel], 3),
              activity: t(`activity.${profile.activityLevel}`).toLocaleLowerCase(),
            })}
          </p>
        </div>
      )}
    </Card>
  );
}
