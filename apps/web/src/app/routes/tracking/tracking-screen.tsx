import { Tabs } from "radix-ui";
import type { JSX } from "react";
import { newAccount } from "../../../features/auth/auth.queries.ts";
import { PlanStatus } from "../../../features/billing/components/plan-status.tsx";
import { DashboardHeader } from "../../../features/dashboard/components/dashboard-header.tsx";
import { DashboardTabList } from "../../../features/dashboard/components/dashboard-tab-list.tsx";
import { scrollToWhenReady, useDashboardTab, type DashboardTab } from "../../../features/dashboard/dashboard-tabs.ts";
import { DemoBanner } from "../../../features/demo/components/demo-banner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { AnalyzePanel } from "./analyze-panel.tsx";
import { DashboardPanel } from "./dashboard-panel.tsx";
import { GoalsPanel } from "./goals-panel.tsx";
import { ADD_MEAL_ID, MealsPanel } from "./meals-panel.tsx";
import { ProfilePanel } from "./profile-panel.tsx";
import { useTracking } from "./tracking-context.tsx";
import { TrackingProvider } from "./tracking-provider.tsx";

interface TrackingScreenProps {
  /** Demo mode: sample data for visitors, nothing saved. */
  demo: boolean;
  basePath: string;
  /** The query parameter of the tab ('tab'; 'section' on /home). */
  param: string;
  tabs: readonly DashboardTab[];
  eyebrow: string;
  pageTitle: string;
}

const PANELS: Record<DashboardTab, () => JSX.Element> = {
  dashboard: DashboardPanel,
  meals: MealsPanel,
  analyze: AnalyzePanel,
  goals: GoalsPanel,
  profile: ProfilePanel,
};

/**
 * The tabbed tracking screen behind /dashboard, /home and /demo/dashboard (docs/product/tracking.md#dashboard):
 * the greeting and 'Add Today's Meal', the tabs kept in the address, and one panel per tab. Only the open
 * tab's panel is mounted, so each tab loads its own data when it is opened.
 */
export function TrackingScreen({ demo, basePath, param, tabs, eyebrow, pageTitle }: TrackingScreenProps) {
  const { tab, setTab } = useDashboardTab({ basePath, param, offered: tabs });
  usePageTitle(pageTitle);
  return (
    <TrackingProvider demo={demo} setTab={setTab}>
      <Screen tab={tab} tabs={tabs} eyebrow={eyebrow} />
    </TrackingProvider>
  );
}

function Screen({ tab, tabs, eyebrow }: { tab: DashboardTab; tabs: readonly DashboardTab[]; eyebrow: string }) {
  const t = useT();
  const { demo, user, today, trial, setTab } = useTracking();

  function addTodaysMeal() {
    setTab("meals");
    scrollToWhenReady(ADD_MEAL_ID);
    // Then the form's first field takes the focus, so typing can start at once.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${ADD_MEAL_ID} select`)?.focus({ preventScroll: true })),
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <DashboardHeader
        eyebrow={eyebrow}
        greeting={
          user
            ? t(newAccount.is(user.id) ? "dashboard.welcome" : "dashboard.welcomeBack", { username: user.username })
            : t("dashboard.welcomeGuest")
        }
        today={today}
        status={trial ? <PlanStatus status={trial} /> : undefined}
        onAddMeal={addTodaysMeal}
      />
      {demo ? (
        <div className="mt-6">
          <DemoBanner signedIn={Boolean(user)} />
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(next) => setTab(next as DashboardTab)} className="mt-6">
        <DashboardTabList tabs={tabs} />
        {tabs.map((value) => {
          const Panel = PANELS[value];
          return (
            <Tabs.Content key={value} value={value} className="mt-6 rounded-lg focus-visible:outline-offset-4">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
