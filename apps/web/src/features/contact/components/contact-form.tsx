import {
  CONTACT_REASONS,
  ContactInputSchema,
  EmailResponseInputSchema,
  type ContactInput,
  type EmailResponseInput,
} from "@app/shared/contact";
import { useRef, useState } from "react";
import type { z } from "zod";
import { formSchema } from "../../../components/form/form-schema.ts";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";

import { contactMessageKey } from "../contact-messages.ts";
import { useSendContact, type ContactKind } from "../contact.queries.ts";
import { MessageSent } from "./message-sent.tsx";

type Field = "name" | "email" | "subject" | "reason" | "message";
type Values = Record<Field, string>;
const EMPTY: Values = { name: "", email: "", subject: "", reason: "", message: "" };

const pick = (values: Values, fields: readonly Field[]) => Object.fromEntries(fields.map((field) => [field, values[field]]));

/**
 * The two forms in docs/product/public-pages.md#contact. `support` (the Contact Us page): e-mail, subject and message; a failure
 * shows the server's text, otherwise 'An error occurred while sending your message'. `team` (the second contact
 * page): name, e-mail, subject, reason and message, all required; a failure says 'Failed to send message.
 * Please try again.', with the server's reason when it gave one.
 */
const KINDS: Record<
  ContactKind,
  { fields: readonly Field[]; schema: z.ZodType<ContactInput | EmailResponseInput, Values>; idPrefix: string }
> = {
  support: {
    fields: ["email", "subject", "message"],
    schema: formSchema((values: Values) => pick(values, ["email", "subject", "message"]), EmailResponseInputSchema),
    idPrefix: "contact",
  },
  team: {
    fields: ["name", "email", "subject", "reason", "message"],
    schema: formSchema((values: Values) => pick(values, ["name", "email", "subject", "reason", "message"]), ContactInputSchema),
    idPrefix: "team",
  },
};

/** A contact form, checked with the server's own schema: idle, sending, then sent with 'Send another message'. */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { t, tServer } = useI18n();
  const config = KINDS[kind];
  const send = useSendContact(kind);
  const formRef = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const text = (message: string) => {
    const key = contactMessageKey(message);
    return key ? t(key) : tServer(message);
  };
  const id = (field: string) => `${config.idPrefix}-${field}`;
  const { field, handleSubmit, showServerErrors, reset } = useSchemaForm({
    schema: config.schema,
    defaultValues: EMPTY,
    fields: config.fields,
    id,
    text,
  });
  const has = (name: Field) => config.fields.includes(name);

  const submit = handleSubmit(
    (input) => {
      send.mutate(input, {
        onSuccess: () => setSentTo(input.email),
        onError: (error) => showServerErrors(issuesByField(error, config.fields)),
      });
    },
    () => {
      if (send.isPending) return false;
      send.reset();
      return true;
    },
  );

  function sendAnother() {
    reset();
    setSentTo(null);
    send.reset();
    // The form is back on the next render; put the cursor in its first field.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${id(config.fields[0] ?? "email")}`)?.focus());
  }

  if (sentTo !== null) return <MessageSent email={sentTo} onSendAnother={sendAnother} />;

  const failure = send.error;
  const serverReason =
    failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.message ? text(failure.message) : null;

  const email = (
    <TextField
      {...field("email")}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      label={t("contact.email")}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-busy={send.isPending || undefined}>
      {has("name") ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} autoComplete="name" label={t("contact.name")} />
          {email}
        </div>
      ) : (
        email
      )}
      <TextField {...field("subject")} label={t("contact.subject")} />
      {has("reason") ? (
        <SelectField {...field("reason")} label={t("contact.reason")}>
          <option value="" disabled>
            {t("contact.reasonPlaceholder")}
          </option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`contact.reason.${reason}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextareaField {...field("message")} rows={6} label={t("contact.message")} hint={t("contact.messageHint")} />
      {failure ? (
        kind === "team" ? (
          <ErrorAlert>
            <p>{t("contact.errorAlt")}</p>
            {serverReason ? <p className="mt-1">{serverReason}</p> : null}
          </ErrorAlert>
        ) : (
          <ErrorAlert>{serverReason ?? t("contact.error")}</ErrorAlert>
        )
      ) : null}
      <SubmitButton size="lg" className="w-full sm:w-auto" pending={send.isPending} pendingLabel={t("contact.sending")}>
        {t("contact.send")}
      </SubmitButton>
    </form>
  );
}
