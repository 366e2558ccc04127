import { Sparkles } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Page } from "../../components/ui/page.tsx";
import { FoodPreferences } from "../../features/ai/components/preferences-form.tsx";
import { PremiumGate } from "../../features/billing/components/premium-gate.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /preferences and /food-preferences (docs/product/ai.md#preferences): the food preferences the meal suggestions follow. */
export default function FoodPreferencesRoute() {
  const t = useT();
  return (
    <Page title={t("page.foodPreferences")} description={t("prefs.description")}>
      <div className="mt-8">
        <PremiumGate feature="food-preferences" headingLevel={2}>
          <FoodPreferences
            footer={
              <ButtonLink to="/dashboard?tab=meals#ai-suggestions" variant="ghost" size="md">
                <Sparkles aria-hidden="true" className="size-4" />
                {t("prefs.seeSuggestions")}
              </ButtonLink>
            }
          />
        </PremiumGate>
      </div>
    </Page>
  );
}
