import type { ReactNode } from "react";
import { useT } from "../../../i18n/i18n.tsx";
import { guideContent } from "../content/index.ts";
import { useLocalized } from "../localized.ts";
import type { PlanFacts } from "../plan-facts.ts";
import { textValues } from "../site.ts";
import { PageHeader } from "./page-header.tsx";
import { TextSections } from "./text-sections.tsx";

/**
 * The user guide (docs/product/public-pages.md#install-guide-and-demo) with the anchors ai-recommendations, subscription, api-access,
 * troubleshooting and support. The trial length and the prices come from the server's settings.
 */
export function GuidePage({ facts, waitlist }: { facts: PlanFacts | undefined; waitlist?: ReactNode }) {
  const t = useT();
  const c = useLocalized(guideContent);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={c.title} intro={c.intro} />
      <TextSections sections={c.sections} values={textValues(facts)} contentsLabel={t("public.onThisPage")} />
      {waitlist ? <div className="mt-16">{waitlist}</div> : null}
    </div>
  );
}
