import {
  friendlyFoodName,
  LogMealInputSchema,
  MEAL_TYPES,
  portionName,
  PRESET_FOODS,
  type FoodDetail,
  type FoodPortion,
  type FoodSearchResult,
  type FoodSource,
  type MacrosPer100g,
  type MealEntry,
  type MealType,
} from "@app/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formSchema, parseDecimal } from "../../../components/form/form-schema.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { useMessageText } from "../../../lib/message-text.ts";
import { computeFoodAmount, GRAMS, initialAmountInput, quantityText, type FoodAmount, type FoodAmountInput } from "../food-amount.ts";
import { foodDetailQuery, useFoodDetail } from "../food-search.queries.ts";
import { PRESET_LABEL_KEYS } from "../meal-days.ts";
import { ChosenFoodPanel } from "./chosen-food-panel.tsx";
import { FoodSearchBox } from "./food-search-box.tsx";

const FIELDS = ["mealType", "foodId", "amountGrams", "food", "calories", "proteins", "carbs", "fats"] as const;
export type MealField = (typeof FIELDS)[number];
export type MealFieldErrors = FieldErrors<MealField>;
const AMOUNTS = ["calories", "proteins", "carbs", "fats"] as const;

const OTHER = "other";

interface Values {
  mealType: MealType | "";
  /** '' before a choice, the preset's index, or 'other'. */
  preset: string;
  food: string;
  calories: string;
  proteins: string;
  carbs: string;
  fats: string;
}

/** What the form hands over: checked by the shared schema, numbers as typed (the server rounds them). */
export interface MealFormData {
  mealType: MealType;
  food: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  /** Present when the meal comes from the food database, or `null` when an edit drops that food. */
  foodId?: number | null;
  amountGrams?: number | null;
  portionLabel?: string | null;
}

/** The food chosen from the search and its amount as typed. */
interface ChosenFood {
  id: number;
  /** From the search result, shown until the details arrive. */
  name?: string;
  source?: FoodSource;
  /** The search result's values per 100 g, used until the details arrive. */
  per100?: MacrosPer100g;
  unit: string;
  /** As typed; null until the user changes the amount of a meal being edited (then the stored amount stands). */
  quantity: string | null;
}

/** The reference the form submits: grams and portion of the amount (null grams when it is not a number). */
interface FoodRef {
  foodId: number;
  amountGrams: number | null;
  portionLabel: string | null;
}

const chosenOf = (meal: MealEntry | undefined): ChosenFood | null =>
  meal?.foodId != null ? { id: meal.foodId, unit: meal.portionLabel ?? GRAMS, quantity: null } : null;

const EMPTY: Values = { mealType: "", preset: "", food: "", calories: "", proteins: "", carbs: "", fats: "" };

function valuesOf(meal: MealEntry): Values {
  return {
    mealType: meal.mealType,
    preset: "",
    food: meal.food,
    calories: String(meal.calories),
    proteins: String(meal.proteins),
    carbs: String(meal.carbs),
    fats: String(meal.fats),
  };
}

/** The meal as typed with the chosen food's reference, checked with the schema the server uses (docs/product/tracking.md#validation). */
const mealFormSchema = (foodRef: FoodRef | null) =>
  formSchema(
    (values: Values) => ({
      mealType: values.mealType,
      food: values.food,
      calories: parseDecimal(values.calories),
      proteins: parseDecimal(values.proteins),
      carbs: parseDecimal(values.carbs),
      fats: parseDecimal(values.fats),
      ...foodRef,
    }),
    LogMealInputSchema,
  );

interface MealFormProps {
  /** The meal being edited; a new meal when left out. */
  meal?: MealEntry;
  submitLabel: string;
  pending: boolean;
  /** Field problems the server reported for the last submit. */
  serverErrors?: MealFieldErrors;
  /** Called with valid data; `reset` empties the form (after a meal was added). */
  onSubmit: (data: MealFormData, reset: () => void) => void;
  /** For visitors: saving is blocked and this is called instead (docs/product/tracking.md#validation, 'Registration Required'). */
  onBlockedSubmit?: () => void;
}

/** Meal type, preset chooser (20 presets and 'Other (custom)'), food and the four values (docs/product/tracking.md#meals, Meals). */
export function MealForm({ meal, submitLabel, pending, serverErrors, onSubmit, onBlockedSubmit }: MealFormProps) {
  const { t, locale } = useI18n();
  const format = useFormat();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenFood | null>(() => chosenOf(meal));
  const detailQuery = useFoodDetail(chosen?.id ?? null, locale);
  const detail = detailQuery.data?.id === chosen?.id ? detailQuery.data : undefined;
  const decimalSeparator = locale === "it" ? "," : ".";

  // The amount as shown: typed, or (editing a meal from a food) the stored amount in its portion.
  const amountInput: FoodAmountInput | null = chosen
    ? chosen.quantity !== null
      ? { unit: chosen.unit, quantity: chosen.quantity }
      : detail
        ? initialAmountInput(meal?.amountGrams, meal?.portionLabel, detail.portions, decimalSeparator)
        : { unit: chosen.unit, quantity: meal?.amountGrams != null ? quantityText(meal.amountGrams, decimalSeparator) : "" }
    : null;
  const per100 = detail ? nutrientsOf(detail) : chosen?.per100;
  const amount: FoodAmount | null = amountInput && per100 ? computeFoodAmount(per100, detail?.portions ?? [], amountInput) : null;
  const foodRef: FoodRef | null = chosen
    ? chosen.quantity === null && meal?.foodId === chosen.id
      ? { foodId: chosen.id, amountGrams: meal.amountGrams ?? null, portionLabel: meal.portionLabel ?? null }
      : { foodId: chosen.id, amountGrams: amount?.grams ?? null, portionLabel: amount?.portionLabel ?? null }
    : null;

  const { form, field, id, errorFor, dismiss, handleSubmit, reset } = useSchemaForm({
    schema: mealFormSchema(foodRef),
    defaultValues: meal ? valuesOf(meal) : EMPTY,
    fields: FIELDS,
    focusAs: { foodId: "amountGrams" },
    serverErrors,
    text,
    recheckWhen: foodRef,
  });
  const setValues = (values: Partial<Values>) => {
    for (const [name, value] of Object.entries(values) as Array<[keyof Values, string]>) form.setValue(name, value);
  };

  /**
   * Fills the food text and the four values from an amount of a food (docs/product/tracking.md#validation: whole numbers).
   * The meal is named with the food's short name ('Salmon, raw', not 'Fish, salmon, Atlantic, farmed, raw'); the
   * full name stays in the chosen food's panel and detail.
   */
  function applyFood(next: ChosenFood, fullName: string, values100: MacrosPer100g, portions: readonly FoodPortion[]) {
    setChosen(next);
    dismiss("foodId", "amountGrams");
    const result = computeFoodAmount(values100, portions, { unit: next.unit, quantity: next.quantity ?? "" });
    if (result.grams === null || result.grams <= 0) return;
    const name = friendlyFoodName(fullName);
    const label =
      result.portionLabel && result.count !== null
        ? t("foodSearch.labelPortion", {
            name,
            count: format.number(result.count, 2),
            portion: portionName(result.portionLabel, format.locale),
          })
        : t("foodSearch.labelGrams", { name, grams: format.number(result.grams, 1) });
    setValues({
      preset: "",
      food: label.slice(0, 200),
      calories: String(result.macros.calories),
      proteins: String(result.macros.proteins),
      carbs: String(result.macros.carbs),
      fats: String(result.macros.fats),
    });
  }

  function chooseFood(food: FoodSearchResult) {
    const values100 = { energyKcal: food.energyKcal, proteinG: food.proteinG, carbsG: food.carbsG, fatG: food.fatG };
    applyFood(
      { id: food.id, name: food.name, source: food.source, per100: values100, unit: GRAMS, quantity: "100" },
      food.name,
      values100,
      [],
    );
  }

  function changeAmount(unit: string, quantity: string) {
    if (!chosen) return;
    if (detail) applyFood({ ...chosen, unit, quantity }, detail.name, nutrientsOf(detail), detail.portions);
    else if (chosen.per100 && chosen.name) applyFood({ ...chosen, unit, quantity }, chosen.name, chosen.per100, []);
    else setChosen({ ...chosen, unit, quantity });
  }

  function changeUnit(unit: string) {
    if (!amountInput) return;
    // Portions start at 1; back to grams keeps the weight.
    const quantity = unit === GRAMS ? (amount?.grams ? quantityText(amount.grams, decimalSeparator) : "100") : "1";
    changeAmount(unit, quantity);
  }

  async function switchTable(altId: number) {
    const grams = amount?.grams && amount.grams > 0 ? amount.grams : 100;
    try {
      const alt = await queryClient.fetchQuery(foodDetailQuery(altId, locale));
      applyFood(
        { id: alt.id, name: alt.name, source: alt.source, unit: GRAMS, quantity: quantityText(grams, decimalSeparator) },
        alt.name,
        nutrientsOf(alt),
        alt.portions,
      );
    } catch {
      setChosen((current) => (current ? { ...current, id: altId, unit: GRAMS, quantity: quantityText(grams, decimalSeparator) } : current));
    }
  }

  function choosePreset(choice: string) {
    setChosen(null);
    if (choice === OTHER) {
      // 'Other (custom)' clears the food and its values (docs/product/tracking.md#validation).
      setValues({ food: "", calories: "", proteins: "", carbs: "", fats: "" });
      return;
    }
    const preset = PRESET_FOODS[Number(choice)];
    if (!preset) {
      setValues({ preset: "" });
      return;
    }
    setValues({
      food: t(PRESET_LABEL_KEYS[preset.name]),
      calories: String(preset.calories),
      proteins: String(preset.proteins),
      carbs: String(preset.carbs),
      fats: String(preset.fats),
    });
  }

  function restart() {
    reset(EMPTY);
    setChosen(null);
  }

  const submit = handleSubmit(
    ({ mealType, food, calories, proteins, carbs, fats }) => {
      const data: MealFormData = { mealType, food, calories, proteins, carbs, fats, ...foodRef };
      // An edit that dropped the food clears the stored reference.
      onSubmit(!foodRef && meal?.foodId != null ? { ...data, foodId: null } : data, restart);
    },
    () => {
      if (pending) return false;
      onBlockedSubmit?.();
      return !onBlockedSubmit;
    },
  );

  const presetField = form.register("preset");
  const amountLabels = { calories: t("meals.calories"), proteins: t("meals.proteins"), carbs: t("meals.carbs"), fats: t("meals.fats") };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField {...field("mealType")} label={t("meals.mealType")}>
          <option value="" disabled>
            {t("meals.mealTypePlaceholder")}
          </option>
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`mealType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id("preset")}
          label={t("meals.preset")}
          {...presetField}
          onChange={(event) => {
            void presetField.onChange(event);
            choosePreset(event.target.value);
          }}
        >
          <option value="" disabled>
            {t("meals.presetPlaceholder")}
          </option>
          {PRESET_FOODS.map((preset, index) => (
            <option key={preset.name} value={String(index)}>
              {t("meals.presetOption", { label: t(PRESET_LABEL_KEYS[preset.name]), calories: preset.calories })}
            </option>
          ))}
          <option value={OTHER}>{t("meals.presetOther")}</option>
        </SelectField>
      </div>
      <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
        <FoodSearchBox onChoose={chooseFood} />
        {chosen && amountInput ? (
          <ChosenFoodPanel
            amountId={id("amountGrams")}
            unitId={id("unit")}
            name={chosen.name}
            source={chosen.source}
            detail={detail}
            isLoading={!detail && detailQuery.isLoading}
            isError={detailQuery.isError}
            unit={amountInput.unit}
            quantity={amountInput.quantity}
            amount={amount}
            error={errorFor("amountGrams") ?? errorFor("foodId")}
            onUnitChange={changeUnit}
            onQuantityChange={(quantity) => changeAmount(amountInput.unit, quantity)}
            onSwitch={(altId) => void switchTable(altId)}
            onRemove={() => setChosen(null)}
          />
        ) : null}
      </div>
      <TextField {...field("food")} label={t("meals.food")} placeholder={t("meals.foodPlaceholder")} autoComplete="off" maxLength={200} />
      <div className="grid grid-cols-2 items-end gap-4">
        {AMOUNTS.map((name) => (
          <TextField key={name} {...field(name)} label={amountLabels[name]} inputMode="decimal" autoComplete="off" />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("meals.roundingHint")}</p>
        <SubmitButton className="sm:min-w-36" pending={pending} pendingLabel={t("common.saving")}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

const nutrientsOf = (detail: FoodDetail): MacrosPer100g => ({
  energyKcal: detail.nutrients.energyKcal,
  proteinG: detail.nutrients.proteinG,
  carbsG: detail.nutrients.carbsG,
  fatG: detail.nutrients.fatG,
});
