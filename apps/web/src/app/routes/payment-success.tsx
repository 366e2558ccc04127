import { useSearchParams } from "react-router";
import { PaymentResult } from "../../features/billing/components/payment-result.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useT } from "../../i18n/i18n.tsx";

/** The payment result page (001 §2.8) at /payment-success?session_id=…&plan=…. */
export default function PaymentSuccessRoute() {
  const t = useT();
  usePageTitle(t("page.paymentSuccess"));
  const [params] = useSearchParams();
  const plan = params.get("plan");
  return (
    <div className="px-4 py-6">
      <PaymentResult
        sessionId={params.get("session_id") || null}
        plan={plan === "premium-monthly" || plan === "premium-yearly" ? plan : undefined}
      />
    </div>
  );
}
