import { z } from "zod";

/** Error codes every API error carries in its `error` field. */
export const ErrorCode = z.enum([
  "VALIDATION_FAILED",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "CROSS_SITE_REQUEST",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "REGISTRATION_REQUIRED",
  /** The action needs the password again and it was missing or wrong (400; account deletion). */
  "REAUTH_REQUIRED",
  "PREMIUM_REQUIRED",
  /** GET /api/foods/barcode/:code: no stored food and Open Food Facts does not know it (or cannot be reached). */
  "BARCODE_NOT_FOUND",
  "SERVICE_UNAVAILABLE",
  /** A purchase without the withdrawal consent (400). */
  "CONSENT_REQUIRED",
  /** The test checkout refused the card (402): declined, insufficient funds or not a test card. */
  "CARD_DECLINED",
  /** A promo code that does not exist, expired, is inactive, used up or already used by this user (400). */
  "PROMO_INVALID",
  /** A provider event whose signature is missing or wrong (400). */
  "INVALID_SIGNATURE",
  "INTERNAL",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(ApiIssueSchema).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Texts of 503 answers (with Retry-After): the request was not carried out and may be sent again. */
export const ServiceMessages = {
  /** The server is shutting down (a restart or a deployment); another instance or a retry answers. */
  restarting: "The server is restarting. Please try again in a few seconds.",
  /** The database connection was lost or could not be made. */
  databaseUnavailable: "The service is temporarily unavailable. Please try again in a few seconds.",
} as const;

export const TextMessages = {
  controlCharacters: "Text cannot contain control characters",
  unpairedSurrogate: "Text cannot contain an unpaired surrogate character",
} as const;

/** C0 and C1 control characters and DEL; multi-line text may still hold tab, line feed and carriage return. */
function hasControl(s: string, multiline: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 ? !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) : c >= 0x7f && c <= 0x9f) return true;
  }
  return false;
}
/** Half of a UTF-16 surrogate pair without its other half: no valid Unicode text, and PostgreSQL refuses it. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Exported so a test can tell the shared text checks apart from any other refinement. */
export const hasNoControlCharacters = (s: string): boolean => !hasControl(s, false);
export const hasNoControlCharactersMultiline = (s: string): boolean => !hasControl(s, true);
export const isWellFormedText = (s: string): boolean => !UNPAIRED_SURROGATE.test(s);

/**
 * Every text field of every request schema starts here: control characters (tab, line feed and carriage
 * return allowed where `multiline`) and unpaired surrogates get 400 with the field in `issues[].path`,
 * instead of reaching the database. Chain `.trim()`, `.min()`, `.max()` as on `z.string()`.
 */
export function text(options: { multiline?: boolean } = {}) {
  return z
    .string()
    .refine(options.multiline ? hasNoControlCharactersMultiline : hasNoControlCharacters, TextMessages.controlCharacters)
    .refine(isWellFormedText, TextMessages.unpairedSurrogate);
}

/** The largest id a row can have (PostgreSQL `integer`); a larger one is not found, never a database error. */
/** A number field left empty or holding something that is not a number (docs/product/tracking.md#validation). */
export const NUMBER_REQUIRED = "Enter a number";

/** A number field: NUMBER_REQUIRED when the value is missing, empty (NaN from a form) or not a number at all. */
export const numberField = () => z.number({ error: NUMBER_REQUIRED });

export const ID_MAX = 2_147_483_647;
export const IdMessages = { invalid: `An id is a whole number from 1 to ${ID_MAX}` } as const;

/**
 * Row ids in paths, queries and bodies (users are numbered; the guest is 0): a whole number from 1 to
 * 2,147,483,647, given as a number or as decimal digits. Every route with an id uses this one schema.
 */
export const IdSchema = z
  .union(
    [
      z.number(),
      text()
        .regex(/^\d{1,12}$/, IdMessages.invalid)
        .transform(Number),
    ],
    { error: IdMessages.invalid },
  )
  .pipe(z.number().int(IdMessages.invalid).min(1, IdMessages.invalid).max(ID_MAX, IdMessages.invalid));

/** `/:id` path parameters. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** PostgreSQL has no year 0: a date or time in it is refused here, not by the database (a 500). */
export const DATE_OUT_OF_RANGE = "Enter a date from 0001-01-01 to 9999-12-31";
const notYearZero = (s: string) => !s.startsWith("0000");

/** A calendar day in the user's time zone: '2025-03-14'. */
export const LocalDateSchema = z.iso.date().refine(notYearZero, DATE_OUT_OF_RANGE);
/** An instant with its offset: '2025-03-14T12:30:00+01:00'. */
export const DateTimeSchema = z.iso.datetime({ offset: true }).refine(notYearZero, DATE_OUT_OF_RANGE);
export type LocalDate = z.infer<typeof LocalDateSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
/** The body of a write that takes no fields: none, or `{}` (any field is unknown: 400). */
export const EmptyBodySchema = z.strictObject({}).nullish();
export const MessageSchema = z.object({ message: z.string() });
