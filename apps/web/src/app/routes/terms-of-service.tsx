import { useAppSettings } from "../../features/billing/billing.queries.ts";
import { termsContent } from "../../features/public/content/index.ts";
import { LegalPage } from "../../features/public/components/legal-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePlanFacts } from "./plan-facts.ts";

/** /terms-of-service and /terms (docs/product/public-pages.md#terms-of-service): prices in the currency the server charges. */
export default function TermsOfServiceRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.terms.title"), description: t("meta.terms.description"), canonicalPath: "/terms-of-service" });
  const facts = usePlanFacts();
  const { isPending } = useAppSettings();
  return <LegalPage content={termsContent} facts={facts} factsPending={isPending} />;
}
