import type { GoalInput, GoalRecommendation, NutritionGoal } from "@app/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { RefreshCw, Target, UserPlus } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useFormat } from "../../../lib/format.ts";
import { notify } from "../../../lib/toast.ts";
import { useToday } from "../../../lib/today.ts";
import { useGenerateGoalRecommendations, useGoalRecommendations } from "../ai.queries.ts";
import { DEMO_GOALS } from "../samples.ts";
import { NutritionChat } from "./nutrition-chat.tsx";
import { WhyDisclosure } from "./why-disclosure.tsx";

const GENERATION_TOAST_ID = "goal-recommendations-generation";

/** The frame of the AI goal recommendations block of the goals tab (001 §2.14). */
export function GoalRecommendationsCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card titleId="ai-goal-recommendations-title">
      <CardHeader
        titleId="ai-goal-recommendations-title"
        icon={<Target className="size-4" />}
        title={t("goalRecs.title")}
        description={t("goalRecs.description")}
      />
      {children}
    </Card>
  );
}

/** Creating a goal: the goals feature's own mutation, handed in by the route (features never import each other). */
export type CreateGoal = Pick<UseMutationResult<NutritionGoal, Error, GoalInput>, "mutate" | "isPending">;

interface GoalRecommendationsProps {
  /** The signed-in user's id; undefined for a visitor, who sees the three demo cards. */
  userId: number | undefined;
  /** Who asks in the goals chat: the signed-in user's id, or 'guest' (3 free questions). */
  chatOwner: number | "guest";
  /** Opens the profile form (the recommendations need a profile). */
  onCreateProfile: () => void;
  /** A visitor (or the demo screen) pressed 'Use this goal': the 'Registration Required' prompt of the tracking screens. */
  onRegistrationRequired?: () => void;
  /** 'Use this goal' for a signed-in user. */
  createGoal: CreateGoal;
}

/**
 * The 'Nutritional Goals' tab: recommendation cards with 'Use this goal' and Generate New, beside the goals
 * chat. A visitor sees the three demo cards of 001 §2.14 and the chat with its free questions.
 */
export function GoalRecommendations({ userId, chatOwner, onCreateProfile, onRegistrationRequired, createGoal }: GoalRecommendationsProps) {
  const t = useT();
  const guest = userId === undefined;
  const generate = useGenerateGoalRecommendations();

  const askToSignIn = () =>
    notify.info(t("goalRecs.toast.authTitle"), t("goalRecs.toast.authText"), { id: "goal-recommendations-guest", duration: 5000 });

  function onGenerate() {
    if (guest) {
      askToSignIn();
      return;
    }
    notify.info(t("suggest.toast.generating"), t("goalRecs.toast.generatingText"), { id: GENERATION_TOAST_ID, duration: 60_000 });
    generate.mutate(undefined, {
      onSuccess: (list) => {
        const count = list.length;
        notify.success(
          t("suggest.toast.completed"),
          t(count === 1 ? "goalRecs.toast.completedText.one" : "goalRecs.toast.completedText.other", { count }),
          {
            id: GENERATION_TOAST_ID,
            duration: 4000,
          },
        );
      },
      onError: (error) => {
        // No profile yet: the server's reason, and the way to fix it (trying again later would not help).
        if (error instanceof ApiError && error.status === 404) {
          notify.info(t("goalRecs.toast.noProfileTitle"), t("goalRecs.noProfile"), {
            id: GENERATION_TOAST_ID,
            duration: 8000,
            action: { label: t("goalRecs.createProfile"), onClick: onCreateProfile },
          });
          return;
        }
        notify.error(t("common.error"), t("suggest.toast.error"), { id: GENERATION_TOAST_ID });
      },
    });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-12">
      <div className="lg:col-span-7">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200">
          <h3 className="-mb-px border-b-2 border-emerald-700 px-1 pb-2 text-sm font-semibold text-emerald-900">{t("goalRecs.tab")}</h3>
          <Button size="sm" className="mb-2" onClick={onGenerate} disabled={generate.isPending}>
            {generate.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            {generate.isPending ? t("suggest.generating") : t("goalRecs.generate")}
          </Button>
        </div>
        {guest ? (
          <DemoGoalCards onUse={onRegistrationRequired ?? askToSignIn} />
        ) : (
          <UserRecommendations onCreateProfile={onCreateProfile} createGoal={createGoal} />
        )}
      </div>
      <div className="lg:col-span-5">
        <NutritionChat chatType="goals" owner={chatOwner} headingLevel={3} />
      </div>
    </div>
  );
}

function UserRecommendations({ onCreateProfile, createGoal }: { onCreateProfile: () => void; createGoal: CreateGoal }) {
  const t = useT();
  const recommendations = useGoalRecommendations(true);
  if (recommendations.isPending) {
    return (
      <output className="flex min-h-32 items-center justify-center gap-2 text-sm text-slate-600">
        <Spinner className="text-emerald-700" />
        {t("goalRecs.loading")}
      </output>
    );
  }
  if (recommendations.isError) {
    const noProfile = recommendations.error instanceof ApiError && recommendations.error.status === 404;
    if (noProfile) {
      return (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-amber-50 px-4 py-4 text-sm text-amber-950">
          <p>{t("goalRecs.noProfile")}</p>
          <Button size="sm" onClick={onCreateProfile}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t("goalRecs.createProfile")}
          </Button>
        </div>
      );
    }
    return (
      <ErrorAlert>
        <p>{t("goalRecs.loadError")}</p>
        <Button variant="link" onClick={() => void recommendations.refetch()} className="mt-1">
          {t("common.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  }
  if (recommendations.data.length === 0)
    return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">{t("goalRecs.empty")}</p>;
  return (
    <GoalGrid>
      {recommendations.data.map((recommendation) => (
        <li key={recommendation.title}>
          <GoalRecommendationCard
            recommendation={recommendation}
            action={<UseGoalButton recommendation={recommendation} create={createGoal} />}
          />
        </li>
      ))}
    </GoalGrid>
  );
}

/**
 * 'Use this goal': after a confirmation, the recommendation becomes a goal starting today, and the active one
 * (the server deactivates the others); the goals panels reload.
 */
function UseGoalButton({ recommendation, create }: { recommendation: GoalRecommendation; create: CreateGoal }) {
  const t = useT();
  const today = useToday();
  const [open, setOpen] = useState(false);
  const { title, calories, proteins } = recommendation;
  function onConfirm() {
    create.mutate(
      {
        name: title.slice(0, 100),
        description: recommendation.description.slice(0, 1000),
        calories,
        proteins,
        carbs: recommendation.carbs,
        fats: recommendation.fats,
        startDate: today,
        isActive: true,
      },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success(t("goalRecs.toast.applied"), t("goalRecs.toast.appliedText", { title }));
        },
        onError: () => notify.error(t("common.error"), t("goalRecs.toast.applyFailed")),
      },
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) setOpen(next);
      }}
      trigger={
        <Button variant="secondary" size="sm" className="mt-auto">
          {t("goalRecs.useGoal")}
          <span className="sr-only"> {title}</span>
        </Button>
      }
      title={t("goalRecs.confirmTitle")}
      description={t("goalRecs.confirmText", { title, calories, proteins })}
      confirmLabel={t("goalRecs.useGoal")}
      cancelLabel={t("common.cancel")}
      onConfirm={onConfirm}
      pending={create.isPending}
      destructive={false}
    />
  );
}

/**
 * The three static cards a visitor sees (001 §2.14), also the preview behind the premium gate. Their 'Use this
 * goal' calls `onUse` (the registration prompt); without it, as a preview, the button is not shown.
 */
export function DemoGoalCards({ onUse }: { onUse?: () => void } = {}) {
  const t = useT();
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{t("goalRecs.demoText")}</p>
      <GoalGrid>
        {DEMO_GOALS.map((goal) => (
          <li key={goal.key}>
            <GoalRecommendationCard
              recommendation={{
                ...goal,
                title: t(`goalRecs.demo.${goal.key}.title`),
                description: t(`goalRecs.demo.${goal.key}.description`),
              }}
              action={
                onUse ? (
                  <Button variant="secondary" size="sm" className="mt-auto" onClick={onUse}>
                    {t("goalRecs.useGoal")}
                  </Button>
                ) : undefined
              }
            />
          </li>
        ))}
      </GoalGrid>
    </div>
  );
}

function GoalGrid({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ul aria-label={t("goalRecs.list")} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {children}
    </ul>
  );
}

function GoalRecommendationCard({ recommendation, action }: { recommendation: GoalRecommendation; action?: ReactNode }) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        {recommendation.title}
      </h4>
      <p className="text-sm text-slate-700">{recommendation.description}</p>
      <dl className="grid grid-cols-2 gap-1.5 text-sm">
        <Figure label={t("nutrients.calories")} value={format.kcal(recommendation.calories)} />
        <Figure label={t("nutrients.protein")} value={format.grams(recommendation.proteins)} />
        <Figure label={t("nutrients.carbs")} value={format.grams(recommendation.carbs)} />
        <Figure label={t("nutrients.fat")} value={format.grams(recommendation.fats)} />
      </dl>
      {recommendation.reasoning ? <WhyDisclosure label={t("goalRecs.why")} text={recommendation.reasoning} /> : null}
      {action}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2.5 py-1.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
