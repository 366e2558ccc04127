import { useEffect } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

export interface PageMeta {
  /** The page's own title; the document title becomes "<title> · NutriPilot". `fullTitle` is used as it is. */
  title?: string;
  fullTitle?: string;
  description: string;
  /** The page's canonical path when several addresses show it (/privacy shows /privacy-policy). */
  canonicalPath?: string;
}

const SITE_NAME = "NutriPilot";
const OG_LOCALES = { en: "en_US", it: "it_IT" } as const;

type Tag = { kind: "name" | "property"; key: string };
const TAGS = {
  description: { kind: "name", key: "description" },
  ogTitle: { kind: "property", key: "og:title" },
  ogDescription: { kind: "property", key: "og:description" },
  ogUrl: { kind: "property", key: "og:url" },
  ogImage: { kind: "property", key: "og:image" },
  ogLocale: { kind: "property", key: "og:locale" },
  ogType: { kind: "property", key: "og:type" },
  ogSiteName: { kind: "property", key: "og:site_name" },
  twitterCard: { kind: "name", key: "twitter:card" },
} satisfies Record<string, Tag>;
type TagName = keyof typeof TAGS;

function metaElement({ kind, key }: Tag): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${kind}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(kind, key);
    document.head.append(element);
  }
  return element;
}

/** What index.html says, restored when a page with its own tags is left for one without. */
let defaults: { title: string; tags: Partial<Record<TagName, string>> } | null = null;
function readDefaults() {
  defaults ??= {
    title: document.title,
    tags: Object.fromEntries(
      (Object.keys(TAGS) as TagName[]).map((name) => [
        name,
        document.head.querySelector<HTMLMetaElement>(`meta[${TAGS[name].kind}="${TAGS[name].key}"]`)?.content,
      ]),
    ),
  };
  return defaults;
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

/**
 * The small head manager of the public pages: while the page is shown it sets the document title, the meta
 * description, the Open Graph and Twitter tags and the canonical link; leaving it restores index.html's defaults.
 */
export function usePageMeta({ title, fullTitle, description, canonicalPath }: PageMeta): void {
  const { locale } = useI18n();
  useEffect(() => {
    const initial = readDefaults();
    const documentTitle = fullTitle ?? (title ? `${title} · ${SITE_NAME}` : initial.title);
    const origin = window.location.origin;
    const url = `${origin}${canonicalPath ?? window.location.pathname}`;
    const values: Record<TagName, string> = {
      description,
      ogTitle: documentTitle,
      ogDescription: description,
      ogUrl: url,
      ogImage: `${origin}/icons/icon-512.png`,
      ogLocale: OG_LOCALES[locale],
      ogType: "website",
      ogSiteName: SITE_NAME,
      twitterCard: "summary",
    };
    document.title = documentTitle;
    for (const name of Object.keys(TAGS) as TagName[]) metaElement(TAGS[name]).content = values[name];
    setCanonical(url);
    return () => {
      document.title = initial.title;
      for (const name of Object.keys(TAGS) as TagName[]) {
        const value = initial.tags[name];
        if (value === undefined) document.head.querySelector(`meta[${TAGS[name].kind}="${TAGS[name].key}"]`)?.remove();
        else metaElement(TAGS[name]).content = value;
      }
      setCanonical(null);
    };
  }, [title, fullTitle, description, canonicalPath, locale]);
}
