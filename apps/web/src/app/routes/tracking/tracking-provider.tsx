import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useCurrentUser } from "../../../features/auth/auth.queries.ts";
import { useTrialStatus } from "../../../features/billing/billing.queries.ts";
import type { DashboardTab } from "../../../features/dashboard/dashboard-tabs.ts";
import { RegistrationPopup } from "../../../features/demo/components/registration-popup.tsx";
import { isMobileDevice } from "../../../features/demo/registration-prompt.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useToday } from "../../../lib/today.ts";
import { TrackingContext, type TrackingContextValue } from "./tracking-context.tsx";

interface TrackingProviderProps {
  demo: boolean;
  setTab: (tab: DashboardTab, hash?: string) => void;
  children: ReactNode;
}

/** Gives the tracking panels their context: the user, today, demo mode, the registration prompt and the tab switch. */
export function TrackingProvider({ demo, setTab, children }: TrackingProviderProps) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const trial = useTrialStatus(Boolean(user) && !demo);
  const today = useToday();
  const [popupOpen, setPopupOpen] = useState(false);
  const [profileEditorOpen, setProfileEditorOpen] = useState(false);

  const requireRegistration = useCallback(() => {
    // Phones get the popup with its two buttons; larger screens a toast (docs/product/access-and-plans.md#demo-mode).
    if (isMobileDevice()) setPopupOpen(true);
    else notify.error(t("demo.registrationRequired"), t("demo.registrationRequiredText"), { id: "registration-required" });
  }, [t]);

  const value = useMemo<TrackingContextValue>(
    () => ({
      demo,
      user: user ?? null,
      today,
      trial: demo ? undefined : trial.data,
      setTab,
      requireRegistration,
      profileEditorOpen,
      setProfileEditorOpen,
    }),
    [demo, user, today, trial.data, setTab, requireRegistration, profileEditorOpen],
  );

  return (
    <TrackingContext.Provider value={value}>
      {children}
      <RegistrationPopup open={popupOpen} onOpenChange={setPopupOpen} />
    </TrackingContext.Provider>
  );
}
