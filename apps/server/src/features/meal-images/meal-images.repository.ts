import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mealImages } from "./meal-images.table.ts";

export interface StoredMealImage {
  hash: string;
  contentType: string;
  body: string;
}

export async function findMealImage(db: Db, hash: string): Promise<StoredMealImage | null> {
  const [row] = await db
    .select({ hash: mealImages.hash, contentType: mealImages.contentType, body: mealImages.body })
    .from(mealImages)
    .where(eq(mealImages.hash, hash));
  return row ?? null;
}

export async function hasMealImage(db: Db, hash: string): Promise<boolean> {
  const [row] = await db.select({ hash: mealImages.hash }).from(mealImages).where(eq(mealImages.hash, hash));
  return row !== undefined;
}

/** Stores an image once; a second request for the same meal keeps the first copy. */
export async function saveMealImage(db: Db, image: StoredMealImage, now: Date): Promise<void> {
  await db
    .insert(mealImages)
    .values({ ...image, createdAt: now })
    .onConflictDoNothing({ target: mealImages.hash });
}
