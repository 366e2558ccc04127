import type { LogMealInput, LogSuggestionInput, MealEntry, MealSuggestion } from "@app/shared";
import { RefreshCw, SlidersHorizontal } from "lucide-react";
import { useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { cn } from "../../../lib/cn.ts";
import { isRegistrationRequired } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import {
  aiKeys,
  SUGGESTION_FILTERS,
  useGenerateSuggestions,
  useLogSuggestion,
  useMealFeedback,
  useMealSuggestions,
  type SuggestionFilter,
} from "../ai.queries.ts";
import { SAMPLE_SUGGESTIONS, sampleToSuggestion } from "../samples.ts";
import { SuggestionCard } from "./suggestion-card.tsx";

/** 'Generation in Progress' stays up to 60 s; the guest prompt 5 s (000 §9). */
const GENERATION_TOAST_MS = 60_000;
const GUEST_TOAST_MS = 5_000;
const GENERATION_TOAST_ID = "suggestions-generation";

/**
 * Logging a meal: the meals feature's own mutation (`useLogMeal`), handed in by the route, so a suggestion is
 * logged through the same request and query keys as the Add Meal form (features never import each other).
 */
export type LogMeal = Pick<UseMutationResult<MealEntry, Error, LogMealInput>, "mutate" | "isPending" | "variables">;

interface MealSuggestionsPanelProps {
  /** The signed-in user's id; undefined for a visitor, who sees examples. */
  userId: number | undefined;
  /** The picture of a suggestion; a neutral placeholder when not given. */
  renderImage?: (suggestion: MealSuggestion) => ReactNode;
  /** A visitor (or the demo screen) pressed 'Add Meal': the 'Registration Required' prompt of the tracking screens. */
  onRegistrationRequired?: () => void;
  /** 'Add Meal' for a signed-in user. */
  logMeal: LogMeal;
}

/**
 * The AI meal suggestions panel (000 §2, §4, §8): meal type filter, 'Generate New', suggestion cards with
 * feedback. A visitor sees 'Example Meal Suggestions' and a prompt to log in.
 */
export function MealSuggestionsPanel({ userId, renderImage, onRegistrationRequired, logMeal }: MealSuggestionsPanelProps) {
  const t = useT();
  const [filter, setFilter] = useState<SuggestionFilter>("all");
  const guest = userId === undefined;
  const generate = useGenerateSuggestions();
  const queryClient = useQueryClient();

  function onGenerate() {
    if (guest) {
      notify.info(t("suggest.toast.guestTitle"), t("suggest.toast.guestText"), { id: "suggestions-guest", duration: GUEST_TOAST_MS });
      return;
    }
    notify.info(t("suggest.toast.generating"), t("suggest.toast.generatingText"), {
      id: GENERATION_TOAST_ID,
      duration: GENERATION_TOAST_MS,
    });
    // The cards on screen, which the new set never repeats.
    const shown = (queryClient.getQueryData<MealSuggestion[]>(aiKeys.suggestions(filter)) ?? []).flatMap((s) => s.recipeId ?? []);
    generate.mutate(
      { filter, shown },
      {
        onSuccess: (suggestions) => {
          const count = suggestions.length;
          notify.success(
            t("suggest.toast.completed"),
            t(count === 1 ? "suggest.toast.completedText.one" : "suggest.toast.completedText.other", { count }),
            {
              id: GENERATION_TOAST_ID,
              duration: 4000,
            },
          );
        },
        onError: (error) => {
          const limit = error instanceof ApiError && error.status === 429;
          notify.error(t("common.error"), t(limit ? "suggest.toast.limit" : "suggest.toast.error"), { id: GENERATION_TOAST_ID });
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      {guest ? (
        <div className="rounded-xl bg-slate-50 px-4 py-3">
          <h3 className="font-semibold text-slate-900">{t("suggest.exampleTitle")}</h3>
          <p className="mt-1 text-sm text-slate-700">
            {t("suggest.exampleText")}{" "}
            <Link to="/auth?mode=login" className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
              {t("suggest.login")}
            </Link>
          </p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t("suggest.filterLabel")}</legend>
          {SUGGESTION_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                "h-9 rounded-full border px-3 text-sm font-medium transition-colors",
                filter === value
                  ? "border-emerald-700 bg-emerald-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              {value === "all" ? t("suggest.filter.all") : t(`mealType.${value}`)}
            </button>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          {guest ? null : (
            <ButtonLink to="/preferences" variant="ghost" size="sm" title={t("suggest.preferencesHint")}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t("suggest.preferencesLink")}
            </ButtonLink>
          )}
          <Button size="sm" onClick={onGenerate} disabled={generate.isPending}>
            {generate.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            {generate.isPending ? t("suggest.generating") : t("suggest.generate")}
          </Button>
        </div>
      </div>

      {guest ? (
        <GuestSuggestions filter={filter} onRegistrationRequired={onRegistrationRequired} />
      ) : (
        <UserSuggestions
          userId={userId}
          filter={filter}
          renderImage={renderImage}
          onRegistrationRequired={onRegistrationRequired}
          logMeal={logMeal}
        />
      )}
    </div>
  );
}

/** Examples for a visitor, with the neutral picture: a visitor's few free meal images are kept for their own meals. */
function GuestSuggestions({ filter, onRegistrationRequired }: { filter: SuggestionFilter; onRegistrationRequired?: () => void }) {
  const t = useT();
  const samples = SAMPLE_SUGGESTIONS.filter((s) => filter === "all" || s.mealType === filter).map((s) => sampleToSuggestion(s, t));
  const askToSignIn = () =>
    notify.info(t("suggest.toast.guestTitle"), t("suggest.toast.guestText"), { id: "suggestions-guest", duration: GUEST_TOAST_MS });
  return (
    <SuggestionGrid>
      {samples.map((suggestion) => (
        <li key={suggestion.name}>
          <SuggestionCard suggestion={suggestion} onRate={askToSignIn} onAddMeal={onRegistrationRequired ?? askToSignIn} />
        </li>
      ))}
    </SuggestionGrid>
  );
}

function UserSuggestions({
  userId,
  filter,
  renderImage,
  onRegistrationRequired,
  logMeal,
}: {
  userId: number;
  filter: SuggestionFilter;
  renderImage: MealSuggestionsPanelProps["renderImage"];
  onRegistrationRequired: MealSuggestionsPanelProps["onRegistrationRequired"];
  logMeal: LogMeal;
}) {
  const t = useT();
  const suggestions = useMealSuggestions(filter, true);
  const feedback = useMealFeedback(userId);
  const [ratings, setRatings] = useState<Record<string, 5 | 1>>({});

  const logSuggestion = useLogSuggestion();

  /**
   * 'Add Meal': the suggestion as a meal of today (the server's today for the user). A recipe's suggestion is
   * logged as its foods (the ingredients at the suggested servings, and the side); one without a recipe keeps
   * its numbers as suggested.
   */
  function addMeal(suggestion: MealSuggestion) {
    const callbacks = {
      onSuccess: () =>
        notify.success(t("suggest.toast.added"), t("suggest.toast.addedText", { name: suggestion.name, calories: suggestion.calories })),
      onError: (error: Error) => {
        if (isRegistrationRequired(error) && onRegistrationRequired) return onRegistrationRequired();
        notify.error(t("common.error"), t("suggest.toast.addFailed"));
      },
    };
    const asItems = suggestionAsItems(suggestion);
    if (asItems) logSuggestion.mutate(asItems, callbacks);
    else logMeal.mutate(suggestionAsMeal(suggestion), callbacks);
  }

  function rate(suggestion: MealSuggestion, rating: 5 | 1) {
    feedback.mutate(
      { suggestion, rating },
      {
        onSuccess: () => {
          setRatings((all) => ({ ...all, [suggestion.name]: rating }));
          notify.success(
            t("suggest.toast.feedbackThanks"),
            t(rating === 5 ? "suggest.toast.feedbackLike" : "suggest.toast.feedbackDislike"),
          );
        },
        onError: () => notify.error(t("common.error"), t("suggest.toast.feedbackFailed")),
      },
    );
  }

  if (suggestions.isPending) {
    return (
      <output className="flex min-h-32 items-center justify-center gap-2 text-sm text-slate-600">
        <Spinner className="text-emerald-700" />
        {t("suggest.loading")}
      </output>
    );
  }
  if (suggestions.isError) {
    return (
      <ErrorAlert>
        <p>{t("suggest.loadError")}</p>
        <Button variant="link" onClick={() => void suggestions.refetch()} className="mt-1">
          {t("common.tryAgain")}
        </Button>
      </ErrorAlert>
    );
  }
  if (suggestions.data.length === 0) {
    return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">{t("suggest.empty")}</p>;
  }
  return (
    <SuggestionGrid>
      {suggestions.data.map((suggestion) => (
        <li key={`${suggestion.recipeId ?? suggestion.name}-${suggestion.mealType}`}>
          <SuggestionCard
            suggestion={suggestion}
            rating={ratings[suggestion.name]}
            ratingPending={feedback.isPending && feedback.variables.suggestion.name === suggestion.name}
            onRate={(rating) => rate(suggestion, rating)}
            onAddMeal={() => addMeal(suggestion)}
            addPending={
              (logSuggestion.isPending && logSuggestion.variables.recipeId === suggestion.recipeId) ||
              (logMeal.isPending && logMeal.variables?.food === suggestionAsMeal(suggestion).food)
            }
            image={renderImage?.(suggestion)}
          />
        </li>
      ))}
    </SuggestionGrid>
  );
}

function SuggestionGrid({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ul aria-label={t("suggest.list")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </ul>
  );
}

/** A recipe's suggestion as the foods to log: the recipe at the suggested servings, and the side at its grams. */
export function suggestionAsItems(s: MealSuggestion): LogSuggestionInput | undefined {
  if (s.recipeId === undefined || s.servings === undefined) return undefined;
  return {
    recipeId: s.recipeId,
    servings: s.servings,
    mealType: s.mealType,
    ...(s.side ? { side: { key: s.side.key, grams: s.side.grams } } : {}),
  };
}

/**
 * A suggestion without a recipe as a meal to log: its name (and side, which its numbers include) and its
 * totals, as suggested.
 */
export function suggestionAsMeal(s: MealSuggestion): LogMealInput {
  const food = s.side ? `${s.name}, ${s.side.grams} g ${s.side.name}` : s.name;
  return {
    food: food.slice(0, 200),
    calories: s.calories,
    proteins: s.proteins,
    carbs: s.carbs,
    fats: s.fats,
    mealType: s.mealType,
    notes: s.description.slice(0, 1000),
  };
}
