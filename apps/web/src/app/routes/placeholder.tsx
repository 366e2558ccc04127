import { Page } from "../../components/ui/page.tsx";
import type { MessageKey } from "../../i18n/en.ts";
import { useT } from "../../i18n/i18n.tsx";

/** A page that exists in the route table but whose content comes in a later issue: its title only. */
export default function PlaceholderRoute({ title }: { title: MessageKey }) {
  const t = useT();
  return <Page title={t(title)} />;
}
