/**
 * SLOT for the food analyzer inside the dashboard's Analyze tab (spec 000 §2 Analyze tab, spec 001),
 * owned by the food-analyzer work. The tab and its 'Food Analyzer' heading are already in place; this
 * goes under the heading. `demo` tells it that the screen is the demo (no account).
 *
 * Until then it renders nothing.
 */
export function FoodAnalyzerSlot(_props: { demo: boolean }) {
  return null;
}
