import { CONFIRM_BELOW, LABEL_FIELDS, type FoodAnalysis, type LabelValues, type NutritionPoint } from "@app/shared";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { ProgressBar, type ProgressTone } from "../../../components/ui/progress-bar.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

type Macro = "proteins" | "carbs" | "fats";
const MACROS: { key: Macro; label: MessageKey; tone: ProgressTone }[] = [
  { key: "proteins", label: "analyzer.protein", tone: "sky" },
  { key: "carbs", label: "analyzer.carbs", tone: "amber" },
  { key: "fats", label: "analyzer.fat", tone: "rose" },
];

const LABEL_ROWS: { key: keyof LabelValues; label: MessageKey; unit: "kcal" | "g" }[] = [
  { key: "energyKcal", label: "analyzer.label.energy", unit: "kcal" },
  { key: "fatG", label: "analyzer.label.fat", unit: "g" },
  { key: "satFatG", label: "analyzer.label.satFat", unit: "g" },
  { key: "carbsG", label: "analyzer.label.carbs", unit: "g" },
  { key: "sugarsG", label: "analyzer.label.sugars", unit: "g" },
  { key: "fiberG", label: "analyzer.label.fibre", unit: "g" },
  { key: "proteinG", label: "analyzer.label.protein", unit: "g" },
  { key: "saltG", label: "analyzer.label.salt", unit: "g" },
];

/**
 * The analysis (docs/product/analyzer.md#screen): how it was found and how sure it is, total calories, macros with share bars,
 * the per-item table (macro columns only when present), benefits and concerns, and warnings.
 */
export function AnalysisResult({ analysis, headingLevel = 2 }: { analysis: FoodAnalysis; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const f = useFormat();
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const { foods, totals, macroShares } = analysis;
  const has = (k: "calories" | Macro) => foods.some((food) => food[k] !== null);
  const grams = (v: number | null) => (v === null ? "–" : `${f.number(v, 1)} g`);
  const percent = Math.round(analysis.confidence * 100);
  const macroLine = (values: Record<Macro, number | null>) => {
    const shown = MACROS.filter((m) => has(m.key));
    if (shown.length === 0) return null;
    return (
      <span className="block text-xs font-normal text-slate-600 sm:hidden">
        {shown.map((m) => `${t(m.label)} ${grams(values[m.key])}`).join(" · ")}
      </span>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("analyzer.resultTitle")}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">
        {t(`analyzer.foundBy.${analysis.foundBy}`)} · {t("analyzer.confidence", { percent })}
      </p>
      {analysis.summary ? <p className="mt-3 text-sm text-slate-800">{analysis.summary}</p> : null}
      {analysis.needsConfirmation ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{t("analyzer.confirmHint")}</p>
      ) : null}

      {analysis.warnings.length > 0 ? (
        <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t("analyzer.warnings")}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {analysis.warnings.map((w) => (
              <li key={w.code}>{w.text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {foods.length > 0 ? (
        <>
          <div className="mt-5 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            <div className="rounded-xl bg-emerald-50 px-5 py-4 text-center">
              <p className="text-sm font-medium text-emerald-900">{t("analyzer.totalCalories")}</p>
              <p className="mt-1 text-3xl font-bold text-emerald-950" data-testid="analyzer-total-calories">
                {f.kcal(totals.calories)}
              </p>
              <p className="text-xs text-emerald-900">{f.grams(totals.grams)}</p>
            </div>
            <div>
              <Sub className="text-sm font-semibold text-slate-900">{t("analyzer.macros")}</Sub>
              <ul className="mt-2 space-y-2.5">
                {MACROS.map((m) => (
                  <li key={m.key}>
                    <div className="flex justify-between text-sm">
                      <span className="font-medium text-slate-800">{t(m.label)}</span>
                      <span className="text-slate-700">
                        {f.number(totals[m.key], 1)} g · {t("analyzer.macroShare", { share: macroShares[m.key] })}
                      </span>
                    </div>
                    <ProgressBar
                      value={macroShares[m.key]}
                      label={t(m.label)}
                      valueText={t("analyzer.macroShare", { share: macroShares[m.key] })}
                      tone={m.tone}
                      className="mt-1"
                    />
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div className="mt-5 overflow-x-auto">
            <table className="w-full text-left text-sm sm:min-w-[20rem]">
              <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{t("analyzer.table.caption")}</caption>
              <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t("analyzer.table.food")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t("analyzer.table.amount")}
                  </th>
                  {has("calories") ? (
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      {t("analyzer.table.calories")}
                    </th>
                  ) : null}
                  {MACROS.filter((m) => has(m.key)).map((m) => (
                    <th key={m.key} scope="col" className="py-2 pr-3 text-right font-semibold max-sm:hidden">
                      {t(m.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {foods.map((food, i) => (
                  <tr key={`${food.name}-${i}`} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium wrap-anywhere text-slate-900">
                      {food.name}
                      {food.portion ? <span className="block text-xs font-normal text-slate-500">{food.portion}</span> : null}
                      {/* On a phone the macronutrients go under the name: the table fits 375 px without scrolling. */}
                      {macroLine(food)}
                      {food.confidence < CONFIRM_BELOW ? (
                        <span className="block text-xs font-normal text-amber-800">
                          {t("analyzer.confidence", { percent: Math.round(food.confidence * 100) })}
                        </span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">{f.grams(food.grams)}</td>
                    {has("calories") ? (
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{food.calories === null ? "–" : f.kcal(food.calories)}</td>
                    ) : null}
                    {MACROS.filter((m) => has(m.key)).map((m) => (
                      <td key={m.key} className="py-2 pr-3 text-right whitespace-nowrap max-sm:hidden">
                        {grams(food[m.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {foods.length > 1 ? (
                <tfoot>
                  <tr className="font-semibold text-slate-900">
                    <th scope="row" className="py-2 pr-3">
                      {t("analyzer.table.total")}
                      {macroLine(totals)}
                    </th>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">{f.grams(totals.grams)}</td>
                    {has("calories") ? <td className="py-2 pr-3 text-right whitespace-nowrap">{f.kcal(totals.calories)}</td> : null}
                    {MACROS.filter((m) => has(m.key)).map((m) => (
                      <td key={m.key} className="py-2 pr-3 text-right whitespace-nowrap max-sm:hidden">
                        {grams(totals[m.key])}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </>
      ) : null}

      {analysis.label ? <LabelTable label={analysis.label} /> : null}

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Points title={t("analyzer.benefits")} empty={t("analyzer.noBenefits")} points={analysis.benefits} good Sub={Sub} />
        <Points title={t("analyzer.concerns")} empty={t("analyzer.noConcerns")} points={analysis.concerns} good={false} Sub={Sub} />
      </div>
    </section>
  );
}

function Points({
  title,
  empty,
  points,
  good,
  Sub,
}: {
  title: string;
  empty: string;
  points: NutritionPoint[];
  good: boolean;
  Sub: "h3" | "h4";
}) {
  const Icon = good ? CircleCheck : CircleAlert;
  return (
    <div className={good ? "rounded-xl bg-emerald-50 p-4" : "rounded-xl bg-orange-50 p-4"}>
      <Sub className={good ? "text-sm font-semibold text-emerald-950" : "text-sm font-semibold text-orange-950"}>{title}</Sub>
      {points.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
          {points.map((p) => (
            <li key={p.code} className="flex gap-2">
              <Icon
                aria-hidden="true"
                className={good ? "mt-0.5 size-4 shrink-0 text-emerald-700" : "mt-0.5 size-4 shrink-0 text-orange-700"}
              />
              <span>{p.text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The label's values scaled to the amount eaten, from the per-100 g column (else the per-serving one); none
 * when a printed column already shows that amount.
 */
function eatenValues(label: NonNullable<FoodAnalysis["label"]>): LabelValues | null {
  const grams = label.amountGrams;
  if (!(grams > 0) || (label.per100g && grams === 100) || (label.perServing && grams === label.servingGrams)) return null;
  const base = label.per100g
    ? { values: label.per100g, grams: 100 }
    : label.perServing && label.servingGrams
      ? { values: label.perServing, grams: label.servingGrams }
      : null;
  if (!base) return null;
  const scaled = { ...base.values };
  for (const key of LABEL_FIELDS) {
    const v = base.values[key];
    scaled[key] = v === null ? null : (v * grams) / base.grams;
  }
  return scaled;
}

/** What was read from a nutrition label: per 100 g and per serving as printed, and for the amount eaten. */
function LabelTable({ label }: { label: NonNullable<FoodAnalysis["label"]> }) {
  const { t } = useI18n();
  const f = useFormat();
  const eaten = eatenValues(label);
  const columns = [
    label.per100g ? { title: t("analyzer.label.per100"), values: label.per100g } : null,
    label.perServing
      ? { title: t("analyzer.label.perServing", { grams: f.number(label.servingGrams ?? 0, 1) }), values: label.perServing }
      : null,
    // What the caption promises: the values for the amount eaten, next to the printed ones.
    eaten ? { title: t("analyzer.label.eaten", { grams: f.number(label.amountGrams, 1) }), values: eaten } : null,
  ].filter((c): c is { title: string; values: LabelValues } => c !== null);
  if (columns.length === 0) return null;
  return (
    <div className="mt-5 overflow-x-auto">
      <table className="w-full min-w-[16rem] text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900">
          {t("analyzer.label.title")}
          <span className="block text-xs font-normal text-slate-600">
            {t("analyzer.label.scaled", { grams: f.number(label.amountGrams, 1) })}
          </span>
        </caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1.5 pr-3">
              <span className="sr-only">{t("analyzer.label.nutrient")}</span>
            </th>
            {columns.map((c) => (
              <th key={c.title} scope="col" className="py-1.5 pr-3 text-right font-semibold whitespace-nowrap">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LABEL_ROWS.filter((r) => columns.some((c) => c.values[r.key] !== null)).map((r) => (
            <tr key={r.key} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800">
                {t(r.label)}
              </th>
              {columns.map((c) => {
                const v = c.values[r.key];
                return (
                  <td key={c.title} className="py-1.5 pr-3 text-right whitespace-nowrap">
                    {v === null ? "–" : r.unit === "kcal" ? f.kcal(v) : `${f.number(v, 2)} g`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
