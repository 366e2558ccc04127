import { RefreshCw } from "lucide-react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Page } from "../../components/ui/page.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useApiDocs, useApiKeys } from "../../features/api-keys/api-keys.queries.ts";
import { ApiDocsView } from "../../features/api-keys/components/api-docs-view.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { ApiAccessGate } from "./api-access-gate.tsx";

function Docs() {
  const t = useT();
  const docs = useApiDocs(true);
  const keys = useApiKeys(true);
  // The examples use the reader's own key prefix (the full key is never shown again).
  const own = keys.data?.find((k) => k.active)?.apiKey.replace(/…$/, "");
  if (docs.isPending) return <LoadingState label={t("app.loading")} />;
  if (docs.isError)
    return (
      <ErrorAlert className="mt-8">
        <p>{t("apiDocs.loadFailed")}</p>
        <Button variant="link" className="mt-1 text-red-900" onClick={() => void docs.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("apiDocs.refresh")}
        </Button>
      </ErrorAlert>
    );
  return (
    <>
      <ButtonLink to="/api-keys" variant="secondary" className="mt-6">
        {t("apiDocs.manageKeys")}
      </ButtonLink>
      <ApiDocsView docs={docs.data} keyPrefix={own ?? "np_live_YOUR_KEY"} />
    </>
  );
}

/** /api-docs (002 §2.8): how to call the public API v1, from GET /api/docs. */
export default function ApiDocsRoute() {
  const t = useT();
  return (
    <Page title={t("page.apiDocs")} description={t("apiDocs.description")}>
      <ApiAccessGate path="/api-docs">{() => <Docs />}</ApiAccessGate>
    </Page>
  );
}
