import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import type { MessageKey } from "../i18n/en.ts";
import { RequireActivePlan } from "./guards/require-active-plan.tsx";
import { RequireAdmin } from "./guards/require-admin.tsx";
import { RequireAuth } from "./guards/require-auth.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { RouteError } from "./layout/route-error.tsx";
import NotFoundRoute from "./routes/not-found.tsx";
import PlaceholderRoute from "./routes/placeholder.tsx";
// The landing page is the first impression: part of the first download, so its hero paints without a
// second round trip (the sections below the hero are lazy inside it).
import LandingRoute from "./routes/landing.tsx";

// Each page is its own chunk, loaded when first visited, so the first load stays small.
const AuthRoute = lazy(() => import("./routes/auth.tsx"));
const DashboardRoute = lazy(() => import("./routes/dashboard.tsx"));
const HomeRoute = lazy(() => import("./routes/home.tsx"));
const DemoDashboardRoute = lazy(() => import("./routes/demo-dashboard.tsx"));
const ProfileRoute = lazy(() => import("./routes/profile.tsx"));
const LogoutRoute = lazy(() => import("./routes/logout-page.tsx"));
const LoginRedirectRoute = lazy(() => import("./routes/login-redirect.tsx"));
const PricingRoute = lazy(() => import("./routes/pricing.tsx"));
const AccountSubscriptionRoute = lazy(() => import("./routes/account-subscription.tsx"));
const AdminLoginRoute = lazy(() => import("./routes/admin-login.tsx"));
// Public pages (issue 8)
const InfoRoute = lazy(() => import("./routes/info.tsx"));
const HowItWorksRoute = lazy(() => import("./routes/how-it-works.tsx"));
const ScientificSourcesRoute = lazy(() => import("./routes/scientific-sources.tsx"));
const PrivacyPolicyRoute = lazy(() => import("./routes/privacy-policy.tsx"));
const TermsOfServiceRoute = lazy(() => import("./routes/terms-of-service.tsx"));
const GuideRoute = lazy(() => import("./routes/guide.tsx"));
const InstallRoute = lazy(() => import("./routes/install.tsx"));
const ContattiRoute = lazy(() => import("./routes/contatti.tsx"));
const ContactsRoute = lazy(() => import("./routes/contacts.tsx"));
// AI features (issue 6)
const FoodPreferencesRoute = lazy(() => import("./routes/food-preferences.tsx"));
// Food analyzer (issue 7)
const FoodAnalyzerRoute = lazy(() => import("./routes/food-analyzer.tsx"));
const ResetTrialRoute = lazy(() => import("./routes/reset-trial.tsx"));

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
  page("/demo/dashboard", DemoDashboardRoute),
  page("/food-analyzer", FoodAnalyzerRoute),
  page("/pricing", PricingRoute),
  page("/account/subscription", AccountSubscriptionRoute),
  page("/info", InfoRoute),
  page("/about", InfoRoute),
  page("/how-it-works", HowItWorksRoute),
  page("/scientific-sources", ScientificSourcesRoute),
  titled("/test-payment", "page.testPayment"),
  titled("/simple-stripe-test", "page.paymentDiagnostics"),
  titled("/basic-stripe-checkout", "page.quickCheckout"),
  page("/privacy-policy", PrivacyPolicyRoute),
  page("/privacy", PrivacyPolicyRoute),
  page("/terms-of-service", TermsOfServiceRoute),
  page("/terms", TermsOfServiceRoute),
  page("/guide", GuideRoute),
  page("/install", InstallRoute),
  page("/contatti", ContattiRoute),
  page("/contacts", ContactsRoute),
  page("/admin-login", AdminLoginRoute),
  titled("/api-keys", "page.apiKeys"),
  titled("/api-docs", "page.apiDocs"),
  page("/preferences", FoodPreferencesRoute),
  page("/food-preferences", FoodPreferencesRoute),
  titled("/recipes", "page.recipes"),
  titled("/planner", "page.planner"),
  titled("/meal-planner", "page.planner"),
  page("/api/reset-trial", ResetTrialRoute),
  // Not signed in: back to sign-in with the toast 'Authentication required' (spec 002 §2.10).
  {
    path: "/profile",
    element: (
      <RequireAuth toast>
        <ProfileRoute />
      </RequireAuth>
    ),
  },
];

/**
 * Pages that need a signed-in user (spec 002 §2.2 and §4). Most also need an active trial, premium or admin
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
    },
    titled("/checkout", "page.checkout"),
    titled("/payment-success", "page.paymentSuccess"),
    titled("/subscribe", "page.subscribe"),
    titled("/subscription-success", "page.subscriptionSuccess"),
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
