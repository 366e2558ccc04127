import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the element named by the URL's #hash once the page's content is on screen (docs/product/public-pages.md#how-it-works), and
 * again when the hash changes. The page calls it from the component that renders the anchors, so the
 * elements exist when it runs.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    // Keyboard and screen reader users continue from the section, not from the top of the page.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [hash]);
}
