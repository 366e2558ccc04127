import type { MealType } from "@app/shared";
import { ImageOff, UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { useT } from "../../../i18n/i18n.tsx";
import { useCurrentUser } from "../../../lib/session.ts";
import { ApiError } from "../../../lib/api.ts";
import { GUEST_LIMIT_CODE, useMealImage } from "../meal-images.queries.ts";

export interface MealImageProps {
  mealName: string;
  mealDescription?: string;
  /** Optional hint for the picture's colours and dishes. */
  mealType?: MealType;
  /** Size and shape of the picture (and of its placeholder), e.g. "aspect-[8/5] w-full rounded-xl". */
  className?: string;
}

/**
 * A meal's picture (docs/product/ai.md#meal-images 'AI image generation for a meal'): requested automatically, retried twice,
 * with a neutral placeholder while it loads or when it could not be made ('Failed to generate image').
 * Guests get 2 pictures per browser session; after that the placeholder stays.
 */
export function MealImage({ mealName, mealDescription, mealType, className = "aspect-[8/5] w-full rounded-xl" }: MealImageProps) {
  const t = useT();
  const user = useCurrentUser();
  const guest = !user.data;
  const image = useMealImage({ mealName, mealDescription, mealType }, { guest, enabled: !user.isPending });
  const [broken, setBroken] = useState<string | null>(null);
  const url = image.data;

  if (url && broken !== url) {
    return (
      <img
        src={url}
        alt={t("mealImage.alt", { name: mealName })}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(url)}
        className={`${className} bg-slate-100 object-cover`}
      />
    );
  }
  const overLimit = image.error instanceof ApiError && image.error.code === GUEST_LIMIT_CODE;
  const failed = (image.isError && !overLimit) || (url !== undefined && broken === url);
  const loading = !failed && !overLimit && image.allowed && (user.isPending || image.isPending);
  return (
    <div
      aria-busy={loading || undefined}
      className={`${className} flex flex-col items-center justify-center gap-1 overflow-hidden bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 ${loading ? "animate-pulse" : ""}`}
    >
      {failed ? <ImageOff aria-hidden="true" className="size-7" /> : <UtensilsCrossed aria-hidden="true" className="size-7" />}
      {failed ? (
        <span className="px-2 text-center text-xs font-medium text-slate-500">{t("mealImage.failed")}</span>
      ) : (
        <span className="sr-only">{loading ? t("mealImage.loading") : t("mealImage.placeholder", { name: mealName })}</span>
      )}
    </div>
  );
}
