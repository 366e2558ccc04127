import type { ApiKey } from "@app/shared";
import { Trash2, XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatDay } from "../../../lib/format.ts";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useApiKeys, useDeleteApiKey, useRevokeApiKey } from "../api-keys.queries.ts";
import { CreateApiKeyDialog } from "./create-api-key-dialog.tsx";

/** The /api-keys screen's content for a user who may manage keys: the list and the new-key dialog. */
export function ApiKeyManager() {
  const { t } = useI18n();
  const keys = useApiKeys(true);
  return (
    <section aria-labelledby="api-keys-title" className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="api-keys-title" className="text-lg font-semibold text-slate-900">
          {t("apiKeys.listTitle")}
        </h2>
        <CreateApiKeyDialog />
      </div>
      <div className="mt-4">
        {keys.isPending ? (
          <LoadingState label={t("app.loading")} />
        ) : keys.isError ? (
          <ErrorAlert>{t("apiKeys.loadFailed")}</ErrorAlert>
        ) : keys.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">{t("apiKeys.empty")}</p>
        ) : (
          <ul className="space-y-3">
            {keys.data.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const revoke = useRevokeApiKey();
  const remove = useDeleteApiKey();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const day = (iso: string | null) => (iso ? formatDay(locale, iso.slice(0, 10)) : t("apiKeys.never"));
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={apiKey.name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-all text-slate-900">{apiKey.name}</h3>
        <span
          className={
            apiKey.active
              ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
              : "rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800"
          }
        >
          {apiKey.active ? t("apiKeys.active") : t("apiKeys.revoked")}
        </span>
      </div>
      <code className="mt-2 block font-mono text-sm break-all text-slate-800">{apiKey.apiKey}</code>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t("apiKeys.created")}</dt>
          <dd className="text-slate-900">{day(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("apiKeys.lastUsed")}</dt>
          <dd className="text-slate-900">{day(apiKey.lastUsed)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("apiKeys.expires")}</dt>
          <dd className="text-slate-900">{day(apiKey.expiresAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("apiKeys.scopeLabel")}</dt>
          <dd className="text-slate-900">{t(`apiKeys.scope.${apiKey.scope}`)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {apiKey.active ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => notify.success(t("apiKeys.toast.revoked"), apiKey.name),
                onError: (error) => notify.error(t("apiKeys.toast.revokeFailed"), errorText(error) ?? t("apiKeys.toast.unknownError")),
              })
            }
          >
            <XCircle aria-hidden="true" className="size-4" />
            {t("apiKeys.revoke")}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          trigger={
            <Button variant="ghost" size="sm">
              <Trash2 aria-hidden="true" className="size-4" />
              {t("apiKeys.delete")}
            </Button>
          }
          title={t("apiKeys.deleteTitle")}
          description={t("apiKeys.deleteText", { name: apiKey.name })}
          confirmLabel={t("apiKeys.delete")}
          cancelLabel={t("common.cancel")}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(apiKey.id, {
              onSuccess: () => {
                setConfirmDelete(false);
                notify.success(t("apiKeys.toast.deleted"), apiKey.name);
              },
              onError: (error) => {
                setConfirmDelete(false);
                notify.error(t("apiKeys.toast.deleteFailed"), errorText(error) ?? t("apiKeys.toast.unknownError"));
              },
            })
          }
        />
      </div>
    </li>
  );
}
