import { EmailResponseInputSchema } from "@app/shared/contact";
import { useRef, useState, type FormEvent } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { issuesByField } from "../../../lib/message-text.ts";
import { contactMessageKey } from "../contact-messages.ts";
import { useSendEmailResponse } from "../contact.queries.ts";
import { validateWith } from "../validate.ts";
import { MessageSent } from "./message-sent.tsx";

const FIELDS = ["email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { email: "", subject: "", message: "" };
const ids: Record<Field, string> = { email: "contact-email", subject: "contact-subject", message: "contact-message" };

/**
 * The Contact Us form (spec 002 §2.9, §5, §8): e-mail, subject and message, checked with the server's own
 * schema; idle, sending, then sent with 'Send another message'. Errors: the server's text, otherwise
 * 'An error occurred while sending your message'.
 */
export function EmailResponseForm() {
  const { t, tServer } = useI18n();
  const send = useSendEmailResponse();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Values>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const text = (message: string) => {
    const key = contactMessageKey(message);
    return key ? t(key) : tServer(message);
  };
  const clientErrors = submitted ? validateWith(EmailResponseInputSchema, values, FIELDS).errors : {};
  const errorFor = (field: Field) => {
    const message = clientErrors[field] ?? serverErrors[field];
    return message ? text(message) : undefined;
  };

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focus(field: Field) {
    formRef.current?.querySelector<HTMLElement>(`#${ids[field]}`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    setServerErrors({});
    send.reset();
    const { data, errors } = validateWith(EmailResponseInputSchema, values, FIELDS);
    if (!data) {
      const first = FIELDS.find((field) => errors[field]);
      if (first) focus(first);
      return;
    }
    send.mutate(data, {
      onSuccess: () => setSentTo(data.email),
      onError: (error) => {
        const issues = issuesByField(error, FIELDS);
        setServerErrors(issues);
        const first = FIELDS.find((field) => issues[field]);
        if (first) focus(first);
      },
    });
  }

  function sendAnother() {
    setValues(EMPTY);
    setSubmitted(false);
    setServerErrors({});
    setSentTo(null);
    send.reset();
    // The form is back on the next render; put the cursor in its first field.
    requestAnimationFrame(() => focus("email"));
  }

  if (sentTo !== null) return <MessageSent email={sentTo} onSendAnother={sendAnother} />;

  const failure = send.error;
  const failureText =
    failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.message
      ? text(failure.message)
      : t("contact.error");

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-5" aria-busy={send.isPending || undefined}>
      <TextField
        id={ids.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t("contact.email")}
        value={values.email}
        error={errorFor("email")}
        onChange={(e) => update("email", e.target.value)}
      />
      <TextField
        id={ids.subject}
        name="subject"
        label={t("contact.subject")}
        value={values.subject}
        error={errorFor("subject")}
        onChange={(e) => update("subject", e.target.value)}
      />
      <TextareaField
        id={ids.message}
        name="message"
        rows={6}
        label={t("contact.message")}
        hint={t("contact.messageHint")}
        value={values.message}
        error={errorFor("message")}
        onChange={(e) => update("message", e.target.value)}
      />
      {failure ? <ErrorAlert>{failureText}</ErrorAlert> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" aria-disabled={send.isPending || undefined}>
        {send.isPending ? (
          <>
            <Spinner />
            {t("contact.sending")}
          </>
        ) : (
          t("contact.send")
        )}
      </Button>
    </form>
  );
}
