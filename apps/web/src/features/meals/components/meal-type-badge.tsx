import type { MealType } from "@app/shared";
import { Apple, Coffee, Moon, Sun } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";

const STYLES: Record<MealType, { icon: typeof Coffee; className: string }> = {
  breakfast: { icon: Coffee, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  lunch: { icon: Sun, className: "bg-emerald-50 text-emerald-900 ring-emerald-200" },
  dinner: { icon: Moon, className: "bg-indigo-50 text-indigo-900 ring-indigo-200" },
  snack: { icon: Apple, className: "bg-rose-50 text-rose-900 ring-rose-200" },
};

/** The meal type as a small coloured label; `compact` shows only the icon on narrow screens. */
export function MealTypeBadge({ type, compact = false }: { type: MealType; compact?: boolean }) {
  const t = useT();
  const { icon: Icon, className } = STYLES[type];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{t(`mealType.${type}`)}</span>
    </span>
  );
}
