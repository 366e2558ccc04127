import { Bot, HeartPulse, Target, UserRoundPlus } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";

/** The profile tab for visitors: an invitation with 'Create Your Account', 'Sign In' and three feature blurbs (docs/product/tracking.md#profile). */
export function GuestProfileInvitation() {
  const t = useT();
  const features = [
    { icon: HeartPulse, title: t("guestProfile.profileTitle"), text: t("guestProfile.profileText") },
    { icon: Target, title: t("guestProfile.goalsTitle"), text: t("guestProfile.goalsText") },
    { icon: Bot, title: t("guestProfile.aiTitle"), text: t("guestProfile.aiText") },
  ];
  return (
    <section
      aria-labelledby="guest-profile-title"
      className="overflow-hidden rounded-3xl border border-emerald-200 bg-gradient-to-br from-emerald-50 via-white to-teal-50 p-6 shadow-sm sm:p-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-emerald-700 text-white shadow">
          <UserRoundPlus className="size-7" />
        </span>
        <h2 id="guest-profile-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t("guestProfile.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("guestProfile.text")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/auth?tab=register&action=register-to-complete-profile" size="lg">
            {t("guestProfile.createAccount")}
          </ButtonLink>
          <ButtonLink to="/auth?mode=login" variant="secondary" size="lg">
            {t("guestProfile.signIn")}
          </ButtonLink>
        </div>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white/80 p-5">
            <Icon aria-hidden="true" className="size-6 text-emerald-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
