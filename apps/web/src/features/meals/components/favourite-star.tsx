import { Star } from "lucide-react";
import { iconButtonClass } from "../../../components/ui/row-actions.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { isRegistrationRequired, useErrorText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useFavourites, useToggleFavourite } from "../fast-paths.queries.ts";

interface FavouriteStarProps {
  kind: "foods" | "meals";
  id: number;
  /** The food's or meal's name, for the button's spoken label. */
  name: string;
  guest: boolean;
  onRegistrationRequired?: () => void;
  compact?: boolean;
}

/** A star that adds a food or a meal to the user's favourites (listed first in the Add Meal form) or takes it off. */
export function FavouriteStar({ kind, id, name, guest, onRegistrationRequired, compact = true }: FavouriteStarProps) {
  const t = useT();
  const errorText = useErrorText();
  const favourites = useFavourites(!guest);
  const toggle = useToggleFavourite();
  const starred = (favourites.data?.[kind] ?? []).some((x) => x.id === id);
  const shown = toggle.isPending && toggle.variables?.id === id && toggle.variables.kind === kind ? toggle.variables.starred : starred;

  function onClick() {
    if (guest) return onRegistrationRequired?.();
    toggle.mutate(
      { kind, id, starred: !shown },
      {
        onError: (error) => {
          if (isRegistrationRequired(error)) return onRegistrationRequired?.();
          notify.error(t("common.error"), t("meals.fast.starFailed", { message: errorText(error) ?? t("msg.unexpected") }));
        },
      },
    );
  }

  return (
    <button
      type="button"
      className={cn(iconButtonClass(compact), "hover:text-amber-600")}
      aria-pressed={shown}
      aria-label={shown ? t("meals.fast.unstar", { name }) : t("meals.fast.star", { name })}
      onClick={onClick}
    >
      <Star aria-hidden="true" className={cn("size-4", shown && "fill-amber-400 text-amber-500")} />
    </button>
  );
}
