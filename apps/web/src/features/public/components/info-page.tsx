import { ArrowRight, Camera, CalendarDays, Download, MessageSquareText, Target, Utensils, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { infoContent } from "../content/index.ts";
import { useLocalized } from "../localized.ts";
import { PageHeader } from "./page-header.tsx";

const icons: LucideIcon[] = [Utensils, Target, Camera, MessageSquareText, CalendarDays, Download];
const linkClass = "inline-flex items-center gap-1.5 font-semibold text-emerald-800 underline-offset-4 hover:underline";

/** /info and /about (docs/product/public-pages.md#about): key features, a way back to /, and 'Start Now' to /login. */
export function InfoPage({ waitlist }: { waitlist?: ReactNode }) {
  const t = useT();
  const c = useLocalized(infoContent);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader eyebrow={c.eyebrow} title={c.title} intro={c.intro} />
      <div className="mt-8">
        <ButtonLink to="/login" size="lg">
          {t("public.startNow")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>

      <section aria-labelledby="info-mission" className="mt-14 max-w-3xl">
        <h2 id="info-mission" className="text-2xl font-bold tracking-tight text-slate-900">
          {c.mission.title}
        </h2>
        {c.mission.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-slate-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="info-features" className="mt-14">
        <h2 id="info-features" className="text-2xl font-bold tracking-tight text-slate-900">
          {c.features.title}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {c.features.items.map((item, index) => {
            const Icon = icons[index] ?? Utensils;
            return (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="info-audience" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="info-audience" className="text-xl font-semibold text-slate-900">
            {c.audience.title}
          </h2>
          <p className="mt-3 text-slate-700">{c.audience.text}</p>
        </section>
        <section aria-labelledby="info-not-medical" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 id="info-not-medical" className="text-xl font-semibold text-slate-900">
            {c.notMedical.title}
          </h2>
          <p className="mt-3 text-slate-800">{c.notMedical.text}</p>
        </section>
      </div>

      <section aria-labelledby="info-sources" className="mt-14 max-w-3xl">
        <h2 id="info-sources" className="text-2xl font-bold tracking-tight text-slate-900">
          {c.sources.title}
        </h2>
        <p className="mt-4 text-slate-700">{c.sources.text}</p>
        <ul className="mt-4 space-y-2">
          <li>
            <Link to="/scientific-sources" className={linkClass}>
              {c.sources.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
          <li>
            <Link to="/how-it-works" className={linkClass}>
              {c.sources.howLink}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        </ul>
      </section>

      {waitlist ? <div className="mt-14">{waitlist}</div> : null}

      <section aria-labelledby="info-start" className="mt-14 rounded-3xl bg-emerald-900 px-6 py-10 text-center text-white sm:px-10">
        <h2 id="info-start" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {c.start.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-emerald-50">{c.start.text}</p>
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/login" variant="secondary" size="lg" className="border-white">
            {t("public.startNow")}
          </ButtonLink>
          <Link
            to="/"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-semibold text-white ring-1 ring-white/50 transition-colors hover:bg-white/10"
          >
            {t("public.backHome")}
          </Link>
        </div>
      </section>
    </div>
  );
}
