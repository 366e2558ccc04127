export { billingRoutes } from "./billing.routes.ts";
export { earliestVisibleDay, planStatusOf, requireEntitlement, userCan, PREMIUM_REQUIRED_MESSAGE } from "./entitlements.ts";
export { findActiveSubscription, grantSubscription } from "./billing.repository.ts";
export { endSubscriptionsNow } from "./grants.repository.ts";
