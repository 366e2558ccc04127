/**
 * A model's text never carries its own nutrition numbers to the user (spec README): a sentence with a
 * nutrition figure (kcal, grams, milligrams, a percentage) stays only when every such figure is one the server
 * gave the model (tool results from the food database and the user's data) or an amount the model listed as
 * eaten; otherwise the sentence is dropped, and the figures the server computes are shown beside the text.
 */

/** A number followed by an energy, mass or percentage unit, in English or Italian. */
const FIGURE =
  /(\d+(?:[.,]\d+)*)\s*(?:kcal|kilocalories?|kilocalorie|calories?|calorie|cal|kj|kilojoules?|g|gr|grams?|grammi|grammo|mg|milligrams?|milligrammi|µg|mcg|ug|%|percent|per cento)(?![\p{L}])/giu;

/** Every number in a JSON-like value, as plain numbers (strings such as '12.5' count too). */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number" && Number.isFinite(value)) out.push(value);
  // '28,9 g' in an Italian text is 28.9.
  else if (typeof value === "string") for (const m of value.matchAll(/\d+(?:[.,]\d+)?/g)) out.push(Number(m[0].replace(",", ".")));
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

const parseFigure = (text: string): number => {
  // '1,234' and '1.234' as thousands, '12,5' as a decimal comma.
  const thousands = /^\d{1,3}([.,]\d{3})+$/.test(text);
  return Number(thousands ? text.replace(/[.,]/g, "") : text.replace(",", "."));
};

/** The figures of `sentence` that none of `trusted` confirms (within rounding). */
export function unconfirmedFigures(sentence: string, trusted: readonly number[]): number[] {
  const out: number[] = [];
  for (const m of sentence.matchAll(FIGURE)) {
    const value = parseFigure(m[1]!);
    if (!trusted.some((t) => Math.abs(t - value) <= Math.max(0.5, Math.abs(t) * 0.01))) out.push(value);
  }
  return out;
}

/** `answer` without the sentences whose nutrition figures the server did not provide. */
export function keepConfirmedFigures(answer: string, trusted: readonly number[]): { text: string; dropped: number } {
  // A sentence ends at . ! or ? before a space or the end (not the point of '9.5 g'), or at a line break.
  const sentences = (answer.match(/[^]*?(?:[.!?]+(?=\s|$)|\n|$)/g) ?? [answer]).filter((s) => s !== "");
  let dropped = 0;
  const kept = sentences.filter((s) => {
    const ok = unconfirmedFigures(s, trusted).length === 0;
    if (!ok) dropped += 1;
    return ok;
  });
  return {
    text: kept
      .join("")
      .replace(/[ \t]+\n/g, "\n")
      .trim(),
    dropped,
  };
}
