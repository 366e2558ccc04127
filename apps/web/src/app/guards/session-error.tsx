import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.tsx";
import { Page } from "../../components/ui/page.tsx";
import { authKeys } from "../../features/auth/auth.queries.ts";
import { useT } from "../../i18n/i18n.tsx";

/** Shown by a guard when the session check itself failed (server down), instead of a wrong redirect. */
export function SessionError() {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <Page title={t("access.sessionErrorTitle")} description={t("access.sessionErrorDescription")}>
      <Button className="mt-6" onClick={() => void queryClient.refetchQueries({ queryKey: authKeys.user })}>
        {t("access.tryAgain")}
      </Button>
    </Page>
  );
}
