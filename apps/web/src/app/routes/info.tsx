import { lazy } from "react";
import { useLocation } from "react-router";
import { InfoPage } from "../../features/public/components/info-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";

const IntegrationWaitlist = lazy(() =>
  import("../../features/contact/components/integration-waitlist.tsx").then((m) => ({ default: m.IntegrationWaitlist })),
);

/** /info and /about (docs/product/public-pages.md#about): the same page; /about is titled "About NutriPilot". */
export default function InfoRoute() {
  const t = useT();
  const { pathname } = useLocation();
  usePageMeta({
    title: t(pathname === "/about" ? "meta.about.title" : "meta.info.title"),
    description: t("meta.info.description"),
    canonicalPath: "/info",
  });
  return <InfoPage waitlist={<IntegrationWaitlist />} />;
}
