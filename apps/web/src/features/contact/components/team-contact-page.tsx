import { ArrowLeft, Clock } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { ContactForm } from "./contact-form.tsx";

/** The second, standalone contact page (docs/product/public-pages.md#contact): back to home, the 24-hour note and the full form. */
export function TeamContactPage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <ButtonLink to="/" variant="secondary" size="sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("public.backHome")}
      </ButtonLink>
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("contact.altTitle")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("contact.altIntro")}</p>
      </header>
      <p className="mt-6 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-950">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {t("contact.responseNote")}
      </p>
      <section aria-labelledby="team-form-title" className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="team-form-title" className="mb-6 text-xl font-semibold text-slate-900">
          {t("contact.formTitle")}
        </h2>
        <ContactForm kind="team" />
      </section>
    </div>
  );
}
