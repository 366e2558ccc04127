import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { howItWorksContent } from "../content/index.ts";
import { useLocalized } from "../localized.ts";
import type { PlanFacts } from "../plan-facts.ts";
import { textValues } from "../site.ts";
import { useScrollToHash } from "../use-scroll-to-hash.ts";
import { GoalCalculatorDemo } from "./goal-calculator-demo.tsx";
import { PageHeader } from "./page-header.tsx";
import { Blocks } from "./rich-text.tsx";

/**
 * /how-it-works (docs/product/public-pages.md#how-it-works): the sample profile and the goal toggle, then the food-analyzer,
 * meal-tracking and goals-management anchors; the page scrolls to the URL's anchor on load.
 */
export function HowItWorksPage({ facts }: { facts: PlanFacts | undefined }) {
  const c = useLocalized(howItWorksContent);
  useScrollToHash();
  const values = textValues(facts);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={c.title} intro={c.intro} />

      <nav aria-label={c.contents} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {[{ id: "sample-profile", title: c.calculator.title }, ...c.sections].map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-emerald-700 hover:text-emerald-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="sample-profile" aria-labelledby="sample-profile-title" className="mt-12 scroll-mt-24 focus:outline-none">
        <h2 id="sample-profile-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {c.calculator.title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{c.calculator.intro}</p>
        <GoalCalculatorDemo c={c.calculator} />
      </section>

      {c.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-16 max-w-3xl scroll-mt-24 border-t border-slate-200 pt-12 focus:outline-none"
        >
          <h2 id={`${section.id}-title`} className="mb-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {section.title}
          </h2>
          <Blocks blocks={section.blocks} values={values} />
        </section>
      ))}

      <p className="mt-16">
        <Link
          to="/scientific-sources"
          className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 underline-offset-4 hover:underline"
        >
          {c.sourcesLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </div>
  );
}
