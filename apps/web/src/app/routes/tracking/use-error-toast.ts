import { useEffect } from "react";
import { notify } from "../../../lib/toast.ts";

/** Shows an error toast once when `active` becomes true (a failed load, docs/product/tracking.md#messages). The id keeps it single. */
export function useErrorToast(active: boolean, title: string, text: string, id: string) {
  useEffect(() => {
    if (active) notify.error(title, text, { id });
  }, [active, title, text, id]);
}
