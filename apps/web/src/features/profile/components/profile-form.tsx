import {
  ACTIVITY_LEVELS,
  GENDERS,
  PROFILE_DEFAULTS,
  ProfileInputSchema,
  type ActivityLevel,
  type Gender,
  type UserProfile,
} from "@app/shared";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useMessageText } from "../../../lib/message-text.ts";

const FIELDS = ["name", "age", "gender", "weight", "height", "activityLevel"] as const;
export type ProfileField = (typeof FIELDS)[number];
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

interface Values {
  name: string;
  age: string;
  gender: Gender | "";
  weight: string;
  height: string;
  activityLevel: ActivityLevel | "";
}

export interface ProfileFormData {
  name: string;
  age: number;
  gender: Gender;
  weight: number;
  height: number;
  activityLevel: ActivityLevel;
}

function parseNumber(text: string): number {
  const cleaned = text.trim().replace(",", ".");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** Checks the profile with the schema the server uses (spec 000 §5); the first problem of each field. */
export function validateProfile(values: Values): { data?: ProfileFormData; errors: ProfileFieldErrors } {
  const result = ProfileInputSchema.safeParse({
    name: values.name,
    age: parseNumber(values.age),
    gender: values.gender,
    weight: parseNumber(values.weight),
    height: parseNumber(values.height),
    activityLevel: values.activityLevel,
  });
  if (result.success) {
    const { name, age, gender, weight, height, activityLevel } = result.data;
    return { data: { name, age, gender, weight, height, activityLevel }, errors: {} };
  }
  const errors: ProfileFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

const defaults = (name: string): Values => ({
  name,
  age: String(PROFILE_DEFAULTS.age),
  gender: PROFILE_DEFAULTS.gender,
  weight: String(PROFILE_DEFAULTS.weight),
  height: String(PROFILE_DEFAULTS.height),
  activityLevel: PROFILE_DEFAULTS.activityLevel,
});

interface ProfileFormProps {
  profile: UserProfile | null;
  /** Suggested name for a new profile (the username). */
  suggestedName: string;
  pending: boolean;
  serverErrors?: ProfileFieldErrors;
  onSubmit: (data: ProfileFormData) => void;
}

/** Name, age, gender, weight, height and activity level, with the rules and defaults of spec 000 §5. */
export function ProfileForm({ profile, suggestedName, pending, serverErrors = {}, onSubmit }: ProfileFormProps) {
  const t = useT();
  const text = useMessageText();
  const id = useId();
  const [values, setValues] = useState<Values>(() =>
    profile
      ? {
          name: profile.name,
          age: String(profile.age),
          gender: profile.gender,
          weight: String(profile.weight),
          height: String(profile.height),
          activityLevel: profile.activityLevel,
        }
      : defaults(suggestedName),
  );
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Set<ProfileField>>(() => new Set());

  const fieldId = (field: ProfileField) => `${id}-${field}`;
  const clientErrors = submitted ? validateProfile(values).errors : {};
  const errorFor = (field: ProfileField) => {
    const message = clientErrors[field] ?? (touched.has(field) ? undefined : serverErrors[field]);
    return message ? text(message) : undefined;
  };

  function update<F extends ProfileField>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setSubmitted(true);
    setTouched(new Set());
    const { data, errors } = validateProfile(values);
    if (!data) {
      const first = FIELDS.find((field) => errors[field]);
      if (first === "gender") form.querySelector<HTMLInputElement>(`input[name="gender"]`)?.focus();
      else if (first) form.ownerDocument.getElementById(fieldId(first))?.focus();
      return;
    }
    onSubmit(data);
  }

  const genderError = errorFor("gender");

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        id={fieldId("name")}
        name="name"
        label={t("profile.name")}
        autoComplete="name"
        maxLength={100}
        value={values.name}
        error={errorFor("name")}
        onChange={(e) => update("name", e.target.value)}
      />
      <TextField
        id={fieldId("age")}
        name="age"
        label={t("profile.age")}
        inputMode="numeric"
        autoComplete="off"
        value={values.age}
        error={errorFor("age")}
        onChange={(e) => update("age", e.target.value)}
      />
      <fieldset aria-describedby={genderError ? `${fieldId("gender")}-error` : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">{t("profile.gender")}</legend>
        <div className="grid grid-cols-3 gap-2">
          {GENDERS.map((gender) => (
            <label
              key={gender}
              className={cn(
                "flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700",
                genderError ? "border-red-600" : "border-slate-300",
              )}
            >
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={values.gender === gender}
                onChange={() => update("gender", gender)}
                className="sr-only"
              />
              {t(`gender.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${fieldId("gender")}-error`} message={genderError} />
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={fieldId("weight")}
          name="weight"
          label={t("profile.weight")}
          inputMode="decimal"
          autoComplete="off"
          value={values.weight}
          error={errorFor("weight")}
          onChange={(e) => update("weight", e.target.value)}
        />
        <TextField
          id={fieldId("height")}
          name="height"
          label={t("profile.height")}
          inputMode="decimal"
          autoComplete="off"
          value={values.height}
          error={errorFor("height")}
          onChange={(e) => update("height", e.target.value)}
        />
      </div>
      <SelectField
        id={fieldId("activityLevel")}
        name="activityLevel"
        label={t("profile.activityLevel")}
        hint={values.activityLevel ? t(`activityHint.${values.activityLevel}`) : undefined}
        value={values.activityLevel}
        error={errorFor("activityLevel")}
        onChange={(e) => update("activityLevel", e.target.value as ActivityLevel)}
      >
        <option value="" disabled>
          {t("profile.activityPlaceholder")}
        </option>
        {ACTIVITY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`activity.${level}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="lg" aria-disabled={pending || undefined} className="w-full">
        {pending ? (
          <>
            <Spinner />
            {t("common.saving")}
          </>
        ) : (
          t("profile.submit")
        )}
      </Button>
    </form>
  );
}
