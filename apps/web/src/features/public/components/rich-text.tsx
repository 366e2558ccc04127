import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { interpolate, useI18n } from "../../../i18n/i18n.tsx";
import type { Block } from "../blocks.ts";

export type Values = Record<string, string | number>;

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = "font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900";

/** True when the text still needs values it has not got (a `{placeholder}` with no value). */
export function hasMissingValues(text: string, values: Values | undefined): boolean {
  return [...text.matchAll(/\{(\w+)\}/g)].some((m) => !values || !((m[1] ?? "") in values));
}

/** A string with `[label](href)` links and `{placeholders}`: internal links stay in the app, others open a new tab. */
export function RichText({ text, values }: { text: string; values?: Values | undefined }) {
  const { t } = useI18n();
  const filled = values ? interpolate(text, values) : text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(filled.slice(last, match.index));
    if (href.startsWith("/") || href.startsWith("#")) {
      parts.push(
        href.startsWith("#") ? (
          <a key={match.index} href={href} className={linkClass}>
            {label}
          </a>
        ) : (
          <Link key={match.index} to={href} className={linkClass}>
            {label}
          </Link>
        ),
      );
    } else if (href.startsWith("mailto:")) {
      parts.push(
        <a key={match.index} href={href} className={`${linkClass} break-all`}>
          {label}
        </a>,
      );
    } else {
      parts.push(
        <a key={match.index} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {label}
          <span className="sr-only"> {t("public.opensInNewTab")}</span>
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  parts.push(filled.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

/**
 * Paragraphs, lists and sub-headings. A block whose `{placeholders}` have no value yet (the server's
 * settings did not load) is left out rather than shown with holes.
 */
export function Blocks({ blocks, values, headingLevel = 3 }: { blocks: Block[]; values?: Values | undefined; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-4 text-slate-700">
      {blocks.map((block, index) => {
        if (typeof block === "string") {
          if (hasMissingValues(block, values)) return null;
          return (
            <p key={index}>
              <RichText text={block} values={values} />
            </p>
          );
        }
        if ("paywall" in block) {
          if (values?.paywall !== block.paywall || hasMissingValues(block.text, values)) return null;
          return (
            <p key={index}>
              <RichText text={block.text} values={values} />
            </p>
          );
        }
        if ("heading" in block) {
          return (
            <Heading key={index} className="pt-2 font-semibold text-slate-900">
              {block.heading}
            </Heading>
          );
        }
        const items = "list" in block ? block.list : block.steps;
        const List = "list" in block ? "ul" : "ol";
        return (
          <List
            key={index}
            className={`space-y-2 pl-5 ${"list" in block ? "list-disc marker:text-emerald-700" : "list-decimal marker:font-semibold marker:text-emerald-800"}`}
          >
            {items
              .filter((item) => !hasMissingValues(item, values))
              .map((item) => (
                <li key={item}>
                  <RichText text={item} values={values} />
                </li>
              ))}
          </List>
        );
      })}
    </div>
  );
}
