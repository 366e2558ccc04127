import { useState } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { ADMIN_PAGE_SIZE, useAuditLog } from "../admin-console.queries.ts";
import { AdminLoadError } from "./admin-load-error.tsx";
import { AdminPager } from "./admin-pager.tsx";

const show = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 2));

/** /admin/audit-log: every administrator action, newest first, with the state before and after. */
export function AdminAuditLog() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (log.isPending) return <LoadingState label={t("app.loading")} />;
  if (log.isError) return <AdminLoadError error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.items.length === 0) return <p className="text-slate-700">{t("admin.audit.empty")}</p>;
  return (
    <div>
      <ul className="grid gap-4">
        {log.data.items.map((entry) => (
          <li key={entry.id}>
            <Card as="article" titleId={`audit-${entry.id}`}>
              <h2 id={`audit-${entry.id}`} className="font-mono text-base font-semibold break-all text-slate-900">
                {entry.action}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium text-slate-700">{t("admin.audit.who")}</dt>
                <dd className="break-all">{entry.actorName}</dd>
                <dt className="font-medium text-slate-700">{t("admin.users.created")}</dt>
                <dd>{formatDateTime(locale, entry.createdAt)}</dd>
                <dt className="font-medium text-slate-700">{t("admin.audit.ip")}</dt>
                <dd className="break-all">{entry.ip ?? "—"}</dd>
                <dt className="font-medium text-slate-700">{t("admin.audit.target")}</dt>
                <dd className="break-all">{entry.target ?? "—"}</dd>
              </dl>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {(["before", "after"] as const).map((side) => (
                  <div key={side} className="min-w-0">
                    <h3 className="text-sm font-semibold text-slate-800">{t(`admin.audit.${side}`)}</h3>
                    <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-words text-slate-900">
                      {show(entry[side])}
                    </pre>
                  </div>
                ))}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <AdminPager page={page} total={log.data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />
    </div>
  );
}
