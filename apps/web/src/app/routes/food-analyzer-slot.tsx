import { GatedFoodAnalyzer } from "./food-analyzer-gated.tsx";

/**
 * The food analyzer inside the dashboard's Analyze tab (spec 000 §2, spec 001 §2.12), under the tab's
 * 'Food Analyzer' heading. A visitor on the demo dashboard gets the free analysis like on /food-analyzer.
 */
export function FoodAnalyzerSlot(_props: { demo: boolean }) {
  return <GatedFoodAnalyzer headingLevel={3} />;
}
