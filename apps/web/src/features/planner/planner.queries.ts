import {
  GeneratePlanResultSchema,
  GroceryListSchema,
  MealEntrySchema,
  MealPlanItemSchema,
  MealPlanScheduleDetailSchema,
  MealPlanScheduleSchema,
  OkSchema,
  type CreateScheduleInput,
  type UpdatePlanItemInput,
} from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const plannerKeys = {
  all: ["planner"] as const,
  schedules: ["planner", "schedules"] as const,
  schedule: (id: number) => ["planner", "schedule", id] as const,
};

/** The user's schedules, the latest first (cached 5 minutes, 002 §7). */
export function useSchedules(enabled = true) {
  return useQuery({
    queryKey: plannerKeys.schedules,
    queryFn: ({ signal }) => api.get("/api/meal-plans/schedules", z.array(MealPlanScheduleSchema), signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** One schedule with its days (cached 2 minutes, 002 §7). */
export function useSchedule(id: number | null) {
  return useQuery({
    queryKey: plannerKeys.schedule(id ?? 0),
    queryFn: ({ signal }) => api.get(`/api/meal-plans/schedules/${id}`, MealPlanScheduleDetailSchema, signal),
    staleTime: 2 * 60_000,
    enabled: id !== null,
  });
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScheduleInput) => api.post("/api/meal-plans/schedules", input, MealPlanScheduleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.schedules }),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/meal-plans/schedules/${id}`, OkSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.schedules }),
  });
}

export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: number) => api.post("/api/meal-plans/generate", { scheduleId, regenerateAll: true }, GeneratePlanResultSchema),
    onSuccess: (result) => queryClient.setQueryData(plannerKeys.schedule(result.schedule.id), result.schedule),
  });
}

export function useRegenerateDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { scheduleId: number; date: string }) =>
      api.post("/api/meal-plans/regenerate-day", input, MealPlanScheduleDetailSchema),
    onSuccess: (schedule) => queryClient.setQueryData(plannerKeys.schedule(schedule.id), schedule),
  });
}

export function useUpdatePlanItem(scheduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdatePlanItemInput & { id: number }) =>
      api.patch(`/api/meal-plans/items/${id}`, input, MealPlanItemSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.schedule(scheduleId) }),
  });
}

/** 'Ate as planned': logs the planned meal; the diary and the plan both change. */
export function useEatPlanItem(scheduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/meal-plans/items/${id}/eat`, undefined, MealEntrySchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plannerKeys.schedule(scheduleId) }),
        // The diary's meals (the meals feature's key), so the dashboard shows the meal.
        queryClient.invalidateQueries({ queryKey: ["meals"] }),
      ]),
  });
}

/** The schedule's grocery list for a range (check-offs kept on the server). */
export function useGroceryList(scheduleId: number, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: [...plannerKeys.all, "grocery", scheduleId, from, to] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/meal-plans/schedules/${scheduleId}/grocery-list?from=${from}&to=${to}`, GroceryListSchema, signal),
    enabled,
  });
}

/** Checks a food off the list (or back on); the list is read again after (the dialog shows the mark at once). */
export function useCheckGroceryItem(scheduleId: number) {
  const queryClient = useQueryClient();
  const key = [...plannerKeys.all, "grocery", scheduleId] as const;
  return useMutation({
    mutationFn: (input: { foodId: number; checked: boolean }) =>
      api.put(`/api/meal-plans/schedules/${scheduleId}/grocery-list/checks`, input, OkSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
