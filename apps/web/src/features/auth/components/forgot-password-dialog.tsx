import { AuthMessages, GenerateResetCodeInputSchema, ResetPasswordFormSchema } from "@app/shared";
import { useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useGenerateResetCode, useResetPassword } from "../auth.queries.ts";
import { clientFacingMessage } from "../auth-errors.ts";

type CodeField = "resetCode" | "newPassword" | "confirmPassword";
const CODE_FIELD_IDS: Record<CodeField, string> = {
  resetCode: "reset-code",
  newPassword: "reset-new-password",
  confirmPassword: "reset-confirm-password",
};

interface ForgotPasswordDialogProps {
  /** The "Forgot password?" button; left out when the opener opens it by code (the sign-in form loads it on demand). */
  trigger?: ReactNode;
  /** Without a trigger: the button focus returns to when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Password reset in two steps (spec 001 §2.11): the e-mail address, then the 6-digit code that was
 * e-mailed with a new password. The code is never shown on screen (spec README).
 */
export function ForgotPasswordDialog({ trigger, open, onOpenChange, returnFocusTo }: ForgotPasswordDialogProps) {
  const { t, tServer } = useI18n();
  const generate = useGenerateResetCode();
  const reset = useResetPassword();

  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState({ resetCode: "", newPassword: "", confirmPassword: "" });
  const [codeErrors, setCodeErrors] = useState<Partial<Record<CodeField, string>>>({});
  const [fillAll, setFillAll] = useState(false);

  function clearAll() {
    setStep(1);
    setEmail("");
    setEmailError(null);
    setCode({ resetCode: "", newPassword: "", confirmPassword: "" });
    setCodeErrors({});
    setFillAll(false);
  }

  function failureText(error: unknown): string {
    const message = clientFacingMessage(error);
    return message ? tServer(message) : t("toast.networkError");
  }

  function handleEmailSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generate.isPending) return;
    const parsed = GenerateResetCodeInputSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? AuthMessages.emailInvalid);
      event.currentTarget.querySelector<HTMLInputElement>("#reset-email")?.focus();
      return;
    }
    setEmailError(null);
    generate.mutate(parsed.data, {
      onSuccess: (reply) => {
        setEmail(parsed.data.email);
        notify.success(t("toast.resetCodeGenerated"), tServer(reply.message));
        setStep(2);
      },
      onError: (error) => notify.error(t("toast.resetCodeFailed"), failureText(error)),
    });
  }

  function handleCodeSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const form = event.currentTarget;
    const parsed = ResetPasswordFormSchema.safeParse(code);
    if (!parsed.success) {
      const missing = parsed.error.issues.some((issue) => issue.message === AuthMessages.resetFieldsRequired);
      const errors: Partial<Record<CodeField, string>> = {};
      if (!missing) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as CodeField | undefined;
          if (field && !errors[field]) errors[field] = issue.message;
        }
      }
      setFillAll(missing);
      setCodeErrors(errors);
      const first = (Object.keys(CODE_FIELD_IDS) as CodeField[]).find((field) => (missing ? code[field].trim() === "" : errors[field]));
      if (first) form.querySelector<HTMLInputElement>(`#${CODE_FIELD_IDS[first]}`)?.focus();
      return;
    }
    setFillAll(false);
    setCodeErrors({});
    reset.mutate(
      { email, resetCode: parsed.data.resetCode, newPassword: parsed.data.newPassword },
      {
        onSuccess: (reply) => {
          notify.success(t("toast.resetSuccess"), tServer(reply.message));
          clearAll();
          onOpenChange(false);
        },
        onError: (error) => notify.error(t("toast.resetFailed"), failureText(error)),
      },
    );
  }

  const codeError = (field: CodeField) => (codeErrors[field] ? tServer(codeErrors[field]) : undefined);
  const isEmpty = (field: CodeField) => fillAll && code[field].trim() === "";
  const setCodeField = (field: CodeField, value: string) => setCode((current) => ({ ...current, [field]: value }));

  return (
    <Dialog
      trigger={trigger}
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t("forgot.title")}
      closeLabel={t("forgot.close")}
      description={
        <>
          <span className="mb-1 block text-xs font-semibold tracking-wide text-emerald-800 uppercase">{t("forgot.step", { step })}</span>
          {step === 1 ? t("forgot.emailStepText") : t("forgot.codeStepText", { email })}
        </>
      }
    >
      {step === 1 ? (
        <form noValidate onSubmit={handleEmailSubmit} className="space-y-5">
          <TextField
            id="reset-email"
            name="email"
            type="email"
            inputMode="email"
            label={t("forgot.email")}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            error={emailError ? tServer(emailError) : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("forgot.cancel")}
            </Button>
            <Button type="submit" aria-disabled={generate.isPending || undefined}>
              {generate.isPending ? (
                <>
                  <Spinner />
                  {t("forgot.sending")}
                </>
              ) : (
                t("forgot.sendCode")
              )}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={handleCodeSubmit} className="space-y-5">
          <TextField
            id={CODE_FIELD_IDS.resetCode}
            name="resetCode"
            label={t("forgot.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
            value={code.resetCode}
            invalid={isEmpty("resetCode")}
            error={codeError("resetCode")}
            onChange={(e) => setCodeField("resetCode", e.target.value.replace(/\D/g, "").slice(0, 6))}
          />
          <PasswordField
            id={CODE_FIELD_IDS.newPassword}
            name="newPassword"
            label={t("forgot.newPassword")}
            showLabel={t("password.show")}
            hideLabel={t("password.hide")}
            autoComplete="new-password"
            value={code.newPassword}
            invalid={isEmpty("newPassword")}
            error={codeError("newPassword")}
            onChange={(e) => setCodeField("newPassword", e.target.value)}
          />
          <PasswordField
            id={CODE_FIELD_IDS.confirmPassword}
            name="confirmPassword"
            label={t("forgot.confirmPassword")}
            showLabel={t("password.show")}
            hideLabel={t("password.hide")}
            autoComplete="new-password"
            value={code.confirmPassword}
            invalid={isEmpty("confirmPassword")}
            error={codeError("confirmPassword")}
            onChange={(e) => setCodeField("confirmPassword", e.target.value)}
          />
          {fillAll ? <ErrorAlert>{tServer(AuthMessages.resetFieldsRequired)}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="link" onClick={() => setStep(1)}>
              {t("forgot.changeEmail")}
            </Button>
            <Button type="submit" aria-disabled={reset.isPending || undefined}>
              {reset.isPending ? (
                <>
                  <Spinner />
                  {t("forgot.submitting")}
                </>
              ) : (
                t("forgot.submit")
              )}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
