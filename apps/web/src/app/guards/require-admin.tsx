import { isAdminUser } from "@app/shared";
import { ShieldAlert } from "lucide-react";
import { Outlet } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useT } from "../../i18n/i18n.tsx";

function AccessDenied() {
  const t = useT();
  usePageTitle(t("access.deniedTitle"));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8">
        <ShieldAlert aria-hidden="true" className="size-10 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold text-red-900">{t("access.deniedTitle")}</h1>
        <p className="mt-2 text-red-900">{t("access.deniedDescription")}</p>
        <ButtonLink to="/" variant="secondary" className="mt-6">
          {t("app.returnHome")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Inside RequireAuth: administrators pass, everyone else sees Access Denied (spec 002 §2.15). */
export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  return user && isAdminUser(user) ? <Outlet /> : <AccessDenied />;
}
