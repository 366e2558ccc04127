import { SUBSCRIPTION_TABS, type MoneyByCurrency, type SubscriptionRecord, type SubscriptionTab } from "@app/shared";
import { useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { SUBSCRIPTIONS_PAGE_SIZE, usePaymentStats, useSubscriptionRecords } from "../admin-billing.queries.ts";
import { AdminPager } from "./admin-pager.tsx";
import { AdminTabs } from "./admin-tabs.tsx";

/** An amount in minor units, in the Italian currency format (002 §9): 1234 eur → '12,34 €'. */
export function formatMinor(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("it-IT", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2).replace(".", ",")} ${currency.toUpperCase()}`;
  }
}

/** A Unix time (seconds) as an Italian date, or the spec's texts for a missing or broken one. */
export function formatUnixDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "Data non disponibile";
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(seconds) || Number.isNaN(date.getTime())) return "Data non valida";
  return date.toLocaleDateString("it-IT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
}

/** 002 §2.17: active green, canceled red, past_due yellow, unpaid red, trialing blue, others grey. */
export const STATUS_CLASSES: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-900",
  canceled: "bg-red-100 text-red-900",
  past_due: "bg-yellow-100 text-yellow-900",
  unpaid: "bg-red-100 text-red-900",
  trialing: "bg-blue-100 text-blue-900",
};
const GREY = "bg-slate-100 text-slate-800";

const money = (values: MoneyByCurrency) =>
  values.length === 0 ? formatMinor(0, "eur") : values.map((v) => formatMinor(v.amount, v.currency)).join(" · ");

function StatCard({ id, title, value }: { id: string; title: string; value: string }) {
  return (
    <Card titleId={id} className="p-4 sm:p-5">
      <h2 id={id} className="text-sm font-medium text-slate-700">
        {title}
      </h2>
      <p className="mt-1 text-2xl font-bold break-words text-slate-900" data-testid={id}>
        {value}
      </p>
    </Card>
  );
}

function Row({ record }: { record: SubscriptionRecord }) {
  const { t } = useI18n();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-all text-slate-900">{record.customer_email ?? "—"}</p>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_CLASSES[record.status] ?? GREY)}>
          {record.status}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t("admin.paymentsPage.amount")}</dt>
          <dd className="text-slate-900">{formatMinor(record.plan_amount, record.plan_currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("admin.paymentsPage.currency")}</dt>
          <dd className="text-slate-900">{record.plan_currency.toUpperCase()}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("admin.paymentsPage.interval")}</dt>
          <dd className="text-slate-900">
            {record.plan_interval ? t(`admin.paymentsPage.interval.${record.plan_interval === "year" ? "year" : "month"}`) : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("admin.paymentsPage.periodEnd")}</dt>
          <dd className="text-slate-900">{formatUnixDate(record.current_period_end)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        {t("admin.paymentsPage.provider")}: {record.provider}
      </p>
    </li>
  );
}

const TAB_LABELS: Record<SubscriptionTab, string> = {
  overview: "Panoramica",
  active: "Abbonamenti Attivi",
  expiring: "In Scadenza",
  inactive: "Inattivi",
};

/** /admin/payments (002 §2.17): four stat cards and the subscriptions by tab, paginated by the server. */
export function AdminPayments() {
  const { t } = useI18n();
  const [tab, setTab] = useState<SubscriptionTab>("overview");
  const [page, setPage] = useState(1);
  const stats = usePaymentStats();
  const records = useSubscriptionRecords(tab, page);
  const failed = stats.isError || records.isError;
  if (failed)
    return (
      <ErrorAlert>
        <p>Errore nel caricamento dei pagamenti. Verificare le autorizzazioni admin.</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            void stats.refetch();
            void records.refetch();
          }}
        >
          {t("admin.retry")}
        </Button>
      </ErrorAlert>
    );
  if (stats.isPending) return <LoadingState label={t("app.loading")} />;
  const s = stats.data;
  return (
    <div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard id="stat-total-revenue" title={t("admin.paymentsPage.totalRevenue")} value={money(s.totalRevenue)} />
        <StatCard
          id="stat-active"
          title={t("admin.paymentsPage.active")}
          value={t("admin.paymentsPage.activeOf", { active: s.activeSubscriptions, total: s.totalSubscriptions })}
        />
        <StatCard id="stat-monthly-revenue" title={t("admin.paymentsPage.monthlyRevenue")} value={money(s.monthlyRevenue)} />
        <StatCard id="stat-expiring" title={t("admin.paymentsPage.expiring")} value={String(s.subscriptionsExpiring)} />
      </div>
      <div className="mt-6">
        <AdminTabs
          label={t("admin.paymentsPage.tabsLabel")}
          idPrefix="subs"
          selected={tab}
          onSelect={(key) => {
            setTab(key);
            setPage(1);
          }}
          tabs={SUBSCRIPTION_TABS.map((key) => ({ key, label: TAB_LABELS[key] }))}
        />
        <div id="subs-panel" role="tabpanel" aria-labelledby={`subs-tab-${tab}`} className="mt-4">
          {records.isPending ? (
            <LoadingState label={t("app.loading")} />
          ) : records.data.items.length === 0 ? (
            <p className="text-slate-700">{t("admin.paymentsPage.empty")}</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-700">{t("admin.paymentsPage.count", { count: records.data.total })}</p>
              <ul className="grid gap-3">
                {records.data.items.map((r) => (
                  <Row key={r.id} record={r} />
                ))}
              </ul>
              {tab === "overview" ? null : (
                <AdminPager page={page} total={records.data.total} pageSize={SUBSCRIPTIONS_PAGE_SIZE} onPage={setPage} />
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
