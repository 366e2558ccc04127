import { LogMealInputSchema, MEAL_TYPES, PRESET_FOODS, type MealEntry, type MealType } from "@app/shared";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useMessageText } from "../../../lib/message-text.ts";
import { PRESET_LABEL_KEYS } from "../meal-days.ts";

const FIELDS = ["mealType", "food", "calories", "proteins", "carbs", "fats"] as const;
export type MealField = (typeof FIELDS)[number];
export type MealFieldErrors = Partial<Record<MealField, string>>;
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
}

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

/** A typed amount as a number: decimal comma or point; empty or not a number gives NaN (and the field's message). */
function parseAmount(text: string): number {
  const cleaned = text.trim().replace(",", ".");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** Checks the form with the schema the server uses (spec 000 §5); the first problem of each field. */
export function validateMeal(values: Omit<Values, "preset">): { data?: MealFormData; errors: MealFieldErrors } {
  const result = LogMealInputSchema.safeParse({
    mealType: values.mealType,
    food: values.food,
    calories: parseAmount(values.calories),
    proteins: parseAmount(values.proteins),
    carbs: parseAmount(values.carbs),
    fats: parseAmount(values.fats),
  });
  if (result.success) {
    const { mealType, food, calories, proteins, carbs, fats } = result.data;
    return { data: { mealType, food, calories, proteins, carbs, fats }, errors: {} };
  }
  const errors: MealFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MealField | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

interface MealFormProps {
  /** The meal being edited; a new meal when left out. */
  meal?: MealEntry;
  submitLabel: string;
  pending: boolean;
  /** Field problems the server reported for the last submit. */
  serverErrors?: MealFieldErrors;
  /** Called with valid data; `reset` empties the form (after a meal was added). */
  onSubmit: (data: MealFormData, reset: () => void) => void;
  /** For visitors: saving is blocked and this is called instead (spec 000 §5, 'Registration Required'). */
  onBlockedSubmit?: () => void;
}

/** Meal type, preset chooser (20 presets and 'Other (custom)'), food and the four values (spec 000 §2, Meals). */
export function MealForm({ meal, submitLabel, pending, serverErrors = {}, onSubmit, onBlockedSubmit }: MealFormProps) {
  const t = useT();
  const text = useMessageText();
  const id = useId();
  const [values, setValues] = useState<Values>(() => (meal ? valuesOf(meal) : EMPTY));
  const [submitted, setSubmitted] = useState(false);
  const [dismissedServerErrors, setDismissedServerErrors] = useState<Set<MealField>>(() => new Set());

  const fieldId = (field: MealField | "preset") => `${id}-${field}`;
  const clientErrors = submitted ? validateMeal(values).errors : {};
  const errorFor = (field: MealField) => {
    const message = clientErrors[field] ?? (dismissedServerErrors.has(field) ? undefined : serverErrors[field]);
    return message ? text(message) : undefined;
  };

  function update(field: MealField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setDismissedServerErrors((current) => new Set(current).add(field));
  }

  function choosePreset(choice: string) {
    if (choice === OTHER) {
      // 'Other (custom)' clears the food and its values (spec 000 §5).
      setValues((current) => ({ ...current, preset: OTHER, food: "", calories: "", proteins: "", carbs: "", fats: "" }));
      return;
    }
    const preset = PRESET_FOODS[Number(choice)];
    if (!preset) {
      setValues((current) => ({ ...current, preset: "" }));
      return;
    }
    setValues((current) => ({
      ...current,
      preset: choice,
      food: t(PRESET_LABEL_KEYS[preset.name]),
      calories: String(preset.calories),
      proteins: String(preset.proteins),
      carbs: String(preset.carbs),
      fats: String(preset.fats),
    }));
  }

  function reset() {
    setValues(EMPTY);
    setSubmitted(false);
    setDismissedServerErrors(new Set());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (onBlockedSubmit) {
      onBlockedSubmit();
      return;
    }
    const form = event.currentTarget;
    setSubmitted(true);
    setDismissedServerErrors(new Set());
    const { data, errors } = validateMeal(values);
    if (!data) {
      const first = FIELDS.find((field) => errors[field]);
      if (first) form.ownerDocument.getElementById(fieldId(first))?.focus();
      return;
    }
    onSubmit(data, reset);
  }

  const amountLabels = { calories: t("meals.calories"), proteins: t("meals.proteins"), carbs: t("meals.carbs"), fats: t("meals.fats") };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId("mealType")}
          name="mealType"
          label={t("meals.mealType")}
          value={values.mealType}
          error={errorFor("mealType")}
          onChange={(e) => update("mealType", e.target.value)}
        >
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
          id={fieldId("preset")}
          name="preset"
          label={t("meals.preset")}
          value={values.preset}
          onChange={(e) => choosePreset(e.target.value)}
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
      <TextField
        id={fieldId("food")}
        name="food"
        label={t("meals.food")}
        placeholder={t("meals.foodPlaceholder")}
        autoComplete="off"
        maxLength={200}
        value={values.food}
        error={errorFor("food")}
        onChange={(e) => update("food", e.target.value)}
      />
      <div className="grid grid-cols-2 items-end gap-4">
        {AMOUNTS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            name={field}
            label={amountLabels[field]}
            inputMode="decimal"
            autoComplete="off"
            value={values[field]}
            error={errorFor(field)}
            onChange={(e) => update(field, e.target.value)}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("meals.roundingHint")}</p>
        <Button type="submit" aria-disabled={pending || undefined} className="sm:min-w-36">
          {pending ? (
            <>
              <Spinner />
              {t("common.saving")}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}
