import { trialDisplay, type AppSettings, type SubscriptionPlan, type TrialStatus } from "@app/shared";
import { ArrowRight, BadgeCheck, CalendarClock, CircleAlert, CreditCard, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDate, formatMoney, planPrices } from "../format.ts";
import { currentPlanLines } from "../plan-lines.ts";
import { PlanLineList } from "./plan-line-list.tsx";
import { PlanStatus } from "./plan-status.tsx";

interface SubscriptionOverviewProps {
  status: TrialStatus;
  /** Undefined while the server's settings load (prices are then left out). */
  settings: AppSettings | undefined;
  /** The end of the paid period, when the server reports it. */
  periodEnd?: string | null;
}

const cardClasses = "rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7";

/**
 * The signed-in user's plan for /account/subscription: its name and state, the trial or period end, what it
 * includes, and the way up (the subscribe page for each premium plan, and the full comparison on /pricing).
 */
export function SubscriptionOverview({ status, settings, periodEnd }: SubscriptionOverviewProps) {
  const { t, locale } = useI18n();
  const display = trialDisplay(status);
  const plan: SubscriptionPlan = display === "admin" ? "unlimited" : status.subscriptionPlan;
  const prices = settings ? planPrices(settings) : null;
  const money = (amountMinor: number) => formatMoney(locale, amountMinor, settings?.currency ?? "usd");
  const expired = display === "expired";

  const details: Array<{ label: string; value: string; Icon: LucideIcon }> = [];
  if (display === "active" && status.trialEndDate) {
    details.push({ label: t("subscriptionPage.trialEnds"), value: formatDate(locale, status.trialEndDate), Icon: CalendarClock });
  }
  if (display === "expired" && status.trialEndDate) {
    details.push({ label: t("subscriptionPage.trialEnded"), value: formatDate(locale, status.trialEndDate), Icon: CalendarClock });
  }
  if (display === "premium") {
    if (periodEnd) details.push({ label: t("subscriptionPage.accessUntil"), value: formatDate(locale, periodEnd), Icon: CalendarClock });
    if (prices && plan === "premium-monthly")
      details.push({ label: t("subscriptionPage.price"), value: `${money(prices.monthly)}${t("pricing.perMonth")}`, Icon: CreditCard });
    if (prices && plan === "premium-yearly")
      details.push({ label: t("subscriptionPage.price"), value: `${money(prices.yearly)}${t("pricing.perYear")}`, Icon: CreditCard });
  }

  return (
    <div className={cn("grid gap-6", display === "admin" ? "" : "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]")}>
      <section aria-labelledby="current-plan-title" className={cardClasses}>
        <p id="current-plan-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("subscriptionPage.currentPlan")}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold text-slate-900">{t(`planName.${plan}`)}</h2>
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
              expired ? "bg-red-100 text-red-900" : "bg-emerald-100 text-emerald-900",
            )}
          >
            {expired ? <CircleAlert aria-hidden="true" className="size-3.5" /> : <BadgeCheck aria-hidden="true" className="size-3.5" />}
            {t(expired ? "subscriptionPage.statusExpired" : "subscriptionPage.statusActive")}
          </span>
        </div>
        {display === "premium" ? null : (
          // The plan's name is the heading already; the line adds the days left, admin access or the upgrade.
          <div className="mt-3">
            <PlanStatus status={status} />
          </div>
        )}
        {display === "admin" ? <p className="mt-1 text-sm text-slate-700">{t("subscriptionPage.adminText")}</p> : null}
        {details.length > 0 ? (
          <dl className="mt-5 grid gap-3 sm:grid-cols-2">
            {details.map((detail) => (
              <div key={detail.label} className="rounded-xl bg-slate-50 px-3 py-2.5">
                <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                  <detail.Icon aria-hidden="true" className="size-3.5 shrink-0" />
                  {detail.label}
                </dt>
                <dd className="mt-0.5 text-sm font-semibold text-slate-900">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <h3 className="mt-6 text-base font-semibold text-slate-900">{t("subscriptionPage.includesTitle")}</h3>
        <PlanLineList lines={currentPlanLines(plan, settings)} className="mt-3" />
      </section>

      {display === "admin" ? null : (
        <section aria-labelledby="upgrade-title" className={cn(cardClasses, "self-start")}>
          <h2 id="upgrade-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" />
            {t("subscriptionPage.upgradeTitle")}
          </h2>
          <UpgradePath plan={plan} prices={prices} money={money} />
        </section>
      )}
    </div>
  );
}

function UpgradeOption({ to, label, price, primary }: { to: string; label: string; price: ReactNode; primary: boolean }) {
  return (
    <ButtonLink to={to} variant={primary ? "primary" : "secondary"} className="w-full">
      <span>{label}</span>
      <span className="font-normal">{price}</span>
    </ButtonLink>
  );
}

interface UpgradePathProps {
  plan: SubscriptionPlan;
  prices: ReturnType<typeof planPrices>;
  money: (amountMinor: number) => string;
}

function UpgradePath({ plan, prices, money }: UpgradePathProps) {
  const { t } = useI18n();
  const compare = (
    <ButtonLink to="/pricing" variant="link" className="mt-4">
      {t("subscriptionPage.comparePlans")}
      <ArrowRight aria-hidden="true" className="size-4" />
    </ButtonLink>
  );

  if (plan === "premium-yearly" || plan === "unlimited") {
    return (
      <>
        <p className="mt-3 text-sm text-slate-700">{t("subscriptionPage.bestPlanText")}</p>
        {compare}
      </>
    );
  }
  if (plan === "premium-monthly") {
    return (
      <>
        {prices && prices.yearlySavingPercent > 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t("subscriptionPage.switchYearlyText", { percent: prices.yearlySavingPercent })}</p>
        ) : null}
        <div className="mt-4">
          <UpgradeOption
            to="/subscribe?plan=premium-yearly"
            label={t("planName.premium-yearly")}
            price={prices ? `${money(prices.yearly)}${t("pricing.perYear")}` : null}
            primary
          />
        </div>
        {compare}
      </>
    );
  }
  return (
    <>
      <p className="mt-3 text-sm text-slate-700">
        {t(plan === "free" ? "subscriptionPage.upgradeFreeText" : "subscriptionPage.upgradeTrialText")}
      </p>
      <div className="mt-4 grid gap-3">
        <UpgradeOption
          to="/subscribe?plan=premium-monthly"
          label={t("planName.premium-monthly")}
          price={prices ? `${money(prices.monthly)}${t("pricing.perMonth")}` : null}
          primary
        />
        <UpgradeOption
          to="/subscribe?plan=premium-yearly"
          label={t("planName.premium-yearly")}
          price={prices ? `${money(prices.yearly)}${t("pricing.perYear")}` : null}
          primary={false}
        />
      </div>
      {compare}
    </>
  );
}
