import { Languages } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { isLocale, LOCALE_NAMES, LOCALES, useI18n } from "../../i18n/i18n.tsx";
import { LogoMark } from "./logo.tsx";

const linkClasses = "rounded-sm text-sm text-slate-700 underline-offset-4 hover:text-emerald-900 hover:underline";

/** Footer links, copyright and the language switch (docs/product/public-pages.md#footer). */
export function SiteFooter() {
  const { t, locale, setLocale } = useI18n();
  const [year] = useState(() => new Date().getFullYear());
  const links = [
    { to: "/how-it-works", label: t("footer.howItWorks") },
    { to: "/scientific-sources", label: t("footer.science") },
    { to: "/guide", label: t("footer.guide") },
    { to: "/privacy-policy", label: t("footer.privacy") },
    { to: "/terms-of-service", label: t("footer.terms") },
    { to: "/contatti", label: t("footer.contact") },
  ];
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 text-base font-bold text-slate-900">
            <LogoMark className="size-7" />
            {t("app.name")}
          </p>
          <p className="mt-2 text-sm text-slate-700">{t("footer.tagline")}</p>
          <p className="mt-2 text-sm text-slate-600">{t("footer.disclaimer")}</p>
        </div>
        <div className="flex flex-col gap-6 md:items-end">
          <nav aria-label={t("footer.label")}>
            <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:flex sm:flex-wrap sm:gap-x-6 md:justify-end">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <Languages aria-hidden="true" className="size-4 text-slate-600" />
            <label htmlFor="language-switch" className="text-sm font-medium text-slate-800">
              {t("footer.language")}
            </label>
            <select
              id="language-switch"
              value={locale}
              onChange={(event) => {
                if (isLocale(event.target.value)) setLocale(event.target.value);
              }}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm"
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600 sm:px-6 lg:px-8">{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
