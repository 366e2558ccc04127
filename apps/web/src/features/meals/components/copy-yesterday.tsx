import { addDays, MEAL_TYPES, type MealEntry, type MealType } from "@app/shared";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useCopyDay } from "../meals.queries.ts";

interface CopyYesterdayProps {
  /** Meals that include yesterday's (the dashboard's week). */
  meals: readonly MealEntry[] | undefined;
  today: string;
  onRegistrationRequired: () => void;
}

/** 'Copy yesterday's {meal type}': one button per meal type yesterday had, each copying those meals to today in one tap. */
export function CopyYesterday({ meals, today, onRegistrationRequired }: CopyYesterdayProps) {
  const t = useT();
  const errorText = useErrorText();
  const copyDay = useCopyDay();
  // The meal types copied from this screen (per day): a second tap would log the same meals twice.
  const [copied, setCopied] = useState<{ day: string; types: MealType[] }>({ day: today, types: [] });
  const done = copied.day === today ? copied.types : [];
  const yesterday = addDays(today, -1);
  const types = MEAL_TYPES.filter((type) => meals?.some((m) => m.date === yesterday && m.mealType === type));
  if (types.length === 0) return null;

  function copy(mealType: MealType) {
    if (copyDay.isPending || done.includes(mealType)) return;
    copyDay.mutate(
      { fromDate: yesterday, toDate: today, mealType },
      {
        onSuccess: (copies) => {
          setCopied({ day: today, types: [...done, mealType] });
          notify.success(t("meals.toast.copied"), t("meals.toast.addedText", { food: copies.map((m) => m.food).join(", ") }));
        },
        onError: (error) => {
          if (isRegistrationRequired(error)) return onRegistrationRequired();
          notify.error(t("common.error"), t("meals.toast.copyFailed", { message: errorText(error) ?? t("msg.unexpected") }));
        },
      },
    );
  }

  return (
    <section aria-labelledby="copy-yesterday-title" className="flex flex-wrap items-center gap-2">
      <h3 id="copy-yesterday-title" className="text-sm font-medium text-slate-700">
        {t("meals.copyDay.title")}
      </h3>
      {types.map((type) =>
        done.includes(type) ? (
          <output key={type} className="flex items-center gap-1 text-sm text-emerald-700">
            <Check aria-hidden="true" className="size-4" />
            {t("meals.copyDay.copied", { meal: t(`mealType.${type}`) })}
          </output>
        ) : (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            onClick={() => copy(type)}
            // One copy at a time: every button says so while one runs.
            aria-disabled={copyDay.isPending || undefined}
          >
            {copyDay.isPending && copyDay.variables?.mealType === type ? <Spinner /> : <Copy aria-hidden="true" className="size-4" />}
            {t(`meals.copyDay.${type}`)}
          </Button>
        ),
      )}
    </section>
  );
}
