import { useAppSettings } from "../../features/billing/billing.queries.ts";
import { privacyContent } from "../../features/public/content/index.ts";
import { LegalPage } from "../../features/public/components/legal-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePlanFacts } from "./plan-facts.ts";

/** /privacy-policy and /privacy (docs/product/public-pages.md#privacy-policy). */
export default function PrivacyPolicyRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.privacy.title"), description: t("meta.privacy.description"), canonicalPath: "/privacy-policy" });
  const facts = usePlanFacts();
  const { isPending } = useAppSettings();
  return <LegalPage content={privacyContent} facts={facts} factsPending={isPending} />;
}
