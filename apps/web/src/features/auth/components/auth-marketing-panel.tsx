import { Camera, Sparkles, Target } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";

/** The side panel of the auth page: what an account gives you (docs/product/access-and-plans.md#sign-in). */
export function AuthMarketingPanel() {
  const t = useT();
  const features = [
    { icon: Camera, title: t("auth.featureAnalysisTitle"), text: t("auth.featureAnalysisText") },
    { icon: Target, title: t("auth.featureGoalsTitle"), text: t("auth.featureGoalsText") },
    { icon: Sparkles, title: t("auth.featureRecommendationsTitle"), text: t("auth.featureRecommendationsText") },
  ];
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="relative overflow-hidden rounded-3xl bg-emerald-900 p-8 text-white shadow-lg sm:p-10"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-emerald-700/50 blur-2xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-16 size-72 rounded-full bg-teal-600/30 blur-2xl" />
      <div className="relative">
        <h2 id="auth-marketing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("auth.marketingTitle")}
        </h2>
        <p className="mt-3 text-emerald-50">{t("auth.marketingSubtitle")}</p>
        <ul className="mt-8 space-y-6">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-emerald-50">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
