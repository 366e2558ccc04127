export * from "./secrets.table.ts";
export * from "../features/auth/auth.table.ts";
export * from "../features/throttle/throttle.table.ts";
export * from "../features/mail/mail.table.ts";
export * from "../features/meals/meals.table.ts";
export * from "../features/goals/goals.table.ts";
export * from "../features/profile/profile.table.ts";
export * from "../features/billing/billing.table.ts";
