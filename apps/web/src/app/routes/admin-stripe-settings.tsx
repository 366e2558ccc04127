import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminStripeSettings } from "../../features/admin/components/admin-stripe-settings.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin/stripe-settings: an admin screen (issue 20), inside RequireAdmin. */
export default function AdminStripeSettingsRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("page.adminStripeSettings")} description={t("admin.stripeSettings.intro")}>
      <AdminStripeSettings />
    </AdminFrame>
  );
}
