export * from "./secrets.table.ts";
export * from "../features/auth/auth.table.ts";
export * from "../features/throttle/throttle.table.ts";
export * from "../features/mail/mail.table.ts";
