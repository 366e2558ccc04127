import {
  FavouritesSchema,
  MealEntrySchema,
  MyMealSchema,
  OkSchema,
  RecentMealSchema,
  type CreateMyMealInput,
  type Favourites,
  type LogMyMealInput,
  type MealType,
  type UpdateMyMealInput,
} from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";
import { mealKeys, refreshAfterMealChange } from "./meals.queries.ts";

/**
 * The Add Meal form's fast paths: recent meals, favourites and 'My meals'. Every change of meals refreshes
 * recent meals and favourites too (`refreshAfterMealChange`).
 */
export const fastPathKeys = {
  recentMeals: mealKeys.recentMeals,
  favourites: mealKeys.favourites,
  myMeals: ["my-meals"] as const,
};

/** The user's recent distinct meals, best first for `mealType` and the time of day. */
export function useRecentMeals(mealType: MealType, enabled: boolean) {
  return useQuery({
    queryKey: fastPathKeys.recentMeals(mealType),
    queryFn: ({ signal }) =>
      api.get(`/api/meals/recent?${new URLSearchParams({ mealType, limit: "6" })}`, z.array(RecentMealSchema), signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useFavourites(enabled: boolean) {
  return useQuery({
    queryKey: fastPathKeys.favourites,
    queryFn: ({ signal }) => api.get("/api/favourites", FavouritesSchema, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** Stars or unstars a food or a meal; the list shows the change at once and follows the server's answer. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, starred }: { kind: "foods" | "meals"; id: number; starred: boolean }) =>
      starred ? api.put(`/api/favourites/${kind}/${id}`, {}, OkSchema) : api.delete(`/api/favourites/${kind}/${id}`, OkSchema),
    onMutate: ({ kind, id, starred }) => {
      // Unstarring takes the entry off the list at once (starring waits for the list to refresh).
      if (!starred)
        queryClient.setQueryData<Favourites>(fastPathKeys.favourites, (old) =>
          old ? { ...old, [kind]: (old[kind] as Array<{ id: number }>).filter((x) => x.id !== id) } : old,
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fastPathKeys.favourites }),
  });
}

export function useMyMeals(enabled: boolean) {
  return useQuery({
    queryKey: fastPathKeys.myMeals,
    queryFn: ({ signal }) => api.get("/api/my-meals", z.array(MyMealSchema), signal),
    enabled,
    staleTime: 60_000,
  });
}

/** 'Save as my meal': a logged meal's foods under a name. */
export function useSaveMyMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMyMealInput) => api.post("/api/my-meals", input, MyMealSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fastPathKeys.myMeals }),
  });
}

export function useUpdateMyMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateMyMealInput }) => api.patch(`/api/my-meals/${id}`, input, MyMealSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fastPathKeys.myMeals }),
  });
}

export function useDeleteMyMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/my-meals/${id}`, OkSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fastPathKeys.myMeals }),
  });
}

/** Logs one of the user's meals in one tap (today and the time of day's meal type unless given). */
export function useLogMyMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LogMyMealInput }) => api.post(`/api/my-meals/${id}/log`, input, MealEntrySchema),
    onSuccess: () => refreshAfterMealChange(queryClient),
  });
}
