export * from "./common.ts";
export * from "./auth.ts";
export * from "./plans.ts";
export * from "./routes.ts";
