import { adminIt } from "./it/admin.ts";
import { recipesIt } from "./it/recipes.ts";
import { plannerIt } from "./it/planner.ts";
import type { AppMessages } from "./en-app.ts";
import { aiIt } from "./it/ai.ts";
import { analyzerIt } from "./it/analyzer.ts";
import { apiKeysIt } from "./it/api-keys.ts";
import { foodSearchIt } from "./it/food-search.ts";
import { progressIt } from "./it/progress.ts";
import { paymentsIt } from "./it/payments.ts";
import { trackingIt } from "./it/tracking.ts";

/** Italian texts of the signed-in screens (see en-app.ts). */
export const appIt: AppMessages = {
  ...trackingIt,
  ...foodSearchIt,
  ...aiIt,
  ...analyzerIt,
  ...progressIt,
  ...apiKeysIt,
  ...adminIt,
  ...plannerIt,
  ...recipesIt,
  ...paymentsIt,
};
