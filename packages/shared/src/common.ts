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
  "SERVICE_UNAVAILABLE",
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

/** Integer ids, as in the spec (users are numbered; the guest is 0). */
export const IdSchema = z.coerce.number().int().positive();

/** PostgreSQL has no year 0: a date or time in it is refused here, not by the database (a 500). */
export const DATE_OUT_OF_RANGE = "Enter a date from 0001-01-01 to 9999-12-31";
const notYearZero = (s: string) => !s.startsWith("0000");

/** A calendar day in the user's time zone: '2025-03-14'. */
export const LocalDateSchema = z.iso.date().refine(notYearZero, DATE_OUT_OF_RANGE);
/** An instant with its offset: '2025-03-14T12:30:00+01:00'. */
export const DateTimeSchema = z.iso.datetime({ offset: true }).refine(notYearZero, DATE_OUT_OF_RANGE);
export type LocalDate = z.infer<typeof LocalDateSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
export const MessageSchema = z.object({ message: z.string() });
