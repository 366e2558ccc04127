export { billingRoutes, billingDeps } from "./billing.routes.ts";
export { earliestVisibleDay, planStatusOf, requireEntitlement, userCan, PREMIUM_REQUIRED_MESSAGE } from "./entitlements.ts";
export { findActiveSubscription, grantSubscription, insertPromoCode, writeBillingSetting } from "./billing.repository.ts";
export { endSubscriptionsNow } from "./grants.repository.ts";
export {
  createPaymentProviders,
  PAYMENT_MODE_SETTING,
  type PaymentProviders,
  type StripeApiOptions,
  signLocalEvent,
  LOCAL_SIGNATURE_HEADER,
  TEST_CARDS,
} from "./providers/index.ts";
