import { BarChart3, CalendarCheck, Check, GraduationCap, Sparkles } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";

/** The premium teasers of the profile card: meal plans, analytics, guidance (docs/product/tracking.md#profile). */
export function PremiumTeasers({ included }: { included: boolean }) {
  const t = useT();
  const items = [
    { icon: CalendarCheck, title: t("premium.mealPlans"), text: t("premium.mealPlansText") },
    { icon: BarChart3, title: t("premium.analytics"), text: t("premium.analyticsText") },
    { icon: GraduationCap, title: t("premium.guidance"), text: t("premium.guidanceText") },
  ];
  return (
    <section aria-labelledby="premium-teasers-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="premium-teasers-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-4 text-amber-600" />
          {t("premium.title")}
        </h3>
        {included ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            <Check aria-hidden="true" className="size-3.5" />
            {t("premium.included")}
          </span>
        ) : null}
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-amber-200/70 bg-gradient-to-b from-amber-50 to-white p-4">
            <Icon aria-hidden="true" className="size-5 text-amber-700" />
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {title}
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-amber-900">
                {t("premium.badge")}
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      {included ? null : (
        <ButtonLink to="/pricing" className="mt-4 w-full sm:w-auto">
          <Sparkles aria-hidden="true" className="size-4" />
          {t("premium.upgrade")}
        </ButtonLink>
      )}
    </section>
  );
}
