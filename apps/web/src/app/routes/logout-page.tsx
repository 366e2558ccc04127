import { LogoutScreen } from "../../features/auth/components/logout-screen.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { usePageTitle } from "../../lib/page-title.ts";

export default function LogoutRoute() {
  const t = useT();
  usePageTitle(t("page.logout"));
  return <LogoutScreen />;
}
