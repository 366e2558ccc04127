import type { MealSuggestion, MealType } from "@app/shared";
import { Apple, Clock, Coffee, Moon, Plus, Sun, ThumbsDown, ThumbsUp, UtensilsCrossed } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import { WhyDisclosure } from "./why-disclosure.tsx";

const TYPE_STYLES: Record<MealType, { icon: typeof Coffee; className: string }> = {
  breakfast: { icon: Coffee, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  lunch: { icon: Sun, className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  dinner: { icon: Moon, className: "bg-indigo-50 text-indigo-900 ring-indigo-200" },
  snack: { icon: Apple, className: "bg-rose-50 text-rose-900 ring-rose-200" },
};

interface SuggestionCardProps {
  suggestion: MealSuggestion;
  /** The rating given in this session, shown as the pressed button. */
  rating?: 5 | 1 | undefined;
  /** A rating is being saved: the buttons wait. */
  ratingPending?: boolean;
  onRate: (rating: 5 | 1) => void;
  onAddMeal: () => void;
  /** The meal is being logged: 'Add Meal' waits. */
  addPending?: boolean;
  /** The meal's picture; a neutral placeholder when not given. */
  image?: ReactNode;
}

/**
 * One suggestion (000 §2): picture, name, meal type badge, description, 'Why this meal?' with the reasoning,
 * like and dislike, four nutrient tiles and 'Add Meal'.
 */
export function SuggestionCard({
  suggestion,
  rating,
  ratingPending = false,
  onRate,
  onAddMeal,
  addPending = false,
  image,
}: SuggestionCardProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const { icon: TypeIcon, className: typeClass } = TYPE_STYLES[suggestion.mealType];
  const titleId = `${id}-title`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {image ?? <ImagePlaceholder />}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", typeClass)}
          >
            <TypeIcon aria-hidden="true" className="size-3.5" />
            {t(`mealType.${suggestion.mealType}`)}
          </span>
          {suggestion.prepMinutes ? (
            <span className="inline-flex items-center gap-1 text-xs text-slate-600">
              <Clock aria-hidden="true" className="size-3.5" />
              {t("suggest.prep", { minutes: suggestion.prepMinutes })}
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
          {suggestion.name}
        </h3>
        <p className="text-sm text-slate-700">{suggestion.description}</p>

        <dl className="grid grid-cols-2 gap-1.5">
          <Tile label={t("nutrients.calories")} value={format.number(suggestion.calories)} unit="kcal" />
          <Tile label={t("nutrients.protein")} value={format.number(suggestion.proteins)} unit="g" />
          <Tile label={t("nutrients.carbs")} value={format.number(suggestion.carbs)} unit="g" />
          <Tile label={t("nutrients.fat")} value={format.number(suggestion.fats)} unit="g" />
        </dl>

        {suggestion.reasoning ? <WhyDisclosure label={t("suggest.why")} text={suggestion.reasoning} /> : null}

        {/* 'Aggiungi pasto' stays on one line: on a narrow card (four to a row at 1280 px) it moves under the ratings. */}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <RateButton
            label={t("suggest.like", { name: suggestion.name })}
            pressed={rating === 5}
            disabled={ratingPending}
            onClick={() => onRate(5)}
            icon={<ThumbsUp aria-hidden="true" className="size-4" />}
            pressedClass="border-emerald-600 bg-emerald-50 text-emerald-800"
          />
          <RateButton
            label={t("suggest.dislike", { name: suggestion.name })}
            pressed={rating === 1}
            disabled={ratingPending}
            onClick={() => onRate(1)}
            icon={<ThumbsDown aria-hidden="true" className="size-4" />}
            pressedClass="border-rose-600 bg-rose-50 text-rose-800"
          />
          <Button variant="secondary" size="sm" className="ml-auto shrink-0 whitespace-nowrap" onClick={onAddMeal} disabled={addPending}>
            {addPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
            {t("suggest.addMeal")}
            {/* Several cards sit beside the Add Meal form: the name tells their buttons apart. */}
            <span className="sr-only"> {suggestion.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

function Tile({ label, value, unit }: { label: string; value: string; unit: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2.5 py-1.5">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold whitespace-nowrap text-slate-900">
        {value}
        <span className="ml-0.5 text-xs font-normal text-slate-600">{unit}</span>
      </dd>
    </div>
  );
}

function RateButton(props: {
  label: string;
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  pressedClass: string;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-lg border transition-colors disabled:opacity-60",
        props.pressed ? props.pressedClass : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {props.icon}
    </button>
  );
}

/** Until a picture is there: a neutral box of the same size. */
function ImagePlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-slate-100 to-emerald-50 text-slate-400"
    >
      <UtensilsCrossed className="size-8" />
    </div>
  );
}
