import { PaymentMessages, VerifyPaymentResponseSchema, type PurchasablePlan } from "@app/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { api } from "../../../lib/api.ts";
import { useErrorText, useMessageText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { refreshPlan } from "../payments.queries.ts";

/** While the provider has not confirmed the payment yet (a webhook on its way), ask again this many times. */
const PENDING_RETRIES = 8;
const PENDING_INTERVAL_MS = 1500;

/**
 * The payment result (001 §2.8): verifying, then success or failed. The server looks the session up at its
 * provider; the browser's word is never taken. On success the user's data is read again.
 */
export function PaymentResult({ sessionId, plan }: { sessionId: string | null; plan: PurchasablePlan | undefined }) {
  const t = useT();
  const text = useMessageText();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const verify = useQuery({
    queryKey: ["billing", "verify", sessionId],
    // A payment the provider has not confirmed yet (its webhook on the way) is asked about again a few times.
    queryFn: async () => {
      for (let attempt = 1; ; attempt++) {
        const result = await api.post("/api/verify-payment", { sessionId, ...(plan ? { planId: plan } : {}) }, VerifyPaymentResponseSchema);
        if (result.success || result.message !== PaymentMessages.paymentPending || attempt >= PENDING_RETRIES) return result;
        await new Promise((resolve) => window.setTimeout(resolve, PENDING_INTERVAL_MS));
      }
    },
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state: "verifying" | "success" | "failed" = !sessionId
    ? "failed"
    : verify.isPending
      ? "verifying"
      : verify.data?.success
        ? "success"
        : "failed";
  const failure = !sessionId
    ? t("result.missingSession")
    : verify.isError
      ? (errorText(verify.error) ?? t("result.errorUnexpected"))
      : verify.data && !verify.data.success
        ? text(verify.data.message)
        : t("result.errorDefault");

  useEffect(() => {
    if (announced.current || state === "verifying") return;
    announced.current = true;
    if (state === "success") {
      refreshPlan(queryClient);
      notify.success(t("result.activatedTitle"), t("result.activatedText"));
    } else if (sessionId) {
      notify.error(t("result.errorTitle"), failure);
    }
  }, [state, sessionId, failure, queryClient, t]);

  const Icon = state === "verifying" ? Loader2 : state === "success" ? CircleCheck : CircleX;
  return (
    <section
      aria-live="polite"
      className="mx-auto mt-8 flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <Icon
        aria-hidden="true"
        className={
          state === "verifying"
            ? "size-12 animate-spin text-slate-500"
            : state === "success"
              ? "size-12 text-emerald-600"
              : "size-12 text-red-600"
        }
      />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {t(state === "verifying" ? "result.verifying" : state === "success" ? "result.success" : "result.failed")}
      </h1>
      <p className="mt-2 text-slate-700">
        {state === "verifying" ? t("result.verifyingText") : state === "success" ? t("result.successText") : failure}
      </p>
      {state === "success" ? (
        <ButtonLink to="/home" className="mt-6">
          {t("result.goHome")}
        </ButtonLink>
      ) : state === "failed" ? (
        <ButtonLink to="/subscribe" className="mt-6">
          {t("result.tryAgain")}
        </ButtonLink>
      ) : null}
    </section>
  );
}
