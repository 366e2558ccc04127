import type { CheckoutSessionView } from "@app/shared";
import { FlaskConical, Loader2, Lock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useErrorText } from "../../../lib/message-text.ts";
import { formatMoney } from "../format.ts";
import { usePayCheckout } from "../payments.queries.ts";

/**
 * The built-in provider's hosted checkout (/pay/:checkoutId): an honest card form in TEST MODE. The server
 * decides what a card does (4242… pays, 4000 0000 0000 0002 is declined…); a payment goes back to the result page.
 */
export function TestCheckoutForm({ session }: { session: CheckoutSessionView }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const ids = useId();
  const pay = usePayCheckout(session.checkoutId);
  const [card, setCard] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [error, setError] = useState<string | null>(null);
  const price = formatMoney(locale, session.amountMinor, session.currency);
  const resultUrl = `/payment-success?session_id=${encodeURIComponent(session.checkoutId)}&plan=${session.plan}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const result = await pay.mutateAsync(card);
      void navigate(result.redirectUrl);
    } catch (err) {
      setError(errorText(err) ?? t("checkout.errorText"));
    }
  }

  const field = (key: keyof typeof card, label: string, extra: Record<string, string | number> = {}) => (
    <TextField
      id={`${ids}-${key}`}
      label={label}
      value={card[key]}
      onChange={(e) => setCard((c) => ({ ...c, [key]: e.target.value }))}
      {...extra}
    />
  );

  return (
    <div className="mx-auto mt-6 max-w-md">
      <p
        role="note"
        className="flex items-start gap-2 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-sm text-amber-950"
        data-testid="test-mode"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <span className="block font-bold tracking-wide">{t("pay.testMode")}</span>
          {t("pay.testModeText")}
        </span>
      </p>
      <div className="mt-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <dl className="flex justify-between gap-3 text-sm">
          <dt className="text-slate-600">{t(`planName.${session.plan}`)}</dt>
          <dd className="text-lg font-bold text-slate-900">{price}</dd>
        </dl>
        {session.status === "paid" ? (
          <div className="mt-5">
            <p>{t("pay.alreadyPaid")}</p>
            <Link to={resultUrl} className="mt-3 inline-block font-semibold text-emerald-800 underline">
              {t("result.goHome")}
            </Link>
          </div>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} className="mt-5 grid gap-4">
            {field("cardNumber", t("pay.cardNumber"), {
              inputMode: "numeric",
              autoComplete: "cc-number",
              placeholder: "4242 4242 4242 4242",
              maxLength: 23,
              required: "required",
            })}
            <div className="grid grid-cols-2 gap-3">
              {field("expiry", t("pay.expiry"), { autoComplete: "cc-exp", placeholder: "12/34", maxLength: 7 })}
              {field("cvc", t("pay.cvc"), { inputMode: "numeric", autoComplete: "cc-csc", placeholder: "123", maxLength: 4 })}
            </div>
            {field("name", t("pay.name"), { autoComplete: "cc-name", maxLength: 100 })}
            {error ? (
              <ErrorAlert>
                <span className="block font-semibold">{t("pay.failedTitle")}</span>
                {error}
              </ErrorAlert>
            ) : null}
            <Button type="submit" disabled={pay.isPending} className="w-full">
              {pay.isPending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Lock aria-hidden="true" className="size-4" />
              )}
              {pay.isPending ? t("pay.processing") : t("pay.submit", { price })}
            </Button>
            <Link to={resultUrl} className="text-center text-sm text-slate-700 underline">
              {t("pay.cancel")}
            </Link>
          </form>
        )}
      </div>
    </div>
  );
}
