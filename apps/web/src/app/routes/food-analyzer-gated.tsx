import type { ReactNode } from "react";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../lib/session.ts";
import { FoodAnalyzer } from "../../features/analyzer/components/food-analyzer.tsx";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { useLogMeal } from "../../features/meals/meals.queries.ts";
import { useT } from "../../i18n/i18n.tsx";

/** The premium gate of photo recognition around the analyzer's photo part, its heading under the page's. */
const PhotoGateH3 = ({ children }: { children: ReactNode }) => (
  <div className="mt-4">
    <PremiumGate feature="photo-recognition" headingLevel={3}>
      {children}
    </PremiumGate>
  </div>
);
const PhotoGateH4 = ({ children }: { children: ReactNode }) => (
  <div className="mt-4">
    <PremiumGate feature="photo-recognition" headingLevel={4}>
      {children}
    </PremiumGate>
  </div>
);

/**
 * The food analyzer for whoever is looking: a visitor gets the one free analysis (docs/product/analyzer.md#free-analysis); a signed-in
 * user needs photo recognition in their plan for photos (trial and premium; the Free plan sees the premium gate
 * in place of the photo part), while a typed description is basic meal analysis on every plan, as the server allows.
 */
export function GatedFoodAnalyzer({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const user = useCurrentUser();
  // 'Add to my meals' logs through the meals feature's mutation and query keys (one path per write).
  const logMeal = useLogMeal();
  if (user.isPending) return <LoadingState label={t("app.loading")} />;
  if (!user.data) return <FoodAnalyzer guest headingLevel={headingLevel} />;
  return (
    <div className="mt-6">
      <FoodAnalyzer
        guest={false}
        headingLevel={headingLevel}
        logMeal={logMeal}
        PhotoGate={headingLevel === 2 ? PhotoGateH3 : PhotoGateH4}
      />
    </div>
  );
}
