import { LogMealInputSchema, MEAL_TYPES, type LogMealInput, type MealType } from "@app/shared";
import { formSchema, parseDecimal } from "../../../components/form/form-schema.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useMessageText } from "../../../lib/message-text.ts";

const FIELDS = ["mealType", "calories", "proteins", "carbs", "fats"] as const;
export type QuickAddField = (typeof FIELDS)[number];
const MACROS = ["proteins", "carbs", "fats"] as const;

interface Values {
  mealType: MealType | "";
  calories: string;
  proteins: string;
  carbs: string;
  fats: string;
}

/** A macro left empty counts as 0; anything typed is checked like the Add Meal form's values. */
const optional = (text: string) => (text.trim() === "" ? 0 : parseDecimal(text));

interface QuickAddFormProps {
  /** The meal's name ('Quick add'), in the user's language. */
  name: string;
  date: string;
  defaultMealType: MealType;
  pending: boolean;
  serverErrors?: FieldErrors<QuickAddField>;
  onSubmit: (input: LogMealInput, reset: () => void) => void;
  onBlockedSubmit?: () => void;
}

/** Quick add: calories, and proteins, carbs and fats if known, with no food (checked with the shared meal schema). */
export function QuickAddForm({ name, date, defaultMealType, pending, serverErrors, onSubmit, onBlockedSubmit }: QuickAddFormProps) {
  const { t } = useI18n();
  const text = useMessageText();
  const empty: Values = { mealType: defaultMealType, calories: "", proteins: "", carbs: "", fats: "" };
  const { field, handleSubmit, reset } = useSchemaForm({
    schema: formSchema(
      (v: Values) => ({
        mealType: v.mealType,
        date,
        food: name,
        calories: parseDecimal(v.calories),
        proteins: optional(v.proteins),
        carbs: optional(v.carbs),
        fats: optional(v.fats),
      }),
      LogMealInputSchema,
    ),
    defaultValues: empty,
    fields: FIELDS,
    serverErrors,
    text,
  });
  const submit = handleSubmit(
    (input) => onSubmit(input, () => reset({ ...empty, mealType: input.mealType })),
    () => {
      if (pending) return false;
      onBlockedSubmit?.();
      return !onBlockedSubmit;
    },
  );
  const labels = { proteins: t("meals.proteins"), carbs: t("meals.carbs"), fats: t("meals.fats") };
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={t("meals.quickAdd.title")}>
      <div className="grid grid-cols-2 items-start gap-3">
        <SelectField {...field("mealType")} label={t("meals.mealType")}>
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`mealType.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...field("calories")} label={t("meals.calories")} inputMode="decimal" autoComplete="off" />
      </div>
      <div className="grid grid-cols-3 items-start gap-3">
        {MACROS.map((key) => (
          <TextField
            key={key}
            {...field(key)}
            label={labels[key]}
            hint={t("meals.quickAdd.optional")}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
      </div>
      <SubmitButton variant="secondary" pending={pending} pendingLabel={t("common.saving")}>
        {t("meals.quickAdd.submit")}
      </SubmitButton>
    </form>
  );
}
