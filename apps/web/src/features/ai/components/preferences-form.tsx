import {
  ALLERGIES,
  CUISINES,
  DIETS,
  INGREDIENT_CATEGORIES,
  MAX_PREP_DEFAULT,
  PreferencesInputSchema,
  REGIONS,
  type Preferences,
} from "@app/shared";
import { Check, Save } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingState, Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { cn } from "../../../lib/cn.ts";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { usePreferences, useSavePreferences } from "../ai.queries.ts";

type ListField = "allergies" | "diets" | "preferredCuisines" | "regionalFocus" | "preferredIngredients";

/** The food preferences screen's content (002 §2.5): loads the saved choices, then the form. */
export function FoodPreferences({ footer }: { footer?: ReactNode }) {
  const t = useT();
  const preferences = usePreferences();
  if (preferences.isPending) return <LoadingState label={t("prefs.loading")} />;
  if (preferences.isError) {
    return (
      <ErrorAlert className="mt-6">
        <p>{t("prefs.loadError")}</p>
        <Button variant="link" onClick={() => void preferences.refetch()} className="mt-1">
          {t("common.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  }
  return <PreferencesForm initial={preferences.data} footer={footer} />;
}

/**
 * The preference fields of 002 §3 with the option lists of §9: allergies, diets, cuisines, regions,
 * ingredients in categories, and the maximum preparation time (5-300, default 60; not a number gives 60).
 */
export function PreferencesForm({ initial, footer }: { initial: Preferences; footer?: ReactNode }) {
  const t = useT();
  const errorText = useErrorText();
  const save = useSavePreferences();
  const [values, setValues] = useState<Preferences>(initial);
  const [maxPrep, setMaxPrep] = useState(String(initial.maxPrepMinutes));
  const [maxPrepError, setMaxPrepError] = useState<string | undefined>();

  const toggle = (field: ListField, option: string) =>
    setValues((current) => {
      const list = current[field] as string[];
      return { ...current, [field]: list.includes(option) ? list.filter((v) => v !== option) : [...list, option] };
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A value that is not a number falls back to 60 (002 §5); the range is checked as the server does.
    const typed = maxPrep.trim() === "" ? Number.NaN : Number(maxPrep.replace(",", "."));
    const minutes = Number.isFinite(typed) ? Math.round(typed) : MAX_PREP_DEFAULT;
    if (!Number.isFinite(typed)) setMaxPrep(String(MAX_PREP_DEFAULT));
    const parsed = PreferencesInputSchema.safeParse({ ...values, maxPrepMinutes: minutes });
    if (!parsed.success) {
      setMaxPrepError(t(minutes < 5 ? "prefs.maxPrepMin" : "prefs.maxPrepMax"));
      // The field is at the end of a long page: take the keyboard (and the screen) to it.
      document.getElementById("max-prep-minutes")?.focus();
      return;
    }
    setMaxPrepError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(saved);
        setMaxPrep(String(saved.maxPrepMinutes));
        notify.success(t("prefs.saved"), t("prefs.savedText"), { id: "preferences-save" });
      },
      onError: (error) => {
        const issue = error instanceof ApiError ? error.issues.find((i) => i.path.endsWith("maxPrepMinutes")) : undefined;
        if (issue) setMaxPrepError(t(minutes < 5 ? "prefs.maxPrepMin" : "prefs.maxPrepMax"));
        notify.error(t("prefs.updateFailed"), errorText(error) ?? t("prefs.updateFailedText"), { id: "preferences-save" });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 space-y-6">
      <OptionGroup
        legend={t("prefs.allergies")}
        hint={t("prefs.allergiesHint")}
        options={ALLERGIES}
        label={(o) => t(`prefs.allergy.${o}`)}
        selected={values.allergies}
        onToggle={(o) => toggle("allergies", o)}
        tone="rose"
      />
      <OptionGroup
        legend={t("prefs.diets")}
        hint={t("prefs.dietsHint")}
        options={DIETS}
        label={(o) => t(`prefs.diet.${o}`)}
        selected={values.diets}
        onToggle={(o) => toggle("diets", o)}
      />
      <OptionGroup
        legend={t("prefs.cuisines")}
        options={CUISINES}
        label={(o) => t(`prefs.cuisine.${o}`)}
        selected={values.preferredCuisines}
        onToggle={(o) => toggle("preferredCuisines", o)}
      />
      <OptionGroup
        legend={t("prefs.regions")}
        options={REGIONS}
        label={(o) => t(`prefs.region.${o}`)}
        selected={values.regionalFocus}
        onToggle={(o) => toggle("regionalFocus", o)}
      />
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="sr-only">{t("prefs.ingredients")}</legend>
        <p aria-hidden="true" className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-semibold text-slate-900">
          {t("prefs.ingredients")}
          <span className="text-sm font-normal text-slate-600">
            {t(values.preferredIngredients.length === 1 ? "prefs.selected.one" : "prefs.selected.other", {
              count: values.preferredIngredients.length,
            })}
          </span>
        </p>
        <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2">
          {(Object.keys(INGREDIENT_CATEGORIES) as (keyof typeof INGREDIENT_CATEGORIES)[]).map((category) => (
            <OptionGroup
              key={category}
              nested
              legend={t(`prefs.category.${category}`)}
              options={INGREDIENT_CATEGORIES[category]}
              label={(o) => t(`prefs.ingredient.${o}` as MessageKey)}
              selected={values.preferredIngredients}
              onToggle={(o) => toggle("preferredIngredients", o)}
            />
          ))}
        </div>
      </fieldset>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <TextField
          id="max-prep-minutes"
          label={t("prefs.maxPrep")}
          hint={t("prefs.maxPrepHint")}
          error={maxPrepError}
          type="number"
          inputMode="numeric"
          min={5}
          max={300}
          step={5}
          value={maxPrep}
          onChange={(event) => setMaxPrep(event.target.value)}
          className="max-w-xs"
        />
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
          {save.isPending ? t("common.saving") : t("prefs.save")}
        </Button>
        {footer}
      </div>
    </form>
  );
}

interface OptionGroupProps<T extends string> {
  legend: string;
  hint?: string;
  options: readonly T[];
  label: (option: T) => string;
  selected: readonly string[];
  onToggle: (option: T) => void;
  /** A group inside another fieldset: smaller heading, no panel. */
  nested?: boolean;
  tone?: "emerald" | "rose";
}

/** A set of checkboxes drawn as chips. */
function OptionGroup<T extends string>({
  legend,
  hint,
  options,
  label,
  selected,
  onToggle,
  nested = false,
  tone = "emerald",
}: OptionGroupProps<T>) {
  const t = useT();
  const id = useId();
  const count = options.filter((o) => selected.includes(o)).length;
  return (
    <fieldset
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={nested ? undefined : "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"}
    >
      <legend
        className={cn(
          "float-left mb-1 flex w-full flex-wrap items-baseline justify-between gap-2",
          nested ? "text-sm font-semibold text-slate-800" : "text-lg font-semibold text-slate-900",
        )}
      >
        <span>{legend}</span>
        <span className="text-sm font-normal text-slate-600">
          {t(count === 1 ? "prefs.selected.one" : "prefs.selected.other", { count })}
        </span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="clear-both text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ul className="clear-both flex flex-wrap gap-2 pt-3">
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <li key={option}>
              <label
                className={cn(
                  "relative inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700",
                  checked
                    ? tone === "rose"
                      ? "border-rose-600 bg-rose-50 font-semibold text-rose-900"
                      : "border-emerald-700 bg-emerald-50 font-semibold text-emerald-900"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(option)} />
                {checked ? <Check aria-hidden="true" className="size-3.5" /> : null}
                {label(option)}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
