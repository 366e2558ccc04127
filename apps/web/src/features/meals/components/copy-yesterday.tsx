import { addDays, MEAL_TYPES, type MealEntry, type MealType } from "@app/shared";
import { Copy } from "lucide-react";
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
  const yesterday = addDays(today, -1);
  const types = MEAL_TYPES.filter((type) => meals?.some((m) => m.date === yesterday && m.mealType === type));
  if (types.length === 0) return null;

  function copy(mealType: MealType) {
    if (copyDay.isPending) return;
    copyDay.mutate(
      { fromDate: yesterday, toDate: today, mealType },
      {
        onSuccess: (copies) =>
          notify.success(t("meals.toast.copied"), t("meals.toast.addedText", { food: copies.map((m) => m.food).join(", ") })),
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
      {types.map((type) => (
        <Button
          key={type}
          variant="secondary"
          size="sm"
          onClick={() => copy(type)}
          aria-disabled={(copyDay.isPending && copyDay.variables?.mealType === type) || undefined}
        >
          {copyDay.isPending && copyDay.variables?.mealType === type ? <Spinner /> : <Copy aria-hidden="true" className="size-4" />}
          {t(`meals.copyDay.${type}`)}
        </Button>
      ))}
    </section>
  );
}
