import { isMobileUserAgent } from "../../lib/device.ts";

/** Mobile means a window at most 768 px wide or a mobile user agent (docs/product/tracking.md#limits). */
export const MOBILE_MAX_WIDTH = 768;

/** The registration popup closes by itself after 5 s (docs/product/tracking.md#limits). */
export const POPUP_AUTO_CLOSE_MS = 5000;

export function isMobileDevice(): boolean {
  if (typeof window === "undefined") return false;
  return window.innerWidth <= MOBILE_MAX_WIDTH || isMobileUserAgent();
}
