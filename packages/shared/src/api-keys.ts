import { z } from "zod";
import type { SubscriptionPlan } from "./auth.ts";
import { LocalDateSchema, text } from "./common.ts";
import { MealMessages } from "./meals.ts";

/** Up to 5 API keys per user (002 §9), revoked ones included until they are deleted. */
export const API_KEYS_MAX = 5;
export const API_KEY_NAME_MAX = 100;
/** The lifetimes offered at creation, in days; null (or absent) means the key never expires. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_KEY_SCOPES = ["read", "read-write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** A key starts with one of these, so it is recognisable in a config file or a leaked log. */
export const API_KEY_PREFIXES = { live: "np_live_", test: "np_test_" } as const;
/** How many characters of a key the list shows (the prefix and the first few random characters). */
export const API_KEY_DISPLAY_CHARS = 14;
/** The header a key is sent in (or `Authorization: Bearer <key>`). */
export const API_KEY_HEADER = "X-Api-Key";
/** A key's lastUsed is written at most once in this many seconds, not on every call. */
export const API_KEY_LAST_USED_EVERY_SECONDS = 60;

/** Calls per minute per key, by the owner's plan: the one place these figures live (docs, headers, limiter). */
export const API_RATE_WINDOW_SECONDS = 60;
export const API_RATE_LIMITS: Record<SubscriptionPlan, number> = {
  // No API access on these plans (PLAN_FEATURES); the figures are the ceiling should that change.
  free: 0,
  trial: 60,
  "premium-monthly": 60,
  "premium-yearly": 300,
  unlimited: 300,
};

export const ApiKeyMessages = {
  nameRequired: "Enter a name for the key",
  nameTooLong: `A key name can be at most ${API_KEY_NAME_MAX} characters`,
  expiryInvalid: `A key expires after ${API_KEY_EXPIRY_DAYS.join(", ")} days, or never`,
  scopeInvalid: "The scope is read or read-write",
  tooMany: `You can have at most ${API_KEYS_MAX} API keys. Delete one before creating another.`,
  notFound: "API key not found",
  missing: "Missing API key: send it in the X-Api-Key header or as Authorization: Bearer <key>",
  invalid: "Invalid API key",
  readOnly: "This API key is read-only",
  premiumRequired: "Premium Required: API access needs a Premium plan",
  rateLimited: "Rate limit exceeded: wait before calling the API again",
  revokedAlready: "This API key is already revoked",
} as const;

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: ApiKeyMessages.scopeInvalid });

/** A key as listed: `apiKey` is only its first characters and an ellipsis; the full key is never shown again. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  apiKey: z.string(),
  scope: ApiKeyScopeSchema,
  createdAt: z.iso.datetime({ offset: true }),
  lastUsed: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  active: z.boolean(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to a creation: the same fields, with the full key in `apiKey` (the only time it is sent). */
export const CreatedApiKeySchema = ApiKeySchema;
export type CreatedApiKey = ApiKey;

export const CreateApiKeyInputSchema = z.strictObject({
  name: text().trim().min(1, ApiKeyMessages.nameRequired).max(API_KEY_NAME_MAX, ApiKeyMessages.nameTooLong),
  expiresInDays: z
    .union(
      API_KEY_EXPIRY_DAYS.map((d) => z.literal(d)),
      { error: ApiKeyMessages.expiryInvalid },
    )
    .nullish(),
  scope: ApiKeyScopeSchema.default("read-write"),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInputSchema>;

/** Whether a key text has the shape of one of ours (checked before any database look-up). */
export const looksLikeApiKey = (key: string): boolean => /^np_(live|test)_[A-Za-z0-9_-]{43}$/.test(key);

// ---- The public API v1 ------------------------------------------------------------------------------

export const V1_BASE_PATH = "/api/v1";

/** `GET /api/v1/meals`: a range of diary days (both required, at most 366 days). */
export const V1_MEALS_RANGE_MAX_DAYS = 366;
export const V1MealsQuerySchema = z
  .object({
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
  })
  .refine((q) => q.startDate <= q.endDate, { message: MealMessages.rangeInvalid, path: ["startDate"] })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= (V1_MEALS_RANGE_MAX_DAYS - 1) * 86_400_000, {
    message: `Ask for at most ${V1_MEALS_RANGE_MAX_DAYS} days at a time`,
    path: ["endDate"],
  });

export const V1SummaryQuerySchema = z.object({ date: LocalDateSchema.optional() });

const MacrosSchema = z.object({ calories: z.number(), proteins: z.number(), carbs: z.number(), fats: z.number() });

/** `GET /api/v1/summary/daily`: one diary day's intake against the active goal. */
export const DailySummarySchema = z.object({
  date: LocalDateSchema,
  mealCount: z.number().int(),
  intake: MacrosSchema,
  goal: MacrosSchema.extend({ id: z.number().int(), name: z.string() }).nullable(),
  remaining: MacrosSchema.nullable(),
  percentOfGoal: MacrosSchema.nullable(),
});
export type DailySummary = z.infer<typeof DailySummarySchema>;

/** `GET /api/v1/profile/figures`: BMI, BMR and TDEE from the stored profile. */
export const ProfileFiguresSchema = z.object({
  weight: z.number(),
  height: z.number(),
  age: z.number().int(),
  gender: z.string(),
  activityLevel: z.string(),
  bmi: z.number(),
  bmiCategory: z.enum(["underweight", "normal", "overweight", "obese"]),
  bmr: z.number().int(),
  tdee: z.number().int(),
});
export type ProfileFigures = z.infer<typeof ProfileFiguresSchema>;

// ---- The docs object (002 §3) ------------------------------------------------------------------------

export const ApiDocsEndpointSchema = z.object({
  path: z.string(),
  method: z.string(),
  requiresAuth: z.boolean(),
  description: z.string(),
  scope: ApiKeyScopeSchema,
  parameters: z.record(z.string(), z.string()),
  responseFormat: z.object({ example: z.unknown() }),
});
export type ApiDocsEndpoint = z.infer<typeof ApiDocsEndpointSchema>;

export const ApiDocsSchema = z.object({
  baseUrl: z.string(),
  openApiUrl: z.string(),
  rateLimit: z.object({
    description: z.string(),
    limit: z.number().int(),
    period: z.string(),
    plans: z.array(z.object({ plan: z.string(), limit: z.number().int() })),
  }),
  authentication: z.object({ headerName: z.string(), description: z.string() }),
  endpoints: z.array(ApiDocsEndpointSchema),
  changelog: z.array(z.object({ version: z.string(), date: z.string(), changes: z.array(z.string()) })),
});
export type ApiDocs = z.infer<typeof ApiDocsSchema>;

/** What changed in the public API, newest first (shown on /api-docs and in GET /api/docs), in English and Italian. */
export const API_CHANGELOG = [
  {
    version: "1.0.0",
    date: "2026-11-26",
    changes: [
      "API keys with read or read-write scope, optional expiry (30, 90 or 365 days) and revocation",
      "Nutrition goals, meals (list, create, update, delete), daily summary, foods and profile figures",
      "Per-key rate limits with RateLimit-* headers; OpenAPI 3.1 document at /api/v1/openapi.json",
    ],
    changesIt: [
      "Chiavi API di sola lettura o di lettura e scrittura, con scadenza facoltativa (30, 90 o 365 giorni) e revoca",
      "Obiettivi nutrizionali, pasti (elenco, creazione, modifica, eliminazione), riepilogo giornaliero, alimenti e dati del profilo",
      "Limiti di frequenza per chiave con intestazioni RateLimit-*; documento OpenAPI 3.1 su /api/v1/openapi.json",
    ],
  },
];
