import { useCallback } from "react";
import { useNavigate } from "react-router";
import { Page } from "../../components/ui/page.tsx";
import type { DashboardTab } from "../../features/dashboard/dashboard-tabs.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ProfilePanel } from "./tracking/profile-panel.tsx";
import { TrackingProvider } from "./tracking/tracking-provider.tsx";

/** /profile (signed in only, docs/product/tracking.md#profile): the profile card with export, plan and teasers, and the body figures. */
export default function ProfileRoute() {
  const t = useT();
  const navigate = useNavigate();
  const setTab = useCallback((tab: DashboardTab, hash?: string) => navigate(`/dashboard?tab=${tab}${hash ? `#${hash}` : ""}`), [navigate]);
  return (
    <Page title={t("page.profile")} description={t("profile.pageDescription")}>
      <div className="mt-8">
        <TrackingProvider demo={false} setTab={setTab}>
          <ProfilePanel />
        </TrackingProvider>
      </div>
    </Page>
  );
}
