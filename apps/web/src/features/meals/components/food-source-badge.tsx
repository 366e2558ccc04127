import type { FoodSource } from "@app/shared";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";

const STYLES: Record<FoodSource, string> = {
  usda_sr28: "bg-sky-50 text-sky-900 ring-sky-200",
  usda_fndds_2021_2023: "bg-sky-50 text-sky-900 ring-sky-200",
  usda_foundation_2025_04: "bg-sky-50 text-sky-900 ring-sky-200",
  ciqual_2025: "bg-violet-50 text-violet-900 ring-violet-200",
  bls_4_0: "bg-amber-50 text-amber-900 ring-amber-200",
  uk_cofid_2015: "bg-teal-50 text-teal-900 ring-teal-200",
  open_food_facts: "bg-orange-50 text-orange-900 ring-orange-200",
  custom: "bg-emerald-50 text-emerald-900 ring-emerald-200",
};

/** The food composition table a food comes from ('USDA SR28', 'CIQUAL'…), or 'My food' for a custom one. */
export function FoodSourceBadge({ source, className }: { source: FoodSource; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        STYLES[source],
        className,
      )}
    >
      {t(`foodSearch.source.${source}`)}
    </span>
  );
}
