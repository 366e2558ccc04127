import { useEffect } from "react";
import { notify } from "../../../lib/toast.ts";

/** Shows an error toast once when `active` becomes true (a failed load, spec 000 §8). The id keeps it single. */
export function useErrorToast(active: boolean, title: string, text: string, id: string) {
  useEffect(() => {
    if (active) notify.error(title, text, { id });
  }, [active, title, text, id]);
}
