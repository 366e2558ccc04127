import { AlertTriangle, Loader2 } from "lucide-react";
import { useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { formatMoney } from "../format.ts";
import { useCreateCheckout, usePaymentMode, usePublicKey } from "../payments.queries.ts";
import { ConsentCheckbox } from "./consent-checkbox.tsx";

/** The test payment's amount (001 §9): 999 minor units. The server ignores it and prices the monthly plan. */
const TEST_AMOUNT = 999;

/**
 * The payment diagnostics pages (001 §2.10): /test-payment, /simple-stripe-test and /basic-stripe-checkout.
 * Each shows the payment mode and starts a checkout (with the withdrawal consent, which the server requires).
 */
export function PaymentDiagnostics({ variant }: { variant: "test" | "simple" | "quick" }) {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const mode = usePaymentMode();
  const key = usePublicKey();
  const create = useCreateCheckout();
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ title: string; text: string } | null>(null);
  // The quick checkout and the diagnostics page speak the spec's Italian error texts.
  const sessionError = variant === "test" ? t("diag.intentFailed") : "Errore nella creazione della sessione di checkout";
  const missingUrl = variant === "test" ? t("diag.missingSecret") : "URL di checkout mancante nella risposta";

  async function start() {
    setError(null);
    try {
      const result = await create.mutateAsync(
        variant === "test" ? { amount: TEST_AMOUNT, consent } : { planId: "premium-monthly", consent },
      );
      if (!result.url && !result.clientSecret) {
        setError({ title: t("diag.paymentError"), text: missingUrl });
        return;
      }
      if (result.url) window.location.assign(result.url);
    } catch (err) {
      const text = errorText(err) ?? sessionError;
      setError({ title: variant === "test" ? t("diag.setupError") : t("diag.paymentError"), text });
      notify.error(t("diag.paymentFailed"), text);
    }
  }

  const title = variant === "test" ? t("diag.testTitle") : variant === "simple" ? t("diag.simpleTitle") : t("diag.quickTitle");
  const intro =
    variant === "test"
      ? t("diag.testText", { price: formatMoney(locale, TEST_AMOUNT, "usd") })
      : variant === "simple"
        ? t("diag.simpleText")
        : t("diag.quickText");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{intro}</p>
      <dl className="mt-5 grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("diag.mode")}</dt>
          <dd className="font-semibold">{mode.data ? mode.data.mode.toUpperCase() : "…"}</dd>
        </div>
        {variant === "quick" ? null : (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("diag.publicKey")}</dt>
            <dd className="truncate font-mono text-xs">{key.data?.publicKey ?? "…"}</dd>
          </div>
        )}
      </dl>
      <p className="mt-4 flex items-center gap-2 text-sm text-amber-900">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {t("diag.testCard")}
      </p>
      <ConsentCheckbox checked={consent} onChange={setConsent} className="mt-4" />
      {error ? (
        <ErrorAlert className="mt-4">
          <span className="block font-semibold">{error.title}</span>
          {error.text}
        </ErrorAlert>
      ) : null}
      <Button className="mt-5 w-full" onClick={() => void start()} disabled={create.isPending}>
        {create.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("diag.start")}
      </Button>
    </div>
  );
}
