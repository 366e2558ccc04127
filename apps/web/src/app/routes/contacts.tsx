import { TeamContactPage } from "../../features/contact/components/team-contact-page.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /contacts (docs/product/public-pages.md#contact): the second, standalone contact page. */
export default function ContactsRoute() {
  const t = useT();
  usePageMeta({ title: t("meta.contacts.title"), description: t("meta.contacts.description") });
  return <TeamContactPage />;
}
