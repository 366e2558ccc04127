import { isAdminUser } from "@app/shared";
import { ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { Page } from "../../components/ui/page.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useAdminAccess } from "../../features/admin/admin.queries.ts";
import { AdminAccessForm } from "../../features/admin/components/admin-access-form.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useT } from "../../i18n/i18n.tsx";
import { notify } from "../../lib/toast.ts";

function AlreadyAuthenticated() {
  const t = useT();
  useEffect(() => {
    notify.info(t("adminAccess.alreadyTitle"), t("adminAccess.alreadyText"), { id: "admin-access" });
  }, [t]);
  return <Navigate to="/" replace />;
}

/**
 * /admin-login (docs/product/access-and-plans.md#administrator, with the product decision): asks for the administrator access code, which only
 * the server knows. An administrator who is already signed in is told so and sent home.
 */
export default function AdminLoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const access = useAdminAccess();

  // Only an administrator who arrived signed in: a code just accepted here goes on to /admin instead.
  if (user && isAdminUser(user) && access.isIdle) return <AlreadyAuthenticated />;

  return (
    <Page title={t("page.adminLogin")} className="max-w-xl">
      <div className="mt-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="flex items-start gap-3 text-slate-700">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {t("adminAccess.pageText")}
        </p>
        <div className="mt-6">
          {isPending ? (
            <LoadingState label={t("app.loading")} />
          ) : (
            <AdminAccessForm access={access} onCancel={() => void navigate("/")} onSuccess={() => void navigate("/admin")} />
          )}
        </div>
      </div>
    </Page>
  );
}
