import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { findCheckoutSession } from "../billing.repository.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** The header the built-in provider signs its events with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const LOCAL_SIGNATURE_HEADER = "x-nutripilot-signature";
/** A signed event older (or newer) than this is refused: a captured one cannot be replayed much later. */
export const SIGNATURE_TOLERANCE_S = 300;

export const signLocalEvent = (secret: string, body: string, at: Date): string => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
};

/** Whether `header` is a valid signature of `body` made with `secret` within the tolerance of `now`. */
export function verifyLocalSignature(secret: string, body: string, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
  return timingSafeEqual(expected, Buffer.from(v1));
}

/** The test cards of the built-in checkout (the providers' standard test numbers). */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export type CardOutcome = "paid" | "declined" | "insufficientFunds" | "refused";
export function chargeTestCard(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits === TEST_CARDS.success) return "paid";
  if (digits === TEST_CARDS.declined) return "declined";
  if (digits === TEST_CARDS.insufficientFunds) return "insufficientFunds";
  return "refused";
}

/**
 * The built-in provider: its hosted checkout is the app's own /pay/:id page, its record of a payment is
 * the checkout session's status (set by the card form), and it has no recurring billing of its own.
 */
export function createLocalProvider(db: Db): PaymentProvider {
  return {
    name: "local",
    async createCheckout(request) {
      return { url: `/pay/${encodeURIComponent(request.checkoutId)}`, providerSessionId: request.checkoutId };
    },
    async lookUpSession(providerSessionId) {
      const session = await findCheckoutSession(db, providerSessionId);
      return { paid: session?.status === "paid" };
    },
    async setCancelAtPeriodEnd() {
      // Nothing to tell: the local provider never charges again by itself.
    },
  };
}
