import type { UserProfile } from "@app/shared";
import { Pencil, RotateCw, UserRound, UserRoundPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { useErrorText, useMessageText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useSaveProfile } from "../profile.queries.ts";
import { ProfileForm, type ProfileFieldErrors } from "./profile-form.tsx";

const FIELDS = ["name", "age", "gender", "weight", "height", "activityLevel"] as const;

interface ProfileCardProps {
  /** The profile; null when the user has none yet (404), undefined while loading. */
  profile: UserProfile | null | undefined;
  /** A load failure other than 404, with its message ('Authentication required' for a 401). */
  errorMessage?: string | undefined;
  onRetry: () => void;
  /** Suggested name for a new profile. */
  suggestedName: string;
  /** Whether the editor sheet is open; kept by the caller so other cards can open it too. */
  editorOpen: boolean;
  onEditorOpenChange: (open: boolean) => void;
  /** More content under the details: export, subscription, premium teasers (docs/product/tracking.md#dashboard). */
  children?: ReactNode;
}

/** The User Profile card: the details, an Edit Profile side sheet, or the Create Profile prompt (docs/product/tracking.md#profile, docs/product/tracking.md#messages). */
export function ProfileCard({ profile, errorMessage, onRetry, suggestedName, editorOpen, onEditorOpenChange, children }: ProfileCardProps) {
  const t = useT();
  const format = useFormat();
  const text = useMessageText();
  const errorText = useErrorText();
  const saveProfile = useSaveProfile();
  const [serverErrors, setServerErrors] = useState<ProfileFieldErrors>({});
  const titleId = "profile-card-title";

  const sheet = (trigger: ReactNode) => (
    <Sheet
      trigger={trigger}
      open={editorOpen}
      onOpenChange={(open) => {
        onEditorOpenChange(open);
        if (!open) setServerErrors({});
      }}
      title={profile ? t("profile.sheetEdit") : t("profile.sheetCreate")}
      description={t("profile.sheetDescription")}
      closeLabel={t("common.close")}
    >
      <ProfileForm
        profile={profile ?? null}
        suggestedName={suggestedName}
        pending={saveProfile.isPending}
        serverErrors={serverErrors}
        onSubmit={(input) => {
          setServerErrors({});
          saveProfile.mutate(
            { input, existing: profile ?? null },
            {
              onSuccess: () => {
                onEditorOpenChange(false);
                notify.success(t("profile.toast.saved"), t("profile.toast.savedText"));
              },
              onError: (error) => {
                setServerErrors(issuesByField(error, FIELDS));
                notify.error(t("common.error"), t("common.errorOccurred", { message: errorText(error) ?? t("msg.unexpected") }));
              },
            },
          );
        }}
      />
    </Sheet>
  );

  let body: ReactNode;
  if (errorMessage !== undefined) {
    body = (
      <ErrorAlert>
        <p>{text(errorMessage)}</p>
        <Button variant="link" onClick={onRetry} className="mt-1 text-red-900">
          <RotateCw aria-hidden="true" className="size-3.5" />
          {t("common.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  } else if (profile === undefined) {
    body = <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-50" />;
  } else if (profile === null) {
    body = (
      <div className="rounded-xl border border-dashed border-emerald-300 bg-emerald-50/50 px-5 py-6 text-center">
        <UserRoundPlus aria-hidden="true" className="mx-auto size-8 text-emerald-700" />
        <h3 className="mt-2 font-semibold text-slate-900">{t("profile.createTitle")}</h3>
        <p className="mx-auto mt-1 max-w-sm text-sm text-slate-700">{t("profile.createText")}</p>
        <div className="mt-4">{sheet(<Button>{t("profile.createButton")}</Button>)}</div>
      </div>
    );
  } else {
    const details = [
      { label: t("profile.age"), value: t("profile.ageValue", { age: profile.age }) },
      { label: t("profile.gender"), value: t(`gender.${profile.gender}`) },
      { label: t("profile.weight"), value: t("profile.weightValue", { value: format.number(profile.weight, 1) }) },
      { label: t("profile.height"), value: t("profile.heightValue", { value: format.number(profile.height, 1) }) },
      { label: t("profile.activityLevel"), value: t(`activity.${profile.activityLevel}`), wide: true },
    ];
    body = (
      <div>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-lg font-bold text-white"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{profile.name}</p>
            <p className="text-sm text-slate-600">{t("profile.updatedOn", { date: format.day(profile.updatedAt.slice(0, 10)) })}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {details.map((item) => (
            <div
              key={item.label}
              className={item.wide ? "col-span-2 rounded-xl bg-slate-50 px-3 py-2.5 sm:col-span-4" : "rounded-xl bg-slate-50 px-3 py-2.5"}
            >
              <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-slate-900">
                {item.value}
                {item.wide ? <span className="font-normal text-slate-600"> · {t(`activityHint.${profile.activityLevel}`)}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }

  return (
    <Card titleId={titleId}>
      <CardHeader
        titleId={titleId}
        icon={<UserRound className="size-4" />}
        title={t("profile.title")}
        description={t("profile.description")}
        action={
          profile
            ? sheet(
                <Button variant="secondary" size="sm">
                  <Pencil aria-hidden="true" className="size-4" />
                  {t("profile.edit")}
                </Button>,
              )
            : null
        }
      />
      {body}
      {children ? <div className="mt-6 space-y-6 border-t border-slate-200 pt-6">{children}</div> : null}
    </Card>
  );
}
