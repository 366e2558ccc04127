import {
  ArrowRight,
  Calculator,
  CalendarDays,
  Camera,
  Check,
  ChevronDown,
  Database,
  FlaskConical,
  Lightbulb,
  Minus,
  Quote,
  ShieldCheck,
  SlidersHorizontal,
  Target,
  ThumbsDown,
  ThumbsUp,
  Utensils,
  X,
  type LucideIcon,
} from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../../components/ui/button.tsx";
import { interpolate, useI18n } from "../../../../i18n/i18n.tsx";
import { cn } from "../../../../lib/cn.ts";
import { useFormat } from "../../../../lib/format.ts";
import { useReveal } from "../../../../lib/reveal.ts";
import { landingContent } from "../../content/index.ts";
import type { LandingContent, Mark } from "../../content/landing.en.ts";
import { useLocalized } from "../../localized.ts";
import type { PlanFacts } from "../../plan-facts.ts";
import { SAMPLE_DAY, SAMPLE_MEALS, foodNutrients, sampleTotals } from "../../sample-day.ts";
import { sampleRecommendation } from "../../sample-profile.ts";
import type { LandingPageProps } from "./landing-props.ts";

const linkClass = "inline-flex items-center gap-1.5 font-semibold text-emerald-800 underline-offset-4 hover:underline";
type Tone = "white" | "tint";

function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-16 py-16 sm:py-20", tone === "tint" ? "bg-slate-50" : "bg-white")}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-slate-700">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-8">
      <Link to={to} className={linkClass}>
        {children}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}

function IllustrativeBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex w-fit items-center self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {t("public.illustrative")}
    </span>
  );
}

/** Texts with {placeholders} from the server's settings; null when the settings are not there. */
function useFill(facts: PlanFacts | undefined) {
  return useCallback(
    (text: string): string | null => {
      if (!/\{\w+\}/.test(text)) return text;
      if (!facts) return null;
      return interpolate(text, { ...facts });
    },
    [facts],
  );
}

function MealPlan({ c }: { c: LandingContent["mealPlan"] }) {
  const f = useFormat();
  // Each figure is rounded once, where it is shown; the day adds up the meal figures the reader sees.
  const meals = SAMPLE_MEALS.map((meal) => {
    const total = sampleTotals([meal]);
    return { meal, kcal: Math.round(total.kcal), protein: Math.round(total.protein) };
  });
  const day = meals.reduce((sum, meal) => ({ kcal: sum.kcal + meal.kcal, protein: sum.protein + meal.protein }), { kcal: 0, protein: 0 });
  return (
    <Section id="sample-meal-plan" title={c.title} intro={c.intro}>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-3">
          {meals.map(({ meal, kcal, protein }, index) => (
            <details
              key={meal}
              name="sample-meal-plan"
              open={index === 0}
              className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:ring-1 open:ring-emerald-600/30"
            >
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-2xl px-5 py-4 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold tracking-wide text-emerald-800 uppercase">{c.meals[meal].name}</span>
                  <span className="mt-0.5 block font-semibold text-slate-900">{c.meals[meal].dish}</span>
                </span>
                <span className="shrink-0 text-sm font-medium text-slate-700 tabular-nums">{f.kcal(kcal)}</span>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t border-slate-100 px-5 pt-3 pb-5">
                <h3 className="sr-only">{c.itemsLabel}</h3>
                <ul className="divide-y divide-slate-100">
                  {SAMPLE_DAY[meal].map(([food, grams]) => {
                    const n = foodNutrients(food, grams);
                    return (
                      <li key={food} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                        <span className="text-slate-900">
                          {c.foods[food]} <span className="text-slate-600">· {f.grams(grams)}</span>
                        </span>
                        <span className="text-slate-700 tabular-nums">
                          {f.kcal(n.kcal)} · {interpolate(c.protein, { grams: f.number(n.protein) })}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <p className="mt-3 flex justify-between gap-4 border-t border-slate-200 pt-3 text-sm font-semibold text-slate-900">
                  <span>{c.mealTotal}</span>
                  <span className="tabular-nums">
                    {f.kcal(kcal)} · {interpolate(c.protein, { grams: f.number(protein) })}
                  </span>
                </p>
              </div>
            </details>
          ))}
        </div>
        <aside aria-label={c.title} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
          <CalendarDays aria-hidden="true" className="size-6 text-emerald-800" />
          <p className="mt-3 font-semibold text-slate-900">
            {interpolate(c.dayTotal, { kcal: f.number(day.kcal), protein: f.number(day.protein) })}
          </p>
          <p className="mt-3 text-sm text-slate-700">{c.note}</p>
          <p className="mt-5">
            <Link to="/meal-planner" className={linkClass}>
              {c.plannerLink}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </aside>
      </div>
    </Section>
  );
}

function Science({ c }: { c: LandingContent["science"] }) {
  const icons: LucideIcon[] = [Database, FlaskConical, Calculator];
  return (
    <Section id="science" title={c.title} intro={c.intro} tone="tint">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {c.points.map((point, index) => {
          const Icon = icons[index] ?? FlaskConical;
          return (
            <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-emerald-700" />
              <h3 className="mt-4 font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          );
        })}
      </ul>
      <MoreLink to="/scientific-sources">{c.link}</MoreLink>
    </Section>
  );
}

function AiLearns({ c }: { c: LandingContent["aiLearns"] }) {
  const icons: LucideIcon[] = [ThumbsUp, ThumbsDown, Lightbulb];
  return (
    <Section id="how-the-ai-learns" title={c.title} intro={c.intro}>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {c.steps.map((step, index) => {
          const Icon = icons[index] ?? Lightbulb;
          return (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <MoreLink to="/auth?action=register-for-ai-recommendations">{c.link}</MoreLink>
    </Section>
  );
}

function Privacy({ c }: { c: LandingContent["privacy"] }) {
  return (
    <section id="privacy" aria-labelledby="privacy-title" className="scroll-mt-16 bg-emerald-900 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <ShieldCheck aria-hidden="true" className="size-10 text-emerald-200" />
          <h2 id="privacy-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {c.title}
          </h2>
          <p className="mt-4 text-lg text-emerald-50">{c.intro}</p>
          <p className="mt-8">
            <Link
              to="/privacy"
              className="inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:text-emerald-100"
            >
              {c.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
        <ul className="space-y-4">
          {c.points.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl bg-white/10 p-4 text-emerald-50 ring-1 ring-white/15">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-200" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Features({ c }: { c: LandingContent["features"] }) {
  const { t } = useI18n();
  const cards: Array<{ key: keyof LandingContent["features"]["cards"]; icon: LucideIcon; to: string; premium?: boolean }> = [
    { key: "meals", icon: Utensils, to: "/dashboard?tab=meals" },
    { key: "analyzer", icon: Camera, to: "/food-analyzer" },
    { key: "goals", icon: Target, to: "/dashboard?tab=goals" },
    { key: "preferences", icon: SlidersHorizontal, to: "/auth?action=register-to-complete-profile", premium: true },
    { key: "planner", icon: CalendarDays, to: "/meal-planner", premium: true },
  ];
  return (
    <Section id="features" title={c.title} intro={c.intro} tone="tint">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ key, icon: Icon, to, premium }) => {
          const card = c.cards[key];
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {premium ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t("public.premium")}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
              <p className="mt-5">
                <Link to={to} className={linkClass}>
                  {card.link}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function HowItWorks({ c }: { c: LandingContent["howItWorks"] }) {
  const f = useFormat();
  const eaten = sampleTotals(["breakfast", "lunch"]);
  const goal = sampleRecommendation("weight_loss");
  const rows = [
    { label: c.summary.calories, value: eaten.kcal, target: goal.calories, show: f.kcal },
    { label: c.summary.protein, value: eaten.protein, target: goal.proteins, show: f.grams },
    { label: c.summary.carbs, value: eaten.carbs, target: goal.carbs, show: f.grams },
    { label: c.summary.fat, value: eaten.fat, target: goal.fats, show: f.grams },
  ];
  return (
    <Section id="how-it-works" title={c.title} intro={c.intro}>
      <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
        <ol className="space-y-6">
          {c.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{c.summary.title}</h3>
            <IllustrativeBadge />
          </div>
          <dl className="mt-5 space-y-4">
            {rows.map((row) => (
              <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
                <dt className="font-medium text-slate-800">{row.label}</dt>
                <dd className="text-slate-700 tabular-nums">
                  {interpolate(c.summary.ofGoal, { value: row.show(row.value), goal: row.show(row.target) })}
                </dd>
                <dd aria-hidden="true" className="col-span-2 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className="h-full rounded-full bg-emerald-600"
                    style={{ width: `${Math.min(100, Math.round((row.value / row.target) * 100))}%` }}
                  />
                </dd>
              </div>
            ))}
          </dl>
          <figcaption className="mt-5 text-sm text-slate-600">{c.summary.caption}</figcaption>
        </figure>
      </div>
      <MoreLink to="/how-it-works">{c.link}</MoreLink>
    </Section>
  );
}

const markIcons: Record<Mark, { icon: LucideIcon; className: string }> = {
  yes: { icon: Check, className: "text-emerald-700" },
  no: { icon: X, className: "text-slate-500" },
  partly: { icon: Minus, className: "text-amber-700" },
};

function Comparison({ c, fill }: { c: LandingContent["comparison"]; fill: (text: string) => string | null }) {
  const { t } = useI18n();
  const costs = c.costs.map(fill);
  return (
    <Section id="comparison" title={c.title} intro={c.intro} tone="tint">
      {/* Phones: one card per feature; wider screens: the table. */}
      <ul className="mt-10 space-y-4 md:hidden">
        {c.rows.map((row) => (
          <li key={row.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{row.label}</h3>
            <dl className="mt-3 space-y-2 text-sm">
              {row.cells.map((mark, index) => {
                const { icon: Icon, className } = markIcons[mark];
                return (
                  <div key={index} className="flex items-center justify-between gap-3">
                    <dt className={cn("text-slate-700", index === 0 && "font-semibold text-emerald-900")}>{c.columns[index]}</dt>
                    <dd className="inline-flex shrink-0 items-center gap-1.5 text-slate-800">
                      <Icon aria-hidden="true" className={cn("size-4", className)} />
                      {c.values[mark]}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
        {costs.every((cost) => cost !== null) ? (
          <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{c.costLabel}</h3>
            <dl className="mt-3 space-y-2 text-sm">
              {costs.map((cost, index) => (
                <div key={index} className="flex items-start justify-between gap-3">
                  <dt className={cn("text-slate-700", index === 0 && "font-semibold text-emerald-900")}>{c.columns[index]}</dt>
                  <dd className="text-right text-slate-800">{cost}</dd>
                </div>
              ))}
            </dl>
          </li>
        ) : null}
      </ul>
      <div className="mt-10 hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption id="comparison-caption" className="sr-only">
            {c.caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-3 sm:px-4 font-semibold text-slate-700">
                {c.feature}
              </th>
              {c.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn("px-2 py-3 sm:px-4 font-semibold", index === 0 ? "bg-emerald-50 text-emerald-900" : "text-slate-900")}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {c.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-2 py-3 sm:px-4 font-medium text-slate-900">
                  {row.label}
                </th>
                {row.cells.map((mark, index) => {
                  const { icon: Icon, className } = markIcons[mark];
                  return (
                    <td key={index} className={cn("px-2 py-3 sm:px-4", index === 0 && "bg-emerald-50/60")}>
                      <span className="inline-flex items-center gap-2 text-slate-800">
                        <Icon aria-hidden="true" className={cn("size-4 shrink-0", className)} />
                        {c.values[mark]}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
            {costs.every((cost) => cost !== null) ? (
              <tr>
                <th scope="row" className="px-2 py-3 sm:px-4 font-medium text-slate-900">
                  {c.costLabel}
                </th>
                {costs.map((cost, index) => (
                  <td key={index} className={cn("px-2 py-3 sm:px-4 text-slate-800", index === 0 && "bg-emerald-50/60")}>
                    {cost}
                  </td>
                ))}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p className="mt-4 max-w-3xl text-sm text-slate-600">{c.note}</p>
      <div className="mt-8">
        <ButtonLink to="/home" size="lg">
          {t("public.startNow")}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}

function Stories({ c }: { c: LandingContent["stories"] }) {
  return (
    <Section id="success-stories" title={c.title} intro={c.disclaimer}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {c.items.map((story) => (
          <li key={story.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IllustrativeBadge />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{story.goal}</h3>
            <p className="text-sm font-medium text-emerald-800">{story.name}</p>
            <p className="mt-3 text-slate-700">{story.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Testimonials({ c }: { c: LandingContent["testimonials"] }) {
  return (
    <Section id="testimonials" title={c.title} intro={c.disclaimer} tone="tint">
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {c.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-6 text-emerald-700" />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold text-slate-900">{item.name}</span>
                  <span className="text-slate-600"> · {item.role}</span>
                </span>
                <IllustrativeBadge />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Pricing({ c, fill, pricing }: { c: LandingContent["pricing"]; fill: (text: string) => string | null; pricing: ReactNode }) {
  const trialNote = fill(c.trialNote);
  return (
    <Section id="pricing" title={c.title} intro={c.intro}>
      {trialNote ? <p className="mt-2 max-w-3xl font-medium text-emerald-900">{trialNote}</p> : null}
      <div className="mt-12">{pricing}</div>
      <MoreLink to="/pricing">{c.link}</MoreLink>
    </Section>
  );
}

function Faq({ c, fill, facts }: { c: LandingContent["faq"]; fill: (text: string) => string | null; facts: PlanFacts | undefined }) {
  const items = c.items
    .map((item) => ({
      question: item.question,
      answer: fill(facts?.paywall === "hard" && item.answerHardPaywall ? item.answerHardPaywall : item.answer),
    }))
    .filter((item): item is { question: string; answer: string } => item.answer !== null);
  return (
    <Section id="faq" title={c.title} tone="tint">
      <div className="mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-slate-800">
        {c.more}{" "}
        <Link to="/contatti" className={linkClass}>
          {c.contactLink}
        </Link>
      </p>
    </Section>
  );
}

function Journey({ c }: { c: LandingContent["journey"] }) {
  return (
    <Section id="journey" title={c.title} intro={c.intro}>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {c.steps.map((step) => (
          <li key={step.when} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">{step.when}</p>
            <h3 className="mt-2 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function CallToAction({ c, waitlist }: { c: LandingContent["cta"]; waitlist: ReactNode }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cta-title" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-6xl space-y-10 px-4 sm:px-6 lg:px-8">
        {waitlist}
        <div className="rounded-3xl bg-emerald-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {c.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">{c.text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <ButtonLink to="/home" variant="secondary" size="lg" className="border-white">
              {t("landing.start")}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <Link
              to="/demo/dashboard"
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-white ring-1 ring-white/50 transition-colors hover:bg-white/10"
            >
              {c.demoLink}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Every section of the landing page after the hero, in the order in docs/product/public-pages.md#landing. */
/** The first section that quotes the plans (the comparison table), by its place in the list below. */
const FIRST_QUOTING_SECTION = 6;

export default function LandingSections({ facts, onFactsWanted, pricing, waitlist }: LandingPageProps) {
  const c = useLocalized(landingContent);
  const fill = useFill(facts);
  // In the spec's order, committed one after the other (useReveal): one commit of all thirteen, with the style and
  // layout of all of them, was the landing page's longest task after hydration. The elements are made once, so a
  // step renders only the section it adds.
  const sections = useMemo(
    () => [
      <MealPlan key="meal-plan" c={c.mealPlan} />,
      <Science key="science" c={c.science} />,
      <AiLearns key="ai-learns" c={c.aiLearns} />,
      <Privacy key="privacy" c={c.privacy} />,
      <Features key="features" c={c.features} />,
      <HowItWorks key="how-it-works" c={c.howItWorks} />,
      <Comparison key="comparison" c={c.comparison} fill={fill} />,
      <Stories key="stories" c={c.stories} />,
      <Testimonials key="testimonials" c={c.testimonials} />,
      <Pricing key="pricing" c={c.pricing} fill={fill} pricing={pricing} />,
      <Faq key="faq" c={c.faq} fill={fill} facts={facts} />,
      <Journey key="journey" c={c.journey} />,
      <CallToAction key="cta" c={c.cta} waitlist={waitlist} />,
    ],
    [c, fill, facts, pricing, waitlist],
  );
  // Only what is within a screen of the visible area (docs/decisions/0016-webtbt2-below-the-fold.md): the rest
  // renders as the visitor scrolls, or at once on a key, a #fragment or printing.
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = useReveal(sections.length, 1, sentinel);
  // The plans' figures are asked for one section ahead of the first that quotes them.
  const factsWanted = shown >= FIRST_QUOTING_SECTION;
  useEffect(() => {
    if (factsWanted) onFactsWanted?.();
  }, [factsWanted, onFactsWanted]);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length && <div ref={sentinel} aria-hidden="true" className="h-px" />}
    </>
  );
}
