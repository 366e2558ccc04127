import { Info } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";

/** The strip on the demo dashboard: sample data, and the way to an account (docs/product/public-pages.md#install-guide-and-demo: it links to /auth). */
export function DemoBanner({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <aside aria-labelledby="demo-banner-title" className="rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-4 sm:px-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-800" />
          <div>
            <h2 id="demo-banner-title" className="font-semibold text-emerald-950">
              {t("demo.bannerTitle")}
            </h2>
            <p className="text-sm text-emerald-950">{signedIn ? t("demo.bannerSignedIn") : t("demo.bannerText")}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 min-[400px]:flex-row">
          {signedIn ? (
            <ButtonLink to="/dashboard" size="sm">
              {t("demo.openDashboard")}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to="/auth?tab=register" size="sm">
                {t("demo.createAccount")}
              </ButtonLink>
              <ButtonLink to="/auth?mode=login" size="sm" variant="secondary">
                {t("demo.signIn")}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
