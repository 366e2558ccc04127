import type { User } from "@app/shared";
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useLogin } from "../auth.queries.ts";
import { clientFacingMessage } from "../auth-errors.ts";
import { showWelcomeOnce } from "../welcome.ts";

// The reset dialog (and the dialog library) load when "Forgot password?" is first clicked: the sign-in page is
// among the first pages a visitor opens, so it carries as little JavaScript as it can (decision 0005).
const ForgotPasswordDialog = lazy(() => import("./forgot-password-dialog.tsx").then((m) => ({ default: m.ForgotPasswordDialog })));

// The form's check (the shared schema, with zod) loads when the visitor first focuses a field, and a submit waits
// for it: evaluating zod is not part of the page's start (docs/decisions/0015-webtbt-long-tasks.md).
const loginSchema = () => import("@app/shared/auth").then((m) => m.LoginInputSchema);
const preloadChecks = () => void loginSchema().catch(() => undefined);

interface LoginFormProps {
  onSwitchToRegister: () => void;
  /** Called once the session exists; the page decides where to go. */
  onSignedIn?: (user: User) => void;
}

export function LoginForm({ onSwitchToRegister, onSignedIn }: LoginFormProps) {
  const { t, tServer } = useI18n();
  const login = useLogin();
  const formErrorId = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [missingFields, setMissingFields] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Kept on the page once opened, so it closes with its animation and keeps its step.
  const [forgotLoaded, setForgotLoaded] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);
  // A submit waiting for the schema: a second one meanwhile is ignored, as one during the request.
  const checking = useRef(false);

  const usernameEmpty = missingFields !== null && username.trim() === "";
  const passwordEmpty = missingFields !== null && password === "";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending || checking.current) return;
    const form = event.currentTarget;
    checking.current = true;
    let schema: Awaited<ReturnType<typeof loginSchema>>;
    try {
      schema = await loginSchema();
    } catch {
      // The check's code could not be fetched (offline, a new deployment): as when the server cannot be reached.
      notify.error(t("toast.loginFailed"), t("toast.loginNetwork"));
      return;
    } finally {
      checking.current = false;
    }
    const parsed = schema.safeParse({ username, password, rememberMe });
    if (!parsed.success) {
      setMissingFields(parsed.error.issues[0]?.message ?? null);
      const firstEmpty = username.trim() === "" ? "login-username" : "login-password";
      form.querySelector<HTMLInputElement>(`#${firstEmpty}`)?.focus();
      return;
    }
    setMissingFields(null);
    login.mutate(parsed.data, {
      onSuccess: (user) => {
        notify.success(t("toast.loginSuccess"), t("toast.loginSuccessText"), {
          onClose: () => showWelcomeOnce(t("toast.welcomeTitle", { username: user.username }), t("toast.welcomeText")),
        });
        onSignedIn?.(user);
      },
      onError: (error) => {
        const message = clientFacingMessage(error);
        notify.error(t("toast.loginFailed"), message ? tServer(message) : t("toast.loginNetwork"));
      },
    });
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
        <TextField
          id="login-username"
          name="username"
          label={t("login.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          invalid={usernameEmpty}
          onFocus={preloadChecks}
          onChange={(e) => setUsername(e.target.value)}
        />
        <div>
          <PasswordField
            id="login-password"
            name="password"
            label={t("login.password")}
            showLabel={t("password.show")}
            hideLabel={t("password.hide")}
            autoComplete="current-password"
            value={password}
            invalid={passwordEmpty}
            onFocus={preloadChecks}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="rememberMe"
                checked={rememberMe}
                onChange={(e) => setRememberMe(e.target.checked)}
                className="size-4 rounded border-slate-400 accent-emerald-700"
              />
              {t("login.rememberMe")}
            </label>
            <Button
              ref={forgotButton}
              variant="link"
              aria-haspopup="dialog"
              aria-expanded={forgotOpen}
              onClick={() => {
                setForgotLoaded(true);
                setForgotOpen(true);
              }}
            >
              {t("login.forgotPassword")}
            </Button>
          </div>
        </div>

        {missingFields ? <ErrorAlert id={formErrorId}>{tServer(missingFields)}</ErrorAlert> : null}

        <Button type="submit" size="lg" className="w-full" aria-disabled={login.isPending || undefined}>
          {login.isPending ? (
            <>
              <Spinner />
              {t("login.submitting")}
            </>
          ) : (
            t("login.submit")
          )}
        </Button>

        <p className="text-center text-sm text-slate-700">
          {t("login.noAccount")}{" "}
          <Button variant="link" onClick={onSwitchToRegister}>
            {t("login.toRegister")}
          </Button>
        </p>
      </form>
      {/* Outside the sign-in form: the dialog's own forms are React children of whatever holds it, and
        their submit events would reach the sign-in form's handler through the portal. */}
      {forgotLoaded ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} returnFocusTo={forgotButton} />
        </Suspense>
      ) : null}
    </>
  );
}
