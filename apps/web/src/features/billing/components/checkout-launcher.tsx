import type { PurchasablePlan } from "@app/shared";
import { CircleAlert, ExternalLink, Loader2, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useCreateCheckout } from "../payments.queries.ts";
import { ConsentCheckbox } from "./consent-checkbox.tsx";

type State = { kind: "consent" } | { kind: "preparing" } | { kind: "ready"; url: string; popupBlocked: boolean } | { kind: "error" };

/**
 * /checkout (001 §2.7): asks the server for a payment session and opens it in a new tab; when the browser
 * blocks the popup, the 'Continue to Secure Checkout' link takes its place. Without the consent given on
 * /subscribe the page asks for it first (the server requires it).
 */
export function CheckoutLauncher({ plan, consentGiven, promoCode }: { plan: PurchasablePlan; consentGiven: boolean; promoCode?: string }) {
  const t = useT();
  const create = useCreateCheckout();
  const [state, setState] = useState<State>(consentGiven ? { kind: "preparing" } : { kind: "consent" });
  const [consent, setConsent] = useState(false);
  const started = useRef(false);

  const start = useCallback(async () => {
    setState({ kind: "preparing" });
    try {
      const result = await create.mutateAsync({ planId: plan, consent: true, ...(promoCode ? { promoCode } : {}) });
      if (!result.url) throw new Error(t("checkout.noUrl"));
      const popup = window.open(result.url, "_blank");
      if (popup) popup.opener = null;
      setState({ kind: "ready", url: result.url, popupBlocked: !popup });
    } catch (error) {
      // The server's message is only logged (001 §8): the page says what the user can do.
      console.error("checkout failed", error);
      setState({ kind: "error" });
    }
  }, [create, plan, promoCode, t]);

  useEffect(() => {
    if (!consentGiven || started.current) return;
    started.current = true;
    void start();
  }, [consentGiven, start]);

  const frame =
    "mx-auto mt-8 flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8";
  if (state.kind === "consent")
    return (
      <section className={frame}>
        <h1 className="text-2xl font-bold text-slate-900">{t("checkout.consentTitle")}</h1>
        <ConsentCheckbox checked={consent} onChange={setConsent} className="mt-4 text-left" />
        <Button className="mt-5 w-full" disabled={!consent} onClick={() => void start()}>
          {t("checkout.continue")}
        </Button>
        <ButtonLink to="/pricing" variant="link" className="mt-3">
          {t("checkout.cancel")}
        </ButtonLink>
      </section>
    );
  if (state.kind === "preparing")
    return (
      <section className={frame} aria-live="polite">
        <Loader2 aria-hidden="true" className="size-12 animate-spin text-slate-500" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("checkout.preparing")}</h1>
        <p className="mt-2 text-slate-700">{t("checkout.preparingText")}</p>
      </section>
    );
  if (state.kind === "error")
    return (
      <section className={frame} role="alert">
        <CircleAlert aria-hidden="true" className="size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("checkout.error")}</h1>
        <p className="mt-2 text-slate-700">{t("checkout.errorText")}</p>
        <ButtonLink to="/pricing" className="mt-6">
          {t("checkout.returnToPricing")}
        </ButtonLink>
      </section>
    );
  return (
    <section className={frame} aria-live="polite">
      <ShieldCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("checkout.ready")}</h1>
      {state.popupBlocked ? null : <p className="mt-2 text-slate-700">{t("checkout.readyText")}</p>}
      <a
        href={state.url}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
      >
        {t("checkout.continue")}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <ButtonLink to="/pricing" variant="link" className="mt-3">
        {t("checkout.cancel")}
      </ButtonLink>
    </section>
  );
}
