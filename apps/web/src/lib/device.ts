const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** A phone or tablet browser, judged by its user agent (docs/product/public-pages.md#error-page). */
export function isMobileUserAgent(userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent): boolean {
  return MOBILE_UA.test(userAgent);
}
