import { AuthMessages, GenerateResetCodeInputSchema, ResetPasswordFormSchema } from "@app/shared";
import { useState, type ReactNode, type RefObject } from "react";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useGenerateResetCode, useResetPassword } from "../auth.queries.ts";
import { clientFacingMessage } from "../auth-errors.ts";

const CODE_FIELDS = ["resetCode", "newPassword", "confirmPassword"] as const;
type CodeField = (typeof CODE_FIELDS)[number];
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
 * Password reset in two steps (docs/product/access-and-plans.md#sign-in): the e-mail address, then the 6-digit code that was
 * e-mailed with a new password. The code is never shown on screen (spec README).
 */
export function ForgotPasswordDialog({ trigger, open, onOpenChange, returnFocusTo }: ForgotPasswordDialogProps) {
  const { t, tServer } = useI18n();
  const generate = useGenerateResetCode();
  const reset = useResetPassword();

  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState("");
  const emailForm = useSchemaForm({
    schema: GenerateResetCodeInputSchema,
    defaultValues: { email: "" },
    fields: ["email"],
    id: () => "reset-email",
    text: tServer,
  });
  const codeForm = useSchemaForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { resetCode: "", newPassword: "", confirmPassword: "" },
    fields: CODE_FIELDS,
    id: (name) => CODE_FIELD_IDS[name as CodeField],
    text: tServer,
  });

  function clearAll() {
    setStep(1);
    setEmail("");
    emailForm.reset();
    codeForm.reset();
  }

  function failureText(error: unknown): string {
    const message = clientFacingMessage(error);
    return message ? tServer(message) : t("toast.networkError");
  }

  const submitEmail = emailForm.handleSubmit(
    (input) =>
      generate.mutate(input, {
        onSuccess: (reply) => {
          setEmail(input.email);
          notify.success(t("toast.resetCodeGenerated"), tServer(reply.message));
          setStep(2);
        },
        onError: (error) => notify.error(t("toast.resetCodeFailed"), failureText(error)),
      }),
    () => !generate.isPending,
  );

  const submitCode = codeForm.handleSubmit(
    (input) =>
      reset.mutate(
        { email, resetCode: input.resetCode, newPassword: input.newPassword },
        {
          onSuccess: (reply) => {
            notify.success(t("toast.resetSuccess"), tServer(reply.message));
            clearAll();
            onOpenChange(false);
          },
          onError: (error) => notify.error(t("toast.resetFailed"), failureText(error)),
        },
      ),
    () => !reset.isPending,
  );

  // An empty field is not named under itself: one message asks to fill in all fields, and the empty ones are marked.
  const codeErrors = codeForm.form.formState.errors;
  const isEmpty = (field: CodeField) => codeErrors[field]?.message === AuthMessages.resetFieldsRequired;
  const fillAll = CODE_FIELDS.some(isEmpty);
  const codeField = (field: CodeField) => {
    const props = codeForm.field(field);
    return fillAll ? { ...props, error: undefined, invalid: isEmpty(field) } : props;
  };
  const resetCode = codeField("resetCode");

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
        <form noValidate onSubmit={submitEmail} className="space-y-5">
          <TextField
            {...emailForm.field("email")}
            type="email"
            inputMode="email"
            label={t("forgot.email")}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("forgot.cancel")}
            </Button>
            <SubmitButton pending={generate.isPending} pendingLabel={t("forgot.sending")}>
              {t("forgot.sendCode")}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={submitCode} className="space-y-5">
          <TextField
            {...resetCode}
            label={t("forgot.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, "").slice(0, 6);
              void resetCode.onChange(event);
            }}
          />
          <PasswordField
            {...codeField("newPassword")}
            label={t("forgot.newPassword")}
            showLabel={t("password.show")}
            hideLabel={t("password.hide")}
            autoComplete="new-password"
          />
          <PasswordField
            {...codeField("confirmPassword")}
            label={t("forgot.confirmPassword")}
            showLabel={t("password.show")}
            hideLabel={t("password.hide")}
            autoComplete="new-password"
          />
          {fillAll ? <ErrorAlert>{tServer(AuthMessages.resetFieldsRequired)}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="link" onClick={() => setStep(1)}>
              {t("forgot.changeEmail")}
            </Button>
            <SubmitButton pending={reset.isPending} pendingLabel={t("forgot.submitting")}>
              {t("forgot.submit")}
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
