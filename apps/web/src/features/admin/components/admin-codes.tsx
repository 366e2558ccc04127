import { PROMO_DEFAULTS, promoCodesCsv, promoCsvFileName, PromoCodeTypeSchema, type PromoCode, type PromoCodeType } from "@app/shared";
import { Copy, Download, Power, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { notify } from "../../../lib/toast.ts";
import { useCreatePromoCode, useDeletePromoCode, usePromoCodes, useTogglePromoCode } from "../admin-billing.queries.ts";

/** 002 §5: value and max uses are parsed as integers, defaulting to 0. */
const toInt = (s: string) => {
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? 0 : n;
};

function useServerError() {
  const { tServer } = useI18n();
  return (error: unknown) => (error instanceof ApiError ? tServer(error.issues[0]?.message ?? error.message) : undefined);
}

function CreateForm() {
  const { t } = useI18n();
  const create = useCreatePromoCode();
  const serverError = useServerError();
  const [type, setType] = useState<PromoCodeType>(PROMO_DEFAULTS.type);
  const [value, setValue] = useState(String(PROMO_DEFAULTS.value));
  const [description, setDescription] = useState("");
  const [maxUses, setMaxUses] = useState(String(PROMO_DEFAULTS.maxUses));
  const [expiresAt, setExpiresAt] = useState<string>(PROMO_DEFAULTS.expiresAt);
  const [customCode, setCustomCode] = useState("");
  const [descriptionError, setDescriptionError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) {
      setDescriptionError("La descrizione è obbligatoria");
      return;
    }
    setDescriptionError(undefined);
    create.mutate(
      {
        type,
        value: toInt(value),
        description: description.trim(),
        maxUses: toInt(maxUses),
        expiresAt: expiresAt || null,
        customCode: customCode.trim().toUpperCase() || null,
      },
      {
        onSuccess: (code) => {
          notify.success("Codice promozionale creato con successo", code.code);
          setDescription("");
          setCustomCode("");
        },
        onError: (error) => notify.error("Errore nella creazione del codice", serverError(error)),
      },
    );
  };

  return (
    <Card titleId="promo-create">
      <CardHeader titleId="promo-create" title={t("admin.codesPage.createTitle")} />
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id="promo-type"
          label={t("admin.codesPage.type")}
          value={type}
          onChange={(e) => setType(e.target.value as PromoCodeType)}
        >
          {PromoCodeTypeSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`admin.codesPage.type.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="promo-value"
          label={type === "discount" ? t("admin.codesPage.valuePercent") : t("admin.codesPage.valueDays")}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <TextField
          id="promo-description"
          label={t("admin.codesPage.description")}
          className="sm:col-span-2"
          value={description}
          error={descriptionError}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          id="promo-max-uses"
          label={t("admin.codesPage.maxUses")}
          hint={t("admin.codesPage.maxUsesHint")}
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <TextField
          id="promo-expires"
          type="date"
          label={t("admin.codesPage.expiresAt")}
          hint={t("admin.codesPage.expiresHint")}
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
        />
        <TextField
          id="promo-custom-code"
          label={t("admin.codesPage.customCode")}
          hint={t("admin.codesPage.customCodeHint")}
          className="sm:col-span-2"
          autoCapitalize="characters"
          spellCheck={false}
          value={customCode}
          onChange={(e) => setCustomCode(e.target.value.toUpperCase())}
        />
        <div className="sm:col-span-2">
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {t("admin.codesPage.create")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CodeItem({ code }: { code: PromoCode }) {
  const { t, locale } = useI18n();
  const toggle = useTogglePromoCode();
  const remove = useDeletePromoCode();
  const serverError = useServerError();
  const [confirming, setConfirming] = useState(false);
  const headingId = `promo-${code.id}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      notify.success("Codice copiato negli appunti", code.code);
    } catch {
      notify.error(t("admin.codesPage.copyFailed"));
    }
  };
  const valueText =
    code.type === "discount"
      ? t("admin.codesPage.valueAsPercent", { value: code.value })
      : t("admin.codesPage.valueAsDays", { value: code.value });
  return (
    <li>
      <Card as="article" titleId={headingId} className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-mono text-lg font-semibold break-all text-slate-900">
            {code.code}
          </h3>
          <span
            className={
              code.isActive
                ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
                : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
            }
          >
            {code.isActive ? t("admin.codesPage.active") : t("admin.codesPage.inactive")}
          </span>
        </div>
        <p className="mt-1 text-sm break-words text-slate-800">{code.description}</p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">{t("admin.codesPage.type")}</dt>
            <dd className="text-slate-900">{t(`admin.codesPage.type.${code.type}`)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("admin.codesPage.value")}</dt>
            <dd className="text-slate-900">{valueText}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("admin.codesPage.uses")}</dt>
            <dd className="text-slate-900" data-testid="promo-uses">
              {code.currentUses}/{code.maxUses ?? "∞"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("admin.codesPage.expiresAt")}</dt>
            <dd className="text-slate-900">{code.expiresAt ? formatDateTime(locale, code.expiresAt) : t("admin.codesPage.noExpiry")}</dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copy()}
            aria-label={t("admin.codesPage.copyLabel", { code: code.code })}
          >
            <Copy aria-hidden="true" className="size-4" />
            {t("admin.codesPage.copy")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={toggle.isPending || undefined}
            onClick={() =>
              toggle.mutate(
                { id: code.id, isActive: !code.isActive },
                {
                  onSuccess: () => notify.success("Stato del codice aggiornato"),
                  onError: (error) => notify.error("Errore nell'aggiornamento del codice", serverError(error)),
                },
              )
            }
          >
            <Power aria-hidden="true" className="size-4" />
            {code.isActive ? t("admin.codesPage.deactivate") : t("admin.codesPage.activate")}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="secondary" size="sm">
                <Trash2 aria-hidden="true" className="size-4" />
                {t("admin.codesPage.delete")}
              </Button>
            }
            title={t("admin.codesPage.deleteTitle", { code: code.code })}
            description={code.currentUses > 0 ? t("admin.codesPage.deleteUsed") : t("admin.codesPage.deleteUnused")}
            confirmLabel={code.currentUses > 0 ? t("admin.codesPage.deactivate") : t("admin.codesPage.delete")}
            cancelLabel={t("admin.users.cancel")}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(code.id, {
                onSuccess: (result) => {
                  setConfirming(false);
                  if (result.deleted) notify.success("Codice promozionale eliminato");
                  else notify.success("Stato del codice aggiornato", t("admin.codesPage.deactivatedInstead"));
                },
                onError: (error) => {
                  setConfirming(false);
                  notify.error("Errore nella cancellazione del codice", serverError(error));
                },
              })
            }
          />
        </div>
        <p className="mt-2 text-xs text-slate-600">
          {t("admin.codesPage.created")}: {formatDateTime(locale, code.createdAt)}
        </p>
      </Card>
    </li>
  );
}

function exportCsv(codes: readonly PromoCode[]) {
  const blob = new Blob([promoCodesCsv(codes)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = promoCsvFileName(new Date());
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** /admin/codes (002 §2.18): create, list, switch on and off, delete, copy and export promo codes. */
export function AdminCodes() {
  const { t } = useI18n();
  const codes = usePromoCodes();
  return (
    <div className="grid gap-6">
      <CreateForm />
      <section aria-labelledby="promo-list">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="promo-list" className="text-lg font-semibold text-slate-900">
            {t("admin.codesPage.listTitle")}
          </h2>
          <Button variant="secondary" disabled={!codes.data || codes.data.length === 0} onClick={() => codes.data && exportCsv(codes.data)}>
            <Download aria-hidden="true" className="size-4" />
            {t("admin.codesPage.export")}
          </Button>
        </div>
        {codes.isPending ? (
          <LoadingState label={t("app.loading")} />
        ) : codes.isError ? (
          <ErrorAlert>
            <p>Errore nel caricamento dei codici promozionali.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void codes.refetch()}>
              {t("admin.retry")}
            </Button>
          </ErrorAlert>
        ) : codes.data.length === 0 ? (
          <p className="text-slate-700">{t("admin.codesPage.empty")}</p>
        ) : (
          <ul className="grid gap-3">
            {codes.data.map((code) => (
              <CodeItem key={code.id} code={code} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
