import { HowItWorksPage } from "../../features/public/components/how-it-works-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePlanFacts } from "./plan-facts.ts";

/** /how-it-works (docs/product/public-pages.md#how-it-works). */
export default function HowItWorksRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.howItWorks.title"), description: t("meta.howItWorks.description") });
  return <HowItWorksPage facts={usePlanFacts()} />;
}
