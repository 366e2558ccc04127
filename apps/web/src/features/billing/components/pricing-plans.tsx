import type { AppSettings, TrialStatus } from "@app/shared";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatMoney, planPrices } from "../format.ts";
import { freePlanLines, premiumPlanLines, yearlyPlanLines, type PlanLine } from "../plan-lines.ts";
import { PlanLineList } from "./plan-line-list.tsx";

type CardPlan = "free" | "premium-monthly" | "premium-yearly";

interface PricingPlansProps {
  settings: AppSettings;
  /** Undefined while signed out. */
  status: TrialStatus | undefined;
  signedIn: boolean;
  isAdmin: boolean;
}

/** Where a plan button leads (docs/product/access-and-plans.md#pricing): signed in to /subscribe?plan=<id>, signed out to sign-in first. */
export function planSelectionPath(plan: "premium-monthly" | "premium-yearly", signedIn: boolean): string {
  return signedIn ? `/subscribe?plan=${plan}` : "/auth?redirect=/subscribe";
}

/** The three plan cards of the pricing page: Free, Monthly Premium ('Most Popular') and Annual Premium ('Best Value'). */
export function PricingPlans({ settings, status, signedIn, isAdmin }: PricingPlansProps) {
  const { t, locale } = useI18n();
  const prices = planPrices(settings);
  const money = (amountMinor: number) => formatMoney(locale, amountMinor, settings.currency);
  const isCurrent = (plan: CardPlan) =>
    status !== undefined &&
    !isAdmin &&
    (plan === "free" ? status.subscriptionPlan === "free" : status.isPremium && status.subscriptionPlan === plan);

  function action(plan: CardPlan, label: string): ReactNode {
    if (isCurrent(plan)) return <DisabledAction>{t("pricing.currentPlan")}</DisabledAction>;
    if (isAdmin) return <DisabledAction>{t("pricing.adminIncluded")}</DisabledAction>;
    if (plan === "free") {
      return signedIn ? (
        <DisabledAction>{t("pricing.freeIncluded")}</DisabledAction>
      ) : (
        <ButtonLink to="/auth?tab=register" variant="secondary" className="w-full">
          {label}
        </ButtonLink>
      );
    }
    return (
      <ButtonLink to={planSelectionPath(plan, signedIn)} variant={plan === "premium-monthly" ? "primary" : "secondary"} className="w-full">
        {label}
      </ButtonLink>
    );
  }

  return (
    <ul aria-label={t("pricing.plansLabel")} className="grid items-stretch gap-6 lg:grid-cols-3">
      <PlanCard
        name={t("planName.free")}
        description={t("pricing.free.description")}
        price={money(0)}
        period={t("pricing.forever")}
        note={t("pricing.free.note")}
        lines={freePlanLines(settings)}
        action={action("free", t("pricing.getStarted"))}
        current={isCurrent("free")}
      />
      {prices ? (
        <>
          <PlanCard
            name={t("planName.premium-monthly")}
            description={t("pricing.monthly.description")}
            price={money(prices.monthly)}
            period={t("pricing.perMonth")}
            note={t("pricing.monthly.note")}
            lines={premiumPlanLines()}
            action={action("premium-monthly", t("pricing.chooseMonthly"))}
            badge={t("pricing.mostPopular")}
            highlighted
            current={isCurrent("premium-monthly")}
          />
          <PlanCard
            name={t("planName.premium-yearly")}
            description={t("pricing.yearly.description")}
            price={money(prices.yearly)}
            period={t("pricing.perYear")}
            note={t("pricing.yearly.note", { amount: money(prices.yearlyPerMonth) })}
            saving={prices.yearlySavingPercent > 0 ? t("pricing.save", { percent: prices.yearlySavingPercent }) : undefined}
            lines={yearlyPlanLines(settings, locale)}
            action={action("premium-yearly", t("pricing.chooseYearly"))}
            badge={t("pricing.bestValue")}
            current={isCurrent("premium-yearly")}
          />
        </>
      ) : null}
    </ul>
  );
}

function DisabledAction({ children }: { children: ReactNode }) {
  return (
    <Button variant="secondary" disabled className="w-full">
      {children}
    </Button>
  );
}

interface PlanCardProps {
  name: string;
  description: string;
  price: string;
  period: string;
  note: string;
  lines: PlanLine[];
  action: ReactNode;
  badge?: string;
  saving?: string | undefined;
  highlighted?: boolean;
  current: boolean;
}

function PlanCard({ name, description, price, period, note, lines, action, badge, saving, highlighted = false, current }: PlanCardProps) {
  return (
    <li
      aria-current={current || undefined}
      className={cn(
        "relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-7",
        highlighted ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200",
      )}
    >
      {badge ? (
        <p
          className={cn(
            "absolute -top-3.5 left-6 rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase shadow-sm",
            highlighted ? "bg-emerald-700 text-white" : "bg-amber-100 text-amber-900",
          )}
        >
          {badge}
        </p>
      ) : null}
      <h2 className="text-xl font-bold text-slate-900">{name}</h2>
      <p className="mt-1.5 text-sm text-slate-700">{description}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5 gap-y-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{price}</span>
        <span className="text-sm font-medium text-slate-600">{period}</span>
        {saving ? (
          <span className="ml-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">{saving}</span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      <div className="mt-6">{action}</div>
      <PlanLineList lines={lines} className="mt-6 border-t border-slate-200 pt-6" />
    </li>
  );
}
