import { Page } from "../../components/ui/page.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { GatedFoodAnalyzer } from "./food-analyzer-gated.tsx";

/** /food-analyzer (docs/product/analyzer.md#screen). */
export default function FoodAnalyzerRoute() {
  const t = useT();
  return (
    <Page title={t("page.foodAnalyzer")}>
      <GatedFoodAnalyzer headingLevel={2} />
    </Page>
  );
}
