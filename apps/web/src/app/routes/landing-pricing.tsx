import { isAdminUser } from "@app/shared";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useAppSettings, useTrialStatus } from "../../features/billing/billing.queries.ts";
import { PricingPlans } from "../../features/billing/components/pricing-plans.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** The landing page's pricing section: the same plan cards and server data as /pricing (docs/product/public-pages.md#landing). */
export default function LandingPricing() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const trial = useTrialStatus(signedIn);
  const settings = useAppSettings();
  if (settings.isPending) return <LoadingState label={t("app.loading")} />;
  if (settings.isError) {
    return (
      <ErrorAlert className="max-w-xl">
        <p>{t("pricing.loadError")}</p>
        <Button variant="link" className="mt-1 text-red-900" onClick={() => void settings.refetch()}>
          {t("access.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <PricingPlans
      settings={settings.data}
      status={signedIn ? trial.data : undefined}
      signedIn={signedIn}
      isAdmin={user ? isAdminUser(user) : false}
    />
  );
}
