import { RegisterInputSchema, type RegisterInput, type User } from "@app/shared";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useRegister } from "../auth.queries.ts";
import { clientFacingMessage, fieldIssues } from "../auth-errors.ts";
import { showWelcomeOnce } from "../welcome.ts";

const FIELDS = ["username", "email", "password", "confirmPassword", "acceptTerms"] as const;
type Field = (typeof FIELDS)[number];
type Values = Pick<RegisterInput, Field>;
type Errors = Partial<Record<Field, string>>;

const FIELD_IDS: Record<Field, string> = {
  username: "register-username",
  email: "register-email",
  password: "register-password",
  confirmPassword: "register-confirm-password",
  acceptTerms: "register-terms",
};

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Checks the form with the same schema the server uses; the first problem of each field. */
function validate(values: Values): { data?: RegisterInput; errors: Errors } {
  const result = RegisterInputSchema.safeParse({ ...values, timeZone: browserTimeZone() });
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

interface RegisterFormProps {
  onSwitchToLogin: () => void;
  onSignedIn?: (user: User) => void;
}

export function RegisterForm({ onSwitchToLogin, onSignedIn }: RegisterFormProps) {
  const { t, tRich, tServer } = useI18n();
  const register = useRegister();
  const [values, setValues] = useState<Values>({ username: "", email: "", password: "", confirmPassword: "", acceptTerms: false });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});

  // After the first submit, the fields are re-checked as the user types.
  const clientErrors = submitted ? validate(values).errors : {};
  const errorFor = (field: Field) => {
    const message = clientErrors[field] ?? serverErrors[field];
    return message ? tServer(message) : undefined;
  };

  function update<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors(({ [field]: _removed, ...rest }) => rest as Errors);
  }

  function focusField(form: HTMLFormElement, field: Field) {
    form.querySelector<HTMLInputElement>(`#${FIELD_IDS[field]}`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const form = event.currentTarget;
    setSubmitted(true);
    setServerErrors({});
    const { data, errors } = validate(values);
    if (!data) {
      const first = FIELDS.find((field) => errors[field]);
      if (first) focusField(form, first);
      return;
    }
    register.mutate(data, {
      onSuccess: (user) => {
        const welcomed = showWelcomeOnce(t("toast.welcomeTitle", { username: user.username }), t("toast.registrationSuccessText"));
        if (!welcomed) notify.success(t("toast.registrationSuccess"), t("toast.registrationSuccessText"));
        onSignedIn?.(user);
      },
      onError: (error) => {
        const issues = fieldIssues(error, FIELDS);
        setServerErrors(issues);
        const first = FIELDS.find((field) => issues[field]);
        if (first) focusField(form, first);
        const message = clientFacingMessage(error);
        notify.error(t("toast.registrationFailed"), message ? tServer(message) : t("toast.registrationNetwork"));
      },
    });
  }

  const termsError = errorFor("acceptTerms");
  const linkClass = "font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900";

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        id={FIELD_IDS.username}
        name="username"
        label={t("register.username")}
        hint={t("register.usernameHint")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errorFor("username")}
        onChange={(e) => update("username", e.target.value)}
      />
      <TextField
        id={FIELD_IDS.email}
        name="email"
        type="email"
        inputMode="email"
        label={t("register.email")}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={errorFor("email")}
        onChange={(e) => update("email", e.target.value)}
      />
      <PasswordField
        id={FIELD_IDS.password}
        name="password"
        label={t("register.password")}
        hint={t("register.passwordHint")}
        showLabel={t("password.show")}
        hideLabel={t("password.hide")}
        autoComplete="new-password"
        value={values.password}
        error={errorFor("password")}
        onChange={(e) => update("password", e.target.value)}
      />
      <PasswordField
        id={FIELD_IDS.confirmPassword}
        name="confirmPassword"
        label={t("register.confirmPassword")}
        showLabel={t("password.show")}
        hideLabel={t("password.hide")}
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errorFor("confirmPassword")}
        onChange={(e) => update("confirmPassword", e.target.value)}
      />

      <div>
        <div className="flex items-start gap-3">
          <input
            id={FIELD_IDS.acceptTerms}
            name="acceptTerms"
            type="checkbox"
            checked={values.acceptTerms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${FIELD_IDS.acceptTerms}-error` : undefined}
            onChange={(e) => update("acceptTerms", e.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-emerald-700"
          />
          <label htmlFor={FIELD_IDS.acceptTerms} className="text-sm text-slate-800">
            {tRich("register.terms", {
              terms: (
                <Link to="/terms-of-service" target="_blank" rel="noopener" className={linkClass}>
                  {t("register.termsLink")}
                  <span className="sr-only"> {t("app.opensInNewTab")}</span>
                </Link>
              ),
              privacy: (
                <Link to="/privacy-policy" target="_blank" rel="noopener" className={linkClass}>
                  {t("register.privacyLink")}
                  <span className="sr-only"> {t("app.opensInNewTab")}</span>
                </Link>
              ),
            })}
          </label>
        </div>
        <FieldError id={`${FIELD_IDS.acceptTerms}-error`} message={termsError} />
      </div>

      <Button type="submit" size="lg" className="w-full" aria-disabled={register.isPending || undefined}>
        {register.isPending ? (
          <>
            <Spinner />
            {t("register.submitting")}
          </>
        ) : (
          t("register.submit")
        )}
      </Button>

      <p className="text-center text-sm text-slate-700">
        {t("register.haveAccount")}{" "}
        <Button variant="link" onClick={onSwitchToLogin}>
          {t("register.toLogin")}
        </Button>
      </p>
    </form>
  );
}
