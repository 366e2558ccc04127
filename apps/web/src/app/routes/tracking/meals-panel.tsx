import { canUse } from "@app/shared";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { AI_SUGGESTIONS_ID } from "../../../features/dashboard/dashboard-tabs.ts";
import { AddMealCard, QuickAddCard } from "../../../features/meals/components/add-meal-card.tsx";
import { MealList } from "../../../features/meals/components/meal-list.tsx";
import { MyMealsCard } from "../../../features/meals/components/my-meals-card.tsx";
import { useMealsInRange } from "../../../features/meals/meals.queries.ts";
import { lastDays } from "../../../features/trends/trend-data.ts";
import { useT } from "../../../i18n/i18n.tsx";
import { AiSuggestionsSlot } from "../ai-suggestions-slot.tsx";
import { useTracking } from "./tracking-context.tsx";
import { useErrorToast } from "./use-error-toast.ts";

/** How many days the meal list shows at first, and adds with each 'Show earlier meals'. */
const LIST_DAYS_STEP = 30;

export const ADD_MEAL_ID = "add-meal";

/** The meals tab: the Add Meal form, the list by day and the AI Meal Suggestions section (docs/product/tracking.md#meals). */
export function MealsPanel() {
  const t = useT();
  const { demo, user, today, trial, requireRegistration } = useTracking();
  const [listDays, setListDays] = useState(LIST_DAYS_STEP);
  const meals = useMealsInRange(lastDays(today, listDays), { demo });
  useErrorToast(meals.isError, t("common.error"), t("tracking.mealsLoadToast"), "meals-load-error");

  const guest = demo;
  // The Free plan's list reaches back 7 days (server-side); say so rather than let older days seem lost.
  const limited = !demo && trial !== undefined && !canUse(trial, "unlimited-meal-history");

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-12">
        <div className="lg:sticky lg:top-20 lg:col-span-5">
          <AddMealCard id={ADD_MEAL_ID} guest={guest} onRegistrationRequired={requireRegistration} today={today} />
          <QuickAddCard guest={guest} onRegistrationRequired={requireRegistration} today={today} />
          {guest ? null : <MyMealsCard onRegistrationRequired={requireRegistration} />}
        </div>
        <div className="lg:col-span-7">
          <MealList
            meals={meals.data}
            isPending={meals.isPending}
            isError={meals.isError}
            onRetry={() => void meals.refetch()}
            guest={guest}
            onRegistrationRequired={requireRegistration}
            today={today}
            onShowEarlier={demo || limited ? undefined : () => setListDays((days) => days + LIST_DAYS_STEP)}
            isFetchingEarlier={meals.isPlaceholderData}
            footnote={
              limited ? (
                <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
                  {t("meals.historyLimited")}{" "}
                  <Link to="/pricing" className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
                    {t("meals.historyUpgrade")}
                  </Link>
                </p>
              ) : null
            }
          />
        </div>
      </div>
      <Card id={AI_SUGGESTIONS_ID} titleId="ai-suggestions-title" className="scroll-mt-24">
        <CardHeader titleId="ai-suggestions-title" icon={<Sparkles className="size-4" />} title={t("ai.suggestionsTitle")} />
        {user && !demo ? (
          <AiSuggestionsSlot />
        ) : (
          <div className="space-y-6">
            <div className="flex flex-col items-start gap-3 rounded-xl bg-amber-50 px-4 py-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
              <p>{t("ai.guestNote")}</p>
              <ButtonLink to="/auth?tab=register&action=register-for-ai-recommendations" size="sm" className="shrink-0">
                {t("ai.guestCta")}
              </ButtonLink>
            </div>
            {/* Visitors: 'Example Meal Suggestions' and the chat's free questions (000 §2, §6). */}
            <AiSuggestionsSlot />
          </div>
        )}
      </Card>
    </div>
  );
}
