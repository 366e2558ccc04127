import { lazy } from "react";
import { LandingPage } from "../../features/public/components/landing/landing-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { AccessDeniedNotice } from "../guards/access-denied-notice.tsx";
import { usePlanFacts } from "./plan-facts.ts";

// Below the fold: loaded after the hero, so they do not weigh on the first paint.
const LandingPricing = lazy(() => import("./landing-pricing.tsx"));
const IntegrationWaitlist = lazy(() =>
  import("../../features/contact/components/integration-waitlist.tsx").then((m) => ({ default: m.IntegrationWaitlist })),
);

/** / and /welcome (docs/product/public-pages.md#landing). The admin key listener is mounted elsewhere. */
export default function LandingRoute() {
  const t = useT();
  usePageMeta({ fullTitle: t("meta.landing.title"), description: t("meta.landing.description"), canonicalPath: "/" });
  const facts = usePlanFacts();
  return (
    <>
      <AccessDeniedNotice />
      <LandingPage facts={facts} pricing={<LandingPricing />} waitlist={<IntegrationWaitlist />} />
    </>
  );
}
