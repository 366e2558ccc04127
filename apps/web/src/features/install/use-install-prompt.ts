import { useSyncExternalStore } from "react";
import { installPrompt, isRunningInstalled } from "./pwa.ts";

/** The browser's pending install prompt (Chrome, Edge), or null; and whether the app already runs installed. */
export function useInstallPrompt() {
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
  const installed = useSyncExternalStore(
    (onChange) => {
      const media = typeof window.matchMedia === "function" ? window.matchMedia("(display-mode: standalone)") : null;
      media?.addEventListener("change", onChange);
      return () => media?.removeEventListener("change", onChange);
    },
    isRunningInstalled,
    () => false,
  );
  return { prompt, installed };
}
