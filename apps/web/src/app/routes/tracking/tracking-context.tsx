import type { TrialStatus, User } from "@app/shared";
import { createContext, useContext } from "react";
import type { DashboardTab } from "../../../features/dashboard/dashboard-tabs.ts";

/** What every panel of the tracking screens needs to know about where it is shown. */
export interface TrackingContextValue {
  /** Demo mode: data from /api/demo/*, nothing can be saved (docs/product/access-and-plans.md#demo-mode). */
  demo: boolean;
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** Today's calendar day in the browser's time zone. */
  today: string;
  trial: TrialStatus | undefined;
  setTab: (tab: DashboardTab, hash?: string) => void;
  /** Tells a visitor that saving needs an account: a toast, or the popup on phones. */
  requireRegistration: () => void;
  profileEditorOpen: boolean;
  setProfileEditorOpen: (open: boolean) => void;
}

export const TrackingContext = createContext<TrackingContextValue | null>(null);

export function useTracking(): TrackingContextValue {
  const value = useContext(TrackingContext);
  if (!value) throw new Error("useTracking must be used inside a tracking screen");
  return value;
}
