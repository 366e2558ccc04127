import { isAdminUser } from "@app/shared";
import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { DisclosureMenu } from "../../components/ui/disclosure-menu.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useT } from "../../i18n/i18n.tsx";
import { hasSessionHint } from "../../lib/session.ts";
import { LogoMark } from "./logo.tsx";
import { panelLinkClasses, triggerClasses } from "./menu-classes.ts";
import { adminNav, userNav } from "./nav-items.ts";

// The signed-in user's menu is its own chunk: a signed-out visitor's first page does not need it. A browser with a
// session starts fetching it at once, alongside the question who is signed in.
const loadUserMenu = () => import("./user-menu.tsx");
const UserMenu = lazy(loadUserMenu);
if (hasSessionHint()) void loadUserMenu();

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
            // Until its code has arrived, a placeholder of the trigger's size keeps the header from shifting.
            <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
              <UserMenu user={user} />
            </Suspense>
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
