import { GatedFoodAnalyzer } from "./food-analyzer-gated.tsx";

/**
 * The food analyzer inside the dashboard's Analyze tab (docs/product/analyzer.md#screen), under the tab's
 * 'Food Analyzer' heading. A visitor on the demo dashboard gets the free analysis like on /food-analyzer.
 */
export function FoodAnalyzerSlot(_props: { demo: boolean }) {
  return <GatedFoodAnalyzer headingLevel={3} />;
}
