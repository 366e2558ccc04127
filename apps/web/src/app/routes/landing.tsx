import { lazy, Suspense, useCallback, useDeferredValue, useState } from "react";
import { useLocation } from "react-router";
import { LandingPage } from "../../features/public/components/landing/landing-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { wasDenied } from "../guards/access-denied.ts";
import { usePlanFacts } from "./plan-facts.ts";

// Below the fold: loaded after the hero, so they do not weigh on the first paint.
const LandingPricing = lazy(() => import("./landing-pricing.tsx"));
// Shown only after an admin page refused a signed-in user (never on a first load): not in the first download.
const AccessDeniedNotice = lazy(() => import("../guards/access-denied-notice.tsx").then((m) => ({ default: m.AccessDeniedNotice })));
const IntegrationWaitlist = lazy(() =>
  import("../../features/contact/components/integration-waitlist.tsx").then((m) => ({ default: m.IntegrationWaitlist })),
);

/** / and /welcome (docs/product/public-pages.md#landing). The admin key listener is mounted elsewhere. */
export default function LandingRoute() {
  const t = useT();
  usePageMeta({ fullTitle: t("meta.landing.title"), description: t("meta.landing.description"), canonicalPath: "/" });
  // Only sections well below the hero quote the plans: the prices are formatted when the first of them is about to
  // render (often never on a first load without scrolling), in a render of their own (decision 0016).
  const [factsWanted, setFactsWanted] = useState(false);
  const wantFacts = useCallback(() => setFactsWanted(true), []);
  const facts = usePlanFacts(useDeferredValue(factsWanted));
  const { state } = useLocation();
  return (
    <>
      {wasDenied(state) ? (
        <Suspense fallback={null}>
          <AccessDeniedNotice />
        </Suspense>
      ) : null}
      <LandingPage facts={facts} onFactsWanted={wantFacts} pricing={<LandingPricing />} waitlist={<IntegrationWaitlist />} />
    </>
  );
}
