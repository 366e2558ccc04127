import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Page } from "../../components/ui/page.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { useAppSettings } from "../../features/billing/billing.queries.ts";
import { SubscribeForm } from "../../features/billing/components/subscribe-form.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { SessionError } from "../guards/session-error.tsx";

const LOGIN_PATH = "/auth?redirect=/subscribe";
const REDIRECT_DELAY_MS = 2000;

function LoginRequired() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Page title={t("subscribe.loginRequired")} description={t("subscribe.loginRequiredText")}>
      <Button className="mt-6" onClick={() => void navigate(LOGIN_PATH)}>
        <LogIn aria-hidden="true" className="size-4" />
        {t("subscribe.loginButton")}
      </Button>
    </Page>
  );
}

/** /subscribe?plan=… (001 §2.6): premium-yearly opens the Yearly tab, anything else Monthly. */
export default function SubscribeRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const { data: user, isPending, isError } = useCurrentUser();
  const settings = useAppSettings();
  const plan = params.get("plan") === "premium-yearly" ? "premium-yearly" : "premium-monthly";

  if (isPending) return <LoadingState label={t("app.loading")} />;
  if (isError) return <SessionError />;
  if (!user) return <LoginRequired />;
  return (
    <Page title={t("subscribe.title")} description={t("subscribe.subtitle")}>
      {settings.data ? (
        <SubscribeForm settings={settings.data} initialPlan={plan} />
      ) : settings.isError ? (
        <ErrorAlert className="mt-6">{t("pricing.loadError")}</ErrorAlert>
      ) : (
        <LoadingState label={t("app.loading")} />
      )}
    </Page>
  );
}
