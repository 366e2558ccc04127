import type { PaymentMode, StripeKeys } from "@app/shared";
import { ArrowLeft, RefreshCw } from "lucide-react";
import { useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { useChangeStripeMode, useStripeSettings } from "../admin-billing.queries.ts";
import { AdminTabs } from "./admin-tabs.tsx";

function KeyRows({ keys }: { keys: StripeKeys }) {
  const { t } = useI18n();
  const yes = (ok: boolean) => (
    <span className={ok ? "font-semibold text-emerald-800" : "font-semibold text-red-700"}>
      {ok ? t("admin.stripeSettings.configured") : t("admin.stripeSettings.missing")}
    </span>
  );
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-700">{t("admin.stripeSettings.secretKey")}</dt>
      <dd>{yes(keys.secretKeyConfigured)}</dd>
      <dt className="font-medium text-slate-700">{t("admin.stripeSettings.publishableKey")}</dt>
      <dd className="break-all text-slate-900">{keys.publishableKey ?? yes(false)}</dd>
      <dt className="font-medium text-slate-700">{t("admin.stripeSettings.webhook")}</dt>
      <dd>{yes(keys.webhookConfigured)}</dd>
    </dl>
  );
}

/** /admin/stripe-settings (002 §2.16): which keys each mode has, and the switch between test and production. */
export function AdminStripeSettings() {
  const { t, tServer } = useI18n();
  const settings = useStripeSettings();
  const change = useChangeStripeMode();
  const [tab, setTab] = useState<PaymentMode | null>(null);
  const [confirming, setConfirming] = useState(false);

  const refresh = () =>
    void settings.refetch().then((r) => {
      if (r.isError) notify.error(t("admin.stripeSettings.fetchError"));
    });
  const header = (
    <div className="mb-4 flex flex-wrap gap-2">
      <ButtonLink to="/admin" variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("admin.stripeSettings.back")}
      </ButtonLink>
      <Button variant="secondary" onClick={refresh} disabled={settings.isFetching}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t("admin.stripeSettings.refresh")}
      </Button>
    </div>
  );
  if (settings.isPending) return <LoadingState label={t("app.loading")} />;
  if (settings.isError)
    return (
      <div>
        {header}
        <ErrorAlert>
          <p>{t("admin.stripeSettings.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={refresh}>
            {t("admin.retry")}
          </Button>
        </ErrorAlert>
      </div>
    );
  const s = settings.data;
  const shown = tab ?? s.mode;
  const keys = shown === "test" ? s.test : s.production;
  const modeName = t(`admin.stripeSettings.modeName.${shown}`);
  const canSwitch = shown !== s.mode && (shown === "test" || keys.ready);
  return (
    <div>
      {header}
      <p className="mb-4 text-sm text-slate-800">
        {t("admin.stripeSettings.current")}{" "}
        <strong data-testid="current-stripe-mode">{s.mode === "production" ? "PRODUCTION" : "TEST"}</strong>
      </p>
      <AdminTabs
        label={t("admin.stripeSettings.tabsLabel")}
        idPrefix="stripe"
        selected={shown}
        onSelect={setTab}
        tabs={[
          { key: "test", label: t("admin.stripeSettings.testTab") },
          { key: "production", label: t("admin.stripeSettings.productionTab") },
        ]}
      />
      <div id="stripe-panel" role="tabpanel" aria-labelledby={`stripe-tab-${shown}`} className="mt-4">
        <Card titleId="stripe-keys">
          <CardHeader titleId="stripe-keys" title={t("admin.stripeSettings.keysTitle", { mode: modeName })} />
          <KeyRows keys={keys} />
          {!keys.ready ? (
            <p className="mt-3 text-sm text-slate-700">
              {shown === "production" ? t("admin.stripeSettings.liveKeysHint") : t("admin.stripeSettings.testKeysHint")}
            </p>
          ) : null}
          <div className="mt-4">
            {shown === s.mode ? (
              <p className="text-sm font-semibold text-emerald-800">{t("admin.stripeSettings.isActive")}</p>
            ) : (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={<Button disabled={!canSwitch}>{t("admin.stripeSettings.switchTo", { mode: modeName })}</Button>}
                title={t("admin.stripeSettings.confirmTitle")}
                description={t("admin.stripeSettings.confirm", { mode: shown })}
                confirmLabel={t("admin.stripeSettings.confirmYes")}
                cancelLabel={t("admin.users.cancel")}
                destructive={shown === "production"}
                pending={change.isPending}
                onConfirm={() =>
                  change.mutate(shown, {
                    onSuccess: (r) => {
                      setConfirming(false);
                      notify.success(t("admin.stripeSettings.changed", { mode: r.mode }));
                    },
                    onError: (error) => {
                      setConfirming(false);
                      notify.error(t("admin.stripeSettings.changeFailed"), error instanceof ApiError ? tServer(error.message) : undefined);
                    },
                  })
                }
              />
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
