import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import type { MessageKey } from "../i18n/en.ts";
import { RequireAdmin } from "./guards/require-admin.tsx";
import { RequireAuth } from "./guards/require-auth.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { RouteError } from "./layout/route-error.tsx";
import NotFoundRoute from "./routes/not-found.tsx";
import PlaceholderRoute from "./routes/placeholder.tsx";

// Each page is its own chunk, loaded when first visited, so the first load stays small.
const LandingRoute = lazy(() => import("./routes/landing.tsx"));
const AuthRoute = lazy(() => import("./routes/auth.tsx"));
const DashboardRoute = lazy(() => import("./routes/dashboard.tsx"));
const LogoutRoute = lazy(() => import("./routes/logout-page.tsx"));
const LoginRedirectRoute = lazy(() => import("./routes/login-redirect.tsx"));

function page(path: string, Component: LazyExoticComponent<ComponentType> | ComponentType): RouteObject {
  return { path, element: <Component /> };
}

/** A page of the route table whose content arrives in a later issue: it shows its title. */
function titled(path: string, title: MessageKey): RouteObject {
  return { path, element: <PlaceholderRoute title={title} /> };
}

/** Pages anyone may open (spec 002 §2.1 and the other route tables). */
const publicRoutes: RouteObject[] = [
  page("/", LandingRoute),
  page("/welcome", LandingRoute),
  page("/auth", AuthRoute),
  page("/login", LoginRedirectRoute),
  page("/logout-page", LogoutRoute),
  titled("/demo/dashboard", "page.demoDashboard"),
  titled("/food-analyzer", "page.foodAnalyzer"),
  titled("/pricing", "page.pricing"),
  titled("/account/subscription", "page.accountSubscription"),
  titled("/info", "page.info"),
  titled("/about", "page.about"),
  titled("/how-it-works", "page.howItWorks"),
  titled("/scientific-sources", "page.scientificSources"),
  titled("/test-payment", "page.testPayment"),
  titled("/simple-stripe-test", "page.paymentDiagnostics"),
  titled("/basic-stripe-checkout", "page.quickCheckout"),
  titled("/privacy-policy", "page.privacyPolicy"),
  titled("/privacy", "page.privacyPolicy"),
  titled("/terms-of-service", "page.termsOfService"),
  titled("/terms", "page.termsOfService"),
  titled("/guide", "page.guide"),
  titled("/install", "page.install"),
  titled("/contatti", "page.contacts"),
  titled("/contacts", "page.contacts"),
  titled("/admin-login", "page.adminLogin"),
  titled("/api-keys", "page.apiKeys"),
  titled("/api-docs", "page.apiDocs"),
  titled("/preferences", "page.foodPreferences"),
  titled("/food-preferences", "page.foodPreferences"),
  titled("/recipes", "page.recipes"),
  titled("/planner", "page.planner"),
  titled("/meal-planner", "page.planner"),
  titled("/api/reset-trial", "page.resetTrial"),
  // Not signed in: back to sign-in with the toast 'Authentication required' (spec 002 §2.10).
  {
    path: "/profile",
    element: (
      <RequireAuth toast>
        <PlaceholderRoute title="page.profile" />
      </RequireAuth>
    ),
  },
];

/** Pages that need a signed-in user (spec 002 §2.2); /admin* also needs an administrator. */
const guardedRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    titled("/home", "page.home"),
    page("/dashboard", DashboardRoute),
    titled("/checkout", "page.checkout"),
    titled("/payment-success", "page.paymentSuccess"),
    titled("/subscribe", "page.subscribe"),
    titled("/subscription-success", "page.subscriptionSuccess"),
    {
      element: <RequireAdmin />,
      children: [
        titled("/admin", "page.admin"),
        titled("/admin/stripe-settings", "page.adminStripeSettings"),
        titled("/admin/payments", "page.adminPayments"),
        titled("/admin/codes", "page.adminCodes"),
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A failure in the header or footer themselves: the error page replaces everything.
    errorElement: <RouteError />,
    children: [
      {
        // A failure in a page: the error page appears between the header and the footer.
        errorElement: <RouteError />,
        children: [...publicRoutes, guardedRoutes, { path: "*", element: <NotFoundRoute /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
