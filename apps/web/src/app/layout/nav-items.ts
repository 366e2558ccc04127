import type { MessageKey } from "../../i18n/en.ts";

export interface NavItem {
  to: string;
  label: MessageKey;
}
export interface NavSection {
  title: MessageKey;
  items: NavItem[];
}

const dashboardTabs: NavItem[] = [
  { to: "/dashboard?tab=meals", label: "nav.mealTracking" },
  { to: "/dashboard?tab=analyze", label: "nav.foodAnalyzer" },
  { to: "/dashboard?tab=goals", label: "nav.goals" },
  { to: "/dashboard?tab=profile", label: "nav.profileTab" },
  { to: "/dashboard?tab=meals#ai-suggestions", label: "nav.aiRecommendations" },
];

const help: NavSection = {
  title: "nav.section.help",
  items: [
    { to: "/pricing", label: "nav.pricing" },
    { to: "/guide", label: "nav.guide" },
    { to: "/info", label: "nav.info" },
    { to: "/install", label: "nav.install" },
    { to: "/contacts", label: "nav.contacts" },
  ],
};

/** The menu of everyone who is not an administrator, signed in or not (docs/product/public-pages.md#navigation). */
export const userNav: NavSection[] = [
  {
    title: "nav.section.track",
    items: [
      { to: "/home", label: "nav.home" },
      { to: "/dashboard", label: "nav.dashboard" },
      ...dashboardTabs,
      { to: "/progress", label: "nav.progress" },
      { to: "/preferences", label: "nav.foodPreferences" },
      { to: "/recipes", label: "nav.recipes" },
      { to: "/planner", label: "nav.planner" },
    ],
  },
  help,
];

/** The administrator's menu (docs/product/public-pages.md#navigation). */
export const adminNav: NavSection[] = [
  {
    title: "nav.section.admin",
    items: [
      { to: "/admin", label: "nav.adminDashboard" },
      { to: "/admin/stripe-settings", label: "nav.stripeSettings" },
      { to: "/api-keys", label: "nav.apiKeys" },
      { to: "/api-docs", label: "nav.apiDocs" },
    ],
  },
  {
    title: "nav.section.track",
    items: [{ to: "/", label: "nav.home" }, { to: "/dashboard?tab=dashboard", label: "nav.dashboard" }, ...dashboardTabs],
  },
  help,
];
