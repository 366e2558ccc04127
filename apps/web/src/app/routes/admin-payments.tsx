import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminPayments } from "../../features/admin/components/admin-payments.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin/payments: an admin screen (issue 20), inside RequireAdmin. */
export default function AdminPaymentsRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("page.adminPayments")} description={t("admin.paymentsPage.intro")}>
      <AdminPayments />
    </AdminFrame>
  );
}
