import {
  addDays,
  friendlyFoodName,
  LogMealInputSchema,
  MEAL_TYPES,
  PRESET_FOODS,
  type FoodDetail,
  type FoodSearchResult,
  type FoodSource,
  type MacrosPer100g,
  type MealEntry,
  type MealItemInput,
  type MealType,
} from "@app/shared";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { formSchema, parseDecimal } from "../../../components/form/form-schema.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { todayInBrowserZone } from "../../../lib/today.ts";
import { useMessageText } from "../../../lib/message-text.ts";
import { computeFoodAmount, GRAMS, initialAmountInput, quantityText, type FoodAmount, type FoodAmountInput } from "../food-amount.ts";
import { foodDetailQuery } from "../food-search.queries.ts";
import { PRESET_LABEL_KEYS } from "../meal-days.ts";
import { ChosenFoodPanel } from "./chosen-food-panel.tsx";
import { FastPaths } from "./fast-paths.tsx";
import { FavouriteStar } from "./favourite-star.tsx";
import { FoodSearchBox } from "./food-search-box.tsx";
import { BarcodeLookup } from "./barcode-lookup.tsx";

const FIELDS = ["mealType", "date", "items", "foodId", "amountGrams", "food", "calories", "proteins", "carbs", "fats"] as const;
export type MealField = (typeof FIELDS)[number];
export type MealFieldErrors = FieldErrors<MealField>;
const AMOUNTS = ["calories", "proteins", "carbs", "fats"] as const;

const OTHER = "other";

interface Values {
  mealType: MealType | "";
  /** The calendar day ('2025-03-14'); empty means today. */
  date: string;
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
  /** The calendar day of the meal. */
  date?: string;
  food: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  /** `null` when an edit drops the food a meal came from. */
  foodId?: number | null;
  amountGrams?: number | null;
  portionLabel?: string | null;
  /** The foods chosen from the search: the server computes their values and the meal's totals. */
  items?: MealItemInput[];
}

/** A food chosen from the search and its amount as typed. */
interface ChosenFood {
  /** Tells two entries of the same food apart. */
  key: number;
  id: number;
  /** From the search result, shown until the details arrive. */
  name?: string;
  source?: FoodSource;
  /** The search result's values per 100 g, used until the details arrive. */
  per100?: MacrosPer100g;
  unit: string;
  /** As typed; null until the user changes the amount of a meal being edited (then the stored amount stands). */
  quantity: string | null;
  /** Editing a meal: the amount and values stored for this food. */
  stored?: { grams: number; portionLabel: string | null; macros: { calories: number; proteins: number; carbs: number; fats: number } };
}

/** One food as the form submits it: grams and portion of the amount (null grams when it is not a number). */
interface FoodRef {
  foodId: number;
  amountGrams: number | null;
  portionLabel: string | null;
}

let nextKey = 1;
const newKey = () => nextKey++;

/** The foods of a meal being edited: its items, or the one food it came from (meals logged before items). */
function chosenOf(meal: MealEntry | undefined): ChosenFood[] {
  if (!meal) return [];
  if (meal.items && meal.items.length > 0) {
    // A food deleted since cannot be sent again: such a meal is edited by its values.
    if (meal.items.some((i) => i.foodId === null)) return [];
    return meal.items.map((i) => ({
      key: newKey(),
      id: i.foodId!,
      name: i.name,
      unit: i.portionLabel ?? GRAMS,
      quantity: null,
      stored: { grams: i.amountGrams, portionLabel: i.portionLabel, macros: i },
    }));
  }
  if (meal.foodId != null && meal.amountGrams != null)
    return [
      {
        key: newKey(),
        id: meal.foodId,
        unit: meal.portionLabel ?? GRAMS,
        quantity: null,
        stored: { grams: meal.amountGrams, portionLabel: meal.portionLabel ?? null, macros: meal },
      },
    ];
  return [];
}

/** The time-of-day meal type: breakfast before 10:30, lunch until 15:00, a snack until 18:00, then dinner. */
export function mealTypeAt(date: Date): MealType {
  const minutes = date.getHours() * 60 + date.getMinutes();
  if (minutes < 10 * 60 + 30) return "breakfast";
  if (minutes < 15 * 60) return "lunch";
  if (minutes < 18 * 60) return "snack";
  return "dinner";
}

const EMPTY: Values = { mealType: "", date: "", preset: "", food: "", calories: "", proteins: "", carbs: "", fats: "" };

function valuesOf(meal: MealEntry): Values {
  return {
    mealType: meal.mealType,
    date: meal.date,
    preset: "",
    food: meal.food,
    calories: String(meal.calories),
    proteins: String(meal.proteins),
    carbs: String(meal.carbs),
    fats: String(meal.fats),
  };
}

/** The meal as typed with the chosen foods, checked with the schema the server uses (docs/product/tracking.md#validation). */
const mealFormSchema = (items: FoodRef[]) =>
  formSchema(
    (values: Values) => ({
      mealType: values.mealType,
      ...(values.date ? { date: values.date } : {}),
      food: values.food,
      calories: parseDecimal(values.calories),
      proteins: parseDecimal(values.proteins),
      carbs: parseDecimal(values.carbs),
      fats: parseDecimal(values.fats),
      ...(items.length > 0 ? { items: items.map(toItemInput) } : {}),
    }),
    LogMealInputSchema,
  );

const toItemInput = (ref: FoodRef) => ({
  foodId: ref.foodId,
  // Left out, a quantity that is not a number gets the schema's 'Enter the amount of the food'.
  ...(ref.amountGrams !== null ? { amountGrams: ref.amountGrams } : {}),
  ...(ref.portionLabel ? { portionLabel: ref.portionLabel } : {}),
});

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
  /** A new meal's type before the user picks one (the time of day's); kept after an add. */
  defaultMealType?: MealType;
  /** The user's today: a new meal's day, and 'Today' / 'Yesterday' one tap away. */
  today?: string;
  /** A signed-in user: the food search offers their recent foods first. */
  showRecent?: boolean;
  /** A signed-in user adding a meal: under the day, what logs a whole meal in one tap (favourites, My meals, recent meals) for the form's type and day. */
  fastPaths?: { onRegistrationRequired: () => void };
}

/** Meal type, preset chooser (20 presets and 'Other (custom)'), food and the four values (docs/product/tracking.md#meals, Meals). */
export function MealForm({
  meal,
  submitLabel,
  pending,
  serverErrors,
  onSubmit,
  onBlockedSubmit,
  defaultMealType,
  today: todayProp,
  showRecent,
  fastPaths,
}: MealFormProps) {
  const { t, locale } = useI18n();
  const format = useFormat();
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ChosenFood[]>(() => chosenOf(meal));
  const details = useQueries({ queries: chosen.map((c) => foodDetailQuery(c.id, locale)) });
  const decimalSeparator = locale === "it" ? "," : ".";
  const [browserToday] = useState(todayInBrowserZone);
  // The caller's today moves on at midnight (useToday): the form follows it.
  const today = todayProp ?? browserToday;
  const empty: Values = { ...EMPTY, mealType: defaultMealType ?? "", date: today };

  /** Each chosen food's amount as shown, what it gives and the reference the form submits. */
  function stateOf(c: ChosenFood, detail: FoodDetail | undefined) {
    const amountInput: FoodAmountInput =
      c.quantity !== null
        ? { unit: c.unit, quantity: c.quantity }
        : detail
          ? initialAmountInput(c.stored?.grams, c.stored?.portionLabel, detail.portions, decimalSeparator)
          : { unit: c.unit, quantity: c.stored ? quantityText(c.stored.grams, decimalSeparator) : "" };
    const per100 = detail ? nutrientsOf(detail) : c.per100;
    const amount: FoodAmount | null = per100 ? computeFoodAmount(per100, detail?.portions ?? [], amountInput) : null;
    const ref: FoodRef =
      c.quantity === null && c.stored
        ? { foodId: c.id, amountGrams: c.stored.grams, portionLabel: c.stored.portionLabel }
        : { foodId: c.id, amountGrams: amount?.grams ?? null, portionLabel: amount?.portionLabel ?? null };
    const macros = c.quantity === null && c.stored ? c.stored.macros : amount?.grams && amount.grams > 0 ? amount.macros : null;
    return { amountInput, amount, ref, macros, name: detail?.name ?? c.name ?? "" };
  }
  const detailOf = (c: ChosenFood) => {
    const data = details[chosen.indexOf(c)]?.data;
    return data?.id === c.id ? data : undefined;
  };
  const states = chosen.map((c) => stateOf(c, detailOf(c)));
  const refs = states.map((s) => s.ref);

  const { form, field, id, errorFor, dismiss, handleSubmit, reset } = useSchemaForm({
    schema: mealFormSchema(refs),
    defaultValues: meal ? valuesOf(meal) : empty,
    fields: FIELDS,
    focusAs: { foodId: "amountGrams", items: "amountGrams" },
    serverErrors,
    text,
    recheckWhen: refs,
  });
  // A form left open overnight: a new meal's day still on the old today moves to the new one, so breakfast
  // is not logged on yesterday. Another day the user chose, and an edited meal's day, stay.
  const shownToday = useRef(today);
  useEffect(() => {
    if (shownToday.current === today) return;
    if (!meal && form.getValues("date") === shownToday.current) form.setValue("date", today);
    shownToday.current = today;
  }, [today, meal, form]);
  const setValues = (values: Partial<Values>) => {
    for (const [name, value] of Object.entries(values) as Array<[keyof Values, string]>) form.setValue(name, value);
  };
  const itemErrors = (form.formState.errors as Record<string, unknown>).items as
    | Array<{ amountGrams?: { message?: string } } | undefined>
    | undefined;
  const itemError = (index: number) => {
    const message = itemErrors?.[index]?.amountGrams?.message;
    return message ? text(message) : undefined;
  };

  /**
   * The meal's food and values from its foods: their names and sums (the server computes the same from the
   * food tables). They stay in the form's fields so the shared schema checks one meal either way.
   */
  function applyFoods(next: ChosenFood[]) {
    setChosen(next);
    dismiss("foodId", "amountGrams", "items", "food", "calories", "proteins", "carbs", "fats");
    if (next.length === 0) return;
    const all = next.map((c) => stateOf(c, detailFor(c)));
    const sum = (k: "calories" | "proteins" | "carbs" | "fats") => all.reduce((total, s) => total + (s.macros?.[k] ?? 0), 0);
    setValues({
      preset: "",
      // Short names ('Salmon, raw', not 'Fish, salmon, Atlantic, farmed, raw'); the full name stays in each food's panel.
      food: all
        .map((s) => friendlyFoodName(s.name))
        .join(" + ")
        .slice(0, 200),
      calories: String(sum("calories")),
      proteins: String(sum("proteins")),
      carbs: String(sum("carbs")),
      fats: String(sum("fats")),
    });
  }
  /** The cached details of a food (also for entries not rendered yet). */
  const detailFor = (c: ChosenFood) => queryClient.getQueryData<FoodDetail>(foodDetailQuery(c.id, locale).queryKey);

  const replace = (key: number, change: (c: ChosenFood) => ChosenFood) => applyFoods(chosen.map((c) => (c.key === key ? change(c) : c)));

  function chooseFood(food: FoodSearchResult) {
    const values100 = { energyKcal: food.energyKcal, proteinG: food.proteinG, carbsG: food.carbsG, fatG: food.fatG };
    applyFoods([
      ...chosen,
      { key: newKey(), id: food.id, name: food.name, source: food.source, per100: values100, unit: GRAMS, quantity: "100" },
    ]);
  }

  /** A product found by its barcode: chosen as a food of the search is, 100 g to start with. */
  function chooseDetail(food: FoodDetail) {
    applyFoods([
      ...chosen,
      { key: newKey(), id: food.id, name: food.name, source: food.source, per100: nutrientsOf(food), unit: GRAMS, quantity: "100" },
    ]);
  }

  /** 'Create a custom food' after a barcode not found: 'Other (custom)', the food typed by hand. */
  const focusFoodNext = useRef(false);
  function createCustomFood() {
    form.setValue("preset", OTHER);
    // The food field shows again once the chosen foods are gone: focused after that render.
    if (chosen.length === 0) form.setFocus("food");
    else focusFoodNext.current = true;
    choosePreset(OTHER);
  }
  useEffect(() => {
    if (!focusFoodNext.current || chosen.length > 0) return;
    focusFoodNext.current = false;
    form.setFocus("food");
  }, [chosen, form]);

  function changeUnit(c: ChosenFood, unit: string) {
    const amount = stateOf(c, detailOf(c)).amount;
    // Portions start at 1; back to grams keeps the weight.
    const quantity = unit === GRAMS ? (amount?.grams ? quantityText(amount.grams, decimalSeparator) : "100") : "1";
    replace(c.key, (x) => ({ ...x, unit, quantity, stored: undefined }));
  }

  async function switchTable(c: ChosenFood, altId: number) {
    const amount = stateOf(c, detailOf(c)).amount;
    const grams = amount?.grams && amount.grams > 0 ? amount.grams : 100;
    const switched = (alt?: FoodDetail): ChosenFood => ({
      key: c.key,
      id: altId,
      name: alt?.name,
      source: alt?.source,
      per100: alt ? nutrientsOf(alt) : undefined,
      unit: GRAMS,
      quantity: quantityText(grams, decimalSeparator),
    });
    try {
      const alt = await queryClient.fetchQuery(foodDetailQuery(altId, locale));
      applyFoods(chosen.map((x) => (x.key === c.key ? switched(alt) : x)));
    } catch {
      applyFoods(chosen.map((x) => (x.key === c.key ? switched() : x)));
    }
  }

  function choosePreset(choice: string) {
    setChosen([]);
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

  const submit = handleSubmit(
    ({ mealType, date, food, calories, proteins, carbs, fats, items }) => {
      const data: MealFormData = {
        mealType,
        ...(date ? { date } : {}),
        food,
        calories,
        proteins,
        carbs,
        fats,
        ...(items ? { items } : {}),
      };
      // An edit that dropped the food clears the stored reference.
      const dropped = !items && meal?.foodId != null ? { foodId: null } : {};
      // After an add the meal type stays, for the next food of the same meal.
      onSubmit({ ...data, ...dropped }, () => {
        // The day stays too: the next meal of the same day is one form away.
        reset({ ...empty, mealType, date: form.getValues("date") });
        setChosen([]);
      });
    },
    () => {
      if (pending) return false;
      onBlockedSubmit?.();
      return !onBlockedSubmit;
    },
  );

  const totals = chosen.length > 0 ? form.watch(["calories", "proteins", "carbs", "fats"]) : null;
  const date = form.watch("date");
  const mealType = form.watch("mealType");

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
      <div className="flex flex-wrap items-end gap-2">
        <TextField {...field("date")} type="date" label={t("meals.date")} max={addDays(today, 1)} className="min-w-40 flex-1" />
        {[
          [today, t("meals.today")],
          [addDays(today, -1), t("meals.yesterday")],
        ].map(([day, label]) => (
          <Button
            key={day}
            variant="secondary"
            className="mb-0.5"
            aria-pressed={date === day}
            onClick={() => form.setValue("date", day!, { shouldDirty: true })}
          >
            {label}
          </Button>
        ))}
      </div>
      {fastPaths ? (
        <FastPaths
          mealType={mealType || defaultMealType || "lunch"}
          date={date || today}
          today={today}
          onRegistrationRequired={fastPaths.onRegistrationRequired}
        />
      ) : null}
      <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
        <FoodSearchBox onChoose={chooseFood} showRecent={showRecent} />
        <BarcodeLookup onFound={chooseDetail} onCreateCustom={createCustomFood} />
        {chosen.length > 0 ? (
          <ul aria-label={t("meals.itemsTitle")} className="space-y-3">
            {chosen.map((c, index) => {
              const state = states[index]!;
              const detail = detailOf(c);
              const query = details[index];
              return (
                <li key={c.key}>
                  <ChosenFoodPanel
                    amountId={index === 0 ? id("amountGrams") : `${id("amountGrams")}-${c.key}`}
                    unitId={`${id("unit")}-${c.key}`}
                    name={c.name}
                    source={c.source}
                    detail={detail}
                    isLoading={!detail && query?.isLoading === true}
                    isError={query?.isError === true}
                    unit={state.amountInput.unit}
                    quantity={state.amountInput.quantity}
                    amount={state.amount}
                    error={itemError(index) ?? (index === 0 ? (errorFor("amountGrams") ?? errorFor("foodId")) : undefined)}
                    onUnitChange={(unit) => changeUnit(c, unit)}
                    onQuantityChange={(quantity) =>
                      replace(c.key, (x) => ({ ...x, unit: state.amountInput.unit, quantity, stored: undefined }))
                    }
                    onSwitch={(altId) => void switchTable(c, altId)}
                    onRemove={() => applyFoods(chosen.filter((x) => x.key !== c.key))}
                    actions={
                      showRecent ? (
                        <FavouriteStar kind="foods" id={c.id} name={detail?.name ?? c.name ?? ""} guest={false} compact={false} />
                      ) : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {totals ? (
        <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950" aria-live="polite">
          {t("meals.itemsTotal", {
            calories: format.number(Number(totals[0])),
            proteins: format.number(Number(totals[1])),
            carbs: format.number(Number(totals[2])),
            fats: format.number(Number(totals[3])),
          })}
        </p>
      ) : (
        <>
          <TextField
            {...field("food")}
            label={t("meals.food")}
            placeholder={t("meals.foodPlaceholder")}
            autoComplete="off"
            maxLength={200}
          />
          <div className="grid grid-cols-2 items-end gap-4">
            {AMOUNTS.map((name) => (
              <TextField key={name} {...field(name)} label={amountLabels[name]} inputMode="decimal" autoComplete="off" />
            ))}
          </div>
        </>
      )}
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
