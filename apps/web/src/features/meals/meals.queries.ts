import {
  MealEntrySchema,
  OkSchema,
  type CopyDayInput,
  type LogMealInput,
  type MealEntry,
  type MealType,
  type UpdateMealInput,
} from "@app/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
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
  /**
   * The Add Meal form's recent meals and the favourites: outside `all`, refreshed (not awaited) after every
   * change of meals, so a row's toast never waits for them (a deleted meal's row goes when the list is back).
   */
  recentMeals: (mealType: MealType) => ["recent-meals", mealType] as const,
  favourites: ["favourites"] as const,
};

/** After a change of meals: the meal lists (awaited), and the recent meals and favourites that follow them. */
export function refreshAfterMealChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ["recent-meals"] });
  void queryClient.invalidateQueries({ queryKey: mealKeys.favourites });
  return queryClient.invalidateQueries({ queryKey: mealKeys.all });
}

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
      await refreshAfterMealChange(queryClient);
    },
  });
}

export function useUpdateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateMealInput }) => api.patch(`/api/meals/${id}`, input, MealEntrySchema),
    onSuccess: () => refreshAfterMealChange(queryClient),
  });
}

export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meal: MealEntry) => api.delete(`/api/meals/${meal.id}`, OkSchema),
    onSuccess: () => refreshAfterMealChange(queryClient),
    // Already gone (deleted in another tab): the list is out of date, so it is loaded again.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void refreshAfterMealChange(queryClient);
    },
  });
}

/**
 * 'Copy to today': the meal again, with its foods, on `date` (the user's today when left out), as `mealType`
 * (the meal's own when left out; a recent meal logged from the Add Meal form takes the form's).
 */
export function useCopyMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meal, date, mealType }: { meal: MealEntry; date?: string; mealType?: MealType }) =>
      api.post(`/api/meals/${meal.id}/copy`, { ...(date ? { date } : {}), ...(mealType ? { mealType } : {}) }, MealEntrySchema),
    onSuccess: () => refreshAfterMealChange(queryClient),
  });
}

/** 'Copy yesterday's breakfast': every meal of one type of a day, again on another day (today by default). */
export function useCopyDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyDayInput) => api.post("/api/meals/copy-day", input, MealListSchema),
    onSuccess: () => refreshAfterMealChange(queryClient),
  });
}
