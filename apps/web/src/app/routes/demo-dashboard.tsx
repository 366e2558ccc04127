import { DASHBOARD_TABS } from "../../features/dashboard/dashboard-tabs.ts";
import { useT } from "../../i18n/i18n.tsx";
import { TrackingScreen } from "./tracking/tracking-screen.tsx";

/**
 * /demo/dashboard?tab=dashboard|meals|goals (docs/product/public-pages.md#install-guide-and-demo) and the guest view of the dashboard (docs/product/access-and-plans.md#demo-mode):
 * demo data from /api/demo/*, nothing can be saved, links to /auth. The analyze and profile tabs are offered
 * too, so visitors meet the profile invitation.
 */
export default function DemoDashboardRoute() {
  const t = useT();
  return (
    <TrackingScreen
      demo
      basePath="/demo/dashboard"
      param="tab"
      tabs={DASHBOARD_TABS}
      eyebrow={t("page.demoDashboard")}
      pageTitle={t("page.demoDashboard")}
    />
  );
}
