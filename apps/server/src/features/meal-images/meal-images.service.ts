import { createHash } from "node:crypto";
import type { MealType } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { hasMealImage, saveMealImage } from "./meal-images.repository.ts";
import { renderMealSvg } from "./meal-images.svg.ts";

/** Bumped when the drawing changes, so old URLs keep their old picture and new meals get the new one. */
const RENDER_VERSION = 1;

export const mealImageUrl = (hash: string) => `/api/meal-images/${hash}.svg`;

const tidy = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim();

/** The identity of a meal's picture: the same name, description and type always give the same hash. */
export function mealImageHash(mealName: string, mealDescription: string, mealType?: MealType): string {
  return createHash("sha256")
    .update(JSON.stringify([RENDER_VERSION, tidy(mealName).toLowerCase(), tidy(mealDescription).toLowerCase(), mealType ?? ""]))
    .digest("hex")
    .slice(0, 40);
}

export interface MealImageRequest {
  mealName: string;
  mealDescription: string;
  mealType?: MealType;
}

/** Whether the picture for this meal is already stored (then serving it costs nothing). */
export const isMealImageStored = (db: Db, hash: string) => hasMealImage(db, hash);

/** Draws the meal's picture and stores it once. */
export async function createMealImage(db: Db, meal: MealImageRequest, hash: string, now: Date): Promise<void> {
  const name = tidy(meal.mealName);
  const svg = renderMealSvg({
    title: name,
    text: `${name} ${tidy(meal.mealDescription)}`,
    mealType: meal.mealType,
    seed: Number.parseInt(hash.slice(0, 8), 16),
  });
  await saveMealImage(db, { hash, contentType: "image/svg+xml", body: svg }, now);
}
