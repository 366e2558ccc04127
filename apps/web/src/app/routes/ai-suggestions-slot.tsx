import { lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useT } from "../../i18n/i18n.tsx";

// The AI panels load with the meals tab's AI section, not with the dashboard: the first view stays light.
const AiSuggestions = lazy(() => import("./ai-suggestions.tsx"));

/**
 * The AI meal suggestions panel and the meals 'Nutrition Consultant' chat (docs/product/ai.md#suggestions), inside the
 * "AI Meal Suggestions" section (id="ai-suggestions") of the meals tab, for signed-in users and visitors.
 */
export function AiSuggestionsSlot() {
  return (
    <Suspense fallback={<AiLoading />}>
      <AiSuggestions />
    </Suspense>
  );
}

export function AiLoading() {
  const t = useT();
  return (
    <output className="flex min-h-32 items-center justify-center gap-2 text-sm text-slate-600">
      <Spinner className="text-emerald-700" />
      {t("app.loading")}
    </output>
  );
}
