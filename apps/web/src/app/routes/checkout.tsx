import { useLocation, useSearchParams } from "react-router";
import { CheckoutLauncher } from "../../features/billing/components/checkout-launcher.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /checkout?planId=… (001 §2.7), default premium-monthly. The consent comes from /subscribe, else it is asked here. */
export default function CheckoutRoute() {
  const t = useT();
  usePageTitle(t("page.checkout"));
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as { consent?: boolean; promoCode?: string };
  const plan = params.get("planId") === "premium-yearly" ? "premium-yearly" : "premium-monthly";
  return (
    <div className="px-4 py-6">
      <CheckoutLauncher plan={plan} consentGiven={state.consent === true} promoCode={state.promoCode} />
    </div>
  );
}
