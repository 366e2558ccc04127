import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { interpolate, useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { sourcesContent } from "../content/index.ts";
import { FOOD_TABLES, type FoodTable } from "../food-tables.ts";
import { useLocalized } from "../localized.ts";
import { PageHeader } from "./page-header.tsx";

/** A link to another site: a new tab, no opener, no referrer (docs/product/public-pages.md#scientific-sources), and it says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-baseline gap-1 font-medium break-words text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
    >
      <span>{children}</span>
      <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0 self-center" />
      <span className="sr-only"> {t("public.opensInNewTab")}</span>
    </a>
  );
}

/** The licence as published, without the data folder's internal review notes. */
const licenceName = (table: FoodTable) => table.license.replace(/\s+-\s+verify before release$/i, "");

/** /scientific-sources (docs/product/public-pages.md#scientific-sources): EFSA, WHO, USDA, the equations, and the six food tables with their attributions. */
export function SourcesPage() {
  const c = useLocalized(sourcesContent);
  const f = useFormat();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader eyebrow={c.eyebrow} title={c.title} intro={c.intro} />

      <section aria-labelledby="sources-bodies" className="mt-14">
        <h2 id="sources-bodies" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {c.bodies.title}
        </h2>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {c.bodies.items.map((body) => (
            <li key={body.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-slate-900">{body.name}</h3>
              <p className="text-sm font-medium text-emerald-800">{body.fullName}</p>
              <p className="mt-3 text-slate-700">{body.text}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {body.links.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url}>{link.label}</ExternalLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sources-methods" className="mt-14">
        <h2 id="sources-methods" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {c.methods.title}
        </h2>
        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          {c.methods.items.map((method) => (
            <div key={method.name} className="rounded-2xl bg-slate-50 p-6">
              <dt className="font-semibold text-slate-900">{method.name}</dt>
              <dd className="mt-2 text-slate-700">{method.text}</dd>
              {"link" in method && method.link ? (
                <dd className="mt-3 text-sm">
                  <ExternalLink href={method.link.url}>{method.link.label}</ExternalLink>
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="sources-tables" className="mt-14">
        <h2 id="sources-tables" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {c.tables.title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{c.tables.intro}</p>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {FOOD_TABLES.map((table) => (
            <li key={table.source} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 lang="en" className="font-semibold text-slate-900">
                {table.dataset}
              </h3>
              <p className="mt-2 text-slate-700">{c.tables.notes[table.source as keyof typeof c.tables.notes]}</p>
              <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600">{c.tables.labels.publisher}</dt>
                <dd lang="en" className="text-slate-900">
                  {table.publisher}
                </dd>
                <dt className="text-slate-600">{c.tables.labels.version}</dt>
                <dd lang="en" className="text-slate-900">
                  {table.version}
                </dd>
                <dt className="text-slate-600">{c.tables.labels.foods}</dt>
                <dd className="text-slate-900 tabular-nums">{interpolate(c.tables.foodsCount, { count: f.number(table.foods) })}</dd>
                <dt className="text-slate-600">{c.tables.labels.licence}</dt>
                <dd lang="en">
                  <ExternalLink href={table.licenseUrl}>{licenceName(table)}</ExternalLink>
                </dd>
              </dl>
              <figure className="mt-4 rounded-xl bg-slate-50 p-4 text-sm">
                <figcaption className="font-medium text-slate-700">{c.tables.labels.attribution}</figcaption>
                <blockquote lang="en" className="mt-1 break-words text-slate-900">
                  {table.attribution}
                </blockquote>
              </figure>
              <p className="mt-4 text-sm">
                <ExternalLink href={table.homepage}>{`${c.tables.labels.website}: ${table.dataset.split(" (")[0]}`}</ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="sources-use" className="rounded-2xl bg-emerald-50 p-6">
          <h2 id="sources-use" className="text-xl font-semibold text-slate-900">
            {c.use.title}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800 marker:text-emerald-700">
            {c.use.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sources-limits" className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 id="sources-limits" className="text-xl font-semibold text-slate-900">
            {c.limits.title}
          </h2>
          <p className="mt-3 text-slate-800">{c.limits.text}</p>
        </section>
      </div>
    </div>
  );
}
