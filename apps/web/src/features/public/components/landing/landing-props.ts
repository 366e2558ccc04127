import type { ReactNode } from "react";
import type { PlanFacts } from "../../plan-facts.ts";

/** What the landing page receives, passed on to its lazily loaded sections (landing-sections.tsx). */
export interface LandingPageProps {
  /** The server's plan settings, once loaded (undefined while loading or when they could not be loaded). */
  facts: PlanFacts | undefined;
  /**
   * Called when a section that quotes the plans is about to render: the route formats the prices only then (the
   * first `Intl.NumberFormat` of a page costs about 10 ms of CPU, docs/decisions/0016-webtbt2-below-the-fold.md).
   */
  onFactsWanted?: () => void;
  /** The plan cards: the same component and data as /pricing. */
  pricing: ReactNode;
  /** The Apple Health & Google Fit waitlist form. */
  waitlist: ReactNode;
}
