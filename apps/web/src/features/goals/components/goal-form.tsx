import { GOAL_FORM_DEFAULTS, GOAL_PRESETS, GoalInputSchema, type NutritionGoal } from "@app/shared";
import { useWatch } from "react-hook-form";
import { formSchema, parseDecimal } from "../../../components/form/form-schema.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { useMessageText } from "../../../lib/message-text.ts";
import { macroKcal, type GoalPresetId } from "../goal-text.ts";

const FIELDS = ["name", "description", "calories", "proteins", "carbs", "fats", "startDate", "endDate"] as const;
export type GoalField = (typeof FIELDS)[number];
export type GoalFieldErrors = FieldErrors<GoalField>;
const AMOUNTS = ["calories", "proteins", "carbs", "fats"] as const;

interface Values {
  preset: GoalPresetId;
  name: string;
  description: string;
  calories: string;
  proteins: string;
  carbs: string;
  fats: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** The goal as typed, checked with the schema the server uses (docs/product/tracking.md#validation). */
const GoalFormSchema = formSchema(
  (values: Values) => ({
    name: values.name,
    description: values.description.trim() || null,
    calories: parseDecimal(values.calories),
    proteins: parseDecimal(values.proteins),
    carbs: parseDecimal(values.carbs),
    fats: parseDecimal(values.fats),
    startDate: values.startDate,
    endDate: values.endDate || null,
    isActive: values.isActive,
  }),
  GoalInputSchema,
);

/** What the form hands over, checked by the shared schema. */
export interface GoalFormData {
  name: string;
  description: string | null;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
}

interface GoalFormProps {
  /** The goal being edited; a new goal when left out. */
  goal?: NutritionGoal;
  /** Today's calendar day: the default start date. */
  today: string;
  submitLabel: string;
  pending: boolean;
  serverErrors?: GoalFieldErrors;
  onSubmit: (data: GoalFormData, reset: () => void) => void;
  /** For visitors: saving is blocked and this is called instead. */
  onBlockedSubmit?: () => void;
}

/** The Nutrition Goal form, for creating (with the 7 presets) and editing (docs/product/tracking.md#goals, §5). */
export function GoalForm({ goal, today, submitLabel, pending, serverErrors, onSubmit, onBlockedSubmit }: GoalFormProps) {
  const t = useT();
  const text = useMessageText();
  const format = useFormat();
  const initial: Values = goal
    ? {
        preset: "custom",
        name: goal.name,
        description: goal.description ?? "",
        calories: String(goal.calories),
        proteins: String(goal.proteins),
        carbs: String(goal.carbs),
        fats: String(goal.fats),
        startDate: goal.startDate,
        endDate: goal.endDate ?? "",
        isActive: goal.isActive,
      }
    : {
        preset: "custom",
        name: "",
        description: "",
        calories: String(GOAL_FORM_DEFAULTS.calories),
        proteins: String(GOAL_FORM_DEFAULTS.proteins),
        carbs: String(GOAL_FORM_DEFAULTS.carbs),
        fats: String(GOAL_FORM_DEFAULTS.fats),
        startDate: today,
        endDate: "",
        isActive: true,
      };
  const { form, field, id, handleSubmit, reset } = useSchemaForm({
    schema: GoalFormSchema,
    defaultValues: initial,
    fields: FIELDS,
    serverErrors,
    text,
  });
  const [proteins, carbs, fats, startDate] = useWatch({ control: form.control, name: ["proteins", "carbs", "fats", "startDate"] });

  function choosePreset(presetId: GoalPresetId, previous: GoalPresetId) {
    const preset = GOAL_PRESETS.find((p) => p.id === presetId);
    if (!preset) return;
    const current = form.getValues("name");
    // The name follows the preset until the user writes their own.
    if (current.trim() === "" || current === t(`goalPreset.${previous}`)) {
      form.setValue("name", preset.id === "custom" ? "" : t(`goalPreset.${preset.id}`));
    }
    for (const amount of AMOUNTS) form.setValue(amount, String(preset[amount]));
  }

  const submit = handleSubmit(
    (data) =>
      onSubmit(
        {
          name: data.name,
          description: data.description ?? null,
          calories: data.calories,
          proteins: data.proteins,
          carbs: data.carbs,
          fats: data.fats,
          startDate: data.startDate,
          endDate: data.endDate ?? null,
          isActive: data.isActive ?? true,
        },
        () => reset(),
      ),
    () => {
      if (pending) return false;
      onBlockedSubmit?.();
      return !onBlockedSubmit;
    },
  );

  const presetField = form.register("preset");
  const labels = { calories: t("goals.calories"), proteins: t("goals.proteins"), carbs: t("goals.carbs"), fats: t("goals.fats") };
  const macros = { proteins: parseDecimal(proteins), carbs: parseDecimal(carbs), fats: parseDecimal(fats) };
  const energy = Object.values(macros).every((n) => Number.isFinite(n) && n >= 0) ? macroKcal(macros) : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {goal ? null : (
          <SelectField
            id={id("preset")}
            label={t("goals.preset")}
            {...presetField}
            onChange={(event) => {
              const previous = form.getValues("preset");
              void presetField.onChange(event);
              choosePreset(event.target.value as GoalPresetId, previous);
            }}
          >
            {GOAL_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {t(`goalPreset.${preset.id}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          {...field("name")}
          label={t("goals.name")}
          placeholder={t("goals.namePlaceholder")}
          autoComplete="off"
          maxLength={100}
          className={goal ? "sm:col-span-2" : undefined}
        />
      </div>
      <TextareaField {...field("description")} label={t("goals.description")} rows={2} maxLength={1000} />
      <div>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {AMOUNTS.map((amount) => (
            <TextField key={amount} {...field(amount)} label={labels[amount]} inputMode="decimal" autoComplete="off" />
          ))}
        </div>
        {energy !== undefined ? (
          <p className="mt-2 text-sm text-slate-600" aria-live="polite">
            {t("goals.macroEnergy", { kcal: format.number(energy) })}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField {...field("startDate")} type="date" label={t("goals.startDate")} />
        <TextField {...field("endDate")} type="date" label={t("goals.endDate")} min={startDate || undefined} />
      </div>
      {goal ? null : (
        <div className="flex items-start gap-3">
          <input
            id={id("isActive")}
            type="checkbox"
            {...form.register("isActive")}
            aria-describedby={`${id("isActive")}-hint`}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-emerald-700"
          />
          <div>
            <label htmlFor={id("isActive")} className="text-sm font-medium text-slate-800">
              {t("goals.isActive")}
            </label>
            <p id={`${id("isActive")}-hint`} className="text-sm text-slate-600">
              {t("goals.isActiveHint")}
            </p>
          </div>
        </div>
      )}
      <div className="flex justify-end pt-1">
        <SubmitButton className="w-full sm:w-auto sm:min-w-36" pending={pending} pendingLabel={t("common.saving")}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
