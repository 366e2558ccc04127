import { passesPremiumGate } from "@app/shared";
import { CreditCard } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { DeleteAccount } from "../../../features/auth/components/delete-account.tsx";
import { PlanStatus } from "../../../features/billing/components/plan-status.tsx";
import { BmiCard, MetabolismCard } from "../../../features/profile/components/body-figure-cards.tsx";
import { ExportData } from "../../../features/profile/components/export-data.tsx";
import { GuestProfileInvitation } from "../../../features/profile/components/guest-profile-invitation.tsx";
import { PremiumTeasers } from "../../../features/profile/components/premium-teasers.tsx";
import { ProfileCard } from "../../../features/profile/components/profile-card.tsx";
import { useProfile } from "../../../features/profile/profile.queries.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { useTracking } from "./tracking-context.tsx";

/** The profile tab: the invitation for visitors, else the profile card with export, plan and teasers, and the body figures. */
export function ProfilePanel() {
  const { demo, user } = useTracking();
  if (demo || !user) return <GuestProfileInvitation />;
  return <SignedInProfile />;
}

function SignedInProfile() {
  const t = useT();
  const { user, trial, profileEditorOpen, setProfileEditorOpen } = useTracking();
  const profile = useProfile({ demo: false });
  const openEditor = () => setProfileEditorOpen(true);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-12">
      <div className="space-y-6 lg:col-span-8">
        <ProfileCard
          profile={profile.isError ? undefined : profile.data}
          errorMessage={profile.isError ? profile.error.message : undefined}
          onRetry={() => void profile.refetch()}
          suggestedName={user?.username ?? ""}
          editorOpen={profileEditorOpen}
          onEditorOpenChange={setProfileEditorOpen}
        >
          <ExportData />
          <section aria-labelledby="subscription-title">
            <h3 id="subscription-title" className="flex items-center gap-2 font-semibold text-slate-900">
              <CreditCard aria-hidden="true" className="size-4 text-emerald-700" />
              {t("subscription.title")}
            </h3>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
              {trial ? <PlanStatus status={trial} /> : <span className="h-5 w-40 animate-pulse rounded bg-slate-200" />}
              <ButtonLink to="/pricing" variant="secondary" size="sm">
                {t("subscription.viewPlans")}
              </ButtonLink>
            </div>
          </section>
          <PremiumTeasers included={trial ? passesPremiumGate(trial) : false} />
        </ProfileCard>
        {user ? <DeleteAccount user={user} exportActions={<ExportData buttonsOnly />} /> : null}
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:col-span-4 lg:grid-cols-1">
        <BmiCard profile={profile.isError ? null : profile.data} onCompleteProfile={openEditor} />
        <MetabolismCard profile={profile.isError ? null : profile.data} onCompleteProfile={openEditor} />
      </div>
    </div>
  );
}
