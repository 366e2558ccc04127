import type { AppMessages } from "./en-app.ts";
import { aiIt } from "./it/ai.ts";
import { analyzerIt } from "./it/analyzer.ts";
import { foodSearchIt } from "./it/food-search.ts";
import { paymentsIt } from "./it/payments.ts";
import { trackingIt } from "./it/tracking.ts";

/** Italian texts of the signed-in screens (see en-app.ts). */
export const appIt: AppMessages = {
  ...trackingIt,
  ...foodSearchIt,
  ...aiIt,
  ...analyzerIt,
  ...paymentsIt,
};
