import { notify } from "../../lib/toast.ts";
import { welcomeFlag } from "./auth.queries.ts";

/** Shows the once-per-browser welcome toast, if this browser has not seen it yet. Returns whether it did. */
export function showWelcomeOnce(title: string, text: string): boolean {
  if (welcomeFlag.isShown()) return false;
  welcomeFlag.markShown();
  notify.success(title, text, { id: "welcome", duration: 6000 });
  return true;
}
