import { TRIAL_WARNING_DAYS, trialDisplay, type TrialStatus } from "@app/shared";
import { CircleAlert, Clock } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";

/**
 * The pricing page's trial alerts (docs/product/access-and-plans.md#pricing), for signed-in users only (pass no status when signed out):
 * red 'Your trial period has expired' once the trial is over, amber 'Your trial is about to expire' with the
 * days left at 2 days or fewer. Premium users and administrators see neither: their trial does not matter.
 */
export function TrialAlerts({ status }: { status: TrialStatus | null | undefined }) {
  const t = useT();
  if (!status) return null;
  const display = trialDisplay(status);
  if (display === "expired") {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <h2 className="font-semibold">{t("pricing.expiredTitle")}</h2>
          <p className="mt-1 text-sm">{t("pricing.expiredText")}</p>
        </div>
      </div>
    );
  }
  if (display === "active" && status.trialDaysLeft <= TRIAL_WARNING_DAYS) {
    const count = status.trialDaysLeft;
    return (
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h2 className="font-semibold">{t("pricing.endingTitle")}</h2>
          <p className="mt-1 text-sm">{t(count === 1 ? "pricing.endingText.one" : "pricing.endingText.other", { count })}</p>
        </div>
      </div>
    );
  }
  return null;
}
