import { ACTIVITY_MULTIPLIERS } from "@app/shared/nutrition/energy";
import { PROTEIN_RANGES } from "@app/shared/nutrition/protein";
import { Dumbbell, Scale } from "lucide-react";
import { useId, useState } from "react";
import type { MessageKey } from "../../../i18n/en.ts";
import { interpolate, useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import type { HowItWorksContent } from "../content/how-it-works.en.ts";
import { SAMPLE_GOALS, SAMPLE_PROFILE, sampleRecommendation, type SampleGoal } from "../sample-profile.ts";

const BMI_LABEL: Record<string, MessageKey> = {
  underweight: "calc.bmiUnderweight",
  normal: "calc.bmiNormal",
  overweight: "calc.bmiOverweight",
  obese: "calc.bmiObese",
};
const GOAL_LABEL: Record<SampleGoal, MessageKey> = { weight_loss: "calc.weightLoss", muscle_gain: "calc.muscleGain" };
const GOAL_ICON = { weight_loss: Scale, muscle_gain: Dumbbell } as const;

/**
 * The explainer's sample profile (28 years, 75 kg, 175 cm, moderate activity, male) with the weight-loss /
 * muscle-gain toggle (docs/product/public-pages.md#how-it-works: weight loss by default). Every figure comes from the shared
 * calculators, the same ones the app uses.
 */
export function GoalCalculatorDemo({ c }: { c: HowItWorksContent["calculator"] }) {
  const t = useT();
  const f = useFormat();
  const [goal, setGoal] = useState<SampleGoal>("weight_loss");
  const name = useId();
  const r = sampleRecommendation(goal);
  const p = SAMPLE_PROFILE;

  const profileRows = [
    [t("calc.age"), t("calc.ageValue", { years: p.age })],
    [t("calc.sex"), t("calc.male")],
    [t("calc.weight"), `${f.number(p.weight)} kg`],
    [t("calc.height"), `${f.number(p.height)} cm`],
    [t("calc.activity"), t("calc.moderate")],
  ] as const;

  const macros = [
    { label: t("calc.protein"), grams: r.proteins, percent: r.split.protein, color: "bg-emerald-600" },
    { label: t("calc.carbs"), grams: r.carbs, percent: r.split.carbs, color: "bg-sky-600" },
    { label: t("calc.fat"), grams: r.fats, percent: r.split.fat, color: "bg-amber-500" },
  ];

  const adjustment = goal === "weight_loss" ? c.lossAdjustment : c.gainAdjustment;
  const stepValues = {
    weight: f.number(p.weight),
    heightM: f.number(p.height / 100, 2),
    heightCm: f.number(p.height),
    age: p.age,
    bmi: f.oneDecimal(r.bmi),
    bmr: f.number(r.bmr),
    factor: f.number(ACTIVITY_MULTIPLIERS[p.activityLevel], 3),
    maintenance: f.number(r.maintenance),
    adjustment,
    target: f.number(r.calories),
    protein: r.split.protein,
    carbs: r.split.carbs,
    fat: r.split.fat,
    proteinG: f.number(r.proteins),
    proteinRange: `${f.oneDecimal(PROTEIN_RANGES[goal].minGPerKg)}-${f.oneDecimal(PROTEIN_RANGES[goal].maxGPerKg)}`,
  };

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <section aria-labelledby="calc-profile-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h3 id="calc-profile-title" className="font-semibold text-slate-900">
          {t("calc.profileTitle")}
        </h3>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm lg:grid-cols-1">
          {profileRows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t("calc.goalLabel")}</legend>
          <div className="mt-2 inline-flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-auto">
            {SAMPLE_GOALS.map((option) => {
              const Icon = GOAL_ICON[option];
              return (
                <label
                  key={option}
                  className={cn(
                    "flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700 sm:flex-none",
                    goal === option ? "bg-white text-emerald-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={option}
                    checked={goal === option}
                    onChange={() => setGoal(option)}
                    className="sr-only"
                  />
                  <Icon aria-hidden="true" className="size-4" />
                  {t(GOAL_LABEL[option])}
                </label>
              );
            })}
          </div>
        </fieldset>

        <p aria-live="polite" className="sr-only">
          {`${t(GOAL_LABEL[goal])}: ${t("calc.kcalPerDay", { value: f.number(r.calories) })}, ${t("calc.protein")} ${t("calc.grams", { value: f.number(r.proteins) })}, ${t("calc.carbs")} ${t("calc.grams", { value: f.number(r.carbs) })}, ${t("calc.fat")} ${t("calc.grams", { value: f.number(r.fats) })}`}
        </p>
        <section aria-labelledby="calc-results-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 id="calc-results-title" className="font-semibold text-slate-900">
            {t("calc.resultsTitle")}: {t(GOAL_LABEL[goal])}
          </h3>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-emerald-50 p-4 sm:col-span-2">
              <dt className="text-sm font-medium text-emerald-900">{t("calc.target")}</dt>
              <dd className="mt-1 text-3xl font-bold text-emerald-950 tabular-nums" data-testid="calc-target">
                {t("calc.kcalPerDay", { value: f.number(r.calories) })}
              </dd>
              <dd className="mt-1 text-sm text-emerald-900">
                {t(goal === "weight_loss" ? "calc.adjustmentLoss" : "calc.adjustmentGain", {
                  maintenance: f.number(r.maintenance),
                  kcal: f.number(Math.abs(r.adjustment)),
                })}
              </dd>
            </div>
            {macros.map((macro) => (
              <div key={macro.label} className="rounded-xl border border-slate-200 p-4">
                <dt className="text-sm font-medium text-slate-700">{macro.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{t("calc.grams", { value: f.number(macro.grams) })}</dd>
                <dd className="mt-1 text-sm text-slate-600">{t("calc.share", { percent: macro.percent })}</dd>
                <dd aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <div className={cn("h-full rounded-full", macro.color)} style={{ width: `${macro.percent}%` }} />
                </dd>
              </div>
            ))}
            <div className="rounded-xl border border-slate-200 p-4">
              <dt className="text-sm font-medium text-slate-700">{t("calc.maintenance")}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                {t("calc.kcalPerDay", { value: f.number(r.maintenance) })}
              </dd>
              <dd className="mt-1 text-sm text-slate-600">
                {t("calc.bmr")}: {t("calc.kcalPerDay", { value: f.number(r.bmr) })}
              </dd>
            </div>
            <div className="rounded-xl border border-slate-200 p-4 sm:col-span-2">
              <dt className="text-sm font-medium text-slate-700">{t("calc.bmi")}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                {f.oneDecimal(r.bmi)}{" "}
                <span className="text-base font-medium text-slate-600">({t(BMI_LABEL[r.bmiCategory] ?? "calc.bmiNormal")})</span>
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="calc-steps-title" className="mt-6">
          <h3 id="calc-steps-title" className="font-semibold text-slate-900">
            {c.stepsTitle}
          </h3>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700 marker:font-semibold marker:text-emerald-800">
            {c.steps.map((step) => (
              <li key={step}>{interpolate(step, stepValues)}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-600">{c.note}</p>
        </section>
      </div>
    </div>
  );
}
