import { ANONYMOUS_MEAL_IMAGE_LIMIT, MEAL_IMAGE_AUTO_RETRIES, MealImageResultSchema, type MealType } from "@app/shared";
import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "../../lib/api.ts";
import { session } from "../../lib/storage.ts";

/** The meals whose pictures a guest has had generated in this browser session (docs/product/ai.md#meal-images: 2 per session). */
const GUEST_IMAGES_KEY = "nutripilot.guestMealImages";

export interface MealImageRequest {
  mealName: string;
  mealDescription?: string;
  mealType?: MealType;
}

export const mealImageKeys = {
  one: (r: MealImageRequest) => ["meal-image", r.mealName.trim(), (r.mealDescription ?? "").trim(), r.mealType ?? ""] as const,
};

function guestImages(): string[] {
  try {
    const parsed: unknown = JSON.parse(session.get(GUEST_IMAGES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Whether a guest may still have this meal's picture made: already made, or under the session's allowance. */
export function guestMayGenerate(id: string): boolean {
  const made = guestImages();
  return made.includes(id) || made.length < ANONYMOUS_MEAL_IMAGE_LIMIT;
}

/** Takes one of the session's guest pictures for this meal; false when none is left. */
function reserveGuestImage(id: string): boolean {
  const made = guestImages();
  if (made.includes(id)) return true;
  if (made.length >= ANONYMOUS_MEAL_IMAGE_LIMIT) return false;
  session.set(GUEST_IMAGES_KEY, JSON.stringify([...made, id]));
  return true;
}

/** The error of a guest's picture beyond the session's allowance: the placeholder stays, nothing is requested. */
export const GUEST_LIMIT_CODE = "GUEST_IMAGE_LIMIT";

/** A failed answer is retried twice (docs/product/access-and-plans.md#plan-states), except when retrying can't help (a 4xx such as the guest quota). */
export function shouldRetryMealImage(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MEAL_IMAGE_AUTO_RETRIES;
}

/**
 * The picture of a meal, generated automatically. `guest` applies the browser-session allowance;
 * the server enforces it too (HTTP 429).
 */
export function useMealImage(request: MealImageRequest, { guest, enabled = true }: { guest: boolean; enabled?: boolean }) {
  const key = mealImageKeys.one(request);
  const id = JSON.stringify(key);
  const allowed = Boolean(request.mealName.trim()) && (!guest || guestMayGenerate(id));
  const query = useQuery({
    queryKey: key,
    enabled: enabled && allowed,
    queryFn: async () => {
      // Reserved before the request, so pictures asked for at the same moment can't pass the allowance together.
      if (guest && !reserveGuestImage(id)) throw new ApiError(429, GUEST_LIMIT_CODE, "Guest image limit reached");
      const result = await api.post(
        "/api/meal-image",
        {
          mealName: request.mealName,
          mealDescription: request.mealDescription ?? "",
          ...(request.mealType ? { mealType: request.mealType } : {}),
        },
        MealImageResultSchema,
      );
      if (!result.success || !result.url) throw new ApiError(200, "IMAGE_FAILED", result.error ?? "Failed to generate image");
      return result.url;
    },
    retry: shouldRetryMealImage,
    retryDelay: (attempt) => 400 * 2 ** attempt,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
  return { ...query, allowed };
}
