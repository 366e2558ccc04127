import { BookOpen, Mail } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ContactForm } from "./contact-form.tsx";
import { SupportHours } from "./support-hours.tsx";

const linkClass = "font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900";

/** The Contact Us page (docs/product/public-pages.md#contact): the support form, the support address and the support hours. */
export function ContactUsPage({ supportEmail }: { supportEmail: string }) {
  const { t, tRich } = useI18n();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("contact.pageTitle")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("contact.pageIntro")}</p>
      </header>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold text-slate-900">
            {t("contact.formTitle")}
          </h2>
          <ContactForm kind="support" />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="contact-email-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="contact-email-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Mail aria-hidden="true" className="size-5 text-emerald-700" />
              {t("contact.emailUs")}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t("contact.emailUsText")}</p>
            <p className="mt-1">
              <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
                {supportEmail}
              </a>
            </p>
          </section>
          <SupportHours />
          <section aria-labelledby="contact-help-title" className="rounded-2xl border border-sky-200 bg-sky-50 p-6">
            <h2 id="contact-help-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpen aria-hidden="true" className="size-5 text-sky-800" />
              {t("contact.helpTitle")}
            </h2>
            <p className="mt-2 text-sm text-slate-800">
              {tRich("contact.helpText", {
                guide: (
                  <Link to="/guide" className={linkClass}>
                    {t("contact.helpGuide")}
                  </Link>
                ),
              })}
            </p>
            <p className="mt-3 text-sm text-slate-800">
              {tRich("contact.otherPage", {
                link: (
                  <Link to="/contacts" className={linkClass}>
                    {t("contact.otherPageLink")}
                  </Link>
                ),
              })}
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
