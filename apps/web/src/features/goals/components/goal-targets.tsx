import { KCAL_PER_GRAM, type Macros } from "@app/shared";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";

/** The four daily targets of a goal: calories in kcal, the macros in grams and their kcal. */
export function GoalTargets({ targets, className, muted = false }: { targets: Macros; className?: string; muted?: boolean }) {
  const t = useT();
  const format = useFormat();
  const rows = [
    { label: t("nutrients.calories"), value: format.kcal(targets.calories), dot: "bg-emerald-600" },
    {
      label: t("nutrients.protein"),
      value: t("goals.targetGrams", {
        grams: format.number(targets.proteins),
        kcal: format.number(targets.proteins * KCAL_PER_GRAM.protein),
      }),
      dot: "bg-rose-500",
    },
    {
      label: t("nutrients.carbs"),
      value: t("goals.targetGrams", { grams: format.number(targets.carbs), kcal: format.number(targets.carbs * KCAL_PER_GRAM.carbs) }),
      dot: "bg-amber-500",
    },
    {
      label: t("nutrients.fat"),
      value: t("goals.targetGrams", { grams: format.number(targets.fats), kcal: format.number(targets.fats * KCAL_PER_GRAM.fat) }),
      dot: "bg-sky-500",
    },
  ];
  return (
    <dl className={cn("grid grid-cols-2 gap-3", className)}>
      {rows.map((row) => (
        <div key={row.label} className={cn("rounded-xl px-3 py-2.5", muted ? "bg-slate-50" : "bg-emerald-50/60")}>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <span aria-hidden="true" className={cn("size-2 rounded-full", row.dot)} />
            {row.label}
          </dt>
          <dd className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
