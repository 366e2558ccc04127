import { GOAL_FORM_DEFAULTS, GOAL_PRESETS, GoalInputSchema, GoalMessages, type NutritionGoal } from "@app/shared";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { useMessageText } from "../../../lib/message-text.ts";
import { macroKcal, type GoalPresetId } from "../goal-text.ts";

const FIELDS = ["name", "description", "calories", "proteins", "carbs", "fats", "startDate", "endDate"] as const;
export type GoalField = (typeof FIELDS)[number];
export type GoalFieldErrors = Partial<Record<GoalField, string>>;
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

function parseAmount(text: string): number {
  const cleaned = text.trim().replace(",", ".");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** Checks the goal with the schema the server uses (spec 000 §5); the first problem of each field. */
export function validateGoal(values: Omit<Values, "preset">): { data?: GoalFormData; errors: GoalFieldErrors } {
  const errors: GoalFieldErrors = {};
  if (!values.startDate) errors.startDate = GoalMessages.startDateRequired;
  const result = GoalInputSchema.safeParse({
    name: values.name,
    description: values.description.trim() || null,
    calories: parseAmount(values.calories),
    proteins: parseAmount(values.proteins),
    carbs: parseAmount(values.carbs),
    fats: parseAmount(values.fats),
    startDate: values.startDate,
    endDate: values.endDate || null,
    isActive: values.isActive,
  });
  if (result.success && !errors.startDate) {
    const d = result.data;
    return {
      data: {
        name: d.name,
        description: d.description ?? null,
        calories: d.calories,
        proteins: d.proteins,
        carbs: d.carbs,
        fats: d.fats,
        startDate: d.startDate,
        endDate: d.endDate ?? null,
        isActive: d.isActive ?? true,
      },
      errors,
    };
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as GoalField | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
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

/** The Nutrition Goal form, for creating (with the 7 presets) and editing (spec 000 §2 Nutrition goals, §5). */
export function GoalForm({ goal, today, submitLabel, pending, serverErrors = {}, onSubmit, onBlockedSubmit }: GoalFormProps) {
  const t = useT();
  const text = useMessageText();
  const format = useFormat();
  const id = useId();
  const initial = (): Values =>
    goal
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
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touchedSinceSubmit, setTouchedSinceSubmit] = useState<Set<GoalField>>(() => new Set());

  const fieldId = (field: GoalField | "preset" | "isActive") => `${id}-${field}`;
  const clientErrors = submitted ? validateGoal(values).errors : {};
  const errorFor = (field: GoalField) => {
    const message = clientErrors[field] ?? (touchedSinceSubmit.has(field) ? undefined : serverErrors[field]);
    return message ? text(message) : undefined;
  };

  function update<F extends keyof Values>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if ((FIELDS as readonly string[]).includes(field)) setTouchedSinceSubmit((current) => new Set(current).add(field as GoalField));
  }

  function choosePreset(presetId: GoalPresetId) {
    const preset = GOAL_PRESETS.find((p) => p.id === presetId);
    if (!preset) return;
    setValues((current) => {
      const previousName = t(`goalPreset.${current.preset}`);
      // The name follows the preset until the user writes their own.
      const name =
        current.name.trim() === "" || current.name === previousName
          ? preset.id === "custom"
            ? ""
            : t(`goalPreset.${preset.id}`)
          : current.name;
      return {
        ...current,
        preset: preset.id,
        name,
        calories: String(preset.calories),
        proteins: String(preset.proteins),
        carbs: String(preset.carbs),
        fats: String(preset.fats),
      };
    });
  }

  function reset() {
    setValues(initial());
    setSubmitted(false);
    setTouchedSinceSubmit(new Set());
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
    setTouchedSinceSubmit(new Set());
    const { data, errors } = validateGoal(values);
    if (!data) {
      const first = FIELDS.find((field) => errors[field]);
      if (first) form.ownerDocument.getElementById(fieldId(first))?.focus();
      return;
    }
    onSubmit(data, reset);
  }

  const labels = { calories: t("goals.calories"), proteins: t("goals.proteins"), carbs: t("goals.carbs"), fats: t("goals.fats") };
  const macros = { proteins: parseAmount(values.proteins), carbs: parseAmount(values.carbs), fats: parseAmount(values.fats) };
  const energy = Object.values(macros).every((n) => Number.isFinite(n) && n >= 0) ? macroKcal(macros) : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {goal ? null : (
          <SelectField
            id={fieldId("preset")}
            name="preset"
            label={t("goals.preset")}
            value={values.preset}
            onChange={(e) => choosePreset(e.target.value as GoalPresetId)}
          >
            {GOAL_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {t(`goalPreset.${preset.id}`)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          id={fieldId("name")}
          name="name"
          label={t("goals.name")}
          placeholder={t("goals.namePlaceholder")}
          autoComplete="off"
          maxLength={100}
          value={values.name}
          error={errorFor("name")}
          onChange={(e) => update("name", e.target.value)}
          className={goal ? "sm:col-span-2" : undefined}
        />
      </div>
      <TextareaField
        id={fieldId("description")}
        name="description"
        label={t("goals.description")}
        rows={2}
        maxLength={1000}
        value={values.description}
        error={errorFor("description")}
        onChange={(e) => update("description", e.target.value)}
      />
      <div>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {AMOUNTS.map((field) => (
            <TextField
              key={field}
              id={fieldId(field)}
              name={field}
              label={labels[field]}
              inputMode="decimal"
              autoComplete="off"
              value={values[field]}
              error={errorFor(field)}
              onChange={(e) => update(field, e.target.value)}
            />
          ))}
        </div>
        {energy !== undefined ? (
          <p className="mt-2 text-sm text-slate-600" aria-live="polite">
            {t("goals.macroEnergy", { kcal: format.number(energy) })}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId("startDate")}
          name="startDate"
          type="date"
          label={t("goals.startDate")}
          value={values.startDate}
          error={errorFor("startDate")}
          onChange={(e) => update("startDate", e.target.value)}
        />
        <TextField
          id={fieldId("endDate")}
          name="endDate"
          type="date"
          label={t("goals.endDate")}
          min={values.startDate || undefined}
          value={values.endDate}
          error={errorFor("endDate")}
          onChange={(e) => update("endDate", e.target.value)}
        />
      </div>
      {goal ? null : (
        <div className="flex items-start gap-3">
          <input
            id={fieldId("isActive")}
            type="checkbox"
            checked={values.isActive}
            aria-describedby={`${fieldId("isActive")}-hint`}
            onChange={(e) => update("isActive", e.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-emerald-700"
          />
          <div>
            <label htmlFor={fieldId("isActive")} className="text-sm font-medium text-slate-800">
              {t("goals.isActive")}
            </label>
            <p id={`${fieldId("isActive")}-hint`} className="text-sm text-slate-600">
              {t("goals.isActiveHint")}
            </p>
          </div>
        </div>
      )}
      <div className="flex justify-end pt-1">
        <Button type="submit" aria-disabled={pending || undefined} className="w-full sm:w-auto sm:min-w-36">
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
