import type { ComponentType } from "react";
import { matchRoutes, Outlet, useRoutes, type RouteObject } from "react-router";
import { lazyPage, type LazyPage } from "./lazy-page.tsx";
import { RequireActivePlan } from "./guards/require-active-plan.tsx";
import { RequireAdmin } from "./guards/require-admin.tsx";
import { RequireAuth } from "./guards/require-auth.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { RouteErrorBoundary } from "./layout/route-error.tsx";
// The landing page is the first impression: part of the first download, so its hero paints without a
// second round trip (the sections below the hero are lazy inside it).
import LandingRoute from "./routes/landing.tsx";

// Each page is its own chunk, loaded when first visited, so the first load stays small. Pages marked "core"
// show only the first part of the texts (i18n.tsx); the others wait for the signed-in screens' texts too
// (lazy-page.test.ts checks the marks).
// Any unknown address: not part of a visitor's first download either.
const NotFoundRoute = lazyPage(() => import("./routes/not-found.tsx"), "core");
const AuthRoute = lazyPage(() => import("./routes/auth.tsx"), "core");
const DashboardRoute = lazyPage(() => import("./routes/dashboard.tsx"));
const HomeRoute = lazyPage(() => import("./routes/home.tsx"));
const DemoDashboardRoute = lazyPage(() => import("./routes/demo-dashboard.tsx"));
const ProfileRoute = lazyPage(() => import("./routes/profile.tsx"));
const LogoutRoute = lazyPage(() => import("./routes/logout-page.tsx"), "core");
const LoginRedirectRoute = lazyPage(() => import("./routes/login-redirect.tsx"), "core");
const PricingRoute = lazyPage(() => import("./routes/pricing.tsx"), "core");
const AccountSubscriptionRoute = lazyPage(() => import("./routes/account-subscription.tsx"), "core");
const AdminLoginRoute = lazyPage(() => import("./routes/admin-login.tsx"), "core");
// Administration (issue 20)
const AdminRoute = lazyPage(() => import("./routes/admin.tsx"));
const AdminUsersRoute = lazyPage(() => import("./routes/admin-users.tsx"));
const AdminOutboxRoute = lazyPage(() => import("./routes/admin-outbox.tsx"));
const AdminAuditLogRoute = lazyPage(() => import("./routes/admin-audit-log.tsx"));
const AdminStripeSettingsRoute = lazyPage(() => import("./routes/admin-stripe-settings.tsx"));
const AdminPaymentsRoute = lazyPage(() => import("./routes/admin-payments.tsx"));
const AdminCodesRoute = lazyPage(() => import("./routes/admin-codes.tsx"));
// Public pages (issue 8)
const InfoRoute = lazyPage(() => import("./routes/info.tsx"), "core");
const HowItWorksRoute = lazyPage(() => import("./routes/how-it-works.tsx"), "core");
const ScientificSourcesRoute = lazyPage(() => import("./routes/scientific-sources.tsx"), "core");
const PrivacyPolicyRoute = lazyPage(() => import("./routes/privacy-policy.tsx"), "core");
const TermsOfServiceRoute = lazyPage(() => import("./routes/terms-of-service.tsx"), "core");
const GuideRoute = lazyPage(() => import("./routes/guide.tsx"), "core");
const InstallRoute = lazyPage(() => import("./routes/install.tsx"), "core");
const ContattiRoute = lazyPage(() => import("./routes/contatti.tsx"));
const ContactsRoute = lazyPage(() => import("./routes/contacts.tsx"));
// AI features (issue 6)
const FoodPreferencesRoute = lazyPage(() => import("./routes/food-preferences.tsx"));
// Food analyzer (issue 7)
const FoodAnalyzerRoute = lazyPage(() => import("./routes/food-analyzer.tsx"));
const ResetTrialRoute = lazyPage(() => import("./routes/reset-trial.tsx"));
// Progress (issue 21)
const ProgressRoute = lazyPage(() => import("./routes/progress.tsx"));
const DemoProgressRoute = lazyPage(() => import("./routes/demo-progress.tsx"));
// Developer API (issue 19)
const ApiKeysRoute = lazyPage(() => import("./routes/api-keys.tsx"));
const ApiDocsRoute = lazyPage(() => import("./routes/api-docs.tsx"));
// Meal planner (issue 18)
const PlannerRoute = lazyPage(() => import("./routes/planner.tsx"));
const RecipesRoute = lazyPage(() => import("./routes/recipes.tsx"));
// Payments (issue 17)
const SubscribeRoute = lazyPage(() => import("./routes/subscribe.tsx"));
const CheckoutRoute = lazyPage(() => import("./routes/checkout.tsx"));
const PayRoute = lazyPage(() => import("./routes/pay.tsx"));
const PaymentSuccessRoute = lazyPage(() => import("./routes/payment-success.tsx"));
const SubscriptionSuccessRoute = lazyPage(() => import("./routes/subscription-success.tsx"));
const TestPaymentRoute = lazyPage(() => import("./routes/test-payment.tsx"));
const SimpleStripeTestRoute = lazyPage(() => import("./routes/simple-stripe-test.tsx"));
const BasicStripeCheckoutRoute = lazyPage(() => import("./routes/basic-stripe-checkout.tsx"));

function page(path: string, Component: LazyPage | ComponentType): RouteObject {
  if ("preload" in Component) return { path, element: <Component.Page />, handle: { preload: Component.preload } };
  return { path, element: <Component /> };
}

/** Pages anyone may open (docs/product/public-pages.md#routes and the other route tables). */
const publicRoutes: RouteObject[] = [
  page("/", LandingRoute),
  page("/welcome", LandingRoute),
  page("/auth", AuthRoute),
  page("/login", LoginRedirectRoute),
  page("/logout-page", LogoutRoute),
  page("/demo/dashboard", DemoDashboardRoute),
  page("/demo/progress", DemoProgressRoute),
  page("/food-analyzer", FoodAnalyzerRoute),
  page("/pricing", PricingRoute),
  page("/account/subscription", AccountSubscriptionRoute),
  page("/info", InfoRoute),
  page("/about", InfoRoute),
  page("/how-it-works", HowItWorksRoute),
  page("/scientific-sources", ScientificSourcesRoute),
  page("/test-payment", TestPaymentRoute),
  page("/simple-stripe-test", SimpleStripeTestRoute),
  page("/basic-stripe-checkout", BasicStripeCheckoutRoute),
  // Signed out: 'Login Required' and the way to sign in (001 §2.6).
  page("/subscribe", SubscribeRoute),
  page("/privacy-policy", PrivacyPolicyRoute),
  page("/privacy", PrivacyPolicyRoute),
  page("/terms-of-service", TermsOfServiceRoute),
  page("/terms", TermsOfServiceRoute),
  page("/guide", GuideRoute),
  page("/install", InstallRoute),
  page("/contatti", ContattiRoute),
  page("/contacts", ContactsRoute),
  page("/admin-login", AdminLoginRoute),
  page("/api-keys", ApiKeysRoute),
  page("/api-docs", ApiDocsRoute),
  page("/preferences", FoodPreferencesRoute),
  page("/food-preferences", FoodPreferencesRoute),
  page("/recipes", RecipesRoute),
  page("/planner", PlannerRoute),
  page("/meal-planner", PlannerRoute),
  page("/api/reset-trial", ResetTrialRoute),
  // Not signed in: back to sign-in with the toast 'Authentication required' (docs/product/public-pages.md#install-guide-and-demo).
  {
    path: "/profile",
    handle: { preload: ProfileRoute.preload },
    element: (
      <RequireAuth toast>
        <ProfileRoute.Page />
      </RequireAuth>
    ),
  },
];

/**
 * Pages that need a signed-in user (docs/product/access-and-plans.md#guarded-routes). Most also need an active trial, premium or admin
 * status when PAYWALL=hard (RequireActivePlan); the payment pages stay reachable. /admin* also needs an
 * administrator.
 */
const guardedRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      element: <RequireActivePlan />,
      children: [
        page("/home", HomeRoute),
        page("/dashboard", DashboardRoute),
        page("/progress", ProgressRoute),
        {
          element: <RequireAdmin />,
          children: [
            page("/admin", AdminRoute),
            page("/admin/users", AdminUsersRoute),
            page("/admin/outbox", AdminOutboxRoute),
            page("/admin/audit-log", AdminAuditLogRoute),
            page("/admin/stripe-settings", AdminStripeSettingsRoute),
            page("/admin/payments", AdminPaymentsRoute),
            page("/admin/codes", AdminCodesRoute),
          ],
        },
      ],
    },
    page("/checkout", CheckoutRoute),
    page("/pay/:checkoutId", PayRoute),
    page("/payment-success", PaymentSuccessRoute),
    page("/subscription-success", SubscriptionSuccessRoute),
  ],
};

export const routes: RouteObject[] = [
  {
    // A failure in the header or footer themselves: the error page replaces everything.
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A failure in a page: the error page appears between the header and the footer.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [...publicRoutes, guardedRoutes, page("*", NotFoundRoute)],
      },
    ],
  },
];

/**
 * The app's pages, inside a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests, prerendering). Declarative
 * routing rather than a data router: the app loads its data with TanStack Query, and the data router's code
 * would be 18 KB of the first download (docs/decisions/0005-first-load-javascript.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the page of `pathname` (its chunk and texts), so it renders at once: a prerendered page is replaced by
 * the app only when the app can show the same page (main.tsx), and the build prerenders with it (prerender.tsx).
 */
export async function preloadPage(pathname: string): Promise<void> {
  // A prerendered page's address (/, /pricing, /auth) is a public route's own path: found at once. Matching it
  // against every route compiles each route's pattern on the page's start, a task of its own
  // (docs/decisions/0017-webbusy-main-thread-under-load.md); other addresses are matched as before.
  const exact = publicRoutes.find((route) => route.path === pathname);
  const matches = exact ? [{ route: exact }] : (matchRoutes(routes, pathname) ?? []);
  await Promise.all(matches.map((match) => (match.route.handle as { preload?: () => Promise<void> } | undefined)?.preload?.()));
}
