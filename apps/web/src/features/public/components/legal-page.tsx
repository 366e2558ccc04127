import { LoadingState } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import type { LegalContent } from "../legal/privacy.en.ts";
import { useLocalized, type Localized } from "../localized.ts";
import type { PlanFacts } from "../plan-facts.ts";
import { textValues } from "../site.ts";
import { PageHeader } from "./page-header.tsx";
import { TextSections } from "./text-sections.tsx";

interface LegalPageProps {
  content: Localized<LegalContent>;
  facts: PlanFacts | undefined;
  /** True while the server's settings are loading: the terms quote prices, so they wait for them. */
  factsPending: boolean;
}

/** The Privacy Policy and the Terms of Service (docs/product/public-pages.md#privacy-policy, docs/product/public-pages.md#terms-of-service): dated, numbered, anchored sections. */
export function LegalPage({ content, facts, factsPending }: LegalPageProps) {
  const t = useT();
  const c = useLocalized(content);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={c.title} meta={t("public.lastUpdated", { date: c.lastUpdated })} intro={c.intro} />
      {factsPending ? (
        <LoadingState label={t("public.loadingContent")} />
      ) : (
        <TextSections sections={c.sections} values={textValues(facts)} contentsLabel={t("public.onThisPage")} />
      )}
    </div>
  );
}
