import { useState } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { ADMIN_PAGE_SIZE, useOutbox } from "../admin-console.queries.ts";
import { AdminLoadError } from "./admin-load-error.tsx";
import { AdminPager } from "./admin-pager.tsx";

/** /admin/outbox: the mail the server stored (how an operator without SMTP reads a password-reset code). */
export function AdminOutbox() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  if (outbox.isPending) return <LoadingState label={t("app.loading")} />;
  if (outbox.isError) return <AdminLoadError error={outbox.error} onRetry={() => void outbox.refetch()} />;
  if (outbox.data.items.length === 0) return <p className="text-slate-700">{t("admin.outbox.empty")}</p>;
  return (
    <div>
      <ul className="grid gap-4">
        {outbox.data.items.map((mail) => (
          <li key={mail.id}>
            <Card as="article" titleId={`mail-${mail.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`mail-${mail.id}`} className="min-w-0 text-base font-semibold break-words text-slate-900">
                  {mail.subject}
                </h2>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                  {t(`admin.outbox.status.${mail.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm break-all text-slate-700">
                {t("admin.outbox.to")}: {mail.to} · {t("admin.outbox.created")}: {formatDateTime(locale, mail.createdAt)}
              </p>
              <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-900">
                {mail.text}
              </pre>
            </Card>
          </li>
        ))}
      </ul>
      <AdminPager page={page} total={outbox.data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />
    </div>
  );
}
