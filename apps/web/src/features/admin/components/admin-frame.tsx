import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";

const LINKS = [
  { to: "/admin", key: "admin.nav.dashboard" },
  { to: "/admin/payments", key: "admin.nav.payments" },
  { to: "/admin/codes", key: "admin.nav.codes" },
  { to: "/admin/stripe-settings", key: "admin.nav.stripe" },
  { to: "/admin/users", key: "admin.nav.users" },
  { to: "/admin/outbox", key: "admin.nav.outbox" },
  { to: "/admin/audit-log", key: "admin.nav.auditLog" },
] as const;

/** The frame of every admin screen: its title, the admin section links and 'Return to Home'. */
export function AdminFrame({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <Page title={title} description={description}>
      <nav aria-label={t("admin.nav.label")} className="mt-6 flex flex-wrap items-center gap-2">
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className={({ isActive }) =>
              cn(
                "inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium",
                isActive
                  ? "border-emerald-700 bg-emerald-50 text-emerald-900"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )
            }
          >
            {t(link.key)}
          </NavLink>
        ))}
        <ButtonLink to="/" variant="ghost" className="ml-auto">
          {t("admin.returnHome")}
        </ButtonLink>
      </nav>
      <div className="mt-6">{children}</div>
    </Page>
  );
}
