import type { MealType } from "@app/shared";
import { useState } from "react";
import { cn } from "../../../lib/cn.ts";

const FALLBACK_TINT: Record<MealType, string> = {
  breakfast: "from-orange-100 to-amber-200",
  lunch: "from-sky-100 to-cyan-200",
  dinner: "from-purple-100 to-fuchsia-200",
  snack: "from-green-100 to-emerald-200",
};

/**
 * A recipe's picture: `src` when it loads, else the default image (002 §2.4: an image that fails to load
 * falls back to a default). The collection ships no photos yet, so without `src` the default shows.
 */
export function RecipeImage({ src, mealType, className }: { src?: string | undefined; mealType: MealType; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} className={cn("object-cover", className)} />;
  return (
    <div aria-hidden="true" className={cn("flex items-center justify-center bg-gradient-to-br", FALLBACK_TINT[mealType], className)}>
      <svg viewBox="0 0 64 64" className="size-14 text-slate-700/60" fill="none" stroke="currentColor" strokeWidth="2.5">
        <circle cx="32" cy="34" r="20" />
        <circle cx="32" cy="34" r="12" />
        <path d="M10 10v14M14 10v14M12 24v30M54 10c-4 4-5 10-5 16h5v28" strokeLinecap="round" />
      </svg>
    </div>
  );
}
