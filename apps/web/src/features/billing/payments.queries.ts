import {
  CheckoutSessionViewSchema,
  CreatePaymentIntentResponseSchema,
  PayResponseSchema,
  RedeemPromoResponseSchema,
  StripeModeResponseSchema,
  StripePublicKeyResponseSchema,
  SubscriptionViewSchema,
  VerifyPaymentResponseSchema,
  type CreatePaymentIntentInput,
  type PayInput,
  type PurchasablePlan,
} from "@app/shared";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { authKeys } from "../../lib/session.ts";
import { billingKeys } from "./billing.queries.ts";

export const paymentKeys = {
  subscription: ["billing", "subscription"] as const,
  checkout: (id: string) => ["billing", "checkout", id] as const,
  mode: ["billing", "stripe-mode"] as const,
  publicKey: ["billing", "stripe-public-key"] as const,
};

/** After a payment or a plan change: the user, the plan badge and the subscription are read again. */
export function refreshPlan(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: authKeys.user });
  void queryClient.invalidateQueries({ queryKey: billingKeys.trialStatus });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.subscription });
}

/** POST /api/create-payment-intent: the server prices the plan and answers the hosted checkout's URL. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (input: CreatePaymentIntentInput) => api.post("/api/create-payment-intent", input, CreatePaymentIntentResponseSchema),
  });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; planId?: PurchasablePlan }) =>
      api.post("/api/verify-payment", input, VerifyPaymentResponseSchema),
    onSuccess: (result) => {
      if (result.success) refreshPlan(queryClient);
    },
  });
}

export function useCheckoutSession(checkoutId: string) {
  return useQuery({
    queryKey: paymentKeys.checkout(checkoutId),
    queryFn: ({ signal }) => api.get(`/api/checkout/${encodeURIComponent(checkoutId)}`, CheckoutSessionViewSchema, signal),
    retry: false,
  });
}

export function usePayCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: (card: PayInput) => api.post(`/api/checkout/${encodeURIComponent(checkoutId)}/pay`, card, PayResponseSchema),
  });
}

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.subscription,
    queryFn: ({ signal }) => api.get("/api/subscription", SubscriptionViewSchema, signal),
    enabled,
  });
}

export function useSetCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => api.post(cancel ? "/api/subscription/cancel" : "/api/subscription/resume", {}, SubscriptionViewSchema),
    onSuccess: (view) => {
      queryClient.setQueryData(paymentKeys.subscription, view);
      refreshPlan(queryClient);
    },
  });
}

export function useRedeemPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post("/api/promo-codes/redeem", { code }, RedeemPromoResponseSchema),
    onSuccess: (result) => {
      if (result.type !== "discount") refreshPlan(queryClient);
    },
  });
}

export function usePaymentMode() {
  return useQuery({
    queryKey: paymentKeys.mode,
    queryFn: ({ signal }) => api.get("/api/stripe-mode", StripeModeResponseSchema, signal),
  });
}

export function usePublicKey() {
  return useQuery({
    queryKey: paymentKeys.publicKey,
    queryFn: ({ signal }) => api.get("/api/stripe-public-key", StripePublicKeyResponseSchema, signal),
  });
}
