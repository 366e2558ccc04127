import type { ReactNode } from "react";
import type { PlanFacts } from "../../plan-facts.ts";

/** What the landing page receives, passed on to its lazily loaded sections (landing-sections.tsx). */
export interface LandingPageProps {
  /** The server's plan settings, once loaded (undefined while loading or when they could not be loaded). */
  facts: PlanFacts | undefined;
  /** The plan cards: the same component and data as /pricing. */
  pricing: ReactNode;
  /** The Apple Health & Google Fit waitlist form. */
  waitlist: ReactNode;
}
