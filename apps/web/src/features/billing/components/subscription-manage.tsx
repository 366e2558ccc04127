import type { SubscriptionView } from "@app/shared";
import { useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { translateServerMessage } from "../../../i18n/server-messages.ts";
import { ApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { formatDate, formatMoney } from "../format.ts";
import { useSetCancellation, useSubscription } from "../payments.queries.ts";

const cardClasses = "mt-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7";

/** /account/subscription's management card: the paid plan's period, next charge, cancel or resume, and the receipts. */
export function SubscriptionManage() {
  const { t } = useI18n();
  const subscription = useSubscription();
  return (
    <section aria-labelledby="manage-title" className={cardClasses}>
      <h2 id="manage-title" className="text-lg font-semibold text-slate-900">
        {t("manage.title")}
      </h2>
      {subscription.data ? (
        <ManageBody view={subscription.data} />
      ) : subscription.isError ? (
        <ErrorAlert className="mt-3">{t("access.sessionErrorDescription")}</ErrorAlert>
      ) : (
        <LoadingState label={t("app.loading")} />
      )}
    </section>
  );
}

function ManageBody({ view }: { view: SubscriptionView }) {
  const { t, locale } = useI18n();
  const change = useSetCancellation();
  const [confirming, setConfirming] = useState(false);
  const s = view.subscription;

  async function setCancel(cancel: boolean) {
    try {
      await change.mutateAsync(cancel);
      setConfirming(false);
      notify.success(t(cancel ? "manage.cancelDone" : "manage.resumeDone"));
    } catch (err) {
      // This page is part of the first download: the server's text is translated here, without the tracking texts.
      notify.error(
        t("manage.error"),
        err instanceof ApiError && err.status < 500 ? translateServerMessage(err.message, locale) : t("manage.errorDefault"),
      );
    }
  }

  return (
    <>
      {s ? (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl bg-slate-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-slate-600">{t(s.renews ? "manage.periodEnd" : "manage.accessUntil")}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-slate-900">{formatDate(locale, s.currentPeriodEnd)}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 px-3 py-2.5">
              <dt className="text-xs font-medium text-slate-600">{t("manage.nextCharge")}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-slate-900">
                {s.nextCharge
                  ? `${formatMoney(locale, s.nextCharge.amountMinor, s.nextCharge.currency)} · ${formatDate(locale, s.nextCharge.date)}`
                  : t("manage.noNextCharge")}
              </dd>
            </div>
          </dl>
          {s.cancelAtPeriodEnd && s.plan === "premium-monthly" ? (
            <p className="mt-3 text-sm text-slate-700">{t("manage.cancelled")}</p>
          ) : null}
          {s.plan === "premium-monthly" && (s.provider === "local" || s.provider === "stripe") ? (
            <div className="mt-4">
              {s.renews ? (
                <ConfirmDialog
                  trigger={<Button variant="secondary">{t("manage.cancel")}</Button>}
                  open={confirming}
                  onOpenChange={setConfirming}
                  title={t("manage.cancelConfirmTitle")}
                  description={t("manage.cancelConfirmText", { date: formatDate(locale, s.currentPeriodEnd) })}
                  confirmLabel={t("manage.cancelConfirm")}
                  cancelLabel={t("manage.keep")}
                  onConfirm={() => void setCancel(true)}
                  pending={change.isPending}
                  destructive
                />
              ) : s.cancelAtPeriodEnd ? (
                <Button onClick={() => void setCancel(false)} disabled={change.isPending}>
                  {t("manage.resume")}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("manage.none")}</p>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t("manage.receipts")}</h3>
      {view.receipts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("manage.noReceipts")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {view.receipts.map((r) => (
            <li key={r.checkoutId} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {formatDate(locale, r.paidAt)} · {t(`planName.${r.plan}`)}
              </span>
              <span className="font-semibold">{formatMoney(locale, r.amountMinor, r.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
