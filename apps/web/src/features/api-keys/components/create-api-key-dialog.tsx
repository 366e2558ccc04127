import { API_KEY_EXPIRY_DAYS, type ApiKeyScope, type CreatedApiKey } from "@app/shared";
import { AlertTriangle, Check, Copy, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useCreateApiKey } from "../api-keys.queries.ts";

/** How long the copy button says 'Copied' (002 §9). */
export const COPY_CONFIRM_MS = 2000;

type Step = { name: "name" } | { name: "key"; key: CreatedApiKey } | { name: "done"; key: CreatedApiKey };

/**
 * The new-key dialog (002 §2.7, §4): 1. the name (Create disabled while it is blank), 2. the full key
 * once, with a copy button confirming for 2 s and a warning it will not be shown again, 3. Done.
 */
export function CreateApiKeyDialog() {
  const t = useT();
  const errorText = useErrorText();
  const create = useCreateApiKey();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: "name" });
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState("never");
  const [scope, setScope] = useState<ApiKeyScope>("read-write");
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const reset = () => {
    setStep({ name: "name" });
    setName("");
    setExpiry("never");
    setScope("read-write");
    setCopied(false);
    create.reset();
  };
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const submit = () => {
    if (name.trim() === "" || create.isPending) return;
    create.mutate(
      { name: name.trim(), scope, expiresInDays: expiry === "never" ? null : (Number(expiry) as 30 | 90 | 365) },
      {
        onSuccess: (key) => setStep({ name: "key", key }),
        onError: (error) => notify.error(t("apiKeys.toast.createFailed"), errorText(error) ?? t("apiKeys.toast.unknownError")),
      },
    );
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied(true);
    } catch {
      notify.error(t("apiKeys.copyFailed"), t("apiKeys.copyFailedText"));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        step.name === "name"
          ? t("apiKeys.dialog.title")
          : step.name === "key"
            ? t("apiKeys.dialog.keyTitle")
            : t("apiKeys.dialog.doneTitle")
      }
      description={step.name === "name" ? t("apiKeys.dialog.description") : undefined}
      closeLabel={t("common.close")}
      trigger={
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          {t("apiKeys.create")}
        </Button>
      }
    >
      {step.name === "name" ? (
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            id="api-key-name"
            label={t("apiKeys.dialog.name")}
            placeholder={t("apiKeys.dialog.namePlaceholder")}
            value={name}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            id="api-key-expiry"
            label={t("apiKeys.dialog.expiry")}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          >
            <option value="never">{t("apiKeys.never")}</option>
            {API_KEY_EXPIRY_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                {t("apiKeys.dialog.days", { count: days })}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="api-key-scope"
            label={t("apiKeys.dialog.scope")}
            value={scope}
            onChange={(event) => setScope(event.target.value as ApiKeyScope)}
          >
            <option value="read-write">{t("apiKeys.scope.read-write")}</option>
            <option value="read">{t("apiKeys.scope.read")}</option>
          </SelectField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={name.trim() === "" || create.isPending}>
              {create.isPending ? t("apiKeys.dialog.creating") : t("apiKeys.dialog.submit")}
            </Button>
          </div>
        </form>
      ) : step.name === "key" ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">{t("apiKeys.dialog.keyText", { name: step.key.name })}</p>
          <code data-testid="new-api-key" className="block rounded-lg bg-slate-900 p-3 font-mono text-sm break-all text-emerald-200">
            {step.key.apiKey}
          </code>
          <Button variant="secondary" onClick={() => void copy(step.key.apiKey)} aria-live="polite">
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? t("apiKeys.copied") : t("apiKeys.copy")}
          </Button>
          <p role="note" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("apiKeys.dialog.warning")}
          </p>
          <div className="flex justify-end">
            <Button onClick={() => setStep({ name: "done", key: step.key })}>{t("apiKeys.dialog.saved")}</Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">{t("apiKeys.dialog.doneText", { name: step.key.name })}</p>
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>{t("apiKeys.dialog.done")}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
