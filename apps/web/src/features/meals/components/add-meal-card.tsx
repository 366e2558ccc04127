import { UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { GuestNotice } from "../../../components/ui/guest-notice.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useLogMeal } from "../meals.queries.ts";
import { MealForm, mealTypeAt, type MealFieldErrors } from "./meal-form.tsx";
import { QuickAddForm, type QuickAddField } from "./quick-add-form.tsx";

const FIELDS = ["mealType", "date", "items", "foodId", "amountGrams", "food", "calories", "proteins", "carbs", "fats"] as const;

interface AddMealCardProps {
  /** A visitor: the notice 'Create Account to Save Meals', and saving is blocked. */
  guest: boolean;
  /** Tells a visitor that saving needs an account (toast, or the popup on phones). */
  onRegistrationRequired: () => void;
  id?: string;
  /** The user's today: the new meal's day unless they pick another. */
  today: string;
}

/** The Add Meal form for today's meals, with its toasts (docs/product/tracking.md#meals, §8). */
export function AddMealCard({ guest, onRegistrationRequired, id, today }: AddMealCardProps) {
  const t = useT();
  const format = useFormat();
  const errorText = useErrorText();
  const logMeal = useLogMeal();
  const [serverErrors, setServerErrors] = useState<MealFieldErrors>({});
  // The type of the meal a person is most likely logging now; picked once, so it stays while they add.
  const [defaultMealType] = useState(() => mealTypeAt(new Date()));
  const titleId = "add-meal-title";

  return (
    <Card titleId={titleId} id={id} className="scroll-mt-24">
      <CardHeader
        titleId={titleId}
        icon={<UtensilsCrossed className="size-4" />}
        title={t("meals.addTitle")}
        description={t("meals.addDescription")}
      />
      {guest ? <GuestNotice title={t("meals.guestNotice")} text={t("meals.guestNoticeText")} cta={t("meals.guestNoticeCta")} /> : null}
      <MealForm
        submitLabel={t("meals.submit")}
        defaultMealType={defaultMealType}
        today={today}
        showRecent={!guest}
        fastPaths={guest ? undefined : { onRegistrationRequired }}
        pending={logMeal.isPending}
        serverErrors={serverErrors}
        onBlockedSubmit={guest ? onRegistrationRequired : undefined}
        onSubmit={(data, reset) => {
          setServerErrors({});
          logMeal.mutate(data, {
            onSuccess: (meal) => {
              reset();
              notify.success(
                t("meals.toast.added"),
                meal.date === today
                  ? t("meals.toast.addedText", { food: meal.food })
                  : t("meals.toast.addedTextOn", { food: meal.food, day: format.longDay(meal.date) }),
              );
            },
            onError: (error) => {
              if (isRegistrationRequired(error)) {
                onRegistrationRequired();
                return;
              }
              setServerErrors(issuesByField(error, FIELDS));
              notify.error(t("common.error"), t("meals.toast.addFailed", { message: errorText(error) ?? t("msg.unexpected") }));
            },
          });
        }}
      />
    </Card>
  );
}

/** Quick add: calories (and macros if known) with no food, in a card of its own under the Add Meal form. */
export function QuickAddCard({ guest, onRegistrationRequired, today }: Omit<AddMealCardProps, "id">) {
  const t = useT();
  const errorText = useErrorText();
  const quickAdd = useLogMeal();
  const [quickErrors, setQuickErrors] = useState<Partial<Record<QuickAddField, string>>>({});
  const [defaultMealType] = useState(() => mealTypeAt(new Date()));
  return (
    <Card className="mt-6">
      <details className="group">
        <summary className="cursor-pointer text-base font-semibold text-slate-900">{t("meals.quickAdd.title")}</summary>
        <p className="mt-1 mb-3 text-sm text-slate-600">{t("meals.quickAdd.description")}</p>
        <QuickAddForm
          name={t("meals.quickAdd.name")}
          date={today}
          defaultMealType={defaultMealType}
          pending={quickAdd.isPending}
          serverErrors={quickErrors}
          onBlockedSubmit={guest ? onRegistrationRequired : undefined}
          onSubmit={(input, reset) => {
            setQuickErrors({});
            quickAdd.mutate(input, {
              onSuccess: (meal) => {
                reset();
                notify.success(t("meals.toast.added"), t("meals.toast.addedText", { food: meal.food }));
              },
              onError: (error) => {
                if (isRegistrationRequired(error)) return onRegistrationRequired();
                setQuickErrors(issuesByField(error, ["mealType", "calories", "proteins", "carbs", "fats"] as const));
                notify.error(t("common.error"), t("meals.toast.addFailed", { message: errorText(error) ?? t("msg.unexpected") }));
              },
            });
          }}
        />
      </details>
    </Card>
  );
}
