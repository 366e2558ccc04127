import { isAdminUser } from "@app/shared";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useAppSettings, useTrialStatus } from "../../features/billing/billing.queries.ts";
import { formattedMoney } from "../../features/billing/format.ts";
import { PaymentAssurance } from "../../features/billing/components/payment-assurance.tsx";
import { PricingPlans } from "../../features/billing/components/pricing-plans.tsx";
import { TrialAlerts } from "../../features/billing/components/trial-alerts.tsx";
import { TrialExplainer } from "../../features/billing/components/trial-explainer.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";

// The prerendered page carries its prices as the build wrote them (scripts/prerender.mjs): reused, so hydrating the
// plan cards makes no Intl.NumberFormat (docs/decisions/0017-webbusy-main-thread-under-load.md).
const prerenderedMoney = typeof document === "undefined" ? null : document.getElementById("np-money")?.textContent;
if (prerenderedMoney)
  for (const [key, text] of Object.entries(JSON.parse(prerenderedMoney) as Record<string, string>)) formattedMoney.set(key, text);

/**
 * /pricing (docs/product/access-and-plans.md#pricing): back to home, the trial alerts for signed-in users, the three plan cards with
 * the server's prices, and how the trial works with the configured length.
 */
export default function PricingRoute() {
  const t = useT();
  usePageMeta({ title: t("page.pricing"), description: t("meta.pricing.description") });
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const trial = useTrialStatus(signedIn);
  const settings = useAppSettings();
  const status = signedIn ? trial.data : undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link to="/" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-slate-700 hover:text-emerald-900">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("pricing.backHome")}
      </Link>

      <header className="mx-auto mt-6 max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">{t("pricing.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{t("pricing.title")}</h1>
        {settings.data ? (
          <p className="mt-4 text-lg text-pretty text-slate-700">
            {t(settings.data.trialDays === 1 ? "pricing.subtitle.one" : "pricing.subtitle.other", { days: settings.data.trialDays })}
          </p>
        ) : (
          // The subtitle's place is kept while the settings load, so the plans below do not move when it arrives.
          <p aria-hidden="true" className="invisible mt-4 text-lg text-pretty">
            {t("pricing.subtitle.other", { days: 5 })}
          </p>
        )}
      </header>

      {status ? (
        <div className="mx-auto mt-8 max-w-3xl">
          <TrialAlerts status={status} />
        </div>
      ) : null}

      <div className="mt-12">
        {settings.isPending ? (
          <LoadingState label={t("app.loading")} />
        ) : settings.isError ? (
          <ErrorAlert className="mx-auto max-w-xl">
            <p>{t("pricing.loadError")}</p>
            <Button variant="link" className="mt-1 text-red-900" onClick={() => void settings.refetch()}>
              {t("access.tryAgain")}
            </Button>
          </ErrorAlert>
        ) : (
          <>
            <PricingPlans settings={settings.data} status={status} signedIn={signedIn} isAdmin={user ? isAdminUser(user) : false} />
            <p className="mt-6 text-center text-sm text-slate-600">
              {t("pricing.currencyNote", { currency: settings.data.currency.toUpperCase() })}
            </p>
            <PaymentAssurance className="mx-auto mt-8 max-w-4xl" />
            <div className="mt-12">
              <TrialExplainer trialDays={settings.data.trialDays} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
