import { isAdminUser, type User } from "@app/shared";
import { ChevronDown, LogOut, Menu, User as UserIcon, CreditCard } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { DisclosureMenu } from "../../components/ui/disclosure-menu.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PlanStatus } from "../../features/billing/components/plan-status.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { LogoMark } from "./logo.tsx";
import { adminNav, userNav } from "./nav-items.ts";

const triggerClasses =
  "inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100";
const panelLinkClasses = "block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-emerald-50 hover:text-emerald-900";

function MainMenu({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const sections = isAdmin ? adminNav : userNav;
  return (
    <DisclosureMenu
      triggerClassName={triggerClasses}
      trigger={
        <>
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">{t("nav.menu")}</span>
        </>
      }
      panelClassName="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-0 md:w-[34rem] md:rounded-b-2xl md:border md:pt-2"
    >
      <div className="grid gap-6 p-4 sm:grid-cols-2 md:p-5">
        {sections.map((section) => (
          <div key={section.title}>
            <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(section.title)}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={panelLinkClasses}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </DisclosureMenu>
  );
}

function UserMenu({ user }: { user: User }) {
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

/** The top bar: logo, the menu and the account menu or the Login/Register button (docs/product/public-pages.md#navigation). */
export function SiteHeader() {
  const t = useT();
  const { data: user, isPending } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label={t("nav.label")} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={t("nav.logo")} className="flex items-center gap-2 rounded-lg">
          <LogoMark className="size-8" />
          <span aria-hidden="true" className="text-lg font-bold tracking-tight text-slate-900 max-[359px]:sr-only">
            {t("app.name")}
          </span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <MainMenu isAdmin={user ? isAdminUser(user) : false} />
          {user ? (
            <UserMenu user={user} />
          ) : (
            // While the session is being checked the button keeps its place, invisible, so nothing shifts.
            <ButtonLink
              to="/auth"
              size="sm"
              className={isPending ? "invisible whitespace-nowrap" : "whitespace-nowrap"}
              aria-hidden={isPending || undefined}
              tabIndex={isPending ? -1 : undefined}
            >
              {t("nav.loginRegister")}
            </ButtonLink>
          )}
        </div>
      </nav>
    </header>
  );
}
