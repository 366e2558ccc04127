export type AuthTab = "login" | "register";
const REGISTER_ACTIONS = ["register-for-ai-recommendations", "register-to-complete-profile"];

/** The tab the address asks for: ?tab=, else ?mode=, else a register ?action=, else Login (docs/product/access-and-plans.md#sign-in). */
export function tabFromParams(params: URLSearchParams): AuthTab {
  const tab = params.get("tab");
  if (tab === "login" || tab === "register") return tab;
  const mode = params.get("mode");
  if (mode === "login" || mode === "register") return mode;
  if (REGISTER_ACTIONS.includes(params.get("action") ?? "")) return "register";
  return "login";
}
