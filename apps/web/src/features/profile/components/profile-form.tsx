import {
  ACTIVITY_LEVELS,
  GENDERS,
  PROFILE_DEFAULTS,
  ProfileInputSchema,
  type ActivityLevel,
  type Gender,
  type UserProfile,
} from "@app/shared";
import { useWatch } from "react-hook-form";
import { formSchema, parseDecimal } from "../../../components/form/form-schema.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useMessageText } from "../../../lib/message-text.ts";

const FIELDS = ["name", "age", "gender", "weight", "height", "activityLevel"] as const;
export type ProfileField = (typeof FIELDS)[number];
export type ProfileFieldErrors = FieldErrors<ProfileField>;

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

/** The profile as typed, checked with the schema the server uses (docs/product/tracking.md#validation). */
const ProfileFormSchema = formSchema(
  (values: Values) => ({
    name: values.name,
    age: parseDecimal(values.age),
    gender: values.gender,
    weight: parseDecimal(values.weight),
    height: parseDecimal(values.height),
    activityLevel: values.activityLevel,
  }),
  ProfileInputSchema,
);

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

/** Name, age, gender, weight, height and activity level, with the rules and defaults in docs/product/tracking.md#validation. */
export function ProfileForm({ profile, suggestedName, pending, serverErrors, onSubmit }: ProfileFormProps) {
  const t = useT();
  const text = useMessageText();
  const { form, field, id, errorFor, handleSubmit } = useSchemaForm({
    schema: ProfileFormSchema,
    defaultValues: profile
      ? {
          name: profile.name,
          age: String(profile.age),
          gender: profile.gender,
          weight: String(profile.weight),
          height: String(profile.height),
          activityLevel: profile.activityLevel,
        }
      : defaults(suggestedName),
    fields: FIELDS,
    serverErrors,
    text,
  });
  const activity = useWatch({ control: form.control, name: "activityLevel" });
  const submit = handleSubmit(
    ({ name, age, gender, weight, height, activityLevel }) => onSubmit({ name, age, gender, weight, height, activityLevel }),
    () => !pending,
  );
  const genderError = errorFor("gender");

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField {...field("name")} label={t("profile.name")} autoComplete="name" maxLength={100} />
      <TextField {...field("age")} label={t("profile.age")} inputMode="numeric" autoComplete="off" />
      <fieldset aria-describedby={genderError ? `${id("gender")}-error` : undefined}>
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
              <input type="radio" value={gender} {...form.register("gender")} className="sr-only" />
              {t(`gender.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id("gender")}-error`} message={genderError} />
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <TextField {...field("weight")} label={t("profile.weight")} inputMode="decimal" autoComplete="off" />
        <TextField {...field("height")} label={t("profile.height")} inputMode="decimal" autoComplete="off" />
      </div>
      <SelectField
        {...field("activityLevel")}
        label={t("profile.activityLevel")}
        hint={activity ? t(`activityHint.${activity}`) : undefined}
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
      <SubmitButton size="lg" className="w-full" pending={pending} pendingLabel={t("common.saving")}>
        {t("profile.submit")}
      </SubmitButton>
    </form>
  );
}
