import { canUse, isAdminUser, type Feature, type TrialStatus } from "@app/shared";
import { Lock, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useCurrentUser } from "../../../lib/session.ts";
import { useTrialStatus } from "../billing.queries.ts";

export interface PremiumGateProps {
  /** The feature the wrapped content needs (`PLAN_FEATURES` in @app/shared decides who has it). */
  feature: Feature;
  /** The premium content, rendered only for users whose plan includes `feature`. */
  children: ReactNode;
  /**
   * Shown, dimmed and inert, behind the lock panel to visitors and users who cannot use the feature:
   * sample content that tells what they would get. Never put a user's real premium data here.
   */
  preview?: ReactNode;
  /** The level of the lock panel's heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** During the trial, the days left above the content (default true); off where the page already says them. */
  trialNotice?: boolean;
}

/** No reply about the plan counts as an inactive trial with 0 days (docs/product/access-and-plans.md#plan-states, resolution step 4). */
const NO_STATUS: TrialStatus = { trialActive: false, trialDaysLeft: 0, trialEndDate: null, isPremium: false, subscriptionPlan: "free" };

/**
 * The premium gate panel (docs/product/access-and-plans.md#plan-states). Around premium content:
 * - signed out: 'Login or Register', back to this page afterwards;
 * - plan includes the feature: the content; during the trial with the days left above it;
 * - otherwise (expired trial, Free plan, a plan without the feature): 'Unlock Premium Features' and 'Upgrade Now'.
 * Administrators always pass. This is convenience only: the server answers 403 PREMIUM_REQUIRED by itself.
 */
export function PremiumGate({ feature, children, preview, headingLevel = 3, trialNotice = true }: PremiumGateProps) {
  const { t } = useI18n();
  const location = useLocation();
  const { data: user, isPending: userPending } = useCurrentUser();
  const signedIn = Boolean(user);
  const trial = useTrialStatus(signedIn);

  if (userPending) return <GateChecking />;
  if (!user) {
    const back = location.pathname + location.search + location.hash;
    return (
      <LockPanel
        preview={preview}
        headingLevel={headingLevel}
        icon={<Lock aria-hidden="true" className="size-5" />}
        title={t("premiumGate.signedOutTitle")}
        text={t("premiumGate.signedOutText")}
        action={
          <ButtonLink to={`/auth?redirect=${encodeURIComponent(back)}`} size="md">
            {t("premiumGate.loginOrRegister")}
          </ButtonLink>
        }
      />
    );
  }
  if (isAdminUser(user)) return <>{children}</>;
  if (trial.isPending) return <GateChecking />;

  const status = trial.data ?? NO_STATUS;
  if (canUse(status, feature)) {
    if (status.subscriptionPlan !== "trial" || !trialNotice) return <>{children}</>;
    const count = status.trialDaysLeft;
    return (
      <div>
        <p className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          <span>{t("premiumGate.trialNote")}</span>
          <span className="font-semibold">{t(count === 1 ? "plan.trialDaysLeft.one" : "plan.trialDaysLeft.other", { count })}</span>
          <Link to="/pricing" className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
            {t("premiumGate.seePlans")}
          </Link>
        </p>
        {children}
      </div>
    );
  }

  const expired = status.subscriptionPlan === "free";
  return (
    <LockPanel
      preview={preview}
      headingLevel={headingLevel}
      icon={<Sparkles aria-hidden="true" className="size-5" />}
      title={t("premiumGate.title")}
      text={t(expired ? "premiumGate.expiredText" : "premiumGate.notInPlanText")}
      action={
        <ButtonLink to="/pricing" size="md">
          {t("premiumGate.upgradeNow")}
        </ButtonLink>
      }
    />
  );
}

function GateChecking() {
  const { t } = useI18n();
  return (
    <output className="flex min-h-32 items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-sm text-slate-600">
      <Spinner className="text-emerald-700" />
      {t("premiumGate.checking")}
    </output>
  );
}

interface LockPanelProps {
  preview: ReactNode;
  headingLevel: 2 | 3 | 4;
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}

/** The panel in the place of the content; with a preview, laid over it (both share one grid cell). */
function LockPanel({ preview, headingLevel, icon, title, text, action }: LockPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const panel = (
    <section
      aria-label={title}
      className="relative mx-auto w-full max-w-md rounded-2xl border border-emerald-200 bg-white/95 p-5 text-center shadow-lg sm:p-6"
    >
      <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">{icon}</span>
      <Heading className="mt-3 text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-1.5 text-sm text-slate-700">{text}</p>
      <div className="mt-4 flex justify-center">{action}</div>
    </section>
  );
  if (!preview) return <div className="rounded-2xl border border-dashed border-emerald-300 bg-emerald-50/60 p-4 sm:p-6">{panel}</div>;
  return (
    <div className="grid overflow-hidden rounded-2xl border border-slate-200">
      <div inert aria-hidden="true" className="pointer-events-none [grid-area:1/1] opacity-50 blur-[2px] select-none">
        {preview}
      </div>
      <div className="flex items-center justify-center bg-white/40 p-4 [grid-area:1/1] sm:p-6">{panel}</div>
    </div>
  );
}
