import { RegisterInputSchema, type RegisterInput, type User } from "@app/shared";
import { Link } from "react-router";
import { formSchema } from "../../../components/form/form-schema.ts";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";

import { notify } from "../../../lib/toast.ts";
import { useRegister } from "../auth.queries.ts";
import { clientFacingMessage } from "../auth-errors.ts";
import { showWelcomeOnce } from "../welcome.ts";

const FIELDS = ["username", "email", "password", "confirmPassword", "acceptTerms"] as const;
type Field = (typeof FIELDS)[number];
type Values = Pick<RegisterInput, Field>;

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

/** The form checks with the same schema the server uses. */
const RegisterFormSchema = formSchema((values: Values) => ({ ...values, timeZone: browserTimeZone() }), RegisterInputSchema);

interface RegisterFormProps {
  onSwitchToLogin: () => void;
  onSignedIn?: (user: User) => void;
}

export function RegisterForm({ onSwitchToLogin, onSignedIn }: RegisterFormProps) {
  const { t, tRich, tServer } = useI18n();
  const register = useRegister();
  const { form, field, errorFor, handleSubmit, showServerErrors } = useSchemaForm({
    schema: RegisterFormSchema,
    defaultValues: { username: "", email: "", password: "", confirmPassword: "", acceptTerms: false },
    fields: FIELDS,
    id: (name) => FIELD_IDS[name as Field],
    text: tServer,
  });

  const submit = handleSubmit(
    (data) =>
      register.mutate(data, {
        onSuccess: (user) => {
          const welcomed = showWelcomeOnce(t("toast.welcomeTitle", { username: user.username }), t("toast.registrationSuccessText"));
          if (!welcomed) notify.success(t("toast.registrationSuccess"), t("toast.registrationSuccessText"));
          onSignedIn?.(user);
        },
        onError: (error) => {
          showServerErrors(issuesByField(error, FIELDS));
          const message = clientFacingMessage(error);
          notify.error(t("toast.registrationFailed"), message ? tServer(message) : t("toast.registrationNetwork"));
        },
      }),
    () => !register.isPending,
  );

  const termsError = errorFor("acceptTerms");
  const linkClass = "font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900";

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        {...field("username")}
        label={t("register.username")}
        hint={t("register.usernameHint")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...field("email")}
        type="email"
        inputMode="email"
        label={t("register.email")}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField
        {...field("password")}
        label={t("register.password")}
        hint={t("register.passwordHint")}
        showLabel={t("password.show")}
        hideLabel={t("password.hide")}
        autoComplete="new-password"
      />
      <PasswordField
        {...field("confirmPassword")}
        label={t("register.confirmPassword")}
        showLabel={t("password.show")}
        hideLabel={t("password.hide")}
        autoComplete="new-password"
      />

      <div>
        <div className="flex items-start gap-3">
          <input
            id={FIELD_IDS.acceptTerms}
            type="checkbox"
            {...form.register("acceptTerms")}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${FIELD_IDS.acceptTerms}-error` : undefined}
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

      <SubmitButton size="lg" className="w-full" pending={register.isPending} pendingLabel={t("register.submitting")}>
        {t("register.submit")}
      </SubmitButton>

      <p className="text-center text-sm text-slate-700">
        {t("register.haveAccount")}{" "}
        <Button variant="link" onClick={onSwitchToLogin}>
          {t("register.toLogin")}
        </Button>
      </p>
    </form>
  );
}
