/** Browser storage that never throws (storage can be disabled, full or blocked in private windows). */
function safe(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

function make(kind: "localStorage" | "sessionStorage") {
  return {
    get(key: string): string | null {
      try {
        return safe(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        safe(kind)?.setItem(key, value);
      } catch {
        /* storage unavailable: the preference lasts for this page only */
      }
    },
    remove(key: string): void {
      try {
        safe(kind)?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

export const local = make("localStorage");
export const session = make("sessionStorage");

/** Every key the app keeps in browser storage, in one place. */
export const StorageKeys = {
  locale: "nutripilot.locale",
  welcomeShown: "nutripilot.welcomeShown",
  /** The id of the account registered in this browser session (greeted 'Welcome', not 'Welcome back'). */
  newAccount: "nutripilot.newAccount",
  errorReloadAt: "nutripilot.errorReloadAt",
} as const;
