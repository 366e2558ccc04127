import { FoodDetailSchema, FoodSearchResultSchema } from "@app/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

/** The food database as the Add Meal form uses it: search and one food's details. */
export const foodKeys = {
  all: ["foods"] as const,
  searches: ["foods", "search"] as const,
  search: (query: string, locale: string) => ["foods", "search", locale, query] as const,
  /** Under `searches`, so logging a meal refreshes it too. */
  recent: (locale: string) => ["foods", "search", "recent", locale] as const,
  detail: (id: number, locale: string) => ["foods", "detail", locale, id] as const,
};

const ResultsSchema = z.array(FoodSearchResultSchema);

/** The shortest query the server searches for; shorter gives no request at all. */
export const FOOD_QUERY_MIN = 2;

/** The search of one query (trimmed): what the list shows, and what Enter takes before the list caught up. */
export const foodSearchQuery = (query: string, locale: string) => {
  const q = query.trim();
  return queryOptions({
    queryKey: foodKeys.search(q, locale),
    queryFn: ({ signal }) => api.get(`/api/foods/search?${new URLSearchParams({ q, limit: "8", locale })}`, ResultsSchema, signal),
    staleTime: 60_000,
  });
};

/** Results for an already debounced query; nothing is fetched below two characters. */
export function useFoodSearch(query: string, locale: string) {
  return useQuery({
    ...foodSearchQuery(query, locale),
    enabled: query.trim().length >= FOOD_QUERY_MIN,
    // While the next letters load, the last results stay on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export const foodDetailQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: foodKeys.detail(id, locale),
    queryFn: ({ signal }) => api.get(`/api/foods/${id}?${new URLSearchParams({ locale })}`, FoodDetailSchema, signal),
    staleTime: 5 * 60_000,
  });

/** Nutrients per 100 g and household portions of one food; nothing is fetched for `null`. */
export const useFoodDetail = (id: number | null, locale: string) => useQuery({ ...foodDetailQuery(id ?? 0, locale), enabled: id !== null });

/** The foods the user logged last, newest first: what the search offers before anything is typed. */
export function useRecentFoods(locale: string, enabled: boolean) {
  return useQuery({
    queryKey: foodKeys.recent(locale),
    queryFn: ({ signal }) => api.get(`/api/foods/recent?${new URLSearchParams({ limit: "8", locale })}`, ResultsSchema, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** A packaged product by its barcode (a stored food, else Open Food Facts on the server); 404 BARCODE_NOT_FOUND when unknown. */
export const fetchFoodByBarcode = (code: string, locale: string, signal?: AbortSignal) =>
  api.get(`/api/foods/barcode/${encodeURIComponent(code)}?${new URLSearchParams({ locale })}`, FoodDetailSchema, signal);
