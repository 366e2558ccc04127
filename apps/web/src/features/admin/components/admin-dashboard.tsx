import type { AdminStatus } from "@app/shared";
import { Activity, CreditCard, FileText, Inbox, RotateCw, Server, Tag, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useI18n, type Locale } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatNumber } from "../../../lib/format.ts";
import { notify } from "../../../lib/toast.ts";
import { useAdminStatus, useReloadSettings, useStripeModeCard } from "../admin-console.queries.ts";
import { AdminLoadError } from "./admin-load-error.tsx";

/** The page reloads this long after 'Restart Server'. */
export const RESTART_RELOAD_MS = 5000;

function formatBytes(locale: Locale, bytes: number | null): string {
  if (bytes === null) return "—";
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(locale, value, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : h > 0 ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
}

function StatusRows({ status }: { status: AdminStatus }) {
  const { t, locale } = useI18n();
  const rows: [string, string][] = [
    [t("admin.system.version"), status.version],
    [t("admin.system.uptime"), formatUptime(status.uptimeSeconds)],
    [t("admin.system.database"), status.database.kind],
    [t("admin.system.databaseSize"), formatBytes(locale, status.database.sizeBytes)],
    [
      t("admin.system.foodData"),
      `${t(`admin.system.foodData.${status.foodData.state}`)}${status.foodData.version ? ` (${status.foodData.version})` : ""}`,
    ],
    [t("admin.system.outbox"), t("admin.system.outboxValue", status.outbox)],
    [
      t("admin.system.jobs"),
      t("admin.system.jobsValue", {
        worker: t(`admin.system.worker.${status.jobs.worker}`),
        due: status.jobs.due,
        failed: status.jobs.failed,
      }),
    ],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-700">{t("admin.system.status")}</dt>
      <dd>
        <span className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
          {status.status}
        </span>
      </dd>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RestartServer() {
  const { t, tServer } = useI18n();
  const reload = useReloadSettings();
  const [open, setOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => window.location.reload(), RESTART_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [reloading]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" disabled={reloading}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("admin.restart.button")}
        </Button>
      }
      title={t("admin.restart.title")}
      description={
        <>
          <span className="block">{t("admin.restart.confirm")}</span>
          <span className="mt-2 block text-sm text-slate-600">{t("admin.restart.hint")}</span>
        </>
      }
      confirmLabel={t("admin.restart.yes")}
      cancelLabel={t("admin.restart.cancel")}
      destructive={false}
      pending={reload.isPending}
      onConfirm={() =>
        reload.mutate(undefined, {
          onSuccess: () => {
            setOpen(false);
            setReloading(true);
            notify.success(t("admin.restart.done"));
          },
          onError: (error) => {
            setOpen(false);
            notify.error(t("admin.restart.failed"), error instanceof ApiError ? tServer(error.message) : undefined);
          },
        })
      }
    />
  );
}

function LinkCard({
  id,
  icon,
  title,
  text,
  to,
  label,
}: {
  id: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  to: string;
  label: string;
}) {
  return (
    <Card titleId={id}>
      <CardHeader titleId={id} title={title} icon={icon} description={text} />
      <ButtonLink to={to} variant="secondary">
        {label}
      </ButtonLink>
    </Card>
  );
}

/** /admin (docs/product/access-and-plans.md#admin-screens): Stripe mode, system status with 'Restart Server', and the admin sections. */
export function AdminDashboard() {
  const { t } = useI18n();
  const status = useAdminStatus();
  const mode = useStripeModeCard();
  const modeValue = mode.data ?? (mode.isPending ? null : "UNKNOWN");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card titleId="admin-stripe-mode">
        <CardHeader titleId="admin-stripe-mode" title={t("admin.stripe.title")} icon={<CreditCard className="size-4" />} />
        {modeValue === null ? (
          <LoadingState label={t("app.loading")} />
        ) : (
          <>
            <p className="text-2xl font-bold text-slate-900" data-testid="stripe-mode">
              {modeValue}
            </p>
            {modeValue === "UNKNOWN" ? <p className="mt-1 text-sm text-slate-600">{t("admin.stripe.unknownHint")}</p> : null}
          </>
        )}
        <ButtonLink to="/admin/stripe-settings" variant="link" className="mt-3 px-0">
          {t("admin.stripe.settings")}
        </ButtonLink>
      </Card>

      <Card titleId="admin-system">
        <CardHeader
          titleId="admin-system"
          title={t("admin.system.title")}
          icon={<Server className="size-4" />}
          action={<RestartServer />}
        />
        {status.isPending ? (
          <LoadingState label={t("app.loading")} />
        ) : status.isError ? (
          <AdminLoadError error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <StatusRows status={status.data} />
        )}
      </Card>

      <LinkCard
        id="admin-payments"
        icon={<Activity className="size-4" />}
        title={t("admin.payments.title")}
        text={t("admin.payments.text")}
        to="/admin/payments"
        label={t("admin.payments.link")}
      />
      <LinkCard
        id="admin-codes"
        icon={<Tag className="size-4" />}
        title={t("admin.codes.title")}
        text={t("admin.codes.text")}
        to="/admin/codes"
        label={t("admin.codes.link")}
      />
      <LinkCard
        id="admin-users"
        icon={<Users className="size-4" />}
        title={t("admin.users.title")}
        text={t("admin.users.cardText")}
        to="/admin/users"
        label={t("admin.users.title")}
      />
      <LinkCard
        id="admin-outbox"
        icon={<Inbox className="size-4" />}
        title={t("admin.outbox.title")}
        text={t("admin.outbox.cardText")}
        to="/admin/outbox"
        label={t("admin.outbox.title")}
      />
      <LinkCard
        id="admin-audit"
        icon={<FileText className="size-4" />}
        title={t("admin.audit.title")}
        text={t("admin.audit.cardText")}
        to="/admin/audit-log"
        label={t("admin.audit.title")}
      />
    </div>
  );
}
