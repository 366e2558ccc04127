import { InstallPage } from "../../features/install/components/install-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /install (docs/product/public-pages.md#install-guide-and-demo). */
export default function InstallRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.install.title"), description: t("meta.install.description") });
  return <InstallPage />;
}
