import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";

/** A list that could not load: the server's message (in the user's language) and a retry button. */
export function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, tServer } = useI18n();
  return (
    <ErrorAlert>
      <p>{error instanceof ApiError ? tServer(error.message) : t("admin.loadError")}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t("admin.retry")}
      </Button>
    </ErrorAlert>
  );
}
