import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/i18n.tsx";
import { usePageMeta, type PageMeta } from "./page-meta.ts";

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;

describe("the head manager", () => {
  it("sets the title, the description, Open Graph and the canonical link, and restores them when the page goes", () => {
    document.head.innerHTML = '<meta name="description" content="Default description">';
    document.title = "NutriPilot";

    const view = render(
      <I18nProvider initialLocale="it">
        <Page title="Guida utente" description="Come usare NutriPilot." canonicalPath="/guide" />
      </I18nProvider>,
    );

    expect(document.title).toBe("Guida utente · NutriPilot");
    expect(meta("description")).toBe("Come usare NutriPilot.");
    expect(meta("og:title")).toBe("Guida utente · NutriPilot");
    expect(meta("og:description")).toBe("Come usare NutriPilot.");
    expect(meta("og:url")).toBe(`${window.location.origin}/guide`);
    expect(meta("og:image")).toBe(`${window.location.origin}/icons/icon-512.png`);
    expect(meta("og:locale")).toBe("it_IT");
    expect(meta("og:type")).toBe("website");
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/guide`);

    view.unmount();
    expect(document.title).toBe("NutriPilot");
    expect(meta("description")).toBe("Default description");
    expect(meta("og:title")).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
