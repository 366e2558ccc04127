import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminDashboard } from "../../features/admin/components/admin-dashboard.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin: the admin dashboard (docs/product/access-and-plans.md#admin-screens), inside RequireAdmin. */
export default function AdminDashboardRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("page.admin")}>
      <AdminDashboard />
    </AdminFrame>
  );
}
