import { KeyRound } from "lucide-react";
import { useLocation } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Page } from "../../components/ui/page.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useAppSettings, useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { SubscriptionManage } from "../../features/billing/components/subscription-manage.tsx";
import { SubscriptionOverview } from "../../features/billing/components/subscription-overview.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { SessionError } from "../guards/session-error.tsx";
import { authUrlFor } from "../guards/auth-redirect.ts";

/** The API card: a premium feature (API access), so it sits behind the premium gate. */
function ApiAccessCard() {
  const t = useT();
  return (
    <section aria-labelledby="api-access-title" className="mt-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <h2 id="api-access-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-emerald-700" />
        {t("subscriptionPage.apiTitle")}
      </h2>
      <p className="mt-1.5 text-sm text-slate-700">{t("subscriptionPage.apiText")}</p>
      <div className="mt-4">
        {/* The plan card above already says the trial's days left. */}
        <PremiumGate feature="api-access" trialNotice={false}>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/api-keys">{t("subscriptionPage.apiKeys")}</ButtonLink>
            <ButtonLink to="/api-docs" variant="secondary">
              {t("subscriptionPage.apiDocs")}
            </ButtonLink>
          </div>
        </PremiumGate>
      </div>
    </section>
  );
}

/**
 * /account/subscription (docs/product/access-and-plans.md#plan-states): the signed-in user's plan, its end date, what it includes and how to
 * upgrade. Visitors are asked to sign in and come back here.
 */
export default function AccountSubscriptionRoute() {
  const t = useT();
  const location = useLocation();
  const { data: user, isPending, isError } = useCurrentUser();
  const trial = useTrialStatus(Boolean(user));
  const settings = useAppSettings();

  if (isPending) {
    return (
      <Page title={t("page.accountSubscription")}>
        <LoadingState label={t("app.loading")} />
      </Page>
    );
  }
  if (isError) return <SessionError />;
  if (!user) {
    return (
      <Page title={t("page.accountSubscription")} description={t("subscriptionPage.signedOutText")}>
        <ButtonLink to={authUrlFor(location.pathname + location.search)} className="mt-6">
          {t("premiumGate.loginOrRegister")}
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title={t("page.accountSubscription")} description={t("subscriptionPage.description")}>
      <div className="mt-8">
        {trial.data ? (
          <SubscriptionOverview status={trial.data} settings={settings.data} periodEnd={trial.data.currentPeriodEnd} />
        ) : trial.isError ? (
          <ErrorAlert>
            <p>{t("access.sessionErrorDescription")}</p>
            <Button variant="link" className="mt-1 text-red-900" onClick={() => void trial.refetch()}>
              {t("access.tryAgain")}
            </Button>
          </ErrorAlert>
        ) : (
          <LoadingState label={t("app.loading")} />
        )}
      </div>
      {user.isAdmin ? null : <SubscriptionManage />}
      <ApiAccessCard />
    </Page>
  );
}
