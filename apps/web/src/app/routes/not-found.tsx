import { Compass } from "lucide-react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { usePageTitle } from "../../lib/page-title.ts";

/** Any unknown address (docs/product/public-pages.md#routes): says which path was not found and offers two ways on. */
export default function NotFoundRoute() {
  const t = useT();
  const { pathname } = useLocation();
  usePageTitle(t("notFound.title"));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-50">
        <Compass aria-hidden="true" className="size-7 text-emerald-800" />
      </span>
      <p className="mt-6 text-sm font-semibold text-emerald-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-700">{t("notFound.description")}</p>
      <p className="mt-2 max-w-full">
        <code className="inline-block max-w-full rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">
          {pathname}
        </code>
      </p>
      <p className="mt-4 text-slate-700">{t("notFound.hint")}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/" size="lg">
          {t("notFound.home")}
        </ButtonLink>
        <ButtonLink to="/food-analyzer" variant="secondary" size="lg">
          {t("notFound.analyzer")}
        </ButtonLink>
      </div>
    </div>
  );
}
