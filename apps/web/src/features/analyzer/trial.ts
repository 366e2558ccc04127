import { local, session } from "../../lib/storage.ts";

/** The name the trial flag is built from (docs/product/analyzer.md#free-analysis, docs/product/access-and-plans.md#trial-reset). */
export const TRIAL_FLAG_NAME = "foodAnalyzerTrialUsed";
const VISITED_KEY = "nutripilot.analyzerVisited";

/** The site's base domain: the last two labels of the host name ('app.example.com' → 'example.com'); IPs as they are. */
export function baseDomain(hostname: string): string {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return hostname;
  const labels = hostname.split(".").filter(Boolean);
  return labels.slice(-2).join(".") || hostname;
}

/** The per-site key of the flag: the name and the base domain. */
export function trialFlagKey(name = TRIAL_FLAG_NAME, hostname = window.location.hostname): string {
  return `${name}_${baseDomain(hostname)}`;
}

export const isTrialUsed = () => local.get(trialFlagKey()) === "true";
export const markTrialUsed = () => local.set(trialFlagKey(), "true");

/** Clears the flag named `name` (the per-site key, and the bare name some older pages wrote). */
export function clearTrialFlag(name = TRIAL_FLAG_NAME) {
  local.remove(trialFlagKey(name));
  local.remove(name);
}

/**
 * On opening the analyzer: the flag is cleared by `?reset_trial=true`, and on the first visit of a browser
 * session that came from another site (docs/product/access-and-plans.md#trial-reset). The server keeps its own count either way.
 */
export function applyTrialResetRules(search: string, referrer: string, origin: string) {
  if (new URLSearchParams(search).get("reset_trial") === "true") clearTrialFlag();
  if (session.get(VISITED_KEY) === null) {
    session.set(VISITED_KEY, "1");
    let external = false;
    try {
      external = referrer !== "" && new URL(referrer).origin !== origin;
    } catch {
      external = false;
    }
    if (external) clearTrialFlag();
  }
}
