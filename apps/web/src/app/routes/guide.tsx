import { GuidePage } from "../../features/public/components/guide-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePlanFacts } from "./plan-facts.ts";

/** /guide (docs/product/public-pages.md#install-guide-and-demo). */
export default function GuideRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.guide.title"), description: t("meta.guide.description") });
  return <GuidePage facts={usePlanFacts()} />;
}
