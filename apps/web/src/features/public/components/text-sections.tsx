import type { TextSection } from "../blocks.ts";
import { useScrollToHash } from "../use-scroll-to-hash.ts";
import { Blocks, type Values } from "./rich-text.tsx";

/**
 * Long, anchored sections with a table of contents: the guide and the legal pages. Each section's id is its
 * anchor (/guide#subscription), and the page scrolls to the URL's anchor once the text is on screen.
 */
export function TextSections({ sections, values, contentsLabel }: { sections: TextSection[]; values: Values; contentsLabel: string }) {
  useScrollToHash();
  return (
    <div className="mt-10 grid items-start gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={contentsLabel} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
        <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {contentsLabel}
        </p>
        <ol className="mt-3 space-y-1.5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="block rounded-sm text-slate-800 hover:text-emerald-900 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-12">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 focus:outline-none">
            <h2 id={`${section.id}-title`} className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
              {section.title}
            </h2>
            <Blocks blocks={section.blocks} values={values} />
          </section>
        ))}
      </div>
    </div>
  );
}
