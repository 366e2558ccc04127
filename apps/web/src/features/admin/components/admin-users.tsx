import { PAID_PLANS, type AdminUser, type PaidPlan } from "@app/shared";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { notify } from "../../../lib/toast.ts";
import { ADMIN_PAGE_SIZE, useAdminUsers, useChangePlan, useEndSessions } from "../admin-console.queries.ts";
import { AdminLoadError } from "./admin-load-error.tsx";
import { AdminPager } from "./admin-pager.tsx";

function useFailure() {
  const { t, tServer } = useI18n();
  return (error: unknown) =>
    notify.error(
      t("admin.users.actionFailed"),
      error instanceof ApiError ? (error.issues[0]?.message ? tServer(error.issues[0].message) : tServer(error.message)) : undefined,
    );
}

function UserActions({ user }: { user: AdminUser }) {
  const { t } = useI18n();
  const changePlan = useChangePlan();
  const endSessions = useEndSessions();
  const failed = useFailure();
  const [plan, setPlan] = useState<PaidPlan>("premium-monthly");
  const [days, setDays] = useState("30");
  const [confirm, setConfirm] = useState<"end" | "sessions" | null>(null);
  const name = user.username;
  const isAdminAccount = user.isAdmin || user.username.toLowerCase() === "admin";

  const grant = (event: FormEvent) => {
    event.preventDefault();
    changePlan.mutate(
      { userId: user.id, input: { action: "grant", plan, days: Number(days) } },
      { onSuccess: () => notify.success(t("admin.users.granted", { plan: t(`admin.plan.${plan}`), name })), onError: failed },
    );
  };

  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4">
      {isAdminAccount ? null : (
        <form onSubmit={grant} className="flex flex-wrap items-end gap-3" aria-label={`${t("admin.users.grant")}: ${name}`}>
          <SelectField
            id={`plan-${user.id}`}
            label={t("admin.users.grantPlan")}
            value={plan}
            onChange={(e) => setPlan(e.target.value as PaidPlan)}
            className="min-w-44 flex-1"
          >
            {PAID_PLANS.map((p) => (
              <option key={p} value={p}>
                {t(`admin.plan.${p}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`days-${user.id}`}
            label={t("admin.users.days")}
            type="number"
            inputMode="numeric"
            min={1}
            max={36500}
            step={1}
            required
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="w-28"
          />
          <Button type="submit" disabled={changePlan.isPending}>
            {t("admin.users.grant")}
          </Button>
        </form>
      )}
      <div className="flex flex-wrap gap-2">
        {isAdminAccount || user.planEndsAt === null ? null : (
          <ConfirmDialog
            open={confirm === "end"}
            onOpenChange={(open) => setConfirm(open ? "end" : null)}
            trigger={<Button variant="secondary">{t("admin.users.end")}</Button>}
            title={t("admin.users.endConfirmTitle", { name })}
            description={t("admin.users.endConfirm")}
            confirmLabel={t("admin.users.end")}
            cancelLabel={t("admin.users.cancel")}
            pending={changePlan.isPending}
            onConfirm={() =>
              changePlan.mutate(
                { userId: user.id, input: { action: "end" } },
                {
                  onSuccess: () => notify.success(t("admin.users.ended", { name })),
                  onError: failed,
                  onSettled: () => setConfirm(null),
                },
              )
            }
          />
        )}
        <ConfirmDialog
          open={confirm === "sessions"}
          onOpenChange={(open) => setConfirm(open ? "sessions" : null)}
          trigger={
            <Button variant="secondary" disabled={user.activeSessions === 0}>
              {t("admin.users.endSessions")}
            </Button>
          }
          title={t("admin.users.endSessionsTitle", { name })}
          description={t("admin.users.endSessionsConfirm")}
          confirmLabel={t("admin.users.endSessions")}
          cancelLabel={t("admin.users.cancel")}
          pending={endSessions.isPending}
          onConfirm={() =>
            endSessions.mutate(user.id, {
              onSuccess: (r) => notify.success(t("admin.users.sessionsEnded", { count: r.ended, name })),
              onError: failed,
              onSettled: () => setConfirm(null),
            })
          }
        />
      </div>
    </div>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const { t, locale } = useI18n();
  const when = (iso: string | null) => (iso ? formatDateTime(locale, iso) : t("admin.never"));
  const facts: [string, string][] = [
    [t("admin.users.plan"), t(`admin.plan.${user.plan}`)],
    [t("admin.users.trialEnds"), when(user.trialEndsAt)],
    ...(user.planEndsAt ? ([[t("admin.users.planEnds"), when(user.planEndsAt)]] as [string, string][]) : []),
    [t("admin.users.created"), when(user.createdAt)],
    [t("admin.users.lastSeen"), when(user.lastSeenAt)],
    [t("admin.users.sessions"), String(user.activeSessions)],
  ];
  const titleId = `user-${user.id}`;
  return (
    <Card as="article" titleId={titleId}>
      <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold break-all text-slate-900">
        {user.username}
        {user.isAdmin ? (
          <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">{t("admin.users.adminBadge")}</span>
        ) : null}
      </h2>
      <p className="text-sm break-all text-slate-700">{user.email}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <UserActions user={user} />
    </Card>
  );
}

/** /admin/users: find accounts by name or e-mail; grant or end a plan; end all sessions. */
export function AdminUsers() {
  const { t } = useI18n();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const users = useAdminUsers(q, page);
  return (
    <div>
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(draft.trim());
            setPage(1);
          }}
        >
          <TextField
            id="admin-user-search"
            label={t("admin.users.search")}
            type="search"
            maxLength={100}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t("admin.users.searchButton")}
          </Button>
        </form>
      </search>
      <div className="mt-6">
        {users.isPending ? (
          <LoadingState label={t("app.loading")} />
        ) : users.isError ? (
          <AdminLoadError error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data.items.length === 0 ? (
          <p className="text-slate-700">{t("admin.users.empty")}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {t("admin.users.count", { count: users.data.total })}
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              {users.data.items.map((user) => (
                <UserCard key={user.id} user={user} />
              ))}
            </div>
            <AdminPager page={page} total={users.data.total} pageSize={ADMIN_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </div>
    </div>
  );
}
