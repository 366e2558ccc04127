import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { usePageTitle } from "../../lib/page-title.ts";

/** / and /welcome: the product in one sentence, and the two ways in (spec 001 §2.1). */
export default function LandingRoute() {
  const t = useT();
  usePageTitle(undefined);
  return (
    <section aria-labelledby="landing-title" className="relative isolate flex flex-1 items-center overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-emerald-50 via-white to-white" />
      <div
        aria-hidden="true"
        className="absolute top-[-10rem] left-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-emerald-200/40 blur-3xl"
      />
      <div className="mx-auto w-full max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
          {t("landing.eyebrow")}
        </p>
        <h1 id="landing-title" className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
          {t("landing.title")}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-700 sm:text-xl">{t("landing.pitch")}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/home" size="lg">
            {t("landing.start")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/how-it-works" variant="secondary" size="lg">
            {t("landing.howItWorks")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
