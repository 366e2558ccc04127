import type { appEn } from "./en-app.ts";
import { plansEn } from "./en/plans.ts";
import { publicEn } from "./en/public.ts";

/**
 * English texts of the app shell, the public pages and the plans: the default locale, part of the first download.
 * The texts of the signed-in screens are in en-app.ts, loaded with those screens (docs/decisions/0005). Texts quoted in the spec are used verbatim.
 * `{name}` marks a value filled in at run time. Every other locale must have exactly these keys.
 */
export const en = {
  // App shell
  "common.close": "Close",
  "app.name": "NutriPilot",
  "app.skipToContent": "Skip to main content",
  "app.loading": "Loading...",
  "app.returnHome": "Return to Home",
  "app.notifications": "Notifications",
  "app.closeNotification": "Close notification",
  "app.opensInNewTab": "(opens in a new tab)",

  // Top navigation
  "nav.label": "Main",
  "nav.logo": "NutriPilot home",
  "nav.menu": "Menu",
  "nav.loginRegister": "Login/Register",
  "nav.section.admin": "Administration",
  "nav.section.track": "Track and plan",
  "nav.section.help": "Plans and help",
  "nav.adminDashboard": "Admin Dashboard",
  "nav.stripeSettings": "Stripe Settings",
  "nav.apiKeys": "API Keys",
  "nav.apiDocs": "API Docs",
  "nav.home": "Home",
  "nav.dashboard": "Dashboard",
  "nav.mealTracking": "Meal Tracking",
  "nav.foodAnalyzer": "Food Analyzer",
  "nav.goals": "Goals",
  "nav.profileTab": "My Profile",
  "nav.aiRecommendations": "AI Recommendations",
  "nav.foodPreferences": "Food Preferences",
  "nav.recipes": "Recipe Browser",
  "nav.planner": "Meal Planner",
  "nav.progress": "Progress",
  "nav.pricing": "Pricing",
  "nav.guide": "Guide",
  "nav.info": "Info",
  "nav.install": "Install",
  "nav.contacts": "Contacts",

  // User menu
  "userMenu.label": "Account menu for {username}",
  "userMenu.signedInAs": "Signed in as",
  "userMenu.premium": "Premium",
  "userMenu.profile": "Profile",
  "userMenu.subscription": "Subscription",
  "userMenu.logout": "Logout",

  // Plan and trial status
  "plan.trialDaysLeft.one": "{count} day left in your free trial",
  "plan.trialDaysLeft.other": "{count} days left in your free trial",
  "plan.adminAccess": "Admin Access Enabled",
  "plan.trialExpired": "Trial Period Expired",
  "plan.freePlan": "You are on the Free plan.",
  "plan.upgrade": "Upgrade",
  "plan.premium-monthly": "Monthly Premium",
  "plan.premium-yearly": "Annual Premium",
  "plan.unlimited": "Unlimited",

  // Footer
  "footer.label": "Footer",
  "footer.tagline": "Nutrition tracking with an AI co-pilot.",
  "footer.disclaimer": "NutriPilot is a wellness tool and does not provide medical advice.",
  "footer.howItWorks": "How It Works",
  "footer.science": "Science & Transparency",
  "footer.guide": "Guide",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Service",
  "footer.contact": "Contact Us",
  "footer.copyright": "© {year} NutriPilot. All rights reserved.",
  "footer.language": "Language",

  // Page titles
  "page.home": "Home",
  "page.auth": "Sign in or register",
  "page.dashboard": "Dashboard",
  "page.demoDashboard": "Demo Dashboard",
  "page.foodAnalyzer": "Food Analyzer",
  "page.pricing": "Pricing",
  "page.accountSubscription": "Subscription",
  "page.info": "Info",
  "page.about": "About NutriPilot",
  "page.howItWorks": "How It Works",
  "page.scientificSources": "Science & Transparency",
  "page.subscribe": "Choose Your Plan",
  "page.checkout": "Checkout",
  "page.paymentSuccess": "Payment Status",
  "page.subscriptionSuccess": "Subscription Status",
  "page.testPayment": "Test Payment",
  "page.paymentDiagnostics": "Payment Diagnostics",
  "page.quickCheckout": "Quick Checkout",
  "page.privacyPolicy": "Privacy Policy",
  "page.termsOfService": "Terms of Service",
  "page.guide": "User Guide",
  "page.install": "Install NutriPilot",
  "page.contacts": "Contact Us",
  "page.adminLogin": "Administrator Access",
  "page.logout": "Logout",
  "page.profile": "Profile",
  "page.progress": "Progress",
  "page.demoProgress": "Demo Progress",
  "page.apiKeys": "API Keys",
  "page.apiDocs": "API Documentation",
  "page.foodPreferences": "Food Preferences",
  "page.recipes": "Recipe Browser",
  "page.planner": "Meal Planner",
  "page.resetTrial": "Reset Free Trial",
  "page.admin": "Admin Dashboard",
  "page.adminStripeSettings": "Stripe Settings",
  "page.adminPayments": "Payments",
  "page.adminCodes": "Promo Codes",

  // Landing
  "landing.eyebrow": "NutriPilot",
  "landing.title": "Your co-pilot for everyday nutrition",
  "landing.pitch": "Log your meals, set nutrition goals and get guidance grounded in your own data.",
  "landing.start": "Start Your Journey",
  "landing.howItWorks": "See How It Works",

  // Dashboard
  "dashboard.welcome": "Welcome, {username}",
  "dashboard.welcomeBack": "Welcome back, {username}",
  "dashboard.welcomeGuest": "Welcome, Guest",

  // 404
  "notFound.title": "Page Not Found",
  "notFound.description": "We could not find a page at this address:",
  "notFound.hint": "Check the address for typos, or continue from one of these pages.",
  "notFound.home": "Go to Homepage",
  "notFound.analyzer": "Try Food Analyzer",

  // Error fallback
  "error.title": "Something went wrong",
  "error.description": "An unexpected error stopped this page from loading. Your data is safe.",
  "error.reload": "Reload page",

  // Access
  "access.deniedTitle": "Access Denied",
  "access.deniedDescription": "You don't have permission to access the admin dashboard.",
  "access.authRequired": "Authentication required",
  "access.authRequiredDescription": "Please sign in to view this page.",
  "access.sessionErrorTitle": "We could not check your session",
  "access.sessionErrorDescription": "The server did not answer. Please try again in a moment.",
  "access.tryAgain": "Try again",

  // Auth page
  "auth.backHome": "Back to home",
  "auth.tabsLabel": "Sign in or create an account",
  "auth.tabLogin": "Login",
  "auth.tabRegister": "Register",
  "auth.marketingTitle": "Eat well, with a co-pilot",
  "auth.marketingSubtitle": "Everything you need to understand what you eat and reach your goals.",
  "auth.featureAnalysisTitle": "AI-Powered Food Analysis",
  "auth.featureAnalysisText": "Take a photo of your meal and get an estimate of its calories and macronutrients.",
  "auth.featureGoalsTitle": "Personalized Goals",
  "auth.featureGoalsText": "Set calorie and macronutrient targets that fit your body and your plans.",
  "auth.featureRecommendationsTitle": "Smart Recommendations",
  "auth.featureRecommendationsText": "Get meal ideas that learn from what you like and what you log.",

  // Password fields
  "password.show": "Show password",
  "password.hide": "Hide password",

  // Login form
  "login.title": "Welcome back",
  "login.description": "Sign in to continue to your dashboard.",
  "login.username": "Username or email",
  "login.password": "Password",
  "login.rememberMe": "Remember me",
  "login.forgotPassword": "Forgot password?",
  "login.submit": "Sign In",
  "login.submitting": "Signing in...",
  "login.noAccount": "Don't have an account?",
  "login.toRegister": "Create one",

  // Register form
  "register.title": "Create your account",
  "register.description": "It takes less than a minute.",
  "register.username": "Username",
  "register.usernameHint": "3 to 30 characters: letters, digits and _ . -",
  "register.email": "Email",
  "register.password": "Password",
  "register.passwordHint": "At least 8 characters. Avoid common passwords.",
  "register.confirmPassword": "Confirm password",
  "register.terms": "I agree to the {terms} and the {privacy}",
  "register.termsLink": "Terms of Service",
  "register.privacyLink": "Privacy Policy",
  "register.submit": "Create Account",
  "register.submitting": "Creating account...",
  "register.haveAccount": "Already have an account?",
  "register.toLogin": "Sign in",

  // Forgot password dialog
  "forgot.title": "Reset your password",
  "forgot.step": "Step {step} of 2",
  "forgot.emailStepText": "Enter the email address of your account. We will send you a 6-digit reset code.",
  "forgot.email": "Email",
  "forgot.sendCode": "Send Reset Code",
  "forgot.sending": "Sending...",
  "forgot.codeStepText":
    "If an account exists for {email}, we have sent it a 6-digit code. Enter it below with your new password. The code is valid for 10 minutes.",
  "forgot.code": "Reset code",
  "forgot.newPassword": "New password",
  "forgot.confirmPassword": "Confirm new password",
  "forgot.submit": "Reset Password",
  "forgot.submitting": "Resetting...",
  "forgot.changeEmail": "Use a different email",
  "forgot.cancel": "Cancel",
  "forgot.close": "Close",

  // Toasts
  "toast.loginFailed": "Login Failed",
  "toast.loginNetwork": "Failed to login. Please try again.",
  "toast.loginSuccess": "Login Successful",
  "toast.loginSuccessText": "Welcome back!",
  "toast.registrationFailed": "Registration failed",
  "toast.registrationNetwork": "Failed to register. Please try again.",
  "toast.registrationSuccess": "Account Created",
  "toast.registrationSuccessText": "Your account is ready and you are signed in.",
  "toast.welcomeTitle": "Welcome to NutriPilot, {username}!",
  "toast.welcomeText": "Your dashboard is ready. Log a meal or set a goal whenever you like.",
  "toast.resetCodeGenerated": "Reset Code Generated",
  "toast.resetCodeFailed": "Failed to generate reset code",
  "toast.resetSuccess": "Password Reset Successful",
  "toast.resetFailed": "Failed to reset password",
  "toast.networkError": "The server could not be reached. Please check your connection and try again.",
  "toast.logoutComplete": "Logout complete",
  "toast.logoutCompleteText": "You have been successfully logged out.",
  "toast.logoutIssue": "Logout issue",
  "toast.logoutIssueText":
    "We could not end your session on the server, so it may still be active. This page no longer shows your data; sign out again once you are back online.",
  "toast.menuLogout": "Logged out",
  "toast.menuLogoutText": "Goodbye!",

  // Logout page
  "logout.title": "Logging out...",
  "logout.text": "Please wait while we sign you out securely.",
  ...plansEn,
  ...publicEn,
} as const;

/** Every text's key, of both parts. */
export type MessageKey = keyof typeof en | keyof typeof appEn;
/** The shape every locale must fill: the same keys, each a string. */
export type Messages = { readonly [K in MessageKey]: string };
/** The first part (this file's keys), which every locale fills in its own file. */
export type CoreMessages = { readonly [K in keyof typeof en]: string };
