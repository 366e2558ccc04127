import { ContactUsPage } from "../../features/contact/components/contact-us-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { SUPPORT_EMAIL } from "../../features/public/site.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /contatti (docs/product/public-pages.md#contact): the Contact Us page. */
export default function ContattiRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.contatti.title"), description: t("meta.contatti.description") });
  return <ContactUsPage supportEmail={SUPPORT_EMAIL} />;
}
