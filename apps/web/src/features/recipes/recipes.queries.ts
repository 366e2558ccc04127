import { RecipeSchema, type RecipeDiet, type MealType } from "@app/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export interface RecipeFilters {
  mealType?: MealType | undefined;
  diets: RecipeDiet[];
  country?: string | undefined;
  maxPrepMinutes?: number | undefined;
}

export const recipeKeys = {
  all: ["recipes"] as const,
  list: (filters: RecipeFilters, language: string) => ["recipes", "list", language, filters] as const,
};

/** The recipes matching the server filters of 002 §2.4, in the app's language (cached 2 minutes, 002 §7). */
export function useRecipes(filters: RecipeFilters, language: string) {
  const params = new URLSearchParams();
  if (filters.mealType) params.set("mealType", filters.mealType);
  if (filters.diets.length) params.set("diets", filters.diets.join(","));
  if (filters.country) params.set("country", filters.country);
  if (filters.maxPrepMinutes) params.set("maxPrepMinutes", String(filters.maxPrepMinutes));
  params.set("language", language);
  return useQuery({
    queryKey: recipeKeys.list(filters, language),
    queryFn: ({ signal }) => api.get(`/api/recipes?${params.toString()}`, z.array(RecipeSchema), signal),
    staleTime: 2 * 60_000,
    placeholderData: keepPreviousData,
  });
}
