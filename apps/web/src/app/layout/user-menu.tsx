import { ChevronDown, LogOut, User as UserIcon, CreditCard } from "lucide-react";
import type { User } from "@app/shared";
import { Link, useNavigate } from "react-router";
import { DisclosureMenu } from "../../components/ui/disclosure-menu.tsx";
import { useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PlanStatus } from "../../features/billing/components/plan-status.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { panelLinkClasses, triggerClasses } from "./menu-classes.ts";

/**
 * The signed-in user's menu in the top bar: its own chunk (site-header.tsx), as a signed-out visitor's first
 * page never shows it (docs/decisions/0014-webperf-main-thread.md).
 */
export default function UserMenu({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const trial = useTrialStatus(true);
  const initial = user.username.slice(0, 1).toUpperCase();
  return (
    <DisclosureMenu
      triggerLabel={t("userMenu.label", { username: user.username })}
      triggerClassName={triggerClasses}
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-emerald-700 text-xs font-bold text-white"
          >
            {initial}
          </span>
          <span className="hidden max-w-[8rem] truncate sm:inline">{user.username}</span>
          {trial.data?.isPremium ? (
            <span className="hidden rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:inline">
              {t("userMenu.premium")}
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
      panelClassName="fixed inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg md:absolute md:inset-x-auto md:top-full md:right-0 md:w-72 md:rounded-b-2xl md:border md:pt-2"
    >
      <div className="p-4">
        <div className="border-b border-slate-200 px-3 pb-3">
          <p className="text-xs text-slate-600">{t("userMenu.signedInAs")}</p>
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <span className="truncate">{user.username}</span>
            {trial.data?.isPremium ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("userMenu.premium")}</span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          {trial.data ? (
            <div className="mt-2">
              <PlanStatus status={trial.data} />
            </div>
          ) : null}
        </div>
        <ul className="pt-2">
          <li>
            <Link to="/profile" className={`${panelLinkClasses} flex items-center gap-2`}>
              <UserIcon aria-hidden="true" className="size-4" />
              {t("userMenu.profile")}
            </Link>
          </li>
          <li>
            <Link to="/pricing" className={`${panelLinkClasses} flex items-center gap-2`}>
              <CreditCard aria-hidden="true" className="size-4" />
              {t("userMenu.subscription")}
            </Link>
          </li>
          <li>
            <button
              type="button"
              data-menu-close
              onClick={() => navigate("/logout-page", { state: { fromMenu: true } })}
              className={`${panelLinkClasses} flex w-full items-center gap-2 text-left`}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t("userMenu.logout")}
            </button>
          </li>
        </ul>
      </div>
    </DisclosureMenu>
  );
}
