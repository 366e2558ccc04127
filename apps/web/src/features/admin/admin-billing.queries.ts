import {
  PaymentStatsSchema,
  PromoCodeDeleteResultSchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  StripeModeChangeSchema,
  StripeSettingsSchema,
  SubscriptionRecordsPageSchema,
  type PaymentMode,
  type PromoCodeInput,
  type SubscriptionTab,
} from "@app/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { adminKeys } from "./admin-console.queries.ts";

export const adminBillingKeys = {
  stripeSettings: ["admin", "stripe-settings"] as const,
  stats: ["admin", "payment-stats"] as const,
  subscriptions: (tab: SubscriptionTab, page: number) => ["admin", "subscriptions", tab, page] as const,
  promoCodes: ["admin", "promo-codes"] as const,
};

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export function useStripeSettings() {
  return useQuery({
    queryKey: adminBillingKeys.stripeSettings,
    queryFn: ({ signal }) => api.get("/api/admin/stripe-settings", StripeSettingsSchema, signal),
  });
}

export function useChangeStripeMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: PaymentMode) => api.post("/api/admin/stripe-mode", { mode }, StripeModeChangeSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminBillingKeys.stripeSettings });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stripeMode });
    },
  });
}

export function usePaymentStats() {
  return useQuery({
    queryKey: adminBillingKeys.stats,
    queryFn: ({ signal }) => api.get("/api/admin/payment-stats", PaymentStatsSchema, signal),
  });
}

export function useSubscriptionRecords(tab: SubscriptionTab, page: number) {
  const params = new URLSearchParams({ tab, page: String(page), pageSize: String(SUBSCRIPTIONS_PAGE_SIZE) });
  return useQuery({
    queryKey: adminBillingKeys.subscriptions(tab, page),
    queryFn: ({ signal }) => api.get(`/api/admin/stripe-subscriptions?${params.toString()}`, SubscriptionRecordsPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePromoCodes() {
  return useQuery({
    queryKey: adminBillingKeys.promoCodes,
    queryFn: ({ signal }) => api.get("/api/admin/promo-codes", PromoCodeListSchema, signal),
  });
}

function usePromoMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminBillingKeys.promoCodes }),
  });
}

export const useCreatePromoCode = () =>
  usePromoMutation((input: PromoCodeInput) => api.post("/api/admin/promo-codes", input, PromoCodeSchema));
export const useTogglePromoCode = () =>
  usePromoMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.patch(`/api/admin/promo-codes/${id}`, { isActive }, PromoCodeSchema),
  );
export const useDeletePromoCode = () =>
  usePromoMutation((id: number) => api.delete(`/api/admin/promo-codes/${id}`, PromoCodeDeleteResultSchema));
