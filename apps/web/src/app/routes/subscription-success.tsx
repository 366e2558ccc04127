import { CircleCheck } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useT } from "../../i18n/i18n.tsx";

/** /subscription-success (001 §2.9): the subscription is confirmed. */
export default function SubscriptionSuccessRoute() {
  const t = useT();
  usePageTitle(t("confirmed.title"));
  return (
    <section className="mx-auto my-10 flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <CircleCheck aria-hidden="true" className="size-14 text-emerald-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("confirmed.title")}</h1>
      <p className="mt-3 text-slate-700">{t("confirmed.unlocked")}</p>
      <p className="mt-2 text-slate-700">{t("confirmed.mail")}</p>
      <ButtonLink to="/" className="mt-6">
        {t("confirmed.start")}
      </ButtonLink>
    </section>
  );
}
