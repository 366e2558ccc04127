import { useParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { Page } from "../../components/ui/page.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { TestCheckoutForm } from "../../features/billing/components/test-checkout-form.tsx";
import { useCheckoutSession } from "../../features/billing/payments.queries.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /pay/:checkoutId: the built-in provider's hosted checkout (test mode). */
export default function PayRoute() {
  const t = useT();
  const { checkoutId = "" } = useParams();
  const session = useCheckoutSession(checkoutId);
  return (
    <Page title={t("pay.title")} className="max-w-xl">
      {session.data ? (
        <TestCheckoutForm session={session.data} />
      ) : session.isError ? (
        <ErrorAlert className="mt-6">{t("pay.notFound")}</ErrorAlert>
      ) : (
        <LoadingState label={t("app.loading")} />
      )}
    </Page>
  );
}
