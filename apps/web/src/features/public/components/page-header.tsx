import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/i18n.tsx";

/** The top of a public page: a way back home, an eyebrow, the page's one h1 and its introduction. */
export function PageHeader({ eyebrow, title, intro, meta }: { eyebrow?: string; title: string; intro?: ReactNode; meta?: ReactNode }) {
  const t = useT();
  return (
    <header className="max-w-3xl">
      <Link to="/" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-slate-700 hover:text-emerald-900">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("public.backHome")}
      </Link>
      {eyebrow ? <p className="mt-6 text-sm font-semibold tracking-wide text-emerald-800 uppercase">{eyebrow}</p> : null}
      <h1 className={`${eyebrow ? "mt-2" : "mt-6"} text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl`}>{title}</h1>
      {meta ? <div className="mt-3 text-sm text-slate-600">{meta}</div> : null}
      {intro ? <p className="mt-4 text-lg text-pretty text-slate-700">{intro}</p> : null}
    </header>
  );
}
