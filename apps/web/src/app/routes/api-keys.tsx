import { Page } from "../../components/ui/page.tsx";
import { ApiKeyManager } from "../../features/api-keys/components/api-key-list.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { ApiAccessGate } from "./api-access-gate.tsx";

/** /api-keys (002 §2.7): the user's API keys for the public API v1. */
export default function ApiKeysRoute() {
  const t = useT();
  return (
    <Page title={t("page.apiKeys")} description={t("apiKeys.description")}>
      <ApiAccessGate path="/api-keys">{() => <ApiKeyManager />}</ApiAccessGate>
    </Page>
  );
}
