import { Camera, LayoutDashboard, Target, UserRound, UtensilsCrossed } from "lucide-react";
import { Tabs } from "radix-ui";
import type { MessageKey } from "../../../i18n/en.ts";
import { useT } from "../../../i18n/i18n.tsx";
import type { DashboardTab } from "../dashboard-tabs.ts";

const TABS: Record<DashboardTab, { label: MessageKey; icon: typeof LayoutDashboard }> = {
  dashboard: { label: "tracking.tab.dashboard", icon: LayoutDashboard },
  meals: { label: "tracking.tab.meals", icon: UtensilsCrossed },
  analyze: { label: "tracking.tab.analyze", icon: Camera },
  goals: { label: "tracking.tab.goals", icon: Target },
  profile: { label: "tracking.tab.profile", icon: UserRound },
};

/** The row of tabs; on phones each tab is an icon over a short label, so all five fit at 360 px. */
export function DashboardTabList({ tabs }: { tabs: readonly DashboardTab[] }) {
  const t = useT();
  return (
    <Tabs.List
      aria-label={t("tracking.tabsLabel")}
      className="grid gap-0.5 rounded-2xl bg-slate-100 p-1 sm:flex sm:gap-1"
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
    >
      {tabs.map((tab) => {
        const { label, icon: Icon } = TABS[tab];
        return (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="flex min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-0.5 py-2 text-[0.6875rem] font-semibold tracking-tight sm:tracking-normal text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow-sm sm:flex-1 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 sm:size-4" />
            <span className="max-w-full truncate">{t(label)}</span>
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
