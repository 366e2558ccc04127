import type { ReactNode } from "react";
import { portionName, type FoodDetail, type FoodSource } from "@app/shared";
import { X } from "lucide-react";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { GRAMS, type FoodAmount } from "../food-amount.ts";
import { FoodSourceBadge } from "./food-source-badge.tsx";

interface ChosenFoodPanelProps {
  /** Ids for the amount and unit fields, so the form can focus the amount on an error. */
  amountId: string;
  unitId: string;
  /** Known at once from the search result, before the details arrive. */
  name: string | undefined;
  source: FoodSource | undefined;
  detail: FoodDetail | undefined;
  isLoading: boolean;
  isError: boolean;
  unit: string;
  quantity: string;
  amount: FoodAmount | null;
  error: string | undefined;
  onUnitChange: (unit: string) => void;
  onQuantityChange: (quantity: string) => void;
  /** The same food from another table: one click. */
  onSwitch: (id: number) => void;
  onRemove: () => void;
  /** Shown before the remove button (the favourite star). */
  actions?: ReactNode;
}

/** The food chosen from the search: its table, values per 100 g, the amount (grams or portions × count) and what it gives. */
export function ChosenFoodPanel(props: ChosenFoodPanelProps) {
  const t = useT();
  const format = useFormat();
  const { detail, amount } = props;
  const n = detail?.nutrients;
  const value = (v: number | null | undefined, digits = 1) => (v === null || v === undefined ? "–" : format.number(v, digits));
  const source = detail?.source ?? props.source;
  const unknown = amount?.macros.unknown ?? [];

  return (
    <section
      aria-label={
        detail?.name || props.name ? t("foodSearch.chosenNamed", { name: detail?.name ?? props.name ?? "" }) : t("foodSearch.chosen")
      }
      className="rounded-xl border border-emerald-200 bg-emerald-50/40 p-3 sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-emerald-900 uppercase">{t("foodSearch.chosen")}</p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            <span>{detail?.name ?? props.name}</span>
            {source ? <FoodSourceBadge source={source} /> : null}
          </p>
          {n ? (
            <p className="mt-1 text-sm text-slate-700">
              {t("foodSearch.valuesPer100", {
                kcal: value(n.energyKcal, 0),
                proteins: value(n.proteinG),
                carbs: value(n.carbsG),
                fats: value(n.fatG),
              })}
            </p>
          ) : null}
          {source === "open_food_facts" ? (
            <p className="mt-1 text-xs text-slate-600">
              <a href="https://world.openfoodfacts.org" target="_blank" rel="noreferrer" className="underline hover:text-slate-900">
                {t("foodSearch.offAttribution")}
              </a>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center">
          {props.actions}
          <button
            type="button"
            onClick={props.onRemove}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">
              {detail?.name || props.name ? t("foodSearch.removeFood", { name: detail?.name ?? props.name ?? "" }) : t("foodSearch.remove")}
            </span>
          </button>
        </div>
      </div>

      {props.isLoading ? (
        <output className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-emerald-700" />
          {t("foodSearch.loadingFood")}
        </output>
      ) : null}
      {props.isError ? (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {t("foodSearch.foodError")}
        </p>
      ) : null}

      {detail && detail.alternatives.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-800">{t("foodSearch.otherTablesTitle")}</p>
          <ul className="mt-1.5 flex flex-wrap gap-2">
            {detail.alternatives.map((alt) => (
              <li key={alt.id}>
                <button
                  type="button"
                  onClick={() => props.onSwitch(alt.id)}
                  className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-emerald-700 hover:text-emerald-900"
                >
                  {t("foodSearch.useTable", {
                    source: t(`foodSearch.source.${alt.source}`),
                    kcal: alt.energyKcal === null ? "–" : format.number(alt.energyKcal),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-3 grid grid-cols-2 items-start gap-3">
        <TextField
          id={props.amountId}
          name="amount"
          label={t("foodSearch.amount")}
          inputMode="decimal"
          autoComplete="off"
          value={props.quantity}
          error={props.error}
          onChange={(e) => props.onQuantityChange(e.target.value)}
        />
        <SelectField
          id={props.unitId}
          name="unit"
          label={t("foodSearch.unit")}
          value={props.unit}
          onChange={(e) => props.onUnitChange(e.target.value)}
        >
          <option value={GRAMS}>{t("foodSearch.grams")}</option>
          {detail?.portions.map((p) => {
            const name = portionName(p.description, format.locale);
            // An ounce portion reads '85 g' in Italian: not '85 g (85 g)'.
            const inGrams = /^[\d.,]+ g$/.test(name);
            return (
              <option key={p.description} value={p.description}>
                {inGrams ? name : t("foodSearch.portion", { description: name, grams: format.number(p.grams, 1) })}
              </option>
            );
          })}
        </SelectField>
      </div>
      {detail?.portions[0]?.fromSource ? (
        <p className="mt-1.5 text-xs text-slate-600">
          {t("foodSearch.borrowedPortions", { source: t(`foodSearch.source.${detail.portions[0].fromSource}`) })}
        </p>
      ) : null}
      {amount && amount.grams !== null && amount.grams > 0 && !props.error ? (
        <p className="mt-2 text-sm text-slate-800" aria-live="polite">
          {t("foodSearch.gives", {
            grams: format.number(amount.grams, 1),
            calories: format.number(amount.macros.calories),
            proteins: format.number(amount.macros.proteins),
            carbs: format.number(amount.macros.carbs),
            fats: format.number(amount.macros.fats),
          })}
          {unknown.length > 0 ? ` ${t("foodSearch.unknownNutrients", { nutrients: unknown.map((k) => t(`meals.${k}`)).join(", ") })}` : ""}
        </p>
      ) : null}
    </section>
  );
}
