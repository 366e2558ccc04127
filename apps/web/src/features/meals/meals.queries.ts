import { MealEntrySchema, OkSchema, type CopyDayInput, type LogMealInput, type MealEntry, type UpdateMealInput } from "@app/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, ApiError } from "../../lib/api.ts";
import { foodKeys } from "./food-search.queries.ts";

export interface DayRange {
  /** First calendar day, included ('2025-03-08'). */
  startDate: string;
  /** Last calendar day, included ('2025-03-14'). */
  endDate: string;
}

export const mealKeys = {
  all: ["meals"] as const,
  range: (range: DayRange) => ["meals", "range", range.startDate, range.endDate] as const,
  demo: ["meals", "demo"] as const,
};

const MealListSchema = z.array(MealEntrySchema);

const inRange = (range: DayRange) => (meals: MealEntry[]) => meals.filter((m) => m.date >= range.startDate && m.date <= range.endDate);

/**
 * The meals of the days in `range`, newest first. A visitor (`demo`) gets the demo meals instead: the demo
 * endpoint answers a week dated up to the visitor's today, narrowed here to the range.
 */
export function useMealsInRange(range: DayRange, { demo, enabled = true }: { demo: boolean; enabled?: boolean }) {
  const own = useQuery({
    queryKey: mealKeys.range(range),
    queryFn: ({ signal }) =>
      api.get(
        `/api/meals?startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`,
        MealListSchema,
        signal,
      ),
    enabled: enabled && !demo,
    // Widening the range (Show earlier meals) keeps the list on screen while the longer one loads.
    placeholderData: keepPreviousData,
  });
  const sample = useQuery({
    queryKey: mealKeys.demo,
    queryFn: ({ signal }) => api.get("/api/demo/meals", MealListSchema, signal),
    enabled: enabled && demo,
    select: inRange(range),
  });
  return demo ? sample : own;
}

export function useLogMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LogMealInput) => api.post("/api/meals", input, MealEntrySchema),
    onSuccess: async (meal) => {
      // The server recorded the food's use with the meal: it now ranks higher in the user's searches.
      if (meal.foodId != null) void queryClient.invalidateQueries({ queryKey: foodKeys.searches });
      await queryClient.invalidateQueries({ queryKey: mealKeys.all });
    },
  });
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateMealInput }) => api.patch(`/api/meals/${id}`, input, MealEntrySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meal: MealEntry) => api.delete(`/api/meals/${meal.id}`, OkSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
    // Already gone (deleted in another tab): the list is out of date, so it is loaded again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey: mealKeys.all });
    },
  });
}

/** 'Copy to today': the meal again, with its foods, on `date` (the user's today when left out). */
export function useCopyMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meal, date }: { meal: MealEntry; date?: string }) =>
      api.post(`/api/meals/${meal.id}/copy`, date ? { date } : {}, MealEntrySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}

/** 'Copy yesterday's breakfast': every meal of one type of a day, again on another day (today by default). */
export function useCopyDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyDayInput) => api.post("/api/meals/copy-day", input, MealListSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}
