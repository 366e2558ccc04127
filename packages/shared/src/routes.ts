/**
 * Every screen route of the spec's route tables (000 §2, 001 §2, 002 §2.1-2.2).
 * The web router and the route smoke test both read this list.
 */
export const SPEC_ROUTES = [
  "/",
  "/welcome",
  "/home",
  "/auth",
  "/dashboard",
  "/demo/dashboard",
  "/food-analyzer",
  "/pricing",
  "/account/subscription",
  "/info",
  "/about",
  "/how-it-works",
  "/scientific-sources",
  "/subscribe",
  "/checkout",
  "/payment-success",
  "/subscription-success",
  "/test-payment",
  "/simple-stripe-test",
  "/basic-stripe-checkout",
  "/privacy-policy",
  "/privacy",
  "/terms-of-service",
  "/terms",
  "/guide",
  "/install",
  "/contatti",
  "/contacts",
  "/admin-login",
  "/logout-page",
  "/profile",
  "/api-keys",
  "/api-docs",
  "/preferences",
  "/food-preferences",
  "/recipes",
  "/planner",
  "/meal-planner",
  "/api/reset-trial",
  "/admin",
  "/admin/stripe-settings",
  "/admin/payments",
  "/admin/codes",
  "/login",
] as const;
export type SpecRoute = (typeof SPEC_ROUTES)[number];

/** Screens the product adds beyond the spec's route tables (progress, the demo's progress, the admin's tools). */
export const PRODUCT_ROUTES = ["/progress", "/demo/progress", "/admin/users", "/admin/outbox", "/admin/audit-log"] as const;

/**
 * Every path the web app has a page for (without parameters): the server answers these with the app and
 * 200, any other path with the app's not-found page and 404. The router test keeps this list and the router
 * in step both ways.
 */
export const APP_ROUTES: readonly string[] = [...SPEC_ROUTES, ...PRODUCT_ROUTES];

/** Public pages listed in the sitemap and open to search engines. */
export const PUBLIC_PAGES = [
  "/",
  "/info",
  "/how-it-works",
  "/scientific-sources",
  "/pricing",
  "/auth",
  "/privacy-policy",
  "/terms-of-service",
  "/guide",
  "/install",
  "/contatti",
  "/contacts",
  "/food-analyzer",
  "/demo/dashboard",
  "/recipes",
] as const;
