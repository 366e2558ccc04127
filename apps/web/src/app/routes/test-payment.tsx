import { PaymentDiagnostics } from "../../features/billing/components/payment-diagnostics.tsx";

/** /test-payment: a payment diagnostics page (001 §2.10). */
export default function Route() {
  return <PaymentDiagnostics variant="test" />;
}
