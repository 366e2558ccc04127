import { eq } from "drizzle-orm";
import { ActivityLevelSchema, GenderSchema, type UserProfile } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { userProfiles } from "./profile.table.ts";

type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileValues = Pick<ProfileRow, "name" | "age" | "gender" | "heightCm" | "weightKg" | "activityLevel">;

/** Rows written by the older Italian product ('maschio', 'moderata') read as the English values. */
export const toProfile = (r: ProfileRow): UserProfile => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  age: r.age,
  gender: GenderSchema.catch("other").parse(r.gender),
  height: r.heightCm,
  weight: r.weightKg,
  activityLevel: ActivityLevelSchema.catch("moderate").parse(r.activityLevel),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function findProfile(db: Db, userId: number): Promise<UserProfile | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row && toProfile(row);
}

/** Creates the profile, or replaces it when the user has one; `created` tells which. */
export async function upsertProfile(db: Db, userId: number, values: ProfileValues, now: Date) {
  const existing = await findProfile(db, userId);
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: now } })
    .returning();
  return { profile: toProfile(row!), created: !existing };
}

export async function updateProfile(db: Db, userId: number, values: Partial<ProfileValues>, now: Date): Promise<UserProfile | undefined> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...values, updatedAt: now })
    .where(eq(userProfiles.userId, userId))
    .returning();
  return row && toProfile(row);
}
