import { SourcesPage } from "../../features/public/components/sources-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /scientific-sources (docs/product/public-pages.md#scientific-sources). */
export default function ScientificSourcesRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.sources.title"), description: t("meta.sources.description") });
  return <SourcesPage />;
}
