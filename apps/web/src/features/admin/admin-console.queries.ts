import {
  AdminStatusSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AuditPageSchema,
  EndSessionsResultSchema,
  OutboxPageSchema,
  ReloadSettingsResultSchema,
  type AdminPlanInput,
} from "@app/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, ApiError } from "../../lib/api.ts";

export const adminKeys = {
  all: ["admin"] as const,
  status: ["admin", "status"] as const,
  stripeMode: ["admin", "stripe-mode"] as const,
  users: (q: string, page: number) => ["admin", "users", q, page] as const,
  outbox: (page: number) => ["admin", "outbox", page] as const,
  audit: (page: number) => ["admin", "audit-log", page] as const,
};

export const ADMIN_PAGE_SIZE = 20;

export function useAdminStatus() {
  return useQuery({ queryKey: adminKeys.status, queryFn: ({ signal }) => api.get("/api/admin/status", AdminStatusSchema, signal) });
}

const StripeModeSchema = z.object({ mode: z.enum(["test", "production"]) });
export type StripeModeCard = "TEST" | "PRODUCTION" | "UNKNOWN";

/** The payment mode (GET /api/stripe-mode): UNKNOWN while the server does not offer it or answers otherwise. */
export function useStripeModeCard() {
  return useQuery({
    queryKey: adminKeys.stripeMode,
    queryFn: async ({ signal }): Promise<StripeModeCard> => {
      try {
        const { mode } = await api.get("/api/stripe-mode", StripeModeSchema, signal);
        return mode === "production" ? "PRODUCTION" : "TEST";
      } catch (error) {
        if (error instanceof ApiError || error instanceof z.ZodError) return "UNKNOWN";
        throw error;
      }
    },
    retry: false,
  });
}

/** 'Restart Server': the server reloads its stored settings (the process keeps running). */
export function useReloadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/admin/reload-settings", {}, ReloadSettingsResultSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminUsers(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (q) params.set("q", q);
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => api.get(`/api/admin/users?${params.toString()}`, AdminUsersPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: number; input: AdminPlanInput }) =>
      api.post(`/api/admin/users/${userId}/plan`, input, AdminUserSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post(`/api/admin/users/${userId}/end-sessions`, {}, EndSessionsResultSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: ({ signal }) => api.get(`/api/admin/outbox?page=${page}&pageSize=${ADMIN_PAGE_SIZE}`, OutboxPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: ({ signal }) => api.get(`/api/admin/audit-log?page=${page}&pageSize=${ADMIN_PAGE_SIZE}`, AuditPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}
