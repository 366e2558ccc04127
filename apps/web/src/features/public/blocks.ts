/**
 * Long page texts as data: paragraphs, lists and sub-headings, each string with optional inline links
 * written `[label](/path)`, `[label](https://…)` or `[label](mailto:…)`, and `{placeholders}` filled from
 * the server's settings at run time.
 */
export type Block =
  | string
  | { list: string[] }
  | { steps: string[] }
  | { heading: string }
  /** A paragraph that applies only with the server's paywall mode (PAYWALL=soft or hard). */
  | { paywall: "soft" | "hard"; text: string };

export interface TextSection {
  /** The anchor of the section (its id); stable across languages. */
  id: string;
  title: string;
  blocks: Block[];
}

/** Every string of a block, for checks and for the placeholder test. */
export function blockStrings(block: Block): string[] {
  if (typeof block === "string") return [block];
  if ("list" in block) return block.list;
  if ("steps" in block) return block.steps;
  if ("paywall" in block) return [block.text];
  return [block.heading];
}
