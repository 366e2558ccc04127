import { DASHBOARD_TABS } from "../../features/dashboard/dashboard-tabs.ts";
import { useT } from "../../i18n/i18n.tsx";
import { TrackingScreen } from "./tracking/tracking-screen.tsx";

/** /dashboard?tab=dashboard|meals|analyze|goals|profile, for signed-in users (docs/product/tracking.md#dashboard). */
export default function DashboardRoute() {
  const t = useT();
  return (
    <TrackingScreen
      demo={false}
      basePath="/dashboard"
      param="tab"
      tabs={DASHBOARD_TABS}
      eyebrow={t("page.dashboard")}
      pageTitle={t("page.dashboard")}
    />
  );
}
