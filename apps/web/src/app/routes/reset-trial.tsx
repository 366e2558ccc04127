import { safeRedirectPath } from "@app/shared";
import { RotateCcw } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Page } from "../../components/ui/page.tsx";
import { clearTrialFlag, TRIAL_FLAG_NAME } from "../../features/analyzer/trial.ts";
import { useT } from "../../i18n/i18n.tsx";

const REDIRECT_DELAY_MS = 2000;

/** A flag name from the address; the app's own storage keys are never touched. */
function flagName(raw: string | null): string {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : TRIAL_FLAG_NAME;
}

/**
 * The trial reset screen at /api/reset-trial (docs/product/access-and-plans.md#trial-reset): clears the browser's free-trial flag named by
 * ?key= (default foodAnalyzerTrialUsed) and goes to ?redirectTo= (default /food-analyzer, this site only)
 * after 2 seconds. The server, which serves this page, gives this browser's visitor cookie its free analysis
 * back too (within the address's daily ceiling), so what the screen says holds.
 */
export default function ResetTrialRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = flagName(params.get("key"));
  const target = useMemo(() => safeRedirectPath(params.get("redirectTo"), "/food-analyzer"), [params]);

  useEffect(() => {
    clearTrialFlag(key);
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, target, navigate]);

  return (
    <Page title={t("page.resetTrial")}>
      <output className="mt-6 flex max-w-xl items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <span>
          <span className="block font-semibold">{t("resetTrial.done")}</span>
          <span className="mt-1 block text-sm">{t("resetTrial.redirecting")}</span>
          <Link to={target} replace className="mt-2 inline-block text-sm font-medium text-emerald-800 underline underline-offset-2">
            {t("resetTrial.goNow")}
          </Link>
        </span>
      </output>
    </Page>
  );
}
