/**
 * A recipe ingredient's household amount in Italian, by rule: the quantity, the unit from a table of kitchen
 * units (singular and plural), and a preparation note when the table knows it. Words the tables do not know
 * (sizes, ingredient words repeated in the amount, rarer notes) are left out rather than shown in English:
 * the ingredient's Italian name and its grams, shown beside the amount, already say what and how much.
 * An amount with no quantity the rule can read becomes its grams ('25 g').
 */

/** Kitchen units, English forms (longest first when matched) → Italian singular and plural. */
const UNITS: [RegExp, string, string][] = [
  [/^(tsps?|teaspoons?)\b/, "cucchiaino", "cucchiaini"],
  [/^(tbsps?|tablespoons?)\b/, "cucchiaio", "cucchiai"],
  [/^cups?\b/, "tazza", "tazze"],
  [/^kg\b/, "kg", "kg"],
  [/^g\b/, "g", "g"],
  [/^ml\b/, "ml", "ml"],
  [/^(litres?|liters?|l)\b/, "litro", "litri"],
  [/^cloves?\b/, "spicchio", "spicchi"],
  [/^(thin |thick )?(slices?|rashers?)\b/, "fetta", "fette"],
  [/^(leaf|leaves)\b/, "foglia", "foglie"],
  [/^cans?\b/, "scatola", "scatole"],
  [/^stalks?\b/, "gambo", "gambi"],
  [/^(large |small )?bunch(es)?\b/, "mazzetto", "mazzetti"],
  [/^(small )?heads?\b/, "cespo", "cespi"],
  [/^small handfuls?\b/, "piccola manciata", "piccole manciate"],
  [/^large handfuls?\b/, "manciata abbondante", "manciate abbondanti"],
  [/^handfuls?\b/, "manciata", "manciate"],
  [/^sprigs?\b/, "rametto", "rametti"],
  [/^fillets?\b/, "filetto", "filetti"],
  [/^sachets?\b/, "bustina", "bustine"],
  [/^sheets?\b/, "foglio", "fogli"],
  [/^(small )?pieces?\b/, "pezzetto", "pezzetti"],
  [/^cm piece\b/, "cm", "cm"],
  [/^wedges?\b/, "spicchio", "spicchi"],
  [/^halves\b/, "metà", "metà"],
];

/** Preparation notes the rule gives in Italian (forms that agree with any ingredient). */
const NOTES: [RegExp, string][] = [
  [/^to serve$/, "per servire"],
  [/^to dust$/, "per spolverare"],
  [/^thinly sliced$/, "a fettine sottili"],
  [/^sliced\b.*$/, "a fette"],
  [/^diced$/, "a dadini"],
  [/^in (chunks|pieces)$/, "a pezzi"],
  [/^in strips$/, "a striscioline"],
  [/^in rings$/, "ad anelli"],
  [/^drained$/, "sgocciolati"],
  [/^(grated|finely grated)$/, "grattugiato"],
  [/^(chopped|finely chopped)$/, "tritato"],
  [/^crushed$/, "schiacciato"],
  [/^melted$/, "fuso"],
  [/^peeled$/, "pelato"],
  [/^cooked$/, "cotto"],
  [/^boiled, to serve$/, "lessato, per servire"],
  [/^hard-boiled$/, "sodo"],
  [/^boneless$/, "disossato"],
  [/^(skinless|skinned)$/, "senza pelle"],
  [/^soaked( overnight)?$/, "ammollato"],
];

/** Amounts without a quantity ('a pinch'), by how they start. */
const PHRASES: [RegExp, string][] = [
  [/^a pinch\b/, "un pizzico"],
  [/^a small handful\b/, "una piccola manciata"],
  [/^a handful\b/, "una manciata"],
  [/^a few sprigs\b/, "qualche rametto"],
  [/^a few leaves\b/, "qualche foglia"],
  [/^a few slices\b/, "qualche fetta"],
  [/^a few\b/, "qualche pezzo"],
  [/^a twist\b/, "una macinata"],
  [/^a grating\b/, "una grattugiata"],
  [/^a thumb-sized piece\b/, "un pezzo grande come un pollice"],
  [/^a wedge\b/, "uno spicchio"],
  [/^(lemon )?wedges\b/, "qualche spicchio"],
  [/^a bunch\b/, "un mazzetto"],
  [/^a squeeze\b/, "una spruzzata"],
  [/^a little\b/, "un po'"],
  [/^a drizzle\b/, "un filo"],
  [/^a dash\b/, "un goccio"],
  [/^absorbed from frying\b/, "quanto assorbito in frittura"],
  [/^to serve\b/, "per servire"],
  [/^(to dust|for dusting)\b/, "per spolverare"],
  [/^slices, to serve\b/, "qualche fetta, per servire"],
];

const FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

const it = (n: number) => String(Math.round(n * 100) / 100).replace(".", ",");

/** The quantity at the start ('2', '1.5', '1 ½', '½', '2-3'), as written in Italian, and what follows. */
function quantity(text: string): { shown: string; value: number; rest: string } | undefined {
  const match = /^(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔])?(?:\s*[-–]\s*(\d+(?:[.,]\d+)?))?\s*(.*)$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const whole = match[1] === undefined ? 0 : Number(match[1].replace(",", "."));
  const fraction = match[2] ? FRACTIONS[match[2]]! : 0;
  const value = whole + fraction;
  // '1½' as '1,5', which a servings stepper can scale; '½' alone as written.
  const first = match[1] === undefined ? match[2]! : it(value);
  const shown = match[3] === undefined ? first : `${first}-${it(Number(match[3].replace(",", ".")))}`;
  return { shown, value: match[3] === undefined ? value : Number(match[3].replace(",", ".")), rest: match[4]!.trim() };
}

function note(text: string): string {
  const rest = text.replace(/^[,;(\s]+|[)\s]+$/g, "").trim();
  if (!rest) return "";
  for (const [pattern, italian] of NOTES) if (pattern.test(rest)) return `, ${italian}`;
  return "";
}

/** `amount` ('2 tbsp', '1 medium, grated', 'a pinch') in Italian; `grams` when nothing can be read. */
export function amountIt(amount: string, grams: number): string {
  const text = amount.trim().toLowerCase();
  for (const [pattern, italian] of PHRASES) if (pattern.test(text)) return italian;
  const q = quantity(text);
  if (!q) return `${it(Math.round(grams))} g`;
  for (const [pattern, one, many] of UNITS) {
    const unit = pattern.exec(q.rest);
    if (!unit) continue;
    const after = q.rest.slice(unit[0].length).trimStart();
    // '2 tbsp + 1 tsp': two measures, which the grams say better than the first alone.
    if (after.includes("+")) return `${it(Math.round(grams))} g`;
    const thin = q.rest.startsWith("thin ") ? " sottili" : q.rest.startsWith("thick ") ? " spesse" : "";
    if (one === "cm") return `un pezzo di ${q.shown} cm${note(after)}`;
    return `${q.shown} ${q.value > 1 ? many : one}${thin}${note(after.startsWith(",") || after.startsWith("(") ? after : "")}`;
  }
  // A count of the ingredient itself ('2 medium', '1 cucumber', '3 large, grated'): the number, and the note.
  const comma = q.rest.indexOf(",");
  return `${q.shown}${comma >= 0 ? note(q.rest.slice(comma)) : ""}`;
}
