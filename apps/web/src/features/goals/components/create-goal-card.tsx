import { Target } from "lucide-react";
import { useState } from "react";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { GuestNotice } from "../../../components/ui/guest-notice.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useCreateGoal } from "../goals.queries.ts";
import { GoalForm, type GoalFieldErrors } from "./goal-form.tsx";

const FIELDS = ["name", "description", "calories", "proteins", "carbs", "fats", "startDate", "endDate"] as const;

interface CreateGoalCardProps {
  today: string;
  guest: boolean;
  onRegistrationRequired: () => void;
}

/** The create-goal form with the 7 presets; visitors see 'Create Account to Save Goals' (docs/product/tracking.md#goals Goals tab). */
export function CreateGoalCard({ today, guest, onRegistrationRequired }: CreateGoalCardProps) {
  const t = useT();
  const errorText = useErrorText();
  const createGoal = useCreateGoal();
  const [serverErrors, setServerErrors] = useState<GoalFieldErrors>({});
  const titleId = "create-goal-title";
  return (
    <Card titleId={titleId}>
      <CardHeader
        titleId={titleId}
        icon={<Target className="size-4" />}
        title={t("goals.createTitle")}
        description={t("goals.createDescription")}
      />
      {guest ? <GuestNotice title={t("goals.guestNotice")} text={t("goals.guestNoticeText")} cta={t("meals.guestNoticeCta")} /> : null}
      <GoalForm
        today={today}
        submitLabel={t("goals.submit")}
        pending={createGoal.isPending}
        serverErrors={serverErrors}
        onBlockedSubmit={guest ? onRegistrationRequired : undefined}
        onSubmit={(data, reset) => {
          setServerErrors({});
          createGoal.mutate(data, {
            onSuccess: (goal) => {
              reset();
              notify.success(t("goals.toast.created"), t("goals.toast.createdText", { name: goal.name }));
            },
            onError: (error) => {
              if (isRegistrationRequired(error)) return onRegistrationRequired();
              setServerErrors(issuesByField(error, FIELDS));
              notify.error(t("common.error"), errorText(error) ?? t("goals.toast.createFallback"));
            },
          });
        }}
      />
    </Card>
  );
}
