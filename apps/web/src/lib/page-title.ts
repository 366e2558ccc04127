import { useEffect } from "react";

/** Sets the document title to "<page> · NutriPilot" while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · NutriPilot` : "NutriPilot";
  }, [title]);
}
