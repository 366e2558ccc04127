import type { AppSettings, PurchasablePlan } from "@app/shared";
import { Check, Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { formatMoney } from "../format.ts";
import { useCreateCheckout, useRedeemPromo } from "../payments.queries.ts";
import { PaymentAssurance } from "./payment-assurance.tsx";
import { ConsentCheckbox } from "./consent-checkbox.tsx";

const FEATURES = {
  "premium-monthly": [
    "subscribe.feature.ai",
    "subscribe.feature.history",
    "subscribe.feature.goals",
    "subscribe.feature.support",
    "subscribe.feature.api",
  ],
  "premium-yearly": [
    "subscribe.feature.ai",
    "subscribe.feature.history",
    "subscribe.feature.goals",
    "subscribe.feature.support",
    "subscribe.feature.api",
    "subscribe.feature.earlyAccess",
    "subscribe.feature.csv",
    "subscribe.feature.apiAdvanced",
  ],
} as const;

/**
 * The subscribe page's body (001 §2.6): Monthly and Yearly tabs, the plan's features, the Payment Details
 * card with the server's price (less a promo discount), the withdrawal consent, and the button that opens
 * the hosted checkout. The server prices the plan and requires the consent too.
 */
export function SubscribeForm({ settings, initialPlan }: { settings: AppSettings; initialPlan: PurchasablePlan }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const ids = useId();
  const [plan, setPlan] = useState<PurchasablePlan>(initialPlan);
  const [consent, setConsent] = useState(false);
  const [promo, setPromo] = useState("");
  const [discount, setDiscount] = useState<{ code: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const create = useCreateCheckout();
  const redeem = useRedeemPromo();

  const base = settings.plans.find((p) => p.id === plan)?.amountMinor ?? 0;
  const amount = discount ? Math.round((base * (100 - discount.percent)) / 100) : base;
  const price = formatMoney(locale, amount, settings.currency);

  async function applyPromo() {
    const code = promo.trim();
    if (!code) return;
    try {
      const result = await redeem.mutateAsync(code);
      if (result.type === "discount") {
        setDiscount({ code, percent: result.value });
        notify.success(t("subscribe.promoApplied"), `-${result.value} %`);
      } else {
        notify.success(t("subscribe.grantedTitle"));
        void navigate(result.type === "premium" ? "/subscription-success" : "/account/subscription");
      }
    } catch (err) {
      setDiscount(null);
      notify.error(t("subscribe.errorTitle"), errorText(err) ?? t("subscribe.errorDefault"));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!consent) {
      notify.error(t("subscribe.consentRequiredTitle"), t("subscribe.consentRequiredText"));
      return;
    }
    try {
      const result = await create.mutateAsync({ planId: plan, consent: true, ...(discount ? { promoCode: discount.code } : {}) });
      if (result.granted) {
        void navigate("/subscription-success");
        return;
      }
      if (!result.url) throw new Error(t("subscribe.noUrl"));
      setFallbackUrl(result.url);
      window.location.assign(result.url);
    } catch (err) {
      const message = errorText(err) ?? (err instanceof Error && err.message ? err.message : t("subscribe.errorDefault"));
      setError(message);
      notify.error(t("subscribe.errorTitle"), message);
    }
  }

  const tab = (id: PurchasablePlan, label: string, badge?: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids}-tab-${id}`}
      aria-selected={plan === id}
      aria-controls={`${ids}-panel`}
      onClick={() => setPlan(id)}
      className={cn(
        "flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors",
        plan === id ? "bg-white text-slate-900 shadow-sm" : "text-slate-700 hover:text-slate-900",
      )}
    >
      {label}
      {badge ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">{badge}</span> : null}
    </button>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <div role="tablist" aria-label={t("subscribe.plansLabel")} className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {tab("premium-monthly", t("subscribe.monthly"))}
          {tab("premium-yearly", t("subscribe.yearly"), t("subscribe.save"))}
        </div>
        <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${plan}`} className="mt-6">
          <h2 className="text-xl font-bold text-slate-900">{t(`planName.${plan}`)}</h2>
          <p className="mt-1 text-slate-700">
            <span className="text-3xl font-bold text-slate-900">{formatMoney(locale, base, settings.currency)}</span>{" "}
            {t(plan === "premium-yearly" ? "subscribe.perYear" : "subscribe.perMonth")}
          </p>
          <ul className="mt-5 grid gap-2">
            {FEATURES[plan].map((key) => (
              <li key={key} className="flex items-start gap-2 text-sm text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <PaymentAssurance className="mt-6" />
      </section>

      <section aria-labelledby={`${ids}-details`} className="self-start rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 id={`${ids}-details`} className="text-lg font-semibold text-slate-900">
          {t("subscribe.paymentDetails")}
        </h2>
        <dl className="mt-4 grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("subscribe.plan")}</dt>
            <dd className="font-medium text-slate-900">{t(`planName.${plan}`)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("subscribe.total")}</dt>
            <dd className="font-semibold text-slate-900" data-testid="subscribe-total">
              {price}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t(plan === "premium-yearly" ? "subscribe.noRenewal" : "subscribe.renewsMonthly")}</p>

        <div className="mt-4 flex items-end gap-2">
          <TextField
            id={`${ids}-promo`}
            label={t("subscribe.promoLabel")}
            value={promo}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => setPromo(e.target.value)}
            className="flex-1"
          />
          <Button variant="secondary" onClick={() => void applyPromo()} disabled={!promo.trim() || redeem.isPending}>
            {t("subscribe.promoApply")}
          </Button>
        </div>

        <ConsentCheckbox checked={consent} onChange={setConsent} className="mt-5" />

        {error ? <ErrorAlert className="mt-4">{error}</ErrorAlert> : null}

        <Button type="submit" className={cn("mt-5 w-full", !consent && "opacity-60")} disabled={create.isPending}>
          {create.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {create.isPending ? t("subscribe.preparing") : t("subscribe.proceed", { price })}
        </Button>
        {fallbackUrl ? (
          <p className="mt-3 text-sm text-slate-700">
            {t("subscribe.redirectFailed")}{" "}
            <a href={fallbackUrl} className="font-semibold text-emerald-800 underline">
              {t("subscribe.continue")}
            </a>
          </p>
        ) : null}
        <p className="mt-4 text-xs text-slate-600">
          {t("subscribe.legal")}{" "}
          <Link to="/terms" className="underline">
            {t("subscribe.terms")}
          </Link>{" "}
          {t("subscribe.and")}{" "}
          <Link to="/privacy" className="underline">
            {t("subscribe.privacy")}
          </Link>
          .
        </p>
      </section>
    </form>
  );
}
