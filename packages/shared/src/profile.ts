import { z } from "zod";
import { numberField, text } from "./common.ts";

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];
export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
/**
 * Activity levels as generated text names them, lower case, as the profile screen labels them
 * ('activity.*' in the web's i18n): never the raw value ('very_active') in a sentence.
 */
export const ACTIVITY_LEVEL_NAMES: Record<"en" | "it", Record<ActivityLevel, string>> = {
  en: { sedentary: "sedentary", light: "light", moderate: "moderate", active: "active", very_active: "very active" },
  it: { sedentary: "sedentario", light: "leggero", moderate: "moderato", active: "attivo", very_active: "molto attivo" },
};

export const ProfileMessages = {
  nameMin: "Name must contain at least 2 characters",
  nameTooLong: "Name must be at most 100 characters",
  ageMin: "Age must be at least 1",
  ageMax: "Age must be at most 120",
  ageWhole: "Age must be a whole number of years",
  genderRequired: "Please select a gender",
  weightMin: "Weight must be at least 20 kg",
  weightMax: "Weight must be at most 300 kg",
  heightMin: "Height must be at least 50 cm",
  heightMax: "Height must be at most 250 cm",
  activityRequired: "Please select an activity level",
} as const;

/** Older Italian values, mapped to the English ones on input and for stored rows. */
const LEGACY_GENDER: Record<string, Gender> = { maschio: "male", femmina: "female", altro: "other" };
const LEGACY_ACTIVITY: Record<string, ActivityLevel> = {
  sedentaria: "sedentary",
  leggera: "light",
  moderata: "moderate",
  attiva: "active",
  "molto attiva": "very_active",
  molto_attiva: "very_active",
};

export function normalizeGender(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const k = v.trim().toLowerCase();
  return LEGACY_GENDER[k] ?? k;
}
export function normalizeActivityLevel(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const k = v.trim().toLowerCase();
  return LEGACY_ACTIVITY[k] ?? k.replace(/[\s-]+/g, "_");
}

export const GenderSchema = z.preprocess(normalizeGender, z.enum(GENDERS, { error: ProfileMessages.genderRequired }));
export const ActivityLevelSchema = z.preprocess(
  normalizeActivityLevel,
  z.enum(ACTIVITY_LEVELS, { error: ProfileMessages.activityRequired }),
);

const num = (min: number, max: number, minMsg: string, maxMsg: string) => numberField().min(min, minMsg).max(max, maxMsg);

export const ProfileInputSchema = z.strictObject({
  name: text().trim().min(2, ProfileMessages.nameMin).max(100, ProfileMessages.nameTooLong),
  age: num(1, 120, ProfileMessages.ageMin, ProfileMessages.ageMax).int(ProfileMessages.ageWhole),
  gender: GenderSchema,
  weight: num(20, 300, ProfileMessages.weightMin, ProfileMessages.weightMax),
  height: num(50, 250, ProfileMessages.heightMin, ProfileMessages.heightMax),
  activityLevel: ActivityLevelSchema,
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;
export const UpdateProfileInputSchema = ProfileInputSchema.partial();

export const UserProfileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  height: z.number(),
  weight: z.number(),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const PROFILE_DEFAULTS = { age: 30, gender: "male", weight: 70, height: 170, activityLevel: "moderate" } as const;
