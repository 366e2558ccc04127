import { ArrowRight, Database, FlaskConical, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useDeferredValue } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../../components/ui/button.tsx";
import { useI18n } from "../../../../i18n/i18n.tsx";
import { useHydrated } from "../../../../lib/hydrated.ts";
import { landingContent } from "../../content/index.ts";
import type { LandingPageProps } from "./landing-props.ts";

// Everything below the hero is its own chunk, with its texts in another per language: the first paint needs
// only the hero, and the sections arrive while the visitor reads it.
const LandingSections = lazy(() => import("./landing-sections.tsx"));

const smallLink = "font-semibold text-emerald-800 underline-offset-4 hover:underline";

/** The landing page (docs/product/public-pages.md#landing): the hero, then every section in the spec's order. */
export function LandingPage({ facts, onFactsWanted, pricing, waitlist }: LandingPageProps) {
  const { t, locale } = useI18n();
  // The sections are not in the prerendered page: they render once the hero has been hydrated, and as a deferred
  // update (in slices that leave the page responsive) rather than in one go right after hydration.
  const hydrated = useDeferredValue(useHydrated());
  // Start fetching the sections' texts together with the sections' code, not after it.
  void landingContent.load(locale);
  const trust = [
    { icon: Database, text: t("hero.trust.foods") },
    { icon: FlaskConical, text: t("hero.trust.science") },
    { icon: ShieldCheck, text: t("hero.trust.privacy") },
  ];
  return (
    <>
      <section
        aria-labelledby="landing-title"
        className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white"
      >
        <div className="mx-auto w-full max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            {t("hero.eyebrow")}
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
          <p className="mt-6 flex flex-col items-center justify-center gap-x-4 gap-y-2 text-sm text-slate-700 sm:flex-row">
            <Link to="/demo/dashboard" className={smallLink}>
              {t("hero.demo")}
            </Link>
            <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
              ·
            </span>
            <span>
              {t("hero.loginPrompt")}{" "}
              <Link to="/auth?mode=login" className={smallLink}>
                {t("hero.login")}
              </Link>
            </span>
          </p>
          <ul aria-label={t("hero.trustLabel")} className="mx-auto mt-12 grid max-w-3xl gap-3 text-left sm:grid-cols-3">
            {trust.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-center gap-3 rounded-xl border border-emerald-100 bg-white/80 px-4 py-3 text-sm text-slate-800 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>
      {hydrated && (
        <Suspense fallback={null}>
          <LandingSections facts={facts} onFactsWanted={onFactsWanted} pricing={pricing} waitlist={waitlist} />
        </Suspense>
      )}
    </>
  );
}
