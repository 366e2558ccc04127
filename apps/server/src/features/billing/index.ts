export { billingRoutes, billingDeps } from "./billing.routes.ts";
export { earliestVisibleDay, planStatusOf, requireEntitlement, userCan, PREMIUM_REQUIRED_MESSAGE } from "./entitlements.ts";
export { findActiveSubscription, grantSubscription, insertPromoCode } from "./billing.repository.ts";
export { endSubscriptionsNow } from "./grants.repository.ts";
export {
  createPaymentProviders,
  PAYMENT_MODE_SETTING,
  paymentModeOf,
  type PaymentProviders,
  type StripeApiOptions,
  signLocalEvent,
  LOCAL_SIGNATURE_HEADER,
  TEST_CARDS,
} from "./providers/index.ts";
export {
  paymentStats,
  subscriptionRecords,
  listPromoCodes,
  findPromoCodeById,
  createPromoCode,
  setPromoCodeActive,
  promoCodeUsed,
  deletePromoCodeRow,
} from "./admin-billing.repository.ts";
