import { z } from "zod";
import { AuthMessages } from "./auth-messages.ts";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { text } from "./common.ts";

/** Names the system uses itself; `admin` means administrator, so nobody may register it. */
export const RESERVED_USERNAMES = ["admin", "guest", "demo", "root", "support", "system"] as const;

export const PASSWORD_MIN_LENGTH = 8;
/** A cap keeps a 10 kB "password" from ever reaching the hasher. */
export const PASSWORD_MAX_LENGTH = 256;

export { AuthMessages };

export const UsernameSchema = text()
  .trim()
  .min(3, AuthMessages.usernameTooShort)
  .max(30, AuthMessages.usernameTooLong)
  .regex(/^[A-Za-z0-9_.-]+$/, AuthMessages.usernameCharacters)
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), AuthMessages.usernameReserved);

export const EmailSchema = text()
  .trim()
  .min(1, AuthMessages.emailRequired)
  .max(254, AuthMessages.emailInvalid)
  .pipe(z.email(AuthMessages.emailInvalid));

/** Passwords are checked exactly as typed: never trimmed. */
export const NewPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, AuthMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong)
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), AuthMessages.passwordTooCommon);

export const RegisterInputSchema = z
  .strictObject({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: text().max(PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong),
    acceptTerms: z.boolean().refine((v) => v, AuthMessages.termsRequired),
    timeZone: text().max(64).optional(),
  })
  .refine((d) => d.password === d.confirmPassword, { message: AuthMessages.passwordsDoNotMatch, path: ["confirmPassword"] });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const LoginInputSchema = z.strictObject({
  username: text().trim().min(1, AuthMessages.loginFieldsRequired).max(254, AuthMessages.invalidCredentials),
  password: text().min(1, AuthMessages.loginFieldsRequired).max(PASSWORD_MAX_LENGTH, AuthMessages.invalidCredentials),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

/**
 * Account deletion asks for the password again (checked exactly as typed). A missing one is answered like a
 * wrong one (400 REAUTH_REQUIRED), by the server, not by this schema.
 */
export const DeleteAccountInputSchema = z.strictObject({
  password: text().max(PASSWORD_MAX_LENGTH, AuthMessages.passwordIncorrect).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** The confirmation dialog asks for the password before sending it. */
export const DeleteAccountFormSchema = z.object({
  password: z.string().min(1, AuthMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, AuthMessages.passwordIncorrect),
});

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const GenerateResetCodeInputSchema = z.strictObject({ email: EmailSchema });
export type GenerateResetCodeInput = z.infer<typeof GenerateResetCodeInputSchema>;

export const ResetCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/, AuthMessages.resetCodeFormat);

export const ResetPasswordInputSchema = z.strictObject({
  email: EmailSchema,
  resetCode: ResetCodeSchema,
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The dialog's second step also asks for the confirmation, checked in the browser. */
export const ResetPasswordFormSchema = z
  .object({
    resetCode: z.string().trim().min(1, AuthMessages.resetFieldsRequired).pipe(ResetCodeSchema),
    newPassword: z.string().min(1, AuthMessages.resetFieldsRequired).pipe(NewPasswordSchema),
    confirmPassword: z.string().min(1, AuthMessages.resetFieldsRequired),
  })
  .refine((d) => d.newPassword === d.confirmPassword, { message: AuthMessages.passwordsDoNotMatch, path: ["confirmPassword"] });

export const SubscriptionPlanSchema = z.enum(["trial", "free", "premium-monthly", "premium-yearly", "unlimited"]);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export const TrialStatusSchema = z.object({
  trialActive: z.boolean(),
  trialDaysLeft: z.number().int().min(0),
  trialEndDate: z.iso.datetime({ offset: true }).nullable(),
  isPremium: z.boolean(),
  subscriptionPlan: SubscriptionPlanSchema,
  /** When the paid plan's current period ends (premium only; absent or null otherwise). */
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TrialStatus = z.infer<typeof TrialStatusSchema>;

/** Public settings the web app needs: trial length, paywall mode and the plan table. */
export const AppSettingsSchema = z.object({
  trialDays: z.number().int(),
  paywall: z.enum(["soft", "hard"]),
  currency: z.string(),
  plans: z.array(
    z.object({ id: z.enum(["premium-monthly", "premium-yearly"]), amountMinor: z.number().int(), interval: z.enum(["month", "year"]) }),
  ),
  freeSuggestionsPerWeek: z.number().int(),
  freeHistoryDays: z.number().int(),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;
